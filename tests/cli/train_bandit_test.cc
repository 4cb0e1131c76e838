// End-to-end: bidlab train bandit, eval --model, explain MODEL and the bandit
// experiments' --quick runs, through RunCli on a tiny data set with made-up
// double-dummy tables (no DDS).
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

class TrainBanditCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(9, 300), Path("tiny.bdl"));
  }
};

TEST_F(TrainBanditCliTest, TrainsEvaluatesAndExplains) {
  const std::vector<std::string> train = {"train",        "bandit", "--data", Path("tiny.bdl"),
                                          "--iterations", "3000",   "--seed", "3",
                                          "--threads",    "2",      "--json", "-o"};
  std::vector<std::string> first = train, second = train;
  first.push_back(Path("a.model"));
  second.push_back(Path("b.model"));
  second[9] = "1";  // one thread: the same model bytes
  const CliRun a = Bidlab(first);
  ASSERT_EQ(a.status, 0) << a.err;
  const nlohmann::json j = nlohmann::json::parse(a.out);
  EXPECT_EQ(j["train_deals"], 240);
  EXPECT_EQ(j["iterations"], 3000);
  EXPECT_TRUE(j.contains("validation"));
  ASSERT_EQ(Bidlab(second).status, 0);
  EXPECT_EQ(ReadFileText(Path("a.model")), ReadFileText(Path("b.model")));

  const CliRun eval =
      Bidlab({"eval", "--model", Path("a.model"), "--data", Path("tiny.bdl"), "--split", "test", "--json"});
  ASSERT_EQ(eval.status, 0) << eval.err;
  const nlohmann::json e = nlohmann::json::parse(eval.out);
  EXPECT_EQ(e["deals"], 30);
  EXPECT_EQ(e["bidder"], "bandit-tree4");  // the default: tree ℓ = 4

  const CliRun explain = Bidlab({"explain", Path("a.model")});
  ASSERT_EQ(explain.status, 0) << explain.err;
  EXPECT_NE(explain.out.find("| PASS |"), std::string::npos) << explain.out;
}

TEST_F(TrainBanditCliTest, RestartsKeepTheSeedOfLeastValidationCost) {
  const auto train = [&](const std::vector<std::string>& extra, const std::string& model) {
    std::vector<std::string> args = {"train", "bandit", "--data", Path("tiny.bdl"), "--iterations",
                                     "2000",  "--json", "-o",     Path(model)};
    args.insert(args.end(), extra.begin(), extra.end());
    const CliRun r = Bidlab(args);
    EXPECT_EQ(r.status, 0) << r.err;
    return nlohmann::json::parse(r.out);
  };
  const nlohmann::json best = train({"--seed", "5", "--restarts", "3"}, "best.model");
  ASSERT_EQ(best["restarts"].size(), 3u);
  double least = 1e9;
  std::uint64_t chosen = 0;
  for (const nlohmann::json& r : best["restarts"]) {
    if (r["validation"].get<double>() < least) {
      least = r["validation"].get<double>();
      chosen = r["seed"].get<std::uint64_t>();
    }
  }
  EXPECT_GE(chosen, 5u);
  EXPECT_LE(chosen, 7u);
  EXPECT_DOUBLE_EQ(best["validation"]["avg_cost"].get<double>(), least);
  // The kept model is the one that seed trains alone, byte for byte.
  train({"--seed", std::to_string(chosen)}, "alone.model");
  EXPECT_EQ(ReadFileText(Path("best.model")), ReadFileText(Path("alone.model")));
}

TEST_F(TrainBanditCliTest, RejectsBadOptions) {
  const CliRun r = Bidlab({"train", "bandit", "--data", Path("tiny.bdl"), "--penetrate", "2", "-o", Path("x.model")});
  EXPECT_NE(r.status, 0);
  EXPECT_FALSE(fs::exists(Path("x.model")));
  const CliRun s =
      Bidlab({"train", "bandit", "--data", Path("tiny.bdl"), "--structure", "ring", "-o", Path("x.model")});
  EXPECT_NE(s.status, 0);
}

TEST_F(TrainBanditCliTest, QuickExperimentsWriteTheirFiles) {
  for (const std::string name : {"figure4.1", "table4.4"}) {
    const CliRun r =
        Bidlab({"experiment", name, "--quick", "--iterations", "1500", "--data", Path("tiny.bdl"), "-o", Path("out")});
    ASSERT_EQ(r.status, 0) << name << ": " << r.err;
    EXPECT_TRUE(fs::exists(Path("out/" + name + ".md"))) << name;
    const nlohmann::json j = nlohmann::json::parse(ReadFileText(Path("out/" + name + ".json")));
    EXPECT_EQ(j["experiment"], name);
  }
  EXPECT_TRUE(fs::exists(Path("out/figure4.1.csv")));
  EXPECT_TRUE(fs::exists(Path("out/figure4.1.svg")));
}

TEST_F(TrainBanditCliTest, Table42ResumesFromItsRunLog) {
  const std::vector<std::string> args = {"experiment", "table4.2", "--quick", "--iterations",   "300",
                                         "--seeds",    "2",        "--data",  Path("tiny.bdl"), "-o",
                                         Path("out")};
  const CliRun first = Bidlab(args);
  ASSERT_EQ(first.status, 0) << first.err;
  // Only seed 1 of each row's chosen (p, α) is logged already: the grid ran it.
  std::size_t logged = 0;
  for (std::size_t at = first.err.find("(logged)"); at != std::string::npos; at = first.err.find("(logged)", at + 1))
    ++logged;
  EXPECT_EQ(logged, 10u) << first.err;
  const std::string table = ReadFileText(Path("out/table4.2.json"));
  const CliRun again = Bidlab(args);  // every run is in out/table4.2.runs.jsonl: nothing is trained
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.err.find("table4.2: 50 runs already in"), std::string::npos) << again.err;
  EXPECT_NE(again.err.find("run 60/60"), std::string::npos) << again.err;
  EXPECT_EQ(ReadFileText(Path("out/table4.2.json")), table);
}

}  // namespace
}  // namespace bidlab
