// Every evaluator on hands whose value a player can count at the table.
#include "features/evaluators.h"

#include <gtest/gtest.h>

#include "io/pbn_deal.h"

namespace bidlab {
namespace {

// ♠AKT9 ♥QJ2 ♦T8765 ♣3: A K Q J = 10 HCP, tens in spades and diamonds.
const Hand kBalancedish = ParseHandPbn("AKT9.QJ2.T8765.3");
// ♠QJT98765432 ♥A ♦K ♣—: 10 HCP, an 11-card suit, two singletons, a void.
const Hand kFreak = ParseHandPbn("QJT98765432.A.K.");
// ♠T9432 ♥8765 ♦432 ♣2: no points, a ten with the nine.
const Hand kYarborough = ParseHandPbn("T9432.8765.432.2");

TEST(EvaluatorTest, PointCountsFollowTableOne) {
  EXPECT_EQ(WorkPointCount(kBalancedish), 10);       // 4 + 3 + 2 + 1
  EXPECT_EQ(BambergerPointCount(kBalancedish), 16);  // 7 + 5 + 3 + 1
  EXPECT_EQ(ColletPointCount(kBalancedish), 10.5);   // 4 + 3 + 2 + ½ (J) + ½ + ½ (two tens)
  EXPECT_EQ(AkqPoints(kBalancedish), 9);             // 4 + 3 + 2, the jack is worth nothing
  EXPECT_EQ(WorkPointCount(kFreak), 10);
  EXPECT_EQ(BambergerPointCount(kFreak), 16);
  EXPECT_EQ(ColletPointCount(kFreak), 10);  // 2 + ½ + ½ + 4 + 3
  EXPECT_EQ(AkqPoints(kFreak), 9);
  EXPECT_EQ(ColletPointCount(kYarborough), 0.5);  // the ten alone
}

TEST(EvaluatorTest, AssertCountsShortnessAndLongSuits) {
  EXPECT_EQ(AssertSystem(kBalancedish), 12);  // 10 + 1 (singleton ♣) + 1 (five diamonds)
  EXPECT_EQ(AssertSystem(kFreak), 15);        // 10 + 2 (void) + 1 + 1 (singletons) + 1 (long spades)
  EXPECT_EQ(AssertSystem(kYarborough), 2);    // singleton ♣ + five spades; four hearts earn nothing
}

TEST(EvaluatorTest, RuleOfThreeAndFourDependsOnTrump) {
  // No trump: every suit counts from its 4th card. ♠4 → 1, ♦5 → 2.
  EXPECT_EQ(RuleOfThreeAndFour(kBalancedish, std::nullopt), 13);
  // Spades trump: the four spades no longer count, ♦5 still → 2.
  EXPECT_EQ(RuleOfThreeAndFour(kBalancedish, Suit::kSpades), 12);
  // Diamonds trump: ♠4 → 1, the trump suit only from its 5th card → 1.
  EXPECT_EQ(RuleOfThreeAndFour(kBalancedish, Suit::kDiamonds), 12);
  EXPECT_EQ(RuleOfThreeAndFour(kFreak, Suit::kSpades), 17);     // 10 + cards 5-11 of trumps
  EXPECT_EQ(RuleOfThreeAndFour(kFreak, std::nullopt), 18);      // 10 + cards 4-11
  EXPECT_EQ(RuleOfThreeAndFour(kYarborough, std::nullopt), 3);  // ♠5 → 2, ♥4 → 1
}

TEST(EvaluatorTest, PlusValueAddsAcesTensAndHonourGroups) {
  // ¼ for ♠A, ½ for ♠T with honours, ½ for ♠AK (2 of the top 3); ♥QJ and ♦T alone earn nothing.
  EXPECT_EQ(PlusValue(kBalancedish), 11.25);
  // ¼ for ♥A, ½ for ♠T with Q J, ½ for the three spade honours Q J T.
  EXPECT_EQ(PlusValue(kFreak), 11.25);
  EXPECT_EQ(PlusValue(kYarborough), 0.5);  // ♠T9
}

TEST(EvaluatorTest, PairDifferenceIsNorthSouthMinusWestEast) {
  const Deal deal = ParseDealPbn("N:AKT9.QJ2.T8765.3 QJ8765432.A.K.54 .K9843.AQJ2.AK62 .T765.943.QJT987");
  // N 10 + S 17 (♥K ♦AQJ ♣AK) against E 10 (♠QJ ♥A ♦K) + W 3 (♣QJ).
  EXPECT_EQ(PairDifference(Evaluator::kWpc, deal, std::nullopt), 27 - 13);
  // Assert: N 12, S 17 + 2 (void) + 1 (five hearts) = 20; E 10 + 2 + 1 = 13, W 3 + 2 + 1 = 6.
  EXPECT_EQ(PairDifference(Evaluator::kAssert, deal, std::nullopt), 32 - 19);
  EXPECT_EQ(EvaluatorKey(Evaluator::kRuleOf34), "r34");
  EXPECT_EQ(EvaluatorName(Evaluator::kPlusValue), "Plus value");
}

}  // namespace
}  // namespace bidlab
