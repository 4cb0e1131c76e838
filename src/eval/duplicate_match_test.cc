#include "eval/duplicate_match.h"

#include <gtest/gtest.h>

#include "data/dealer.h"
#include "eval/contest_test_bidders.h"
#include "eval/match_boards_test_util.h"
#include "eval/uncontested_seat.h"
#include "learn/pass_bidder.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

constexpr std::size_t kBoards = 400;

const std::vector<MatchBoard>& StandardBoards() {
  static const std::vector<MatchBoard> boards = testing::FirstStandardBoards(kBoards);
  return boards;
}

TEST(DuplicateMatch, APairAgainstItselfScoresZeroOnEveryBoard) {
  RegisterAllBidders();
  for (const std::string name : {"sayc", "pass"}) {
    const MatchResult m = PlayMatch(*MakeBidder(name), *MakeBidder(name), StandardBoards(), {.threads = 2});
    for (const BoardResult& r : m.boards) ASSERT_EQ(r.imps, 0) << name;
    EXPECT_EQ(m.summary.total_imps, 0);
  }
  const MatchResult m = PlayMatch(testing::Competitor(), testing::Competitor(), StandardBoards(), {.threads = 2});
  for (const BoardResult& r : m.boards) ASSERT_EQ(r.imps, 0);
  EXPECT_GT(m.summary.tables[0].declared_by_b.boards, 0u);  // both sides declare
  EXPECT_GT(m.summary.tables[0].doubled, 0u);
}

TEST(DuplicateMatch, AAgainstBIsMinusBAgainstABoardByBoard) {
  RegisterAllBidders();
  const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
  const MatchResult ab = PlayMatch(testing::Competitor(), *sayc, StandardBoards(), {.threads = 1});
  const MatchResult ba = PlayMatch(*sayc, testing::Competitor(), StandardBoards(), {.threads = 2});
  ASSERT_EQ(ab.boards.size(), ba.boards.size());
  for (std::size_t i = 0; i < ab.boards.size(); ++i) {
    EXPECT_EQ(ab.boards[i].imps, -ba.boards[i].imps) << "board " << i + 1;
    EXPECT_EQ(ab.boards[i].tables[0].score, ba.boards[i].tables[1].score) << "board " << i + 1;
  }
  EXPECT_DOUBLE_EQ(ab.summary.imps_per_board, -ba.summary.imps_per_board);
  EXPECT_DOUBLE_EQ(ab.summary.standard_error, ba.summary.standard_error);
  EXPECT_DOUBLE_EQ(ab.summary.a_against_par, ba.summary.b_against_par);
  EXPECT_EQ(ab.summary.a, "competitor");
  EXPECT_EQ(ab.summary.b, SeatAtContestedTable(*sayc)->Name());  // "sayc (uncontested)" while SAYC does not compete
}

TEST(DuplicateMatch, ResultsDoNotDependOnThreads) {
  const MatchResult one = PlayMatch(testing::Competitor(), PassBidder(), StandardBoards(), {.threads = 1});
  const MatchResult two = PlayMatch(testing::Competitor(), PassBidder(), StandardBoards(), {.threads = 2});
  for (std::size_t i = 0; i < one.boards.size(); ++i)
    ASSERT_EQ(BoardLogJson(one.summary, StandardBoards()[i], one.boards[i]),
              BoardLogJson(two.summary, StandardBoards()[i], two.boards[i]));
}

