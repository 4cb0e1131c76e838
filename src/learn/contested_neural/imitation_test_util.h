// A made-up contested teacher for the four-seat learner's tests: a few
// rules a tiny network learns in seconds, with doubles and redoubles in
// them, and its auctions of random deals (no DDS, no SAYC).
//
//   - nobody has bid and 12+ HCP: one of the longest suit (the higher of
//     two equal lengths);
//   - an opponent's bid stands undoubled and 15+ HCP: double;
//   - our side's bid stands doubled and 10+ HCP: redouble;
//   - otherwise pass.
#pragma once

#include <vector>

#include "core/board.h"
#include "data/dealer.h"
#include "learn/contested_neural/imitation.h"

namespace bidlab::contested_neural::testing {

inline Call TeacherCall(const Hand& hand, const Auction& auction) {
  const int hcp = hand.HighCardPoints();
  if (!auction.LastBid() && hcp >= 12) {
    int longest = 0;
    for (int s = 1; s < kNumSuits; ++s)
      if (hand.Length(SuitAt(s)) >= hand.Length(SuitAt(longest))) longest = s;
    return Call::Bid(1, StrainAt(longest));
  }
  if (auction.CanDouble() && hcp >= 15) return Call::Double();
  if (auction.CanRedouble() && hcp >= 10) return Call::Redouble();
  return Call::Pass();
}

// Deals `first` … `first + count − 1` of `seed`, deal i bid as board i + 1.
inline std::vector<TeacherBoard> TeacherBoardsOf(std::uint64_t seed, std::uint64_t first, std::uint64_t count) {
  std::vector<TeacherBoard> boards;
  for (std::uint64_t i = first; i < first + count; ++i) {
    TeacherBoard b{DealAt(seed, i), BoardDealer(i + 1), BoardVulnerability(i + 1), Auction(BoardDealer(i + 1))};
    while (!b.auction.IsComplete()) b.auction.Add(TeacherCall(b.deal.hand(b.auction.NextToCall()), b.auction));
    boards.push_back(std::move(b));
  }
  return boards;
}

}  // namespace bidlab::contested_neural::testing
