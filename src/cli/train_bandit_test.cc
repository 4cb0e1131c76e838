// End-to-end: bidlab train bandit, eval --model, explain MODEL and the bandit
// experiments' --quick runs, through RunCli on a tiny data set with made-up
// double-dummy tables (no DDS).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli.h"
#include "data/dealer.h"
#include "io/dataset_file.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

struct CliRun {
  int status;
  std::string out, err;
};

CliRun Bidlab(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int status = RunCli(args, out, err);
  return {status, out.str(), err.str()};
}

// 300 deals whose N-S tricks grow with their HCP and trump fit.
Dataset TinyDataset() {
  Dataset d;
  d.header.seed = 9;
  d.header.count = 300;
  for (std::uint64_t i = 0; i < d.header.count; ++i) {
    DealRecord r;
    r.deal = DealAt(9, i);
    const Hand& n = r.deal.hand(Seat::kNorth);
    const Hand& s = r.deal.hand(Seat::kSouth);
    const int hcp = n.HighCardPoints() + s.HighCardPoints();
    for (int st = 0; st < kNumStrains; ++st) {
      const int fit = st == 4 ? 8 : n.Length(SuitAt(st)) + s.Length(SuitAt(st));
      const int tricks = std::clamp(static_cast<int>(6.5 + (hcp - 20) / 3.0 + 0.8 * (fit - 8)), 0, 13);
      for (Seat seat : {Seat::kNorth, Seat::kSouth}) r.table.Set(seat, StrainAt(st), tricks);
      for (Seat seat : {Seat::kEast, Seat::kWest}) r.table.Set(seat, StrainAt(st), 13 - tricks);
    }
    d.records.push_back(r);
  }
  return d;
}

class TrainBanditCliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("bidlab_bandit_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    WriteDatasetFile(TinyDataset(), Path("tiny.bdl"));
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
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
  EXPECT_EQ(e["bidder"], "bandit-tree6");

  const CliRun explain = Bidlab({"explain", Path("a.model")});
  ASSERT_EQ(explain.status, 0) << explain.err;
  EXPECT_NE(explain.out.find("| PASS |"), std::string::npos) << explain.out;
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

}  // namespace
}  // namespace bidlab
