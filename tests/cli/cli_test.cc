// End-to-end runs of the bidlab command through RunCli on tiny inputs.
#include "cli/cli.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "data/dealer.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"
#include "io/pbn_reader.h"

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

class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("bidlab_cli_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
};

TEST_F(CliTest, DealIsTheSameWhateverRangeItIsProducedWith) {
  const CliRun all = Bidlab({"deal", "--count", "5", "--seed", "11"});
  const CliRun part = Bidlab({"deal", "--count", "2", "--seed", "11", "--first", "3", "-o", Path("p.pbn")});
  ASSERT_EQ(all.status, 0) << all.err;
  ASSERT_EQ(part.status, 0) << part.err;
  const auto boards_all = ParsePbn(all.out, "all");
  const auto boards_part = ReadPbnFile(Path("p.pbn"));
  ASSERT_EQ(boards_all.size(), 5u);
  ASSERT_EQ(boards_part.size(), 2u);
  EXPECT_EQ(*boards_part[0].deal, *boards_all[3].deal);
  EXPECT_EQ(*boards_part[1].deal, *boards_all[4].deal);
  EXPECT_EQ(*boards_all[3].deal, DealAt(11, 3));
  EXPECT_EQ(boards_part[0].board, "4");
  EXPECT_EQ(boards_part[0].Tag("Deal").substr(0, 2), "N:");
}

TEST_F(CliTest, SolveWritesTablesAndCostsReadsThem) {
  ASSERT_EQ(Bidlab({"deal", "--count", "2", "--seed", "3", "-o", Path("d.pbn")}).status, 0);
  const CliRun solve = Bidlab({"solve", Path("d.pbn"), "-o", Path("s.pbn"), "--threads", "1"});
  ASSERT_EQ(solve.status, 0) << solve.err;
  const std::string text = ReadFileText(Path("s.pbn"));
  EXPECT_NE(text.find("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]"), std::string::npos) << text;
  const auto boards = ReadPbnFile(Path("s.pbn"));
  ASSERT_TRUE(boards[1].dd_table.has_value());

  const CliRun costs = Bidlab({"costs", Path("s.pbn"), "--index", "1", "--json"});
  ASSERT_EQ(costs.status, 0) << costs.err;
  const auto j = nlohmann::json::parse(costs.out);
  EXPECT_EQ(j["deal"], FormatDealPbn(DealAt(3, 1)));
  EXPECT_EQ(j["scores"].size(), 36u);
  EXPECT_EQ(j["costs"].size(), 36u);
  EXPECT_EQ(j["scores"][0], 0);
  EXPECT_EQ(j["table"]["N"]["NT"], boards[1].dd_table->Tricks(Seat::kNorth, Strain::kNoTrump));
  int zero_cost = 0;
  for (const auto& c : j["costs"]) zero_cost += c == 0;
  EXPECT_GE(zero_cost, 1);  // the best call costs nothing
  // A board number is 1-based everywhere (bid --board, match): costs takes a position, and says so.
  const CliRun board = Bidlab({"costs", Path("s.pbn"), "--board", "1"});
  EXPECT_NE(board.status, 0);
  EXPECT_NE(board.err.find("costs takes --index I, the deal's 0-based position in FILE"), std::string::npos)
      << board.err;
}

TEST_F(CliTest, SolveOfABadFileFailsAndWritesNothing) {
  WriteFileAtomically(Path("bad.pbn"), std::string("[Board \"1\"]\n[Deal \"N:AKQ.AKQ.AKQ.AKQJ - - -\"]\n"));
  const CliRun run = Bidlab({"solve", Path("bad.pbn"), "-o", Path("out.pbn")});
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find("bad.pbn"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(Path("out.pbn")));
}

TEST_F(CliTest, DatasetBuildInfoExportImport) {
  const CliRun build = Bidlab(
      {"dataset", "build", "--count", "3", "--seed", "8", "--first", "2", "-o", Path("x.bdl"), "--threads", "1"});
  ASSERT_EQ(build.status, 0) << build.err;
  const CliRun info = Bidlab({"dataset", "info", Path("x.bdl"), "--json"});
  ASSERT_EQ(info.status, 0) << info.err;
  const auto j = nlohmann::json::parse(info.out);
  EXPECT_EQ(j["count"], 3);
  EXPECT_EQ(j["first"], 2);
  EXPECT_EQ(j["seed"], 8);
  ASSERT_EQ(Bidlab({"dataset", "export", Path("x.bdl"), "-o", Path("x.pbn")}).status, 0);
  ASSERT_EQ(Bidlab({"dataset", "import", Path("x.pbn"), "-o", Path("y.bdl")}).status, 0);
  const CliRun eval_x = Bidlab({"eval", "--bidder", "pass", "--data", Path("x.bdl"), "--json"});
  const CliRun eval_y = Bidlab({"eval", "--bidder", "pass", "--data", Path("y.bdl"), "--json"});
  ASSERT_EQ(eval_x.status, 0) << eval_x.err;
  EXPECT_EQ(nlohmann::json::parse(eval_x.out)["avg_cost"], nlohmann::json::parse(eval_y.out)["avg_cost"]);
}

