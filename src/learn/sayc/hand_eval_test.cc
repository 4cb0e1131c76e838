#include "learn/sayc/hand_eval.h"

#include <gtest/gtest.h>

#include "io/pbn_deal.h"

namespace bidlab::sayc {
namespace {

HandEval Eval(const char* pbn) { return HandEval(ParseHandPbn(pbn)); }

TEST(HandEval, CountsHighCardPointsAndLengths) {
  const HandEval h = Eval("AKQ2.K32.Q32.J32");  // 9 + 3 + 2 + 1
  EXPECT_EQ(h.hcp(), 15);
  EXPECT_EQ(h.Len(Suit::kSpades), 4);
  EXPECT_EQ(h.Len(Suit::kClubs), 3);
  EXPECT_EQ(h.shape(), (std::array<int, 4>{4, 3, 3, 3}));
  EXPECT_EQ(h.Aces(), 1);
  EXPECT_EQ(h.Kings(), 2);
}

TEST(HandEval, QuickTricksByTheStandardTable) {
  // Spades AK 2, hearts K3 ½, diamonds and clubs none: 2½ = 5 halves.
  EXPECT_EQ(Eval("AKQ2.K3.Q432.J32").QuickTrickHalves(), 5);
  // A bare king is no trick: 2.
  EXPECT_EQ(Eval("AKQ2.K.Q5432.J32").QuickTrickHalves(), 4);
  // AQ 1½, A 1, KQ 1, K2 ½: 4.
  EXPECT_EQ(Eval("AQ32.A2.KQ32.K2").QuickTrickHalves(), 8);
  EXPECT_EQ(Eval("QJ32.QJ2.QJ32.J2").QuickTrickHalves(), 0);
}

TEST(HandEval, BalancedIs4333Or4432Or5332) {
  EXPECT_TRUE(Eval("AKQ2.K32.Q32.J32").Balanced());   // 4-3-3-3
  EXPECT_TRUE(Eval("AQ32.K2.KJ32.Q32").Balanced());   // 4-2-4-3
  EXPECT_TRUE(Eval("AQ932.K2.KJ3.Q32").Balanced());   // 5-2-3-3
  EXPECT_FALSE(Eval("AQ932.K2.KJ32.Q3").Balanced());  // 5-2-4-2
  EXPECT_FALSE(Eval("AQ93.K.KJ32.Q432").Balanced());  // 4-1-4-4
  EXPECT_FALSE(Eval("AQ9432.K2.KJ3.Q3").Balanced());  // 6-2-3-2
  EXPECT_TRUE(Eval("AQ932.K2.KJ32.Q3").SemiBalanced());
}

TEST(HandEval, DistributionalPoints) {
  // 5-5: one length point for each fifth card.
  const HandEval two_suits = Eval("AQ932.KJ932.2.32");
  EXPECT_EQ(two_suits.hcp(), 10);
  EXPECT_EQ(two_suits.TotalPoints(), 12);
  EXPECT_TRUE(two_suits.RuleOf20());                  // 10 + 5 + 5
  EXPECT_FALSE(Eval("A932.K32.Q32.J32").RuleOf20());  // 10 + 4 + 3
  // Dummy points with four trumps: void 5, singleton 3, doubleton 1.
  const HandEval dummy = Eval("K932.A9832..9432");  // hearts as trumps: spades 4, diamonds void
  EXPECT_EQ(dummy.hcp(), 7);
  EXPECT_EQ(dummy.SupportPoints(Suit::kHearts), 12);
  // Three trumps: void 3, singleton 2, doubleton 1.
  EXPECT_EQ(Eval("K9832.A98.2.9432").SupportPoints(Suit::kHearts), 7 + 2);
  // Fewer than three trumps: HCP only.
  EXPECT_EQ(Eval("K9832.A9.2.J9432").SupportPoints(Suit::kHearts), 8);
}

TEST(HandEval, HonoursAndStoppers) {
  const HandEval h = Eval("KQJT964.3.84.J52");
  EXPECT_EQ(h.TopHonours(Suit::kSpades, 3), 2);
  EXPECT_EQ(h.TopHonours(Suit::kSpades, 5), 4);
  EXPECT_TRUE(h.GoodSuit(Suit::kSpades));
  EXPECT_FALSE(h.Stopper(Suit::kHearts));  // a singleton three
  EXPECT_FALSE(h.Stopper(Suit::kDiamonds));
  EXPECT_FALSE(h.Stopper(Suit::kClubs));  // J52: Jxx is no stopper
  EXPECT_TRUE(Eval("K2.Q32.J432.A432").Stopper(Suit::kSpades));
  EXPECT_TRUE(Eval("K2.Q32.J432.A432").Stopper(Suit::kHearts));
  EXPECT_TRUE(Eval("K2.Q32.J432.A432").Stopper(Suit::kDiamonds));
  EXPECT_EQ(h.LongestSuit(), Suit::kSpades);
}

}  // namespace
}  // namespace bidlab::sayc
