// End-to-end: bidlab train softmax (SAYC openings, final contracts), eval
// --model, and experiment white --quick, through RunCli on a tiny data set
// with made-up double-dummy tables (no DDS).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/cli_test_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;
using testing::Bidlab;
using testing::CliRun;

class SoftmaxCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(11, 300), Path("tiny.bdl"));
  }
};

TEST_F(SoftmaxCliTest, TrainsTheContractModelAndEvaluatesIt) {
  const CliRun train = Bidlab({"train", "softmax", "--task", "contract", "--labels", "dd", "--data", Path("tiny.bdl"),
                               "--structure", "two_stage", "--max-epochs", "30", "--json", "-o", Path("c.model")});
  ASSERT_EQ(train.status, 0) << train.err;
  const nlohmann::json j = nlohmann::json::parse(train.out);
  EXPECT_EQ(j["train_examples"], 240);  // 80% of 300: the train split
  EXPECT_EQ(j["dev_examples"], 30);     // the validation split
  EXPECT_EQ(j["bidder"], "softmax-contract-domain-two-stage");
  EXPECT_EQ(j["regressions"].size(), 6u);

  const CliRun eval =
      Bidlab({"eval", "--model", Path("c.model"), "--data", Path("tiny.bdl"), "--split", "test", "--json"});
  ASSERT_EQ(eval.status, 0) << eval.err;
  const nlohmann::json e = nlohmann::json::parse(eval.out);
  EXPECT_EQ(e["deals"], 30);
  EXPECT_EQ(e["bidder"], "softmax-contract-domain-two-stage");
}

TEST_F(SoftmaxCliTest, NeverTrainsOnTheTestSplit) {
  const CliRun r = Bidlab({"train", "softmax", "--task", "contract", "--labels", "dd", "--data", Path("tiny.bdl"),
                           "--split", "test", "-o", Path("x.model")});
  EXPECT_NE(r.status, 0);
  EXPECT_FALSE(fs::exists(Path("x.model")));
  const CliRun wrong_task =
      Bidlab({"train", "softmax", "--task", "contract", "--labels", "sayc", "-o", Path("y.model")});
  EXPECT_NE(wrong_task.status, 0);
  EXPECT_NE(wrong_task.err.find("--task opening"), std::string::npos) << wrong_task.err;
}

TEST_F(SoftmaxCliTest, TrainsOnSaycOpeningsAndBids) {
  const CliRun train = Bidlab({"train", "softmax", "--task", "opening", "--labels", "sayc", "--sayc-deals", "2000",
                               "--max-epochs", "20", "--json", "-o", Path("o.model")});
  ASSERT_EQ(train.status, 0) << train.err;
  const nlohmann::json j = nlohmann::json::parse(train.out);
  EXPECT_EQ(j["train_examples"], 2000);
  EXPECT_GT(j["dev_accuracy"].get<double>(), 0.8);  // SAYC's openings are a near-linear rule of the domain features
  // 1NT: 16 HCP, balanced.
  const CliRun bid =
      Bidlab({"bid", "--model", Path("o.model"), "--north", "AQ2.KJ3.Q987.A32", "--south", "T987.654.J32.T54"});
  ASSERT_EQ(bid.status, 0) << bid.err;
  EXPECT_NE(bid.out.find("1NT"), std::string::npos) << bid.out;
}

TEST_F(SoftmaxCliTest, QuickExperimentWritesItsFiles) {
  const fs::path pbn = fs::path(BIDLAB_EXTERNAL_DIR) / "external/pbn/vugraph_eyc00";
  if (!fs::exists(pbn)) GTEST_SKIP() << "external PBN data absent: " << pbn;
  const CliRun r = Bidlab({"experiment", "white", "--quick", "--pbn", pbn.string(), "--contract-data", Path("tiny.bdl"),
                           "--contract-split", "train", "--test", Path("tiny.bdl"), "-o", Path("out")});
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(std::ifstream(Path("out/white.json")));
  EXPECT_EQ(j["experiment"], "white");
  EXPECT_EQ(j["table1"].size(), 2u);
  EXPECT_EQ(j["contract"].size(), 6u);
  EXPECT_EQ(j["baselines"].size(), 2u);
  EXPECT_TRUE(fs::exists(Path("out/white.md")));
  EXPECT_TRUE(fs::exists(Path("out/white_fig1_opening_dev_counts.svg")));
  EXPECT_TRUE(fs::exists(Path("out/white_contract_two_stage_lowest_test_normalised.svg")));
}

}  // namespace
}  // namespace bidlab