// A data set made from LIN keeps each board's number, md's dealer and sv's
// vulnerability, and export writes them back; a PBN record that gives no
// dealer exports it unknown ("?"), not as North.
TEST_F(CliTest, DatasetImportKeepsEachBoardsNumberDealerAndVulnerability) {
  WriteFileAtomically(Path("m.lin"),
                      std::string("qx|o7|md|4SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,|sv|e|"
                                  "mb|p|mb|2C|mb|p|mb|p|mb|p|pg||\n"));
  const CliRun import = Bidlab({"dataset", "import", Path("m.lin"), "-o", Path("m.bdl"), "--threads", "1"});
  ASSERT_EQ(import.status, 0) << import.err;
  EXPECT_NE(import.err.find("the auctions of 1 boards stay in the records"), std::string::npos) << import.err;
  const CliRun info = Bidlab({"dataset", "info", Path("m.bdl"), "--json"});
  EXPECT_EQ(nlohmann::json::parse(info.out)["version"], 2) << info.out;
  ASSERT_EQ(Bidlab({"dataset", "export", Path("m.bdl"), "-o", Path("m.pbn")}).status, 0);
  const std::string pbn = ReadFileText(Path("m.pbn"));
  EXPECT_NE(pbn.find("[Board \"7\"]\n[Dealer \"E\"]\n[Vulnerable \"EW\"]"), std::string::npos) << pbn;

  WriteFileAtomically(Path("u.pbn"), std::string("[Board \"3\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 "
                                                 "654.8765.876.876 32.432.5432.5432\"]\n"));
  ASSERT_EQ(Bidlab({"dataset", "import", Path("u.pbn"), "-o", Path("u.bdl"), "--threads", "1"}).status, 0);
  ASSERT_EQ(Bidlab({"dataset", "export", Path("u.bdl"), "-o", Path("u-out.pbn")}).status, 0);
  const std::string out = ReadFileText(Path("u-out.pbn"));
  EXPECT_NE(out.find("[Board \"3\"]\n[Dealer \"?\"]\n[Vulnerable \"?\"]"), std::string::npos) << out;
}

TEST_F(CliTest, BadInputGivesOneClearMessage) {
  WriteFileAtomically(Path("junk.bdl"), std::string("junk"));
  const CliRun run = Bidlab({"dataset", "info", Path("junk.bdl")});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "bidlab: " + Path("junk.bdl") +
                         ": truncated data-set file (4 bytes, a header and trailer alone take 56)\n");
  const CliRun missing = Bidlab({"eval", "--bidder", "nobody", "--data", Path("junk.bdl")});
  EXPECT_EQ(missing.status, 1);
  EXPECT_NE(missing.err.find("unknown bidder \"nobody\""), std::string::npos) << missing.err;
}

// --opening-only cuts any bidder down to its opening call. Costs 0, 1, …, 24
// by call index (24 from 5NT on) make the cost of an auction its final
// call's index: SAYC opens 1NT (index 5) with 16 HCP balanced.
TEST_F(CliTest, EvalOpeningOnlyScoresTheOpeningCallAlone) {
  std::string costs;
  for (int c = 0; c < 36; ++c) costs += "," + std::to_string(std::min(c, 24));
  WriteFileAtomically(Path("open.csv"), "AK2.K43.KJ32.Q32,QJ3.QJ2.Q54.J654" + costs + "\n");
  WriteFileAtomically(Path("south.csv"), "T98.T98.T987.T98,AK2.K43.KJ32.Q32" + costs + "\n");
  const auto cost = [&](const std::string& file, const std::string& opening_only) {
    std::vector<std::string> args = {"eval", "--bidder", "sayc", "--costs", Path(file), "--json"};
    if (!opening_only.empty()) args.insert(args.end(), {"--opening-only", opening_only});
    const CliRun run = Bidlab(args);
    EXPECT_EQ(run.status, 0) << run.err;
    return nlohmann::json::parse(run.out)["avg_cost"].get<double>();
  };
  EXPECT_EQ(cost("open.csv", "north"), 5);
  EXPECT_GT(cost("open.csv", ""), 5) << "with 9 HCP South does not pass 1NT";
  EXPECT_EQ(cost("south.csv", "north"), 0) << "North passes, and so does everyone";
  EXPECT_EQ(cost("south.csv", "either"), 5) << "South opens 1NT as a dealer would";
  EXPECT_NE(Bidlab({"eval", "--bidder", "sayc", "--costs", Path("open.csv"), "--opening-only", "east"}).status, 0);
}

// `bidlab summary` on the shipped standard set (or, while a checkout builds
// it again, its complete shards), each part re-solved against its own deal
// numbers.
TEST_F(CliTest, MainJobSummarisesTheShippedDataAndItsTablesMatchDds) {
  const CliRun run = Bidlab({"summary", "--sample", "4"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("best contract type:"), std::string::npos) << run.out;
  // A 2-level partscore scores what the 1-level one does (2♥ making 8 tricks:
  // 60 + 50 = 110 = 1♥ + 1), so with ties going to the lowest call no 2-level
  // contract is ever the best, and the table says why.
  EXPECT_NE(run.out.find("  2   0.00%   0.00%   0.00%   0.00%   0.00%\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("a tie goes to the lowest call"), std::string::npos) << run.out;
  // Each part gives at least one deal to the sample, so five shards would
  // re-solve five deals when four are asked for.
  std::smatch m;
  ASSERT_TRUE(
      std::regex_search(run.out, m, std::regex(R"(DDS re-solved (\d+) deals of the sample: every table matches)")))
      << run.out;
  EXPECT_GE(std::stoi(m[1].str()), 4);
}

}  // namespace
}  // namespace bidlab