// A board a player scores by hand: N-S take 10 tricks in spades, E-W 3;
// nobody vulnerable, North deals. A bids 4S at its first turn, B doubles any
// bid it may.
//   Table 1 (A N-S): N 4S, E X, S PASS, W PASS, N PASS: 4S doubled made,
//     120 + 300 game + 50 insult = +590.
//   Table 2 (B N-S): N PASS, E 4S, S X, all pass: E-W 4S doubled seven
//     down, 100 + 200 + 200 + 4 × 300 = 1700 to N-S.
//   A: 590 − 1700 = −1110, −15 IMPs (1100-1290 on the WBF scale).
TEST(DuplicateMatch, AHandScoredBoard) {
  MatchBoard board;
  board.deal = DealAt(5, 5);  // the hands do not matter to these bidders
  for (int seat = 0; seat < kNumSeats; ++seat)
    for (int s = 0; s < kNumStrains; ++s)
      board.table.Set(SeatAt(seat), StrainAt(s),
                      StrainAt(s) == Strain::kSpades ? (IsNorthSouth(SeatAt(seat)) ? 10 : 3) : 6);
  const MatchResult m =
      PlayMatch(testing::FixedBid(Call::Bid(4, Strain::kSpades)), testing::Doubler(), {board}, {.threads = 1});
  const BoardResult& r = m.boards[0];
  EXPECT_EQ(FormatAuction(r.tables[0].auction), "4S X PASS PASS PASS");
  EXPECT_EQ(ContractName(r.tables[0].contract), "4♠X by N");
  EXPECT_EQ(r.tables[0].score, 590);
  EXPECT_EQ(FormatAuction(r.tables[1].auction), "PASS 4S X PASS PASS PASS");
  EXPECT_EQ(ContractName(r.tables[1].contract), "4♠X by E");
  EXPECT_EQ(r.tables[1].tricks, 3);
  EXPECT_EQ(r.tables[1].score, 1700);
  EXPECT_EQ(r.imps, -15);
  EXPECT_EQ(r.par.score, 420);  // 4S by N-S; E-W's sacrifices cost more
  EXPECT_EQ(m.summary.tables[0].declared_by_a.boards, 1u);
  EXPECT_EQ(m.summary.tables[1].declared_by_a.boards, 1u);
  EXPECT_EQ(m.summary.tables[0].doubled + m.summary.tables[1].doubled, 2u);
  // Against par (+420): A +590 at table 1 (+5 IMPs: 170) and −1700 from
  // E-W's side at table 2 against −420 (−15 IMPs: 1280): (5 − 15) / 2.
  EXPECT_DOUBLE_EQ(m.summary.a_against_par, -5.0);
  // Doubles from each side. B doubled both of A's 4S: made at table 1
  // (+590 to A), seven down at table 2 (−1700 to A), so B's two penalty
  // doubles at the four level made once, +555 on average to B.
  const PairDoubles& a = m.summary.doubles[0];
  const PairDoubles& b = m.summary.doubles[1];
  EXPECT_EQ(b.penalty[3].count, 2u);
  EXPECT_EQ(b.penalty[3].made, 1u);
  EXPECT_DOUBLE_EQ(b.penalty[3].AverageScore(), 555.0);
  EXPECT_EQ(a.own.count, 2u);
  EXPECT_EQ(a.own.made, 1u);
  EXPECT_DOUBLE_EQ(a.own.AverageScore(), -555.0);
  // A's one sacrifice: −1700 against par −420 from E-W's side, 1280 worse, −15 IMPs.
  EXPECT_EQ(a.sacrifices.count, 1u);
  EXPECT_EQ(a.sacrifices.score, -1700);
  EXPECT_EQ(a.sacrifices.against_par, -1280);
  EXPECT_EQ(a.sacrifices.imps, -15);
  for (const DoubledContracts& level : a.penalty) EXPECT_EQ(level.count, 0u);  // A never doubles
  EXPECT_EQ(b.own.count + b.sacrifices.count, 0u);
  const nlohmann::json line = BoardLogJson(m.summary, board, r);
  EXPECT_EQ(line["tables"][1]["contract"], "4SX");
  EXPECT_EQ(line["tables"][1]["declarer"], "E");
  EXPECT_EQ(line["imps"], -15);
}

TEST(DuplicateMatch, IntervalIsTwoStandardErrorsWide) {
  const MatchResult m = PlayMatch(testing::Competitor(), PassBidder(), StandardBoards(), {.threads = 2});
  EXPECT_EQ(m.summary.boards, kBoards);
  EXPECT_GT(m.summary.standard_error, 0.0);
  EXPECT_NEAR(m.summary.interval_high - m.summary.imps_per_board, 1.96 * m.summary.standard_error, 1e-12);
  EXPECT_NEAR(m.summary.imps_per_board - m.summary.interval_low, 1.96 * m.summary.standard_error, 1e-12);
}

}  // namespace
}  // namespace bidlab
