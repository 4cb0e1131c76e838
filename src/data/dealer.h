// Random deals by construction: deal i of seed s is drawn from a generator
// derived from (s, i) alone, so any range of a data set can be produced
// anywhere and merged byte-identically (DESIGN.md §1).
#pragma once

#include <cstdint>

#include "core/hand.h"

namespace bidlab {

// SplitMix64 (Steele, Lea & Flood 2014): a 64-bit generator whose whole state
// is one counter; good enough statistically for dealing, and trivially seeded.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t state) : state_(state) {}
  std::uint64_t Next();
  // Uniform in [0, bound) without modulo bias (Lemire 2019: multiply, reject).
  std::uint32_t Below(std::uint32_t bound);

 private:
  std::uint64_t state_;
};

// Deal `index` of `seed`: a uniform permutation of the 52 cards (Fisher-Yates
// driven by SplitMix64 seeded from both numbers), cards 0-12 of the permutation
// to North, 13-25 to East, 26-38 to South, 39-51 to West.
Deal DealAt(std::uint64_t seed, std::uint64_t index);

}  // namespace bidlab
