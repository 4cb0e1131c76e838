#include "io/lin_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "io/lin_writer.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

// A made-up board at two tables: an alert with its explanation, a double and
// redouble, a little play, a claim, East's hand left out in the closed room.
constexpr std::string_view kSample =
    "vg|Club Teams,Final,I,1,16,Lions,35,Tigers,37|\n"
    "rs|2SE-2,3CN-2|\n"
    "pn|Ann,Bob,Cy,Di,Ed,Flo,Gus,Hal|pg||\n"
    "qx|o1|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,S32H432D5432C5432|sv|0|"
    "mb|p|mb|2S!|an|weak two|mb|p|mb|p|mb|p|pg||pc|cK|pc|cJ|pc|c8|pc|c2|pg||mc|6|pg||\n"
    "qx|c1|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,|sv|0|"
    "mb|1C|mb|1S|mb|d|mb|r|mb|p|mb|p|mb|2C|mb|2S|mb|p|mb|p|mb|3C|mb|p|mb|p|mb|p|pg||\n";

TEST(LinReader, ReadsDealAuctionPlayAndPlayers) {
  const LinFile file = ParseLin(kSample, "sample.lin");
  EXPECT_EQ(file.title, "Club Teams,Final,I,1,16,Lions,35,Tigers,37");
  ASSERT_EQ(file.records.size(), 2u);
  const LinRecord& open = file.records[0];
  EXPECT_EQ(open.line, 4);
  EXPECT_EQ(open.room, LinRoom::kOpen);
  EXPECT_EQ(open.board, "1");
  EXPECT_EQ(open.dealer, Seat::kNorth);  // digit 3
  EXPECT_EQ(open.vulnerability, Vulnerability::kNone);
  // md gives S, W, N, E: South holds the four top cards of each suit.
  EXPECT_EQ(FormatDealPbn(open.deal, Seat::kSouth),
            "S:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432");
  EXPECT_EQ(open.players[ToInt(Seat::kSouth)], "Ann");
  EXPECT_EQ(open.players[ToInt(Seat::kEast)], "Di");
  ASSERT_EQ(open.auction.size(), 5u);
  EXPECT_EQ(open.auction[1].call, Call::Bid(2, Strain::kSpades));  // East's weak two
  EXPECT_TRUE(open.auction[1].alerted);
  EXPECT_EQ(open.auction[1].explanation, "weak two");
  EXPECT_FALSE(open.auction[0].alerted);
  ASSERT_EQ(open.play.size(), 4u);
  EXPECT_EQ(CardName(open.play[0]), "CK");
  EXPECT_EQ(open.claim, 6);
  EXPECT_EQ(open.result, "2SE-2");
  EXPECT_TRUE(open.warnings.empty());

  const LinRecord& closed = file.records[1];
  EXPECT_EQ(closed.room, LinRoom::kClosed);
  EXPECT_EQ(closed.players[ToInt(Seat::kSouth)], "Ed");  // the second four names
  EXPECT_EQ(closed.deal, open.deal);                     // East's hand left out: the remaining 13 cards
  EXPECT_EQ(closed.auction[2].call, Call::Double());
  EXPECT_EQ(closed.auction[3].call, Call::Redouble());
  EXPECT_EQ(closed.result, "3CN-2");
  EXPECT_FALSE(closed.claim.has_value());
}

TEST(LinReader, TakesTheVulnerabilityFromTheBoardWithAWarningWithoutSv) {
  const LinFile file = ParseLin("qx|o2|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,|mb|p|", "x.lin");
  EXPECT_EQ(file.records[0].vulnerability, Vulnerability::kNorthSouth);  // board 2
  ASSERT_EQ(file.records[0].warnings.size(), 1u);
  EXPECT_EQ(file.records[0].warnings[0], "line 1: no sv, vulnerability taken from the board number");
}

TEST(LinReader, KeepsAWarningForACallAfterTheEnd) {
  const LinFile file = ParseLin(
      "qx|o5|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,|sv|n|mb|1C|mb|p|mb|p|mb|p|mb|p|an|x|", "x.lin");
  EXPECT_EQ(file.records[0].auction.size(), 4u);
  EXPECT_EQ(file.records[0].warnings, std::vector<std::string>{"line 1: PASS after the end of the auction, ignored"});
}

