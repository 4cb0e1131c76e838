// End-to-end: bidlab train cstsr|csosr, eval --model, experiment table4.1,
// through RunCli on a tiny data set with made-up double-dummy tables.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli.h"
#include "cli/cli_test_util.h"
#include "data/dealer.h"
#include "io/dataset_file.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

using testing::Bidlab;
using testing::CliRun;

class TrainCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(5, 400), Path("tiny.bdl"));
  }
};

TEST_F(TrainCliTest, CstsrTrainsAndEvaluatesThroughTheRegistry) {
  const CliRun train = Bidlab(
      {"train", "cstsr", "--features", "condensed2", "--data", Path("tiny.bdl"), "-o", Path("m.model"), "--json"});
  ASSERT_EQ(train.status, 0) << train.err;
  const auto t = nlohmann::json::parse(train.out);
  EXPECT_EQ(t["train_deals"], 320);
  EXPECT_EQ(t["grid"].size(), 10u);  // λ chosen on validation
  const std::string model = ReadFileText(Path("m.model"));
  EXPECT_EQ(model.rfind("bidlab-model cstsr 2 fnv1a64:", 0), 0u);
  EXPECT_EQ(model.find("\nfeatures condensed2\nhands north\n"), model.find('\n'));

  const CliRun eval =
      Bidlab({"eval", "--model", Path("m.model"), "--data", Path("tiny.bdl"), "--split", "test", "--json"});
  ASSERT_EQ(eval.status, 0) << eval.err;
  const auto e = nlohmann::json::parse(eval.out);
  EXPECT_EQ(e["bidder"], "cstsr-condensed2");
  EXPECT_EQ(e["deals"], 40);
  EXPECT_TRUE(e["by_type"].contains("GAME"));
  // Fewer IMPs than passing every deal.
  const CliRun pass = Bidlab({"eval", "--bidder", "pass", "--data", Path("tiny.bdl"), "--split", "test", "--json"});
  EXPECT_LT(e["avg_cost"].get<double>(), nlohmann::json::parse(pass.out)["avg_cost"].get<double>());

  // A fixed λ needs no choice.
  const CliRun fixed = Bidlab({"train", "cstsr", "--features", "binary", "--optimistic", "--lambda", "0.01", "--data",
                               Path("tiny.bdl"), "-o", Path("b.model"), "--json"});
  ASSERT_EQ(fixed.status, 0) << fixed.err;
  EXPECT_EQ(nlohmann::json::parse(fixed.out)["lambda"], 0.01);
  EXPECT_EQ(nlohmann::json::parse(fixed.out)["grid"].size(), 1u);
}

TEST_F(TrainCliTest, CsosrTrainsAndEvaluates) {
  const CliRun train = Bidlab({"train", "csosr", "--features", "condensed", "--optimistic", "--data", Path("tiny.bdl"),
                               "--C", "1", "10", "--gamma", "0.1", "--subsample", "150", "-o", Path("s.model")});
  ASSERT_EQ(train.status, 0) << train.err;
  EXPECT_NE(train.out.find("csosr-condensed-optimistic: C "), std::string::npos) << train.out;
  const CliRun eval =
      Bidlab({"eval", "--model", Path("s.model"), "--data", Path("tiny.bdl"), "--split", "test", "--json"});
  ASSERT_EQ(eval.status, 0) << eval.err;
  EXPECT_EQ(nlohmann::json::parse(eval.out)["bidder"], "csosr-condensed-optimistic");
}

TEST_F(TrainCliTest, WrongKindOrVersionIsRefused) {
  ASSERT_EQ(Bidlab({"train", "cstsr", "--data", Path("tiny.bdl"), "--lambda", "1", "-o", Path("m.model")}).status, 0);
  const std::string text = ReadFileText(Path("m.model"));
  const std::string payload = text.substr(text.find('\n') + 1);

  WriteFileAtomically(Path("v1.model"), "bidlab-model cstsr 1\n" + payload);
  CliRun r = Bidlab({"eval", "--model", Path("v1.model"), "--data", Path("tiny.bdl")});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "bidlab: " + Path("v1.model") + ":1: cstsr model format version 1, this bidlab reads version 2\n");

  WriteFileAtomically(Path("kind.model"), "bidlab-model csosr 2\n" + payload);
  r = Bidlab({"eval", "--model", Path("kind.model"), "--data", Path("tiny.bdl")});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("payload line 3: expected \"C\", found \"lambda\""), std::string::npos) << r.err;

  WriteFileAtomically(Path("none.model"), "bidlab-model nonsense 1\n" + payload);
  r = Bidlab({"eval", "--model", Path("none.model"), "--data", Path("tiny.bdl")});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("unknown model kind \"nonsense\""), std::string::npos) << r.err;
}

TEST_F(TrainCliTest, Table41QuickWritesBothFiles) {
  const CliRun r = Bidlab(
      {"experiment", "table4.1", "--data", Path("tiny.bdl"), "-o", Path("out"), "--quick", "--methods", "cstsr"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(ReadFileText(Path("out/table41.json")));
  EXPECT_EQ(j["test_deals"], 40);
  ASSERT_EQ(j["rows"].size(), 6u);
  EXPECT_TRUE(j["rows"][0]["baseline"].is_null());  // CSOSR not run
  EXPECT_EQ(j["rows"][4]["published"]["baseline"], 3.8465);
  EXPECT_GT(j["rows"][4]["optimistic"]["test_cost"].get<double>(), 0.0);
  const std::string md = ReadFileText(Path("out/table41.md"));
  EXPECT_NE(md.find("| CSTSR - condensed + 3rd order expansion | 56 |"), std::string::npos) << md;
  ASSERT_EQ(j["optimistic_side_by_side"].size(), 2u);
  EXPECT_EQ(j["optimistic_side_by_side"][1]["optimistic"]["bidder"], "cstsr-condensed3-optimistic-side-by-side");
  EXPECT_TRUE(fs::exists(Path("out/models/cstsr-condensed3-optimistic-side-by-side.model")));
  // The saved models load and score the same as in the table.
  const CliRun e = Bidlab({"eval", "--model", Path("out/models/cstsr-condensed3-optimistic.model"), "--data",
                           Path("tiny.bdl"), "--split", "test", "--json"});
  ASSERT_EQ(e.status, 0) << e.err;
  EXPECT_EQ(nlohmann::json::parse(e.out)["avg_cost"], j["rows"][5]["optimistic"]["test_cost"]);
}

}  // namespace
}  // namespace bidlab
