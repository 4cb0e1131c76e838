#include "eval/match_hard.h"

#include <gtest/gtest.h>

#include "data/dealer.h"
#include "eval/duplicate_match.h"

namespace bidlab {
namespace {

// A board a player checks by hand: North and South take 12 tricks in hearts
// (E-W 1), East and West 10 in spades (N-S 3), everyone 6 elsewhere; North
// deals, nobody vulnerable.
MatchBoard SlamBoard() {
  MatchBoard board;
  board.deal = DealAt(5, 5);  // the scores come from the table alone
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const bool ns = IsNorthSouth(SeatAt(seat));
    for (int s = 0; s < kNumStrains; ++s) {
      int tricks = 6;
      if (StrainAt(s) == Strain::kHearts) tricks = ns ? 12 : 1;
      if (StrainAt(s) == Strain::kSpades) tricks = ns ? 3 : 10;
      board.table.Set(SeatAt(seat), StrainAt(s), tricks);
    }
  }
  return board;
}

PairHardDecisions Tally(const std::string& auction, bool pair_is_north_south) {
  const MatchBoard board = SlamBoard();
  const TableResult table = ScoreAuction(ParseAuction(auction), board);
  const BoardHardFacts facts = HardFactsOf(board, {table, table});
  PairHardDecisions pair;
  TallyHardDecisions(pair, table, facts, 0, pair_is_north_south);
  return pair;
}

TEST(MatchHard, MostTricksOfEachSide) {
  const MatchBoard board = SlamBoard();
  const TableResult passed = ScoreAuction(ParseAuction("PASS PASS PASS PASS"), board);
  const BoardHardFacts facts = HardFactsOf(board, {passed, passed});
  EXPECT_EQ(facts.most_tricks[0], 12);
  EXPECT_EQ(facts.most_tricks[1], 10);
  EXPECT_FALSE(facts.outbid[0].any);
}

TEST(MatchHard, SlamsBidMadeDownAndMissed) {
  const PairHardDecisions small = Tally("6H PASS PASS PASS", true);  // 12 tricks: made
  EXPECT_EQ(small.small_slams, 1u);
  EXPECT_EQ(small.slams_made, 1u);
  EXPECT_EQ(small.makeable_slams, 1u);
  EXPECT_EQ(small.slams_missed, 0u);
  const PairHardDecisions grand = Tally("7H PASS PASS PASS", true);  // one down
  EXPECT_EQ(grand.grand_slams, 1u);
  EXPECT_EQ(grand.slams_down, 1u);
  EXPECT_EQ(grand.slams_missed, 0u);
  const PairHardDecisions game = Tally("4H PASS PASS PASS", true);  // 12 tricks, no slam bid
  EXPECT_EQ(game.Slams(), 0u);
  EXPECT_EQ(game.makeable_slams, 1u);
  EXPECT_EQ(game.slams_missed, 1u);
  // E-W take at most 10 tricks: no slam for them to miss.
  EXPECT_EQ(Tally("4H PASS PASS PASS", false).makeable_slams, 0u);
  // N-S bid their slam and E-W sacrificed over it: not missed, not N-S's slam.
  const PairHardDecisions outbid = Tally("6H 6S X PASS PASS PASS", true);
  EXPECT_EQ(outbid.slams_missed, 0u);
  EXPECT_EQ(outbid.Slams(), 0u);
}

TEST(MatchHard, SacrificesAgainstTheContractTheyOutbid) {
  // 6S doubled by East, 10 tricks: two down, −300 to E-W, against 6H by
  // North making (+980): cheaper.
  const MatchBoard board = SlamBoard();
  const TableResult six = ScoreAuction(ParseAuction("6H 6S X PASS PASS PASS"), board);
  const Outbid over_six = OutbidAt(six, board);
  EXPECT_TRUE(over_six.any);
  EXPECT_TRUE(over_six.made);
  EXPECT_EQ(over_six.score, 980);
  PairHardDecisions ew = Tally("6H 6S X PASS PASS PASS", false);
  EXPECT_EQ(ew.sacrifices, 1u);
  EXPECT_EQ(ew.cheaper, 1u);
  EXPECT_EQ(ew.phantoms, 0u);
  // 7S doubled, three down (−500), over 7H that goes one down: a phantom.
  ew = Tally("7H 7S X PASS PASS PASS", false);
  EXPECT_EQ(ew.sacrifices, 1u);
  EXPECT_EQ(ew.cheaper, 0u);
  EXPECT_EQ(ew.phantoms, 1u);
  // 5S doubled one down with no N-S bid before it: a sacrifice over nothing.
  ew = Tally("PASS 5S X PASS PASS PASS", false);
  EXPECT_EQ(ew.sacrifices, 1u);
  EXPECT_EQ(ew.cheaper + ew.phantoms, 0u);
  // 7S doubled, three down (−500), over 4H making with two overtricks (+480): it costs more.
  EXPECT_EQ(Tally("4H 7S X PASS PASS PASS", false).cheaper, 0u);
  // Undoubled contracts going down are not sacrifices.
  EXPECT_EQ(Tally("6H 6S PASS PASS PASS", false).sacrifices, 0u);
}

TEST(MatchHard, TheOutbidContractHasItsRealDeclarer) {
  // South names hearts first: 4H by South (12 tricks: +480) is what 5S outbid.
  const MatchBoard board = SlamBoard();
  const TableResult t = ScoreAuction(ParseAuction("PASS PASS 1H 1S 4H 5S X PASS PASS PASS"), board);
  const Outbid o = OutbidAt(t, board);
  EXPECT_TRUE(o.any);
  EXPECT_EQ(o.score, 480);
}

TEST(MatchHard, TalliesAdd) {
  PairHardDecisions a = Tally("6H PASS PASS PASS", true), b = Tally("4H PASS PASS PASS", true);
  a += b;
  EXPECT_EQ(a.small_slams, 1u);
  EXPECT_EQ(a.makeable_slams, 2u);
  EXPECT_EQ(a.slams_missed, 1u);
}

}  // namespace
}  // namespace bidlab
