#include "core/board.h"

#include <array>
#include <cassert>

namespace bidlab {

Seat BoardDealer(std::uint64_t board) {
  assert(board >= 1);
  return SeatAt(static_cast<int>((board - 1) % kNumSeats));
}

Vulnerability BoardVulnerability(std::uint64_t board) {
  assert(board >= 1);
  using V = Vulnerability;
  static constexpr std::array<V, 16> kCycle = {V::kNone,       V::kNorthSouth, V::kEastWest,   V::kBoth,
                                               V::kNorthSouth, V::kEastWest,   V::kBoth,       V::kNone,
                                               V::kEastWest,   V::kBoth,       V::kNone,       V::kNorthSouth,
                                               V::kBoth,       V::kNone,       V::kNorthSouth, V::kEastWest};
  return kCycle[(board - 1) % kCycle.size()];
}

}  // namespace bidlab
