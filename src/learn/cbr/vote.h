// CBridge1's decision (thesis §4.4): the call most of the k retrieved cases
// made; when calls tie, the one whose most similar case is more similar wins
// (so k = 2 always answers like k = 1, as the thesis's tables show).
#pragma once

#include <array>

#include "core/call.h"

namespace bidlab::cbr {

// Votes added one at a time, most similar case first; Winner() after each
// Add is the decision for k = the number added so far.
class MajorityVote {
 public:
  void Add(Call call) {
    const int c = call.index();
    if (counts_[c]++ == 0) first_[c] = added_;
    ++added_;
    // Only c's count changed, so only c can overtake the leader.
    if (added_ == 1 || counts_[c] > counts_[winner_] || (counts_[c] == counts_[winner_] && first_[c] < first_[winner_]))
      winner_ = c;
  }
  // PASS before any vote.
  Call Winner() const { return Call::FromIndex(winner_); }
  int votes() const { return added_; }

 private:
  std::array<int, kNumCalls> counts_{};
  std::array<int, kNumCalls> first_{};  // position of the call's first (most similar) vote
  int added_ = 0;
  int winner_ = 0;
};

}  // namespace bidlab::cbr
