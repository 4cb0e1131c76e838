// The 208 encoding of a hand-written deal, the rotation of a deal and its DD
// table (checked against DDS), the suit swap, and the examples built from them.
#include "learn/ddnet/deal_encoding.h"

#include <gtest/gtest.h>

#include "dd/dds_solver.h"
#include "io/pbn_deal.h"
#include "learn/ddnet/comparator.h"
#include "learn/ddnet/trick_examples.h"

namespace bidlab::ddnet {
namespace {

// North holds all the spades, East the hearts, South the diamonds, West the clubs.
const Deal kSuitsDeal = ParseDealPbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
// A deal with a real play problem.
const Deal kMixedDeal = ParseDealPbn("N:AKT9.QJ2.T8765.3 QJ8765432.A.K.54 .K9843.AQJ2.AK62 .T765.943.QJT987");

TEST(DdnetEncodingTest, HandWrittenDealLandsInTheRightSlots) {
  float x[kInputs];
  EncodeDeal(kSuitsDeal, x);
  // Blocks W, N, E, S; within a block ♠ 0-12, ♥ 13-25, ♦ 26-38, ♣ 39-51, ace first.
  for (int i = 0; i < kInputs; ++i) {
    const int block = i / 52, slot = i % 52;
    const bool expected = (block == 0 && slot >= 39) ||               // West: clubs
                          (block == 1 && slot < 13) ||                // North: spades
                          (block == 2 && slot >= 13 && slot < 26) ||  // East: hearts
                          (block == 3 && slot >= 26 && slot < 39);    // South: diamonds
    EXPECT_EQ(x[i], expected ? 1.0f : 0.0f) << "input " << i;
  }
  EncodeDeal(kMixedDeal, x);
  EXPECT_EQ(x[52 + 0], 1.0f);      // North ♠A
  EXPECT_EQ(x[52 + 4], 1.0f);      // North ♠T
  EXPECT_EQ(x[52 + 5], 1.0f);      // North ♠9
  EXPECT_EQ(x[52 + 3], 0.0f);      // ♠J is East's
  EXPECT_EQ(x[104 + 3], 1.0f);     // East ♠J
  EXPECT_EQ(x[52 + 51], 0.0f);     // South, not North, holds ♣2
  EXPECT_EQ(x[156 + 51], 1.0f);    // South ♣2
  EXPECT_EQ(x[0 + 39 + 2], 1.0f);  // West ♣Q
  EXPECT_EQ(InputIndex(Seat::kWest, Card::Of(Suit::kSpades, kAceRank)), 0);
  EXPECT_EQ(InputIndex(Seat::kSouth, Card::Of(Suit::kClubs, 0)), 207);
  float sum = 0;
  for (float v : x) sum += v;
  EXPECT_EQ(sum, 52.0f);
}

TEST(DdnetEncodingTest, RotationMovesEachHandClockwiseWithItsTricks) {
  const Deal r = kSuitsDeal.Rotated();
  EXPECT_EQ(r.hand(Seat::kEast), kSuitsDeal.hand(Seat::kNorth));  // N → E
  EXPECT_EQ(r.hand(Seat::kSouth), kSuitsDeal.hand(Seat::kEast));  // E → S
  EXPECT_EQ(r.hand(Seat::kWest), kSuitsDeal.hand(Seat::kSouth));  // S → W
  EXPECT_EQ(r.hand(Seat::kNorth), kSuitsDeal.hand(Seat::kWest));  // W → N
  EXPECT_EQ(r.Rotated().Rotated().Rotated(), kSuitsDeal);

  // Two marked entries of an otherwise empty table follow their seats.
  DoubleDummyTable table;
  table.Set(Seat::kNorth, Strain::kSpades, 13);
  table.Set(Seat::kEast, Strain::kHearts, 13);
  const DoubleDummyTable rotated = RotatedTable(table);
  EXPECT_EQ(rotated.Tricks(Seat::kEast, Strain::kSpades), 13);   // North's tricks now East's
  EXPECT_EQ(rotated.Tricks(Seat::kSouth, Strain::kHearts), 13);  // East's now South's
  EXPECT_EQ(rotated.Tricks(Seat::kNorth, Strain::kSpades), 0);
}

TEST(DdnetEncodingTest, RotatedTableIsTheTableOfTheRotatedDeal) {
  const DdsSolver solver(1);
  const std::vector<Deal> deals = {kMixedDeal, kMixedDeal.Rotated(), SwapWithSpades(kMixedDeal, Suit::kClubs)};
  const std::vector<DoubleDummyTable> tables = solver.Solve(deals);
  EXPECT_EQ(RotatedTable(tables[0]), tables[1]);
  // Swapping clubs with spades swaps those two strains and nothing else.
  for (int s = 0; s < kNumSeats; ++s) {
    EXPECT_EQ(tables[2].Tricks(SeatAt(s), Strain::kSpades), tables[0].Tricks(SeatAt(s), Strain::kClubs));
    EXPECT_EQ(tables[2].Tricks(SeatAt(s), Strain::kClubs), tables[0].Tricks(SeatAt(s), Strain::kSpades));
    EXPECT_EQ(tables[2].Tricks(SeatAt(s), Strain::kHearts), tables[0].Tricks(SeatAt(s), Strain::kHearts));
    EXPECT_EQ(tables[2].Tricks(SeatAt(s), Strain::kNoTrump), tables[0].Tricks(SeatAt(s), Strain::kNoTrump));
  }
}

TEST(DdnetEncodingTest, SuitPermutationMovesEachStrainWithItsSuit) {
  const SuitPermutation perm = {1, 2, 0, 3};  // ♣→♦, ♦→♥, ♥→♣, spades stay
  const Deal permuted = PermuteSuits(kMixedDeal, perm);
  EXPECT_EQ(permuted.hand(Seat::kNorth).SuitMask(Suit::kDiamonds),
            kMixedDeal.hand(Seat::kNorth).SuitMask(Suit::kClubs));
  EXPECT_EQ(permuted.hand(Seat::kNorth).SuitMask(Suit::kSpades), kMixedDeal.hand(Seat::kNorth).SuitMask(Suit::kSpades));
  const std::vector<Deal> deals = {kMixedDeal, permuted};
  const std::vector<DoubleDummyTable> tables = DdsSolver(1).Solve(deals);
  for (int s = 0; s < kNumSeats; ++s) {
    for (int suit = 0; suit < kNumSuits; ++suit)
      EXPECT_EQ(tables[1].Tricks(SeatAt(s), StrainAt(perm[static_cast<std::size_t>(suit)])),
                tables[0].Tricks(SeatAt(s), StrainAt(suit)));
    EXPECT_EQ(tables[1].Tricks(SeatAt(s), Strain::kNoTrump), tables[0].Tricks(SeatAt(s), Strain::kNoTrump));
  }
  std::mt19937_64 rng(3);
  for (const SuitPermutation& p : RandomSuitPermutations(50, true, rng)) EXPECT_EQ(p[3], 3);
}

TEST(DdnetEncodingTest, ExamplesTakeEveryPairAndTrumpInTurn) {
  DoubleDummyTable table;
  for (int st = 0; st < kNumStrains; ++st)
    for (int s = 0; s < kNumSeats; ++s) table.Set(SeatAt(s), StrainAt(st), st + 2 * s);  // distinct values
  const DealRecord record{kMixedDeal, table};
  const auto nt = TrickExamples(std::span(&record, 1), ContractKind::kNoTrump);
  ASSERT_EQ(nt.size(), 4u);
  // Rotation r puts the original seat r steps anticlockwise of North at North: N, W, S, E.
  const std::array<Seat, 4> declarer = {Seat::kNorth, Seat::kWest, Seat::kSouth, Seat::kEast};
  for (int r = 0; r < 4; ++r) {
    EXPECT_EQ(nt[static_cast<std::size_t>(r)].tricks,
              table.Tricks(declarer[static_cast<std::size_t>(r)], Strain::kNoTrump));
    EXPECT_EQ(nt[static_cast<std::size_t>(r)].rotated_tricks,
              table.Tricks(declarer[static_cast<std::size_t>((r + 1) % 4)], Strain::kNoTrump));
  }
  EXPECT_EQ(nt[1].deal, kMixedDeal.Rotated());
  const auto suit = TrickExamples(std::span(&record, 1), ContractKind::kSuit);
  ASSERT_EQ(suit.size(), 16u);
  EXPECT_EQ(suit[0].tricks, table.Tricks(Seat::kNorth, Strain::kClubs));
  EXPECT_EQ(suit[0].deal.hand(Seat::kNorth).Length(Suit::kSpades), 1);  // North's single club is now a spade
  EXPECT_EQ(suit[3].deal, kMixedDeal);                                  // spades stay
  EXPECT_EQ(ComparatorTruth({kMixedDeal, 8, 5}), kLeftBetter);
  EXPECT_EQ(ComparatorTruth({kMixedDeal, 6, 6}), kEqual);
}

}  // namespace
}  // namespace bidlab::ddnet
