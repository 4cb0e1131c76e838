#include "data/apriori.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/error.h"
#include "data/cost_vector.h"
#include "data/dealer.h"

namespace bidlab {
namespace {

TEST(APriori, LayoutsKeepNorthSouthAndDealEastWestAgain) {
  const Deal deal = DealAt(2014, 90000);
  const std::vector<Deal> layouts = LayoutsOf(deal, 7, 20);
  for (const Deal& layout : layouts) {
    EXPECT_EQ(layout.hand(Seat::kNorth), deal.hand(Seat::kNorth));
    EXPECT_EQ(layout.hand(Seat::kSouth), deal.hand(Seat::kSouth));
    EXPECT_EQ(layout.hand(Seat::kEast).mask() | layout.hand(Seat::kWest).mask(),
              deal.hand(Seat::kEast).mask() | deal.hand(Seat::kWest).mask());
  }
  EXPECT_NE(layouts[0], layouts[1]);
  EXPECT_EQ(LayoutOf(deal, 7, 3), layouts[3]);  // layout k depends on k alone, not on how many are asked
  EXPECT_NE(LayoutOf(deal, 8, 3), layouts[3]);
}

// Each East-West card lands with East half of the time.
TEST(APriori, EveryEastWestCardGoesEastHalfOfTheTime) {
  const Deal deal = DealAt(1, 1);
  constexpr int kLayouts = 4000;
  std::array<int, kNumCards> east{};
  for (int k = 0; k < kLayouts; ++k) {
    const Hand e = LayoutOf(deal, 3, k).hand(Seat::kEast);
    for (int c = 0; c < kNumCards; ++c) east[c] += e.Has(Card{static_cast<std::uint8_t>(c)});
  }
  const std::uint64_t north_south = deal.hand(Seat::kNorth).mask() | deal.hand(Seat::kSouth).mask();
  for (int c = 0; c < kNumCards; ++c) {
    if ((north_south >> c & 1u) != 0) {
      EXPECT_EQ(east[c], 0);
    } else {
      EXPECT_NEAR(east[c] / static_cast<double>(kLayouts), 0.5, 0.035) << "card " << c;  // 4.4 standard errors
    }
  }
}

DoubleDummyTable Table(int north_hearts, int south_hearts) {
  DoubleDummyTable t;
  for (int seat = 0; seat < kNumSeats; ++seat)
    for (int s = 0; s < kNumStrains; ++s) t.Set(SeatAt(seat), StrainAt(s), 6);
  t.Set(Seat::kNorth, Strain::kHearts, north_hearts);
  t.Set(Seat::kSouth, Strain::kHearts, south_hearts);
  t.Set(Seat::kEast, Strain::kHearts, 13 - std::max(north_hearts, south_hearts));
  t.Set(Seat::kWest, Strain::kHearts, 13 - std::max(north_hearts, south_hearts));
  return t;
}

// North takes 12 heart tricks on three layouts of four, 11 on the fourth;
// South always 12. Nobody vulnerable. 6H by South: always made, cost 0.
// 6H by North: one down on one layout where 5H makes 450: 500 points, 11
// IMPs, 2.75 on average. 4H by either: 480 against 980 on three layouts
// (11 IMPs each), 8.25.
TEST(APriori, TheOptimumHasItsDeclarer) {
  const std::vector<DoubleDummyTable> layouts = {Table(12, 12), Table(12, 12), Table(12, 12), Table(11, 12)};
  const APrioriContract best = APrioriOptimum(layouts, Vulnerability::kNone);
  EXPECT_EQ(ContractName(best.contract), "6♥ by S");
  EXPECT_DOUBLE_EQ(best.cost, 0.0);
  const std::vector<DoubleDummyTable> north = {Table(12, 11), Table(12, 11), Table(12, 11), Table(11, 10)};
  EXPECT_EQ(ContractName(APrioriOptimum(north, Vulnerability::kNone).contract), "6♥ by N");
  EXPECT_DOUBLE_EQ(APrioriOptimum(north, Vulnerability::kNone).cost, 2.75);
  // The §1 costs (assumed declarer, South here): 6H 0, 4H 8.25.
  const std::array<double, kNumFinalCalls> costs = APrioriCosts(north, Vulnerability::kNone);
  EXPECT_DOUBLE_EQ(costs[Call::Bid(6, Strain::kHearts).index()], 2.75);
  EXPECT_DOUBLE_EQ(costs[Call::Bid(4, Strain::kHearts).index()], 8.25);
}

TEST(APriori, OneLayoutIsTheCostVector) {
  const DoubleDummyTable t = Table(10, 9);
  const CostVector v = MakeCostVector(t, Vulnerability::kBoth);
  const std::array<double, kNumFinalCalls> costs = APrioriCosts(std::vector<DoubleDummyTable>{t}, Vulnerability::kBoth);
  for (int i = 0; i < kNumFinalCalls; ++i) EXPECT_DOUBLE_EQ(costs[i], v.costs[i]);
  EXPECT_THROW(APrioriCosts(std::vector<DoubleDummyTable>{}, Vulnerability::kNone), Error);
}

}  // namespace
}  // namespace bidlab
