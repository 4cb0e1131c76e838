#include "data/deal_symmetry.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "core/error.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

TEST(DealSymmetry, TheFortyEightAreDistinctAndZeroIsTheIdentity) {
  const Deal deal = DealAt(2014, 0);
  EXPECT_EQ(Relabel(deal, DealSymmetry::FromIndex(0)), deal);
  std::set<std::string> seen;
  for (int i = 0; i < kNumDealSymmetries; ++i) seen.insert(FormatDealPbn(Relabel(deal, DealSymmetry::FromIndex(i))));
  EXPECT_EQ(seen.size(), 48u);
  EXPECT_THROW(DealSymmetry::FromIndex(48), Error);
  EXPECT_THROW(DealSymmetry::FromIndex(-1), Error);
}

TEST(DealSymmetry, RenamesSuitsAndTurnsTheTableByHand) {
  // Spades and clubs exchanged, then half a turn: North's AKQ of spades
  // become South's AKQ of clubs.
  DealSymmetry s;
  s.suit_to = {Suit::kSpades, Suit::kDiamonds, Suit::kHearts, Suit::kClubs};
  s.half_turn = true;
  const Deal deal = ParseDealPbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
  const Deal turned = Relabel(deal, s);
  EXPECT_EQ(turned.hand(Seat::kSouth).Length(Suit::kClubs), 13);
  EXPECT_EQ(turned.hand(Seat::kWest).Length(Suit::kHearts), 13);
  EXPECT_EQ(turned.hand(Seat::kNorth).Length(Suit::kDiamonds), 13);
  EXPECT_EQ(turned.hand(Seat::kEast).Length(Suit::kSpades), 13);
  DoubleDummyTable table;
  table.Set(Seat::kNorth, Strain::kSpades, 13);
  table.Set(Seat::kEast, Strain::kNoTrump, 7);
  const DoubleDummyTable t = Relabel(table, s);
  EXPECT_EQ(t.Tricks(Seat::kSouth, Strain::kClubs), 13);
  EXPECT_EQ(t.Tricks(Seat::kWest, Strain::kNoTrump), 7);
  EXPECT_EQ(t.Tricks(Seat::kNorth, Strain::kSpades), 0);
}

// The fact the data augmentation rests on, checked against DDS itself: the
// table DDS gives a relabelled deal is the relabelled table.
TEST(DealSymmetry, DdsAgreesThatTheRelabelledTableIsExact) {
  std::vector<Deal> deals;
  std::vector<DealSymmetry> symmetries;
  for (int i = 0; i < 3; ++i) {
    const DealSymmetry s = DealSymmetry::FromIndex(7 + 19 * i);  // three orders, with and without the half turn
    symmetries.push_back(s);
    deals.push_back(DealAt(2014, static_cast<std::uint64_t>(i)));
    deals.push_back(Relabel(deals.back(), s));
  }
  const std::vector<DoubleDummyTable> tables = DdsSolver().Solve(deals);
  for (std::size_t i = 0; i < symmetries.size(); ++i)
    EXPECT_EQ(Relabel(tables[2 * i], symmetries[i]), tables[2 * i + 1]) << "deal " << i;
}

}  // namespace
}  // namespace bidlab
