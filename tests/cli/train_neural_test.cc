// End-to-end: bidlab train neural, eval --model, bid, explain MODEL and
// experiment neural --quick, through RunCli on a tiny data set with made-up
// double-dummy tables (no DDS).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_test_util.h"
#include "io/dataset_file.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

using testing::Bidlab;
using testing::CliRun;

class TrainNeuralCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(9, 400), Path("tiny.bdl"));
  }
  CliRun Train(const std::string& model, const std::string& seed) {
    return Bidlab({"train", "neural", "--data", Path("tiny.bdl"), "--steps", "30", "--deals-per-step", "16", "--hidden",
                   "16", "--eval-every", "10", "--seed", seed, "--json", "-o", Path(model)});
  }
};

TEST_F(TrainNeuralCliTest, TrainsEvaluatesBidsAndExplains) {
  const CliRun a = Train("a.model", "3");
  ASSERT_EQ(a.status, 0) << a.err;
  const nlohmann::json j = nlohmann::json::parse(a.out);
  EXPECT_EQ(j["train_deals"], 320);
  EXPECT_EQ(j["validation_deals"], 40);
  EXPECT_EQ(j["steps_done"], 30);
  EXPECT_EQ(j["curve"].size(), 4u);  // steps 0, 10, 20, 30
  EXPECT_NE(a.err.find("validation"), std::string::npos) << "a line per checkpoint";
  ASSERT_EQ(Train("b.model", "3").status, 0);
  const auto network = [](const std::string& text) { return text.substr(text.find("\nnetwork")); };
  EXPECT_EQ(network(ReadFileText(Path("a.model"))), network(ReadFileText(Path("b.model"))))
      << "the same seed, the same network";

  const CliRun eval =
      Bidlab({"eval", "--model", Path("a.model"), "--data", Path("tiny.bdl"), "--split", "test", "--json"});
  ASSERT_EQ(eval.status, 0) << eval.err;
  const nlohmann::json e = nlohmann::json::parse(eval.out);
  EXPECT_EQ(e["deals"], 40);
  EXPECT_EQ(e["bidder"], "neural");

  const CliRun bid = Bidlab({"bid", "--model", Path("a.model"), "--north", "AKQJ.T98.765.432", "--south",
                             "T98.AKQJ.432.765", "--meaning-deals", "1000"});
  ASSERT_EQ(bid.status, 0) << bid.err;

  const CliRun explain = Bidlab({"explain", Path("a.model")});
  ASSERT_EQ(explain.status, 0) << explain.err;
  EXPECT_NE(explain.out.find("| Bid | neural | SAYC |"), std::string::npos) << explain.out;
}

