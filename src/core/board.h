// Board numbers and the standard rotation of dealer and vulnerability
// (DESIGN.md §1b; the WBF/ACBL 16-board cycle printed on every duplicate
// board): board b (1-based) is dealt by N, E, S, W in turn, (b-1) mod 4, and
// its vulnerability follows (b-1) mod 16:
//
//   board  1  2  3  4    5  6  7  8    9 10 11 12   13 14 15 16
//   vul    -  NS EW All  NS EW All -    EW All -  NS  All -  NS EW
//
// Board 17 starts the cycle again (same as board 1).
#pragma once

#include <cstdint>

#include "core/bridge.h"

namespace bidlab {

// board >= 1.
Seat BoardDealer(std::uint64_t board);
Vulnerability BoardVulnerability(std::uint64_t board);

// Whether `seat`'s side is vulnerable.
constexpr bool IsVulnerable(Vulnerability vulnerability, Seat seat) {
  return ((static_cast<int>(vulnerability) >> (ToInt(seat) & 1)) & 1) != 0;
}

}  // namespace bidlab
