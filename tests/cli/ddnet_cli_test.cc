// train ddnet, eval-ddnet, experiment ddnet and bench ddnet end to end on a
// tiny data set, and their refusals of bad input.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/cli_test_util.h"

namespace bidlab {
namespace {

using testing::Bidlab;

class DdnetCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    data_ = Path("tiny.bdl");
    WriteDatasetFile(testing::TinyDataset(5, 400), data_);  // 320 train, 40 validation, 40 test deals
  }
  std::string data_;
};

TEST_F(DdnetCliTest, TrainsEvaluatesAndReloadsBothModelKinds) {
  const std::string model = Path("nt.model");
  auto run = Bidlab({"train", "ddnet", "--data", data_, "--contracts", "nt", "--variant", "D", "--epochs", "2",
                     "--ae-iterations", "100", "-o", model, "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out)["train_examples"], 320 * 4);
  run = Bidlab({"eval-ddnet", "--model", model, "--data", data_, "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const auto eval = nlohmann::json::parse(run.out);
  EXPECT_EQ(eval["examples"], 40 * 4);  // the test split, every rotation
  EXPECT_EQ(eval["variant"], "D");
  EXPECT_LE(eval["exact"].get<double>(), eval["within_one"].get<double>());

  const std::string comparator = Path("suit-comparator.model");
  run = Bidlab({"train", "ddnet", "--data", data_, "--contracts", "suit", "--comparator", "--epochs", "1",
                "--ae-iterations", "100", "-o", comparator});
  ASSERT_EQ(run.status, 0) << run.err;
  run = Bidlab({"eval-ddnet", "--model", comparator, "--data", data_, "--split", "validation", "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out)["examples"], 40 * 16);
}

TEST_F(DdnetCliTest, QuickExperimentWritesTableThreeAndCurves) {
  const auto run = Bidlab({"experiment", "who-bids-higher", "--data", data_, "-o", Path("out"), "--quick"});
  ASSERT_EQ(run.status, 0) << run.err;
  for (const char* name : {"who-bids-higher.md", "who-bids-higher.json", "who-bids-higher-autoencoder.svg",
                           "who-bids-higher-validation.svg"})
    EXPECT_TRUE(std::filesystem::exists(Path("out/") + name)) << name;
  std::ifstream in(Path("out/who-bids-higher.json"));
  const auto json = nlohmann::json::parse(in);
  EXPECT_EQ(json["table"].size(), 10u);  // 7 evaluators, comparator, F, D
  EXPECT_EQ(json["data"]["test_deals"], 40);
  EXPECT_EQ(json["table"][0]["paper_nt"], 0.8081);
}

TEST_F(DdnetCliTest, RefusesBadInputWithOneMessage) {
  auto run = Bidlab({"eval-ddnet", "--model", data_, "--data", data_});
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find("tiny.bdl"), std::string::npos) << run.err;
  run = Bidlab({"train", "ddnet", "--data", data_, "--contracts", "clubs", "-o", Path("x.model")});
  EXPECT_NE(run.status, 0);
  run = Bidlab({"train", "ddnet", "--data", Path("missing.bdl"), "-o", Path("x.model")});
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find("missing.bdl"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(Path("x.model")));
  run = Bidlab({"bench", "ddnet", "--samples", "10", "--batch", "64"});
  EXPECT_NE(run.status, 0);
  run = Bidlab({"bench", "ddnet", "--samples", "256", "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_GT(nlohmann::json::parse(run.out)["train_samples_per_s"].get<double>(), 0);
}

}  // namespace
}  // namespace bidlab
