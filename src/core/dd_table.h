// A double-dummy table: the tricks each declarer takes in each strain with
// perfect play by all four players (20 numbers, 0-13).
#pragma once

#include <array>
#include <cstdint>

#include "core/bridge.h"

namespace bidlab {

class DoubleDummyTable {
 public:
  constexpr int Tricks(Seat declarer, Strain strain) const { return tricks_[ToInt(strain)][ToInt(declarer)]; }
  constexpr void Set(Seat declarer, Strain strain, int tricks) {
    tricks_[ToInt(strain)][ToInt(declarer)] = static_cast<std::uint8_t>(tricks);
  }
  // The better of North and South in a strain (the thesis's assumed declarer
  // plays from that side). Ties go to North.
  constexpr Seat BestNorthSouthDeclarer(Strain strain) const {
    return Tricks(Seat::kSouth, strain) > Tricks(Seat::kNorth, strain) ? Seat::kSouth : Seat::kNorth;
  }
  friend constexpr bool operator==(const DoubleDummyTable&, const DoubleDummyTable&) = default;

 private:
  std::array<std::array<std::uint8_t, kNumSeats>, kNumStrains> tricks_{};
};

}  // namespace bidlab
