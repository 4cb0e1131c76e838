// Synthetic training deals for the bandit tests: real random hands, and a
// made-up yardstick that needs both hands, so that bidding has to carry
// information (no DDS).
#pragma once

#include <array>
#include <cstdlib>
#include <vector>

#include "data/dealer.h"
#include "learn/bandit/bandit_features.h"

namespace bidlab::testing {

// The contract to reach depends on the two hands' HCP together: PASS below
// 20, 1NT for 20-22, 2NT 23-24, 3NT 25-29, 6NT 30-32, 7NT 33+. A call costs
// one IMP per step of index away from it (at most 24).
inline int SyntheticBest(const Hand& north, const Hand& south) {
  const int total = north.HighCardPoints() + south.HighCardPoints();
  const Call best = total < 20   ? Call::Pass()
                    : total < 23 ? Call::Bid(1, Strain::kNoTrump)
                    : total < 25 ? Call::Bid(2, Strain::kNoTrump)
                    : total < 30 ? Call::Bid(3, Strain::kNoTrump)
                    : total < 33 ? Call::Bid(6, Strain::kNoTrump)
                                 : Call::Bid(7, Strain::kNoTrump);
  return best.index();
}

inline std::array<int, kNumFinalCalls> SyntheticCosts(const Hand& north, const Hand& south) {
  const int best = SyntheticBest(north, south);
  std::array<int, kNumFinalCalls> costs{};
  for (int c = 0; c < kNumFinalCalls; ++c) costs[static_cast<std::size_t>(c)] = std::min(24, std::abs(c - best));
  return costs;
}

inline std::vector<BanditDeal> SyntheticDeals(int count, std::uint64_t seed) {
  std::vector<BanditDeal> deals;
  for (int i = 0; i < count; ++i) {
    const Deal d = DealAt(seed, static_cast<std::uint64_t>(i));
    const auto costs = SyntheticCosts(d.hand(Seat::kNorth), d.hand(Seat::kSouth));
    deals.push_back(MakeBanditDeal(d.hand(Seat::kNorth), d.hand(Seat::kSouth), costs));
  }
  return deals;
}

}  // namespace bidlab::testing
