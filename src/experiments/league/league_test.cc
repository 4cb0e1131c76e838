// A small league of three rule-based pairs on the first boards of the
// standard set: the cross table reads each match from both sides (B against
// A is the match played with B as A), nobody plays itself, the ratings are
// the mean margins' differences, and two members may not share a name.
#include "experiments/league/league.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "core/error.h"
#include "eval/match_boards_test_util.h"
#include "eval/uncontested_seat.h"
#include "experiments/league/league_text.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

std::vector<LeagueMember> Members(const std::vector<std::string>& names) {
  RegisterAllBidders();
  std::vector<LeagueMember> members;
  for (const std::string& name : names) members.push_back({name, MakeContestedBidder(name)});
  return members;
}

class SmallLeague : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    boards_ = new std::vector<MatchBoard>(testing::FirstStandardBoards(60));
    members_ = new std::vector<LeagueMember>(Members({"sayc", "sayc-uncontested", "pass"}));
    std::ostringstream log;
    league_ = new LeagueResult(PlayLeague(*members_, *boards_, 0, 2, log));
  }
  static void TearDownTestSuite() {
    delete league_;
    delete members_;
    delete boards_;
  }
  static std::vector<MatchBoard>* boards_;
  static std::vector<LeagueMember>* members_;
  static LeagueResult* league_;
};
std::vector<MatchBoard>* SmallLeague::boards_ = nullptr;
std::vector<LeagueMember>* SmallLeague::members_ = nullptr;
LeagueResult* SmallLeague::league_ = nullptr;

TEST_F(SmallLeague, EachPairPlaysOnceAndNobodyPlaysItself) {
  ASSERT_EQ(league_->matches.size(), 3u);
  EXPECT_EQ(league_->matches[0].a, "sayc");
  EXPECT_EQ(league_->matches[0].b, "sayc-uncontested");
  EXPECT_EQ(league_->matches[2].a, "sayc-uncontested");
  EXPECT_EQ(league_->matches[2].b, "pass");
  for (std::size_t i = 0; i < 3; ++i) EXPECT_FALSE(league_->Cell(i, i).has_value());
  // Competing SAYC bids game and part-scores that passing never does.
  EXPECT_GT(league_->Cell(0, 2)->imps_per_board, 1.0);
}

TEST_F(SmallLeague, TheCrossTableIsAntisymmetricAndItsLowerHalfIsTheMatchPlayedTheOtherWay) {
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t c = r + 1; c < 3; ++c) {
      const LeagueCell above = *league_->Cell(r, c), below = *league_->Cell(c, r);
      EXPECT_DOUBLE_EQ(below.imps_per_board, -above.imps_per_board);
      EXPECT_DOUBLE_EQ(below.interval_low, -above.interval_high);
      EXPECT_DOUBLE_EQ(below.standard_error, above.standard_error);
      // The same pairs with the column bidder as A: every board's IMPs change sign, so the mean, and each pair
      // keeps its own doubles.
      const MatchSummary reversed = PlayMatch(*(*members_)[c].bidder, *(*members_)[r].bidder, *boards_).summary;
      EXPECT_DOUBLE_EQ(below.imps_per_board, reversed.imps_per_board) << r << " " << c;
      EXPECT_DOUBLE_EQ(below.interval_high, reversed.interval_high);
      for (int level = 0; level < kNumLevels; ++level) {
        EXPECT_EQ(below.doubles.penalty[level].count, reversed.doubles[0].penalty[level].count);
        EXPECT_EQ(below.doubles.penalty[level].made, reversed.doubles[0].penalty[level].made);
        EXPECT_EQ(above.doubles.penalty[level].count, reversed.doubles[1].penalty[level].count);
      }
    }
}

TEST_F(SmallLeague, RatingsAreTheDifferencesOfTheMeanMarginsAnchoredOnTheFirst) {
  const auto mean = [](std::size_t r) {
    double sum = 0;
    for (std::size_t c = 0; c < 3; ++c)
      if (const auto cell = league_->Cell(r, c)) sum += cell->imps_per_board;
    return sum / 3;  // self counted as 0: the least-squares fit of a full round robin
  };
  EXPECT_DOUBLE_EQ(league_->ratings.rating[0], 0.0);
  for (std::size_t r = 1; r < 3; ++r) EXPECT_NEAR(league_->ratings.rating[r], mean(r) - mean(0), 1e-9);
}

TEST_F(SmallLeague, TheJsonCrossTableHasANullDiagonalAndTheMarkdownARowPerBidder) {
  const nlohmann::json j = LeagueJson(*league_, {});
  const nlohmann::json& imps = j["cross_table"]["imps_per_board"];
  ASSERT_EQ(imps.size(), 3u);
  EXPECT_TRUE(imps[1][1].is_null());
  EXPECT_DOUBLE_EQ(imps[2][0].get<double>(), -imps[0][2].get<double>());
  EXPECT_EQ(j["anchor"], "sayc");
  EXPECT_EQ(j["matches"].size(), 3u);
  // Each bidder's doubles against the whole league: pass never doubles; SAYC's are its two matches' together.
  EXPECT_EQ(j["bidders"][2]["penalty_doubles"]["count"], 0);
  const std::size_t sayc =
      AllPenaltyDoubles(league_->Cell(0, 1)->doubles).count + AllPenaltyDoubles(league_->Cell(0, 2)->doubles).count;
  EXPECT_EQ(j["bidders"][0]["penalty_doubles"]["count"], sayc);
  // Pass loses every match; its worst is the one whose interval reaches lowest.
  const double low = std::min(league_->Cell(2, 0)->interval_low, league_->Cell(2, 1)->interval_low);
  EXPECT_DOUBLE_EQ(j["bidders"][2]["worst"]["interval95"][0].get<double>(), low);
  EXPECT_LT(j["bidders"][2]["worst"]["imps_per_board"].get<double>(), 0.0);
  const std::string md = LeagueMarkdown(*league_, {"60 boards", ""});
  for (const char* row : {"| **sayc** |", "| **sayc-uncontested** |", "| **pass** |"})
    EXPECT_NE(md.find(row), std::string::npos) << row << "\n" << md;
}

TEST(League, RefusesTwoMembersOfOneNameAndALeagueOfOne) {
  std::ostringstream log;
  const std::vector<MatchBoard> boards = testing::FirstStandardBoards(2);
  EXPECT_THROW(PlayLeague(Members({"sayc", "sayc"}), boards, 0, 1, log), Error);
  EXPECT_THROW(PlayLeague(Members({"sayc"}), boards, 0, 1, log), Error);
}

}  // namespace
}  // namespace bidlab
