#include "io/pbn_facit.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/contract.h"
#include "core/error.h"
#include "core/excerpt.h"

namespace bidlab {
namespace {

// The points of `call` undoubled, declared by `declarer`.
int PointsOf(const std::vector<FacitEntry>& table, const char* call, Seat declarer = Seat::kNorth,
             Doubling doubling = Doubling::kUndoubled) {
  return FacitPoints(table, Contract::Of(*ParseCall(call), declarer, doubling));
}

TEST(FacitTable, ReadsTheCommentForm) {
  const auto points = ParseFacitTable("2n 10 2h 7 2c 6 3h 5 3c 4 3n 3 4h 2 4c 1 ", "x.pbn", 5);
  EXPECT_EQ(PointsOf(points, "2NT"), 10);
  EXPECT_EQ(PointsOf(points, "2H"), 7);
  EXPECT_EQ(PointsOf(points, "4C"), 1);
  EXPECT_EQ(PointsOf(points, "3S"), 0);                      // not listed
  EXPECT_EQ(FacitPoints(points, Contract::PassedOut()), 0);  // a pass-out is never listed
  EXPECT_EQ(PointsOf(points, "2NT", Seat::kSouth), 10);      // either of North and South
  EXPECT_EQ(PointsOf(points, "2NT", Seat::kEast), 0);
  EXPECT_EQ(PointsOf(points, "2NT", Seat::kNorth, Doubling::kDoubled), 0);
}

TEST(FacitTable, ReadsDeclarersAndDoubling) {
  // Board 70 of pav_first120: 6NT by North is the experts' best, by South worth 6.
  const auto n6n = ParseFacitTable("N6N 10 S6N 6 6C 6", "x.pbn", 1);
  EXPECT_EQ(PointsOf(n6n, "6NT", Seat::kNorth), 10);
  EXPECT_EQ(PointsOf(n6n, "6NT", Seat::kSouth), 6);
  EXPECT_EQ(PointsOf(n6n, "6C", Seat::kSouth), 6);
  // Defending: 4S doubled by East earns 4.
  const auto defend = ParseFacitTable("6C 10 E4Sx 4 1NXX 2 P 1 E1NP 3", "x.pbn", 1);
  EXPECT_EQ(PointsOf(defend, "1NT", Seat::kEast), 3);        // "P" after a contract: undoubled
  EXPECT_EQ(FacitPoints(defend, Contract::PassedOut()), 1);  // board 33 of pav_second120 lists "P 4"
  EXPECT_EQ(PointsOf(defend, "4S", Seat::kEast, Doubling::kDoubled), 4);
  EXPECT_EQ(PointsOf(defend, "4S", Seat::kEast), 0);
  EXPECT_EQ(PointsOf(defend, "1NT", Seat::kSouth, Doubling::kRedoubled), 2);
}

TEST(FacitTable, ReadsBridgeComposersBlockAsTheSame) {
  const std::string block =
      "\\n\\n\\n\\n\\nScore Table:\n\n 2N      10\\n 2\\h       7\\n 2\\c       6\\n 3\\h       5\\n 3\\c       4\\n "
      "3N  "
      "     3\\n 4\\h       2\\n 4\\c       1\\n\\n\\n\\n\\n\n\nFacit Score:    10\\nRunning Score:  10\n";
  EXPECT_EQ(ParseFacitTable(block, "x.pbn", 1), ParseFacitTable("2n 10 2h 7 2c 6 3h 5 3c 4 3n 3 4h 2 4c 1", "y", 1));
}

std::string ErrorOf(std::string_view comment) {
  try {
    ParseFacitTable(comment, "x.pbn", 7);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(FacitTable, KeepsTheFirstOfAContractNamedTwiceWithAWarning) {
  // Board 58 of pav_second120.
  std::vector<std::string> warnings;
  const auto table = ParseFacitTable("4H 10 4S 8 3N 6 3H 5 3S 4 2N 3 3S 1", "x.pbn", 1127, &warnings);
  EXPECT_EQ(table.size(), 6u);
  EXPECT_EQ(PointsOf(table, "3S", Seat::kSouth), 4);
  EXPECT_EQ(warnings,
            std::vector<std::string>{"line 1127: the score table names 3S twice (4 and 1 points): the first counts"});
}

TEST(FacitTable, SaysWhatWasExpected) {
  EXPECT_EQ(ErrorOf("2n 10 2h"), "x.pbn:7: score table: \"2h\" has no points after it");
  EXPECT_EQ(ErrorOf(" "), "x.pbn:7: expected the score table as contract-points pairs (\"{2N 10 2H 7}\")");
  EXPECT_EQ(ErrorOf("2n 10 2x 7"), "x.pbn:7: score table: expected a contract like 2N, 4h, N6N, E4Sx or P, not \"2x\"");
  EXPECT_EQ(ErrorOf("2n 11"), "x.pbn:7: score table: expected the points of 2n, 0 to 10, not \"11\"");
  EXPECT_EQ(ErrorOf("2n 10 2N 3"), "x.pbn:7: score table: 2N is named twice");
}

TEST(FacitTable, ATableWithoutTheExpertsTenIsRefused) {
  EXPECT_EQ(ErrorOf("2h 7 2c 6"),
            "x.pbn:7: score table: no contract earns 10 points (the experts' best contract earns 10)");
  EXPECT_EQ(ErrorOf("P 0"), "x.pbn:7: score table: no contract earns 10 points (the experts' best contract earns 10)");
}

TEST(FacitTable, AHugeOrRawWordIsQuotedInAtMostEightyBytes) {
  const std::string word(200'000, 'Q');
  const std::string message = ErrorOf("2n 10 " + word + " 7");
  EXPECT_EQ(message, "x.pbn:7: score table: expected a contract like 2N, 4h, N6N, E4Sx or P, not \"" +
                         std::string(kExcerptBytes, 'Q') + "…\" (200000 bytes)");
  EXPECT_EQ(ErrorOf("2n 10 \xFF\x1b[2J 7"),
            "x.pbn:7: score table: expected a contract like 2N, 4h, N6N, E4Sx or P, not \"\\xFF\\x1B[2J\"");
  EXPECT_EQ(ErrorOf("2n 10 2h \xFF"), "x.pbn:7: score table: expected the points of 2h, 0 to 10, not \"\\xFF\"");
}

constexpr std::string_view kBoard =
    "[Board \"7\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
    "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432\"]\n"
    "[Scoring \"Facit\"]\n{7n 10 6n 6 7s 5}\n[Contract \"6NT\"]\n";

TEST(FacitPbn, ReadsBoardDealerVulnerabilityAndTable) {
  const auto boards = ParseFacitPbn(kBoard, "x.pbn");
  ASSERT_EQ(boards.size(), 1u);
  EXPECT_EQ(boards[0].board, "7");
  EXPECT_EQ(boards[0].dealer, Seat::kEast);
  EXPECT_EQ(boards[0].vulnerability, Vulnerability::kNorthSouth);
  EXPECT_EQ(PointsOf(boards[0].table, "7NT"), 10);
  EXPECT_EQ(PointsOf(boards[0].table, "6NT"), 6);
  EXPECT_FALSE(boards[0].opponents_bid);
  EXPECT_EQ(boards[0].contract, "6NT");
  EXPECT_FALSE(boards[0].running_score);
}

TEST(FacitPbn, RefusesABoardWithoutItsTable) {
  std::string text(kBoard);
  text.replace(text.find("{7n"), std::string("{7n 10 6n 6 7s 5}").size(), "");
  EXPECT_THROW(
      {
        try {
          ParseFacitPbn(text, "x.pbn");
        } catch (const InputError& e) {
          EXPECT_STREQ(e.what(), "x.pbn:1: board 7: expected the score table in a comment after [Scoring]");
          throw;
        }
      },
      InputError);
}

std::string ChallengeDir() { return std::string(BIDLAB_EXTERNAL_DIR) + "/external/pbn/ben/Challenges"; }

#define SKIP_WITHOUT_CHALLENGES()                                                                 \
  if (!std::filesystem::is_directory(ChallengeDir()))                                             \
  GTEST_SKIP() << "no bidding challenges at " << ChallengeDir() << " (BIDLAB_EXTERNAL_DIR); see " \
               << "shared/data/external/README.md"

// The robots' published totals on Pavlicek's first 120 challenges, as the
// last "Running Score" of their result files: BBA 970, BEN 957, GIB 889. Each
// board's published points must be what our reading of its table gives the
// robot's contract (six of the 360 are contracts below a listed one: BBA's 3D
// on board 52 scores as 4D), and add up to the running score.
TEST(FacitExternal, RobotsScoresAgreeWithTheTables) {
  SKIP_WITHOUT_CHALLENGES();
  const std::pair<const char*, int> robots[] = {{"pav_first120-ResultBBA21.pbn", 970},
                                                {"pav_first120-BEN-21GF-8730.pbn", 957},
                                                {"pav_first120-GIB-BBO-8730.pbn", 889}};
  const auto challenge = ReadFacitPbn(ChallengeDir() + "/pav_first120.pbn");
  ASSERT_EQ(challenge.size(), 120u);
  for (const auto& [file, total] : robots) {
    const auto boards = ReadFacitPbn(ChallengeDir() + "/" + file);
    ASSERT_EQ(boards.size(), 120u) << file;
    EXPECT_EQ(boards.back().running_score, total) << file;
    int sum = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
      const FacitBoard& b = boards[i];
      ASSERT_TRUE(b.published_points) << file << " board " << b.board;
      sum += *b.published_points;
      EXPECT_EQ(b.table, challenge[i].table) << file << " board " << b.board;
      EXPECT_EQ(b.deal, challenge[i].deal) << file << " board " << b.board;
      const auto declarer = b.declarer.size() == 1 ? ParseSeat(b.declarer[0]) : std::nullopt;
      const auto contract = ParseContractPbn(b.contract, declarer.value_or(Seat::kNorth));
      ASSERT_TRUE(contract) << file << " board " << b.board << ": " << b.contract;
      EXPECT_EQ(FacitPoints(b.table, *contract), *b.published_points)
          << file << " board " << b.board << ": " << b.contract << " by " << b.declarer;
    }
    EXPECT_EQ(sum, total) << file;
  }
  // pav_second120 closes board 99's table with "]" instead of "}": the
  // comment runs on to board 100's and swallows that board.
  try {
    ReadFacitPbn(ChallengeDir() + "/pav_second120.pbn");
    ADD_FAILURE() << "pav_second120.pbn read without error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 1935);
    EXPECT_EQ(e.detail(), "score table: expected the points of 5C, 0 to 10, not \"1]\"");
  }
  // Board 59: "AC 4S AC Pass", East overcalls 4S.
  EXPECT_TRUE(challenge[58].opponents_bid);
  EXPECT_FALSE(challenge[0].opponents_bid);
}

}  // namespace
}  // namespace bidlab
