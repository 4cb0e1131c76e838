#include "data/expert_records.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>

#include "core/contract.h"
#include "core/error.h"
#include "data/dealer.h"
#include "io/file_util.h"
#include "io/pbn_reader.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

// Board 1 of the ETC 1999 vugraph records (vugraph_etc99/A1A10101.PBN) as
// that file writes it: the closed room's table inherits Event and Site with
// "#" (PBN §4.8), and a third game, in rpbridge.net's way, leaves out Board
// and Deal: the same deal at another table.
constexpr const char* kTwoRooms = R"([Event "European Team Championships '99"]
[Site "Malta, MLT"]
[Board "1"]
[West "Duboin G"]
[North "Feichtinger K"]
[East "Bocchi N"]
[South "Terraneo F"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:T7.QT6.AQ985.T87 98.542.KT643.K54 AQ32.AK97.72.Q62 KJ654.J83.J.AJ93"]
[Declarer "S"]
[Contract "3NT"]
[Result "7"]
[Room "Open"]
[Auction "N"]
Pass Pass 1NT Pass
3NT Pass Pass Pass

[Event "#"]
[Site "#"]
[Board "1"]
[West "Umshaus P"]
[North "De Falco S"]
[East "Babsch A"]
[South "Ferraro G"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:T7.QT6.AQ985.T87 98.542.KT643.K54 AQ32.AK97.72.Q62 KJ654.J83.J.AJ93"]
[Declarer "S"]
[Contract "1NT"]
[Result "7"]
[Room "Closed"]
[Auction "N"]
Pass Pass 1NT Pass
Pass Pass

[West "Someone W"]
[North "Someone N"]
[East "Someone E"]
[South "Someone S"]
[Declarer "S"]
[Contract "2NT"]
[Result "8"]
[Room "Other"]
[Auction "N"]
Pass Pass 1NT Pass
2NT Pass Pass Pass
)";

constexpr const char* kOtherDeal = R"([Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:A9.KJ642.AJT7.54 T75432.A9..AQ863 Q6.QT873.Q83.KJ2 KJ8.5.K96542.T97"]
[Auction "E"]
1H 1S 2H 4S
Pass Pass Pass
)";

TEST(ExpertRecords, GroupsTheTablesOfOneDealAndInheritsTags) {
  const std::vector<PbnBoard> boards = ParsePbn(kTwoRooms, "etc.pbn");
  ASSERT_EQ(boards.size(), 3u);
  EXPECT_EQ(boards[1].Tag("Event"), "European Team Championships '99");  // "#": the earlier game's
  EXPECT_EQ(boards[1].Tag("Site"), "Malta, MLT");
  ExpertRecords records;
  AddExpertTables(records, boards, "vugraph_etc99/etc.pbn");
  ASSERT_EQ(records.deals.size(), 1u);
  ASSERT_EQ(records.deals[0].tables.size(), 3u);
  EXPECT_EQ(records.tables, 3u);
  const ExpertTable& open = records.deals[0].tables[0];
  const ExpertTable& closed = records.deals[0].tables[1];
  const ExpertTable& third = records.deals[0].tables[2];
  EXPECT_EQ(open.room, "Open");
  EXPECT_EQ(closed.room, "Closed");
  EXPECT_EQ(FormatAuction(open.auction), "PASS PASS 1NT PASS 3NT PASS PASS PASS");
  EXPECT_EQ(FormatAuction(closed.auction), "PASS PASS 1NT PASS PASS PASS");
  EXPECT_EQ(open.contract, "3NT");
  EXPECT_EQ(closed.result, "7");
  EXPECT_EQ(closed.source, "vugraph_etc99/etc.pbn");
  EXPECT_EQ(closed.collection, "ETC 1999");
  // The third table takes the deal, dealer and vulnerability of the one before.
  EXPECT_EQ(third.board, "1");
  EXPECT_EQ(third.auction.dealer(), Seat::kNorth);
  EXPECT_EQ(third.contract, "2NT");
  EXPECT_EQ(records.deals[0].deal.hand(Seat::kSouth).Size(), 13);
}

