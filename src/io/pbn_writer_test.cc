#include "io/pbn_writer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "core/error.h"
#include "io/pbn_deal.h"
#include "io/pbn_reader.h"

namespace bidlab {
namespace {

constexpr const char* kDeal = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

// The fields a round trip must keep.
void ExpectSameBoard(const PbnBoard& a, const PbnBoard& b, const std::string& where) {
  SCOPED_TRACE(where);
  EXPECT_EQ(a.deal, b.deal);
  EXPECT_EQ(a.deal_text, b.deal_text);
  EXPECT_EQ(a.dealer, b.dealer);
  EXPECT_EQ(a.vulnerability, b.vulnerability);
  EXPECT_EQ(a.board, b.board);
  EXPECT_EQ(a.auction_first, b.auction_first);
  EXPECT_EQ(a.auction, b.auction);
  EXPECT_EQ(a.auction_note_refs, b.auction_note_refs);
  EXPECT_EQ(a.auction_complete, b.auction_complete);
  EXPECT_EQ(a.auction_rest, b.auction_rest);
  EXPECT_EQ(a.notes, b.notes);
  EXPECT_EQ(a.contract, b.contract);
  EXPECT_EQ(a.declarer, b.declarer);
  EXPECT_EQ(a.result, b.result);
  EXPECT_EQ(a.warnings.size(), b.warnings.size());
  EXPECT_EQ(a.dd_table, b.dd_table);
}

DoubleDummyTable CountingTable() {
  DoubleDummyTable table;
  for (int s = 0; s < kNumSeats; ++s)
    for (int st = 0; st < kNumStrains; ++st) table.Set(SeatAt(s), StrainAt(st), (s * kNumStrains + st) % 14);
  return table;
}

TEST(PbnWriter, WritesADealtBoard) {
  const PbnBoard board = MakePbnBoard(ParseDealPbn(kDeal), 3, Seat::kSouth, Vulnerability::kEastWest, CountingTable());
  const std::string expected =
      "% PBN 2.1\n% Written by bidlab\n\n"
      "[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n"
      "[Deal \"S:J973.J98742.3.K4 KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6\"]\n"
      "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n"
      "N  C  0\nN  D  1\nN  H  2\nN  S  3\nN NT  4\n"
      "E  C  5\nE  D  6\nE  H  7\nE  S  8\nE NT  9\n"
      "S  C 10\nS  D 11\nS  H 12\nS  S 13\nS NT  0\n"
      "W  C  1\nW  D  2\nW  H  3\nW  S  4\nW NT  5\n";
  EXPECT_EQ(FormatPbn({board}), expected);
  const auto again = ParsePbn(expected, "t");
  ASSERT_EQ(again.size(), 1u);
  ExpectSameBoard(board, again[0], "dealt board");
  EXPECT_EQ(FormatPbn({}), "% PBN 2.1\n% Written by bidlab\n");
}

TEST(PbnWriter, WritesTheAuctionFourCallsALineWithNotes) {
  const std::string text = std::string("[Event \"Club \\\"A\\\"\"]\n[Dealer \"E\"]\n[Vulnerable \"All\"]\n[Deal \"") +
                           kDeal + "\"]\n[Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"10\"]\n[Room \"Open\"]\n" +
                           "[Auction \"E\"]\n1C =1= 1S ! Pass 4S\nAP\n[Note \"1:Polish\"]\n[Play \"S\"]\n*\n";
  const auto boards = ParsePbn(text, "t");
  ASSERT_EQ(boards.size(), 1u);
  const std::string written = FormatPbn(boards);
  EXPECT_EQ(written, std::string("% PBN 2.1\n% Written by bidlab\n\n[Event \"Club \\\"A\\\"\"]\n[Board \"\"]\n") +
                         "[Dealer \"E\"]\n" + "[Vulnerable \"All\"]\n[Deal \"" + kDeal +
                         "\"]\n[Declarer \"S\"]\n[Contract \"4S\"]\n" +
                         "[Result \"10\"]\n[Room \"Open\"]\n[Auction \"E\"]\n1C =1= 1S Pass 4S\nPass Pass Pass\n" +
                         "[Note \"1:Polish\"]\n");
  ExpectSameBoard(boards[0], ParsePbn(written, "t")[0], "auction");
}

TEST(PbnWriter, IncompleteAndIrregularAuctionsRoundTrip) {
  const std::string head = std::string("[Dealer \"N\"]\n[Deal \"") + kDeal + "\"]\n[Auction \"N\"]\n";
  for (const char* auction : {"1C 1D", "1C 1D +", "*", "1D 1S ^I 1C =1= AP", "AC 1H AC P", "1N AC"}) {
    const std::string text = head + auction + "\n[Note \"1:oops\"]\n";
    const auto boards = ParsePbn(text, "t");
    ASSERT_EQ(boards.size(), 1u);
    const auto again = ParsePbn(FormatPbn(boards), "t");
    ASSERT_EQ(again.size(), 1u);
    ExpectSameBoard(boards[0], again[0], auction);
  }
}

TEST(PbnWriter, KeepsUnknownValuesAndAnEmptyGame) {
  const auto boards = ParsePbn("[Dealer \"\"]\n[Vulnerable \"?\"]\n[Deal \"?\"]\n\n[Play \"N\"]\n*\n", "t");
  ASSERT_EQ(boards.size(), 2u);
  const std::string written = FormatPbn(boards);
  EXPECT_NE(written.find("[Dealer \"\"]\n[Vulnerable \"?\"]\n[Deal \"?\"]\n"), std::string::npos) << written;
  const auto again = ParsePbn(written, "t");
  ASSERT_EQ(again.size(), 2u);  // the Play-only game still is a game
  EXPECT_EQ(again[0].Tag("Dealer"), "");
}

TEST(PbnWriter, EscapesOnlyWhatTheReaderWouldMisread) {
  PbnBoard board;
  board.tags = {{"Event", "say \"hi\""}, {"Site", "C:\\dir\\"}, {"Date", "a\\\\b"}, {"Round", "x\\\"y"}};
  const std::string written = FormatPbn({board});
  EXPECT_NE(written.find("[Event \"say \\\"hi\\\"\"]\n[Site \"C:\\dir\\\\\"]\n"), std::string::npos) << written;
  const auto again = ParsePbn(written, "t");
  ASSERT_EQ(again.size(), 1u);
  for (const auto& [name, value] : board.tags) EXPECT_EQ(again[0].Tag(name), value) << name;
}

TEST(PbnWriter, RefusesBoardsItCannotWrite) {
  PbnBoard board = MakePbnBoard(ParseDealPbn(kDeal), 1, Seat::kNorth, Vulnerability::kNone);
  const auto expect_error = [](const PbnBoard& b, const std::string& what) {
    try {
      FormatPbn({b});
      ADD_FAILURE() << "written, expected: " << what;
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()), "cannot write PBN game 1 (board 1): " + what);
    }
  };
  PbnBoard illegal = board;
  illegal.auction = {Call::Bid(1, Strain::kSpades), Call::Bid(1, Strain::kClubs)};
  expect_error(illegal, "illegal auction: 1C is insufficient: the last bid is 1S");
  PbnBoard seat = board;
  seat.auction = {Call::Pass()};
  seat.auction_first = Seat::kEast;
  expect_error(seat, "the auction starts with E, not with the dealer N");
  PbnBoard over = board;
  over.auction = {Call::Pass(), Call::Pass(), Call::Pass(), Call::Pass()};
  expect_error(over, "the auction is over but auction_complete is not set");
  PbnBoard note = board;
  note.auction = {Call::Bid(1, Strain::kClubs)};
  note.auction_note_refs = {2};
  expect_error(note, "call note =2= has no note \"2:…\"");
  PbnBoard tab = board;
  tab.tags.emplace_back("Event", "a\tb");
  expect_error(tab, "the value of tag Event holds a control character");
  PbnBoard hash = board;
  hash.tags.emplace_back("Site", "#");
  expect_error(hash, "the value \"#\" of tag Site would read as inheritance (§4.8)");
  PbnBoard sticky = board;
  sticky.tags.emplace_back("Site", "##x");
  expect_error(sticky, "the value \"##x\" of tag Site would read as inheritance (§4.8)");
  PbnBoard name = board;
  name.tags.emplace_back("bad name", "x");
  expect_error(name, "\"bad name\" is not a PBN tag name");
}

