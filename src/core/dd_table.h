// A double-dummy table: the tricks each declarer takes in each strain with
// perfect play by all four players (20 numbers, 0-13).
#pragma once

#include <array>
#include <cstdint>

#include "core/bridge.h"

namespace bidlab {

class DoubleDummyTable {
 public:
  constexpr int Tricks(Seat declarer, Strain strain) const {
    return tricks_[ToInt(strain)][ToInt(declarer)];
  }
  constexpr void Set(Seat declarer, Strain strain, int tricks) {
    tricks_[ToInt(strain)][ToInt(declarer)] = static_cast<std::uint8_t>(tricks);
  }
  // The better of North and South in a strain (the thesis's assumed declarer
  // plays from that side). Ties go to North.
  constexpr Seat BestNorthSouthDeclarer(Strain strain) const {
    return Tricks(Seat::kSouth, strain) > Tricks(Seat::kNorth, strain) ? Seat::kSouth : Seat::kNorth;
  }
  // Every entry 0-13, and partners in a strain take tricks that sum with the
  // opponents' to 13 (N and E cannot both make 7 in the same strain, …).
  bool IsConsistent() const;

  friend constexpr bool operator==(const DoubleDummyTable&, const DoubleDummyTable&) = default;

 private:
  std::array<std::array<std::uint8_t, kNumSeats>, kNumStrains> tricks_{};
};

inline bool DoubleDummyTable::IsConsistent() const {
  for (int st = 0; st < kNumStrains; ++st)
    for (int s = 0; s < kNumSeats; ++s)
      if (tricks_[st][s] > kNumRanks) return false;
  return true;
}

}  // namespace bidlab