TEST(ExpertRecords, KeepsATableReadTwiceOnceAndCountsWhatItLeavesOut) {
  const std::vector<PbnBoard> boards = ParsePbn(kTwoRooms, "a.pbn");
  ExpertRecords records;
  AddExpertTables(records, boards, "endplay/example1.pbn");
  AddExpertTables(records, boards, "endplay/example3.pbn");  // the same tables in another file
  EXPECT_EQ(records.tables, 3u);
  EXPECT_EQ(records.left_out.at("the same table in another file"), 3u);

  // An auction cut off, and a board of another deal.
  const std::vector<PbnBoard> more = ParsePbn(std::string(R"([Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:A9.KJ642.AJT7.54 T75432.A9..AQ863 Q6.QT873.Q83.KJ2 KJ8.5.K96542.T97"]
[Auction "E"]
1H 1S

)") + kOtherDeal,
                                              "b.pbn");
  AddExpertTables(records, more, "lin/b.lin");
  EXPECT_EQ(records.left_out.at("an auction that stops before its end"), 1u);
  ASSERT_EQ(records.deals.size(), 2u);
  EXPECT_EQ(records.deals[1].tables.size(), 1u);
  EXPECT_EQ(records.deals[1].tables[0].vulnerability, Vulnerability::kNorthSouth);
  EXPECT_EQ(records.deals[1].tables[0].auction.dealer(), Seat::kEast);
  EXPECT_EQ(records.deals[1].tables[0].collection, "BBO vugraph (LIN)");
}

// Board 1 of the 2012 World Championship final in rpbridge.net's archive
// (endplay/example3.pbn), as written there: the auction starts with East's
// 1NT (East holds the 15-count) though the Auction tag names North, the
// dealer, and the Declarer tag says East played 5C. North's opening pass is
// put back. The closed room's table is written the same way (4S doubled by
// North, who bid 4S after East's 1NT).
TEST(ExpertRecords, PutsBackTheDealersPassesTheArchiveLeftOut) {
  const std::vector<PbnBoard> boards = ParsePbn(R"([Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4"]
[Declarer "E"]
[Contract "5C"]
[Result "12"]
[Auction "N"]
1NT X XX 4H
X 4S 4NT X
5C AP

[Declarer "N"]
[Contract "4SX"]
[Result "10"]
[Auction "N"]
1NT 2D 4D 4S
X AP
)",
                                                "example3.pbn");
  ExpertRecords records;
  AddExpertTables(records, boards, "endplay/example3.pbn");
  ASSERT_EQ(records.deals.size(), 1u);
  ASSERT_EQ(records.deals[0].tables.size(), 2u);
  EXPECT_EQ(records.passes_put_back, 2u);
  const Auction& first = records.deals[0].tables[0].auction;
  EXPECT_EQ(FormatAuction(first), "PASS 1NT X XX 4H X 4S 4NT X 5C PASS PASS PASS");
  EXPECT_EQ(FinalContract(first).declarer, Seat::kEast);
  const Auction& second = records.deals[0].tables[1].auction;
  EXPECT_EQ(FormatAuction(second), "PASS 1NT 2D 4D 4S X PASS PASS PASS");
  EXPECT_EQ(FinalContract(second).declarer, Seat::kNorth);
}

TEST(ExpertRecords, ABadFileGivesOneMessageNamingItsLine) {
  const fs::path file = fs::temp_directory_path() / ("bidlab_experts_bad_" + std::to_string(::getpid()) + ".pbn");
  {
    std::FILE* f = std::fopen(file.c_str(), "w");
    std::fputs("[Board \"1\"]\n[Deal \"N:AKQ.x\"]\n", f);
    std::fclose(f);
  }
  try {
    ReadExpertRecords({file.string()});
    ADD_FAILURE() << "a bad deal was read";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(file.string() + ":2"), std::string::npos) << e.what();
  }
  fs::remove(file);
}

