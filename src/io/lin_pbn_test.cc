#include "io/lin_pbn.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "io/lin_reader.h"
#include "io/lin_writer.h"
#include "io/pbn_reader.h"
#include "io/pbn_writer.h"

namespace bidlab {
namespace {

TEST(LinResult, ReadsRsEntries) {
  // 3NT by East making ten tricks; 6H doubled by South, down two: ten tricks.
  EXPECT_EQ(ParseLinResult("3NE+1"), (LinResult{{3, Strain::kNoTrump, Doubling::kUndoubled, Seat::kEast}, 10}));
  EXPECT_EQ(ParseLinResult("6HSx-2"), (LinResult{{6, Strain::kHearts, Doubling::kDoubled, Seat::kSouth}, 10}));
  EXPECT_EQ(ParseLinResult("4SWxx="), (LinResult{{4, Strain::kSpades, Doubling::kRedoubled, Seat::kWest}, 10}));
  EXPECT_EQ(ParseLinResult("PASS"), (LinResult{Contract::PassedOut(), 0}));
  EXPECT_FALSE(ParseLinResult("3NE+5"));  // 14 tricks
  EXPECT_FALSE(ParseLinResult("3NR="));
  EXPECT_FALSE(ParseLinResult(""));
  for (const char* text : {"3NE+1", "6HSx-2", "4SWxx=", "PASS", "1CN-7"})
    EXPECT_EQ(FormatLinResult(*ParseLinResult(text)), text);
}

constexpr std::string_view kSample =
    "vg|Club Teams,Final,I,1,16,Lions,35,Tigers,37|\n"
    "rs|2SE-2,3CN-2|\n"
    "pn|Ann,Bob,Cy,Di,Ed,Flo,Gus,Hal|pg||\n"
    "qx|o1|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,S32H432D5432C5432|sv|0|"
    "mb|p|mb|2S!|an|weak two|mb|p|mb|p|mb|p|pc|cK|mc|6|pg||\n"
    "qx|c1|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,|sv|0|"
    "mb|1C|mb|1S|mb|d|mb|r|mb|p|mb|p|mb|2C|mb|2S|mb|p|mb|p|mb|3C|mb|p|mb|p|mb|p|pg||\n";

TEST(LinToPbn, GivesContractResultNotesAndPlayers) {
  const std::vector<PbnBoard> boards = LinToPbn(ParseLin(kSample, "sample.lin"));
  ASSERT_EQ(boards.size(), 2u);
  const PbnBoard& open = boards[0];
  EXPECT_EQ(open.board, "1");
  EXPECT_EQ(open.Tag("Room"), "Open");
  EXPECT_EQ(open.Tag("Event"), "Club Teams");
  EXPECT_EQ(open.Tag("HomeTeam"), "Lions");
  EXPECT_EQ(open.Tag("East"), "Di");
  EXPECT_EQ(open.contract, "2S");
  EXPECT_EQ(open.declarer, "E");
  EXPECT_EQ(open.result, "6");  // 2S down two
  EXPECT_EQ(open.notes, std::vector<std::string>{"1:weak two"});
  EXPECT_EQ(open.auction_note_refs, (std::vector<int>{0, 1, 0, 0, 0}));
  EXPECT_TRUE(open.auction_complete);
  EXPECT_EQ(boards[1].contract, "3C");
  EXPECT_EQ(boards[1].declarer, "N");
  EXPECT_EQ(boards[1].result, "7");
  EXPECT_EQ(boards[1].Tag("South"), "Ed");
}

// The fields PBN carries (lin_pbn.h); an explained call comes back alerted.
void ExpectSameThroughPbn(const LinFile& lin, const LinFile& back, const std::string& name) {
  ASSERT_EQ(back.records.size(), lin.records.size()) << name;
  for (std::size_t i = 0; i < lin.records.size(); ++i) {
    const LinRecord& a = lin.records[i];
    const LinRecord& b = back.records[i];
    const std::string where = name + " " + a.Name(i);
    EXPECT_EQ(b.board, a.board) << where;
    if (a.room != LinRoom::kNone) {
      EXPECT_EQ(b.room, a.room) << where;
    }
    EXPECT_EQ(b.players, a.players) << where;
    EXPECT_EQ(b.deal, a.deal) << where;
    EXPECT_EQ(b.dealer, a.dealer) << where;
    EXPECT_EQ(b.vulnerability, a.vulnerability) << where;
    ASSERT_EQ(b.auction.size(), a.auction.size()) << where;
    for (std::size_t k = 0; k < a.auction.size(); ++k) {
      EXPECT_EQ(b.auction[k].call, a.auction[k].call) << where;
      EXPECT_EQ(b.auction[k].alerted, a.auction[k].alerted || !a.auction[k].explanation.empty()) << where;
      EXPECT_EQ(b.auction[k].explanation, a.auction[k].explanation) << where;
    }
  }
}

TEST(LinToPbn, RoundTripsThroughPbnText) {
  const LinFile lin = ParseLin(kSample, "sample.lin");
  const LinFile back = PbnToLin(ParsePbn(FormatPbn(LinToPbn(lin)), "sample.pbn"));
  ExpectSameThroughPbn(lin, back, "sample");
  EXPECT_EQ(back.records[0].result, "2SE-2");
  EXPECT_EQ(back.records[1].result, "3CN-2");
  EXPECT_EQ(back.title, "Club Teams,Final,I,1,1,Lions,0,Tigers,0");
}

std::string LinDir() { return std::string(BIDLAB_EXTERNAL_DIR) + "/external/lin"; }

std::vector<std::string> LinFiles() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(LinDir()))
    if (entry.path().extension() == ".lin") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

#define SKIP_WITHOUT_LIN_DATA()                                                        \
  if (!std::filesystem::is_directory(LinDir()))                                        \
  GTEST_SKIP() << "no external LIN data at " << LinDir() << " (BIDLAB_EXTERNAL_DIR); " \
               << "see shared/data/external/lin/README.md"

// The counts shared/data/external/lin/README.md gives for its 24 files,
// found by another parser.
TEST(LinExternal, ReadsEveryRecordOfEveryFile) {
  SKIP_WITHOUT_LIN_DATA();
  const auto files = LinFiles();
  long records = 0, calls = 0, cards = 0, claims = 0, alerts = 0, open = 0, extra_calls = 0;
  for (const std::string& path : files) {
    const LinFile file = ReadLinFile(path);
    for (const LinRecord& r : file.records) {
      ++records;
      open += r.room == LinRoom::kOpen;
      calls += static_cast<long>(r.auction.size());
      cards += static_cast<long>(r.play.size());
      claims += r.claim.has_value();
      for (const LinCall& c : r.auction) alerts += c.alerted;
      for (const std::string& w : r.warnings) extra_calls += w.find("after the end of the auction") != w.npos;
    }
  }
  EXPECT_EQ(files.size(), 24u);
  EXPECT_EQ(records, 533);
  EXPECT_EQ(open, 306);
  // 5,906 mb calls, one of them a fourth pass after 3NT had ended (400_40037 o5).
  EXPECT_EQ(extra_calls, 1);
  EXPECT_EQ(calls + extra_calls, 5906);
  EXPECT_EQ(cards, 15730);
  EXPECT_EQ(claims, 447);
  EXPECT_EQ(alerts, 290);
}

TEST(LinExternal, RoundTripsEveryFileThroughLinAndPbn) {
  SKIP_WITHOUT_LIN_DATA();
  for (const std::string& path : LinFiles()) {
    const LinFile lin = ReadLinFile(path);
    const std::string text = FormatLin(lin);
    const LinFile again = ParseLin(text, path + " (written)");
    EXPECT_EQ(FormatLin(again), text) << path;
    ASSERT_EQ(again.records.size(), lin.records.size()) << path;
    for (std::size_t i = 0; i < lin.records.size(); ++i) {
      EXPECT_EQ(again.records[i].auction, lin.records[i].auction) << path;
      EXPECT_EQ(again.records[i].play, lin.records[i].play) << path;
      EXPECT_EQ(again.records[i].claim, lin.records[i].claim) << path;
      EXPECT_EQ(again.records[i].result, lin.records[i].result) << path;
    }
    const std::string pbn = FormatPbn(LinToPbn(lin));
    const std::vector<PbnBoard> boards = ParsePbn(pbn, path + " (as PBN)");
    ExpectSameThroughPbn(lin, PbnToLin(boards), path);
    EXPECT_EQ(FormatPbn(LinToPbn(PbnToLin(boards))), pbn) << path;
  }
}

}  // namespace
}  // namespace bidlab
