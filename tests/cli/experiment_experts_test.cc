// bidlab experiment experts end to end on a tiny record file: two rooms of
// one deal and a board of another, SAYC the only bidder.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_test_util.h"
#include "io/file_util.h"

namespace bidlab::testing {
namespace {

using ExperimentExperts = ScratchDirTest;

constexpr const char* kRecords = R"([Board "1"]
[Room "Open"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:T7.QT6.AQ985.T87 98.542.KT643.K54 AQ32.AK97.72.Q62 KJ654.J83.J.AJ93"]
[Auction "N"]
Pass Pass 1NT Pass
3NT Pass Pass Pass

[Board "1"]
[Room "Closed"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:T7.QT6.AQ985.T87 98.542.KT643.K54 AQ32.AK97.72.Q62 KJ654.J83.J.AJ93"]
[Auction "N"]
Pass Pass 1NT 2S
Pass Pass Pass

[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:A9.KJ642.AJT7.54 T75432.A9..AQ863 Q6.QT873.Q83.KJ2 KJ8.5.K96542.T97"]
[Auction "E"]
1H 1S 2H 4S
Pass Pass Pass
)";

void Write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

TEST_F(ExperimentExperts, MeasuresTheTablesOfARecordFile) {
  Write(Path("r.pbn"), kRecords);
  const CliRun run =
      Bidlab({"experiment", "experts", "--records", Path("r.pbn"), "--cache", Path("cache/deals.bdl"), "--neural-model",
              "none", "--contested-model", "none", "--threads", "1", "-o", Path("out")});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("3 tables of 2 deals"), std::string::npos) << run.err;
  const nlohmann::json j = nlohmann::json::parse(ReadFileText(Path("out/experts.json")));
  EXPECT_EQ(j["tables"], 3);
  EXPECT_EQ(j["deals"], 2);
  EXPECT_EQ(j["yardstick"]["tables"], 1);  // the open room alone: East-West never bid
  ASSERT_EQ(j["par"].size(), 2u);          // the experts, then SAYC in self-play
  EXPECT_EQ(j["par"][0]["tables"], 3);
  // 8 + 7 + 7 calls: every call of the three auctions is a decision.
  EXPECT_EQ(j["agreement"][0]["decisions"], 22);
  EXPECT_TRUE(std::filesystem::exists(Path("cache/deals.bdl")));
  // A second run reads the cache: nothing solved, the same results.
  const CliRun again =
      Bidlab({"experiment", "experts", "--records", Path("r.pbn"), "--cache", Path("cache/deals.bdl"), "--neural-model",
              "none", "--contested-model", "none", "--threads", "1", "-o", Path("again")});
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(again.err.find("solved in"), std::string::npos) << again.err;
  EXPECT_EQ(ReadFileText(Path("again/experts.md")), ReadFileText(Path("out/experts.md")));
}

TEST_F(ExperimentExperts, ABadRecordGivesOneMessage) {
  Write(Path("bad.pbn"), "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"N:AKQ.x\"]\n");
  const CliRun run =
      Bidlab({"experiment", "experts", "--records", Path("bad.pbn"), "--cache", Path("c.bdl"), "-o", Path("out")});
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find(Path("bad.pbn") + ":3"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(Path("out/experts.md")));
}

// dataset import of several record files: each deal once, whichever room
// or file it comes from, solved through the resumable build.
TEST_F(ExperimentExperts, DatasetImportKeepsEachDealOnce) {
  Write(Path("r.pbn"), kRecords);
  const std::string records = kRecords;
  Write(Path("board2.pbn"), records.substr(records.find("[Board \"2\"]")));
  const CliRun run =
      Bidlab({"dataset", "import", Path("r.pbn"), Path("board2.pbn"), "-o", Path("r.bdl"), "--threads", "1"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "wrote " + Path("r.bdl") + " (2 deals)\n");
  EXPECT_NE(run.err.find("left out 2 records of deals played at another table too"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("solving 2 deals"), std::string::npos) << run.err;
  const CliRun again =
      Bidlab({"dataset", "import", Path("r.pbn"), Path("board2.pbn"), "-o", Path("r.bdl"), "--threads", "1"});
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.out.find("already complete"), std::string::npos) << again.out;
}

}  // namespace
}  // namespace bidlab::testing
