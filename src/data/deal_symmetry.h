// Relabellings of a deal whose double-dummy table follows from the original
// table without solving. Double-dummy play depends on the suits only through
// which of them is trumps, so renaming the suits renames the table's strains;
// turning the table half round (N↔S, E↔W) swaps the declarers. A uniformly
// random deal stays uniformly random under each of them, so one solved deal
// stands for 48 (24 suit orders × the half turn) equally likely, exactly
// solved deals. The costs of the relabelled deal must be recomputed from its
// table (a major renamed a minor scores differently).
#pragma once

#include <array>
#include <cstdint>

#include "core/bridge.h"
#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

struct DealSymmetry {
  std::array<Suit, kNumSuits> suit_to{Suit::kClubs, Suit::kDiamonds, Suit::kHearts,
                                      Suit::kSpades};  // suit s is renamed suit_to[s]
  bool half_turn = false;                              // North's cards go to South, East's to West, and back

  // Symmetry i of the 48, 0 = the identity; i / 24 = the half turn, i % 24
  // the suit order in lexicographic order of suit_to. Throws Error outside 0-47.
  static DealSymmetry FromIndex(int i);
};
inline constexpr int kNumDealSymmetries = 48;

// The symmetries of a deal's copies: 0 (the deal itself) first, then the
// other 47 in an order drawn from `seed` (the deal's number): the first n
// entries name n distinct copies of the deal.
std::array<int, kNumDealSymmetries> SymmetryOrder(std::uint64_t seed);

// The hand with its suits renamed (the half turn moves hands, not cards).
Hand Relabel(Hand hand, const DealSymmetry& symmetry);
Deal Relabel(const Deal& deal, const DealSymmetry& symmetry);
// The table of Relabel(deal) given the table of deal.
DoubleDummyTable Relabel(const DoubleDummyTable& table, const DealSymmetry& symmetry);

}  // namespace bidlab
