#include "data/dealer.h"

#include <gtest/gtest.h>

#include <array>

namespace bidlab {
namespace {

TEST(Dealer, SameSeedAndIndexGiveTheSameDeal) {
  EXPECT_EQ(DealAt(7, 123), DealAt(7, 123));
  EXPECT_FALSE(DealAt(7, 123) == DealAt(7, 124));
  EXPECT_FALSE(DealAt(7, 123) == DealAt(8, 123));
}

TEST(Dealer, EveryDealIsValid) {
  for (std::uint64_t i = 0; i < 1000; ++i) {
    const Deal d = DealAt(1, i);
    for (int s = 0; s < kNumSeats; ++s) EXPECT_EQ(d.hand(SeatAt(s)).Size(), 13);
  }
}

// Each card lands in each seat a quarter of the time (STYLE.md §10): with
// 40,000 deals each count is ~10,000 with standard deviation ~87; 6 sigma.
TEST(Dealer, EachCardGoesToEachSeatAQuarterOfTheTime) {
  constexpr int kDeals = 40000;
  std::array<std::array<int, kNumSeats>, kNumCards> counts{};
  for (int i = 0; i < kDeals; ++i) {
    const Deal d = DealAt(2014, static_cast<std::uint64_t>(i));
    for (int c = 0; c < kNumCards; ++c) ++counts[c][ToInt(d.Owner(Card{static_cast<std::uint8_t>(c)}))];
  }
  for (int c = 0; c < kNumCards; ++c)
    for (int s = 0; s < kNumSeats; ++s) {
      EXPECT_NEAR(counts[c][s], kDeals / 4.0, 520) << CardName(Card{static_cast<std::uint8_t>(c)}) << " seat " << s;
    }
}

TEST(SplitMix64, BelowStaysInRangeAndHitsEveryValue) {
  SplitMix64 rng(99);
  std::array<int, 7> seen{};
  for (int i = 0; i < 7000; ++i) {
    const auto v = rng.Below(7);
    ASSERT_LT(v, 7u);
    ++seen[v];
  }
  for (int count : seen) EXPECT_NEAR(count, 1000, 150);
}

}  // namespace
}  // namespace bidlab
