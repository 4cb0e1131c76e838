// Choosing among a network's outputs: the best of those a bit mask allows
// (the bidders' legal calls), by a comparison the caller gives.
#pragma once

#include <bit>
#include <cstdint>

namespace bidlab::nn {

// The index c < n (n ≤ 64) with bit c of `allowed` set whose value
// `better(values[c], values[best])` prefers to every other's, the lower index
// on a tie; −1 when none is allowed. Only the allowed indices are visited (a
// branch per index mispredicts).
template <class Better>
int BestAllowed(const float* values, std::uint64_t allowed, int n, Better better) {
  if (n < 64) allowed &= (std::uint64_t{1} << n) - 1;
  int best = -1;
  for (; allowed != 0; allowed &= allowed - 1) {
    const int c = std::countr_zero(allowed);
    if (best < 0 || better(values[c], values[best])) best = c;
  }
  return best;
}

}  // namespace bidlab::nn
