// What a player's calls have shown so far: a range of high-card points, a
// range of length in each suit, and whether the hand is known to be
// balanced. Partner's picture is what a SAYC player reasons from when
// placing the contract; it is derived from the auction alone.
#pragma once

#include <array>
#include <string>

#include "core/bridge.h"
#include "learn/sayc/hand_eval.h"

namespace bidlab::sayc {

struct Range {
  int lo = 0;
  int hi = 37;
  friend bool operator==(Range, Range) = default;
};

class Picture {
 public:
  Range hcp{0, 37};
  std::array<Range, kNumSuits> len{Range{0, 13}, Range{0, 13}, Range{0, 13}, Range{0, 13}};
  bool balanced = false;

  // Narrowing, for building requirements fluently: Picture().Hcp(15, 17).Balanced().
  Picture& Hcp(int lo, int hi);
  Picture& AtLeast(Suit s, int n);
  Picture& AtMost(Suit s, int n);
  Picture& Exactly(Suit s, int n) { return AtLeast(s, n).AtMost(s, n); }
  Picture& Balanced() {
    balanced = true;
    return *this;
  }

  int MinLen(Suit s) const { return len[ToInt(s)].lo; }
  int MaxLen(Suit s) const { return len[ToInt(s)].hi; }
  // The middle of the HCP range, but no more than two above its bottom:
  // hands near the bottom of a wide range are the more frequent.
  int LikelyHcp() const;
  int MidHcp() const { return (hcp.lo + hcp.hi + 1) / 2; }

  // Whether `hand` meets every requirement of this picture.
  bool Fits(const HandEval& hand) const;

  // What is known after both: the intersection of the ranges. When they do
  // not overlap (a call showed more than earlier calls allowed) the later
  // picture wins.
  static Picture Narrowed(const Picture& before, const Picture& now);
  // What is known when either was shown: the smallest ranges holding both.
  static Picture Either(const Picture& a, const Picture& b);

  // "12-14 HCP, balanced, S 4+" for traces and tests.
  std::string Describe() const;

  friend bool operator==(const Picture&, const Picture&) = default;
};

}  // namespace bidlab::sayc