// A LIN record's warnings are kept, naming the file; a file of no record is
// refused rather than read as nothing.
TEST(ExpertRecords, KeepsTheReadersWarningsAndRefusesAFileOfNoRecord) {
  const fs::path dir = fs::temp_directory_path() / ("bidlab_experts_warn_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string lin = (dir / "warn.lin").string(), empty = (dir / "empty.lin").string();
  WriteFileAtomically(lin,
                      "qx|o1|md|3S32H432D5432C5432,ST987HJT9DJT9CJT9,SAKQJHAKQDAKQCAKQ,|mb|p|mb|p|mb|p|mb|p|pg||\n");
  WriteFileAtomically(empty, "vg|title only|\n");
  const ExpertRecords records = ReadExpertRecords({lin});
  EXPECT_EQ(records.tables, 1u);
  EXPECT_EQ(records.warnings,
            std::vector<std::string>{lin + ": line 1: no sv, vulnerability taken from the board number"});
  try {
    ReadExpertRecords({lin, empty});
    ADD_FAILURE() << "a LIN file of only its title was read";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), empty + ": no records: expected tables of real boards (PBN games, LIN records)");
  }
  fs::remove_all(dir);
}

// The deals' tables are solved once into the cache, and the same records
// read the cache back without solving; other records are refused by name.
TEST(ExpertRecords, SolvesTheDealsOnceIntoTheCache) {
  const fs::path dir = fs::temp_directory_path() / ("bidlab_experts_cache_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string cache = (dir / "deals.bdl").string();
  ExpertRecords records;
  AddExpertTables(records, ParsePbn(kTwoRooms, "a.pbn"), "a.pbn");
  const DdsSolver solver(0);
  int batches = 0;
  const auto tables = SolveExpertDeals(records, cache, solver, [&](const BuildProgress&) { ++batches; });
  ASSERT_EQ(tables.size(), 1u);
  EXPECT_EQ(tables[0], solver.Solve(std::vector<Deal>{records.deals[0].deal})[0]);
  // 3NT by South took 7 tricks at the table; double-dummy South takes 7 in notrump too.
  EXPECT_EQ(tables[0].Tricks(Seat::kSouth, Strain::kNoTrump), 7);
  batches = 0;
  EXPECT_EQ(SolveExpertDeals(records, cache, solver, [&](const BuildProgress&) { ++batches; }), tables);
  EXPECT_EQ(batches, 0);  // read back, nothing solved

  ExpertRecords other;
  AddExpertTables(other, ParsePbn(kOtherDeal, "b.pbn"), "b.pbn");
  EXPECT_THROW(SolveExpertDeals(other, cache, solver, nullptr), Error);
  fs::remove_all(dir);
}

TEST(ExpertRecords, FilesOfTheSharedData) {
  const fs::path external = fs::path(BIDLAB_EXTERNAL_DIR) / "external";
  if (!fs::is_directory(external / "pbn")) GTEST_SKIP() << "no external records at " << external;
  const std::vector<std::string> files = ExpertRecordFiles(external);
  for (const std::string& f : files) {
    EXPECT_EQ(f.find("/ben/"), std::string::npos) << f;  // not the robots nor the challenges
    EXPECT_EQ(f.find("pbnjveri"), std::string::npos) << f;
  }
  EXPECT_THROW(ExpertRecordFiles(fs::temp_directory_path() / "bidlab-no-such-folder"), Error);
}

// External ground truth: shared/data/external/pbn/README.md counts 1,360
// records in the ETC 1999 files (two rooms a deal), 1,160 with an auction;
// counted apart (a script splitting the games at blank lines), 1,159 of them
// end with three passes, on 580 distinct deals (the other 100 deals' records
// carry no auction).
TEST(ExpertRecords, ReadsTheEtc99RecordsAsTheirReadmeCountsThem) {
  const fs::path dir = fs::path(BIDLAB_EXTERNAL_DIR) / "external/pbn/vugraph_etc99";
  if (!fs::is_directory(dir)) GTEST_SKIP() << "no external records at " << dir;
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".PBN") files.push_back(e.path().string());
  const ExpertRecords records = ReadExpertRecords(files);
  EXPECT_EQ(records.tables, 1159u);
  EXPECT_EQ(records.deals.size(), 580u);
  std::size_t left_out = 0;
  for (const auto& [why, n] : records.left_out) left_out += n;
  EXPECT_EQ(records.tables + left_out, 1360u);
}

}  // namespace
}  // namespace bidlab