TEST(PbnWriter, WritesAndReadsAFile) {
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_pbn_writer_test.pbn").string();
  std::vector<PbnBoard> boards;
  for (int n = 1; n <= 4; ++n)
    boards.push_back(MakePbnBoard(ParseDealPbn(kDeal), n, SeatAt(n - 1), Vulnerability::kNone));
  WritePbnFile(path, boards);
  const auto again = ReadPbnFile(path);
  std::filesystem::remove(path);
  ASSERT_EQ(again.size(), boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i) ExpectSameBoard(boards[i], again[i], "board " + boards[i].board);
}

// Every external PBN file: read, FormatPbn, read again, same boards.
TEST(PbnExternal, RoundTripsEveryFile) {
  const std::string dir = std::string(BIDLAB_EXTERNAL_DIR) + "/external";
  if (!std::filesystem::is_directory(dir + "/pbn"))
    GTEST_SKIP() << "no external PBN data at " << dir << "/pbn (BIDLAB_EXTERNAL_DIR)";
  std::size_t files = 0, boards = 0;
  for (const char* sub : {"/pbn", "/dd/pbn_with_dd"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir + sub)) {
      const std::string ext = entry.path().extension().string();
      if (!entry.is_regular_file() || (ext != ".pbn" && ext != ".PBN") ||
          entry.path().filename().string().starts_with("errors_"))
        continue;
      const std::string path = entry.path().string();
      const auto read = ReadPbnFile(path);
      const std::string written = FormatPbn(read);
      std::vector<PbnBoard> again;
      ASSERT_NO_THROW(again = ParsePbn(written, path + " (written)")) << path;
      ASSERT_EQ(again.size(), read.size()) << path;
      for (std::size_t i = 0; i < read.size(); ++i)
        ExpectSameBoard(read[i], again[i], path + " line " + std::to_string(read[i].line));
      // And writing again gives the same text.
      EXPECT_EQ(FormatPbn(again), written) << path;
      ++files;
      boards += read.size();
    }
  EXPECT_EQ(files, 121u);
  EXPECT_EQ(boards, 18310u);
}

}  // namespace
}  // namespace bidlab