std::string ErrorOf(std::string_view text) {
  try {
    ParseLin(text, "bad.lin");
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

constexpr std::string_view kDeal = "md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C876,|";

TEST(LinReader, NamesFileLineRecordAndWhatWasExpected) {
  EXPECT_EQ(ErrorOf("vg|x|\nqx|o1|sv|0|\nmd|3S84|"),
            "bad.lin:3: board 1, open room: md: expected the hands of South, West, North and East separated by "
            "commas, not 1 hands");
  EXPECT_EQ(ErrorOf("qx|o1|" + std::string(kDeal) + "mb|1C|mb|1C|"),
            "bad.lin:1: board 1, open room: mb: 1C is insufficient: the last bid is 1C");
  EXPECT_EQ(ErrorOf("qx|c3|" + std::string(kDeal) + "mb|2Q|"),
            "bad.lin:1: board 3, closed room: mb: expected a call (p, d, r, 1C … 7N; \"!\" at the end for an alert), "
            "not \"2Q\"");
  EXPECT_EQ(ErrorOf("qx|o1|\n" + std::string(kDeal) + "\nmb|p|pc|s2|pc|s2|"),
            "bad.lin:3: board 1, open room: pc: S2 played twice");
  EXPECT_EQ(ErrorOf("qx|o1|" + std::string(kDeal) + "an|strong|"),
            "bad.lin:1: board 1, open room: an: an explanation with no call before it");
  EXPECT_EQ(ErrorOf("qx|o1|mb|p|"), "bad.lin:1: board 1, open room: mb before the record's deal (md)");
  EXPECT_EQ(ErrorOf("qx|x1|"),
            "bad.lin:1: record 1: qx: expected o or c and a board number from 1 to 2147483647 (\"o12\"), not \"x1\"");
  EXPECT_EQ(ErrorOf("vg|event"), "bad.lin:1: the value of vg has no closing \"|\"");
  EXPECT_EQ(ErrorOf("vg|x|\n\nmdx|3|"), "bad.lin:3: expected a two-letter key and \"|\" (as in \"md|\"), not \"mdx\"");
  EXPECT_EQ(ErrorOf("qx|o1|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,S654H8765D876C87,|"),
            "bad.lin:1: board 1, open room: md: North holds 12 cards, expected 13");
  EXPECT_EQ(ErrorOf("qx|o1|md|5S84|"),
            "bad.lin:1: board 1, open room: md: expected the dealer's digit (1 South, 2 West, 3 North, 4 East) "
            "first, not \"5S84\"");
  EXPECT_EQ(ErrorOf("qx|o1|sv|z|"),
            "bad.lin:1: board 1, open room: sv: expected the vulnerability 0 or o (none), n (N-S), e (E-W) or b "
            "(both), not \"z\"");
  EXPECT_EQ(ErrorOf("qx|o1|" + std::string(kDeal) + "sv|0|mc|14|"),
            "bad.lin:1: board 1, open room: mc: expected the tricks claimed, 0 to 13, not \"14\"");
  EXPECT_EQ(ErrorOf("qx|o1|sv|0|qx|o2|"), "bad.lin:1: board 1, open room: the record has no deal (md)");
}

TEST(LinWriter, WritesWhatItReads) {
  const LinFile file = ParseLin(kSample, "sample.lin");
  const std::string text = FormatLin(file);
  const LinFile again = ParseLin(text, "again.lin");
  ASSERT_EQ(again.records.size(), file.records.size());
  EXPECT_EQ(again.title, file.title);
  EXPECT_EQ(again.results, file.results);
  for (std::size_t i = 0; i < file.records.size(); ++i) {
    const LinRecord& a = file.records[i];
    const LinRecord& b = again.records[i];
    EXPECT_EQ(b.room, a.room);
    EXPECT_EQ(b.board, a.board);
    EXPECT_EQ(b.players, a.players);
    EXPECT_EQ(b.deal, a.deal);
    EXPECT_EQ(b.dealer, a.dealer);
    EXPECT_EQ(b.vulnerability, a.vulnerability);
    EXPECT_EQ(b.auction, a.auction);
    EXPECT_EQ(b.play, a.play);
    EXPECT_EQ(b.claim, a.claim);
    EXPECT_EQ(b.result, a.result);
  }
  EXPECT_NE(text.find("mb|2S!|an|weak two|"), std::string::npos);
  EXPECT_EQ(FormatLin(again), text);
}

TEST(LinReader, QuotesAHugeOrRawValueInAtMostEightyBytes) {
  std::string huge;
  huge.resize(10'000'000, 'X');  // a 10 MB value
  const std::string message = ErrorOf("qx|o1|" + std::string(kDeal) + "mb|" + huge + "|");
  EXPECT_EQ(message,
            "bad.lin:1: board 1, open room: mb: expected a call (p, d, r, 1C … 7N; \"!\" at the end for an "
            "alert), not \"" +
                std::string(80, 'X') + "…\" (10000000 bytes)");
  EXPECT_EQ(ErrorOf("qx|o1|" + std::string(kDeal) + "sv|\xFF\x1b[2J|"),
            "bad.lin:1: board 1, open room: sv: expected the vulnerability 0 or o (none), n (N-S), e (E-W) or b "
            "(both), not \"\\xFF\\x1B[2J\"");
}

// Board numbers: the reader takes 1 to 2^31 − 1 and the writer writes no
// other, so whatever bidlab writes it reads back.
TEST(LinWriter, WritesOnlyTheBoardNumbersItReads) {
  const std::string top = "qx|o2147483647|" + std::string(kDeal) + "sv|0|mb|p|mb|p|mb|p|mb|p|pg||\n";
  const LinFile file = ParseLin(top, "top.lin");
  ASSERT_EQ(file.records.size(), 1u);
  EXPECT_EQ(file.records[0].board, "2147483647");
  EXPECT_EQ(ParseLin(FormatLin(file), "again.lin").records[0].board, "2147483647");
  for (const char* past : {"2147483648", "3000000001", "9007199254740992"})
    EXPECT_EQ(ErrorOf("qx|o" + std::string(past) + "|"),
              "bad.lin:1: record 1: qx: expected o or c and a board number from 1 to 2147483647 (\"o12\"), not \"o" +
                  std::string(past) + "\"");
  for (const char* past : {"2147483648", "3000000001", "0", ""}) {
    LinFile written = file;
    written.records[0].board = past;
    try {
      FormatLin(written);
      ADD_FAILURE() << "board " << past << " written";
    } catch (const Error& e) {
      EXPECT_EQ(e.what(), "cannot write LIN: board " + std::string(past) +
                              ", open room: LIN's board numbers go from 1 to 2147483647");
    }
  }
}

TEST(LinWriter, RefusesABarInText) {
  LinFile file = ParseLin(kSample, "sample.lin");
  file.records[0].auction[1].explanation = "weak|two";
  EXPECT_THROW(FormatLin(file), Error);
}

}  // namespace
}  // namespace bidlab