// --train-extra: a share of the training deals from another file, the
// validation split still --data's alone; a share the file cannot fill and
// a part of the standard set (its test deals) are refused.
TEST_F(TrainNeuralCliTest, TrainExtraJoinsTheTrainingSplitOnly) {
  WriteDatasetFile(testing::TinyDataset(11, 100), Path("hard.bdl"));
  const auto train = [&](const std::string& extra, const std::string& share, const std::string& model) {
    return Bidlab({"train", "neural", "--data", Path("tiny.bdl"), "--train-extra", extra, "--train-extra-share", share,
                   "--steps", "10", "--deals-per-step", "16", "--hidden", "16", "--eval-every", "10", "-o",
                   Path(model)});
  };
  const CliRun r = train(Path("hard.bdl"), "0.2", "a.model");
  ASSERT_EQ(r.status, 0) << r.err;
  // 320 training deals are 80% once 80 extra ones join them.
  EXPECT_NE(r.out.find("on 400 training deals (80 of them from " + Path("hard.bdl") + ")"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("on 40 deals"), std::string::npos) << "validation is tiny.bdl's alone: " << r.out;
  // The model's note (and so --json and `model info`) records the extra file and its share.
  const std::string note = ReadFileText(Path("a.model"));
  EXPECT_NE(note.find("\"train_extra\":{\"file\":\"" + Path("hard.bdl") + "\",\"share\":0.2}"), std::string::npos)
      << note.substr(0, note.find('\n', note.find('\n') + 1));

  const CliRun too_many = train(Path("hard.bdl"), "0.5", "b.model");
  EXPECT_EQ(too_many.status, 1);
  EXPECT_NE(too_many.err.find("needs 320 deals"), std::string::npos) << too_many.err;
  EXPECT_NE(too_many.err.find("it has 90 before its test split; at most share 0.220"), std::string::npos)
      << too_many.err;
  EXPECT_FALSE(std::filesystem::exists(Path("b.model")));

  WriteDatasetFile(testing::TinyDataset(2014, 100), Path("standard-part.bdl"));
  const CliRun standard = train(Path("standard-part.bdl"), "0.1", "c.model");
  EXPECT_EQ(standard.status, 1);
  EXPECT_NE(standard.err.find("part of the standard set"), std::string::npos) << standard.err;

  const CliRun over = train(Path("a.model"), "0.1", "a.model");
  EXPECT_EQ(over.status, 1) << "the output is an input";
}

// The main job's comparison, with and without a neural row.
TEST_F(TrainNeuralCliTest, CompareWritesEveryBiddersRow) {
  ASSERT_EQ(Train("a.model", "3").status, 0);
  const CliRun r = Bidlab({"experiment", "compare", "--quick", "--data", Path("tiny.bdl"), "-o", Path("out")});
  ASSERT_EQ(r.status, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(ReadFileText(Path("out/compare.json")));
  ASSERT_EQ(j["rows"].size(), 5u);
  EXPECT_EQ(j["rows"][0]["method"], "Always pass");
  for (const auto& row : j["rows"]) EXPECT_EQ(row["deals"], 40);
  EXPECT_NE(r.out.find("| SAYC (rule-based) |"), std::string::npos) << "the table is printed";
  const CliRun n = Bidlab({"experiment", "compare", "--quick", "--data", Path("tiny.bdl"), "--neural-model",
                           Path("a.model"), "-o", Path("out")});
  ASSERT_EQ(n.status, 0) << n.err;
  j = nlohmann::json::parse(ReadFileText(Path("out/compare.json")));
  ASSERT_EQ(j["rows"].size(), 6u);
  EXPECT_EQ(j["rows"][4]["method"], "**Neural (bidlab)**");
  const CliRun wrong = Bidlab({"experiment", "compare", "--quick", "--data", Path("tiny.bdl"), "--neural-model",
                               Path("tiny.bdl"), "-o", Path("out2")});
  EXPECT_EQ(wrong.status, 1);
  EXPECT_FALSE(std::filesystem::exists(Path("out2/compare.json")));
}

TEST_F(TrainNeuralCliTest, RefusesBadOptionsWithOneMessage) {
  const CliRun r = Bidlab({"train", "neural", "--data", Path("tiny.bdl"), "--hidden", "0", "-o", Path("x.model")});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("--hidden: must be a whole number from 1 to 4096, not \"0\""), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(Path("x.model")));
}

TEST_F(TrainNeuralCliTest, QuickExperimentWritesTheTableAndTheCurve) {
  const CliRun r = Bidlab({"experiment", "neural", "--quick", "--data", Path("tiny.bdl"), "-o", Path("out")});
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(ReadFileText(Path("out/neural.json")));
  ASSERT_EQ(j["rows"].size(), 6u);
  EXPECT_EQ(j["test_deals"], 40);
  for (const auto& row : j["rows"]) EXPECT_EQ(row["deals"], 40);
  EXPECT_TRUE(std::filesystem::exists(Path("out/neural-curve.svg")));
  ASSERT_EQ(j["curves"].size(), 1u);
  EXPECT_EQ(j["curves"][0]["iterations"].size(), 4u);  // steps 10-40 of --quick
  EXPECT_NE(ReadFileText(Path("out/neural.md")).find("| **Neural (bidlab)** |"), std::string::npos);
}

}  // namespace
}  // namespace bidlab
