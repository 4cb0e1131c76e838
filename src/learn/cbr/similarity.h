// The similarity of two hands in Bellamy-McIntyre's CBridge1 (thesis §4.3),
// out of 100:
//   51 × ratio(HCP)  +  9 × Σ over the four suits ratio(length)  +  shared cards
// where shared cards = cards held in both hands (at most 13, so the weights
// sum to 51 + 36 + 13 = 100).
//
// "Ratio" is min(a, b) / max(a, b), and 1 when both are 0. The thesis says
// only "a simple ratio of the two"; min/max is the reading that is symmetric,
// lies in [0, 1] and is 1 exactly when the two values are equal, as a
// similarity term must be. 0/0 = 1 because two voids (or two 0-HCP hands)
// are identical in that attribute. Side effect of the paper's choice, kept on
// purpose: a ratio is scale-dependent (3 vs 4 HCP scores 0.75, 15 vs 16 HCP
// 0.94; a void against a singleton scores 0).
//
// Similarities are computed exactly, as integers in units of 1/L with
// L = lcm(1, …, 37): every ratio's denominator (an HCP total ≤ 37 or a suit
// length ≤ 13) divides L, and 100 × L < 2^63. Exact values make ties real
// ties — so "ties broken by the more similar case" and the index-vs-brute-force
// proof do not depend on the order of floating-point additions.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/hand.h"

namespace bidlab::cbr {

using SimUnits = std::int64_t;
// lcm(1, …, 37) = 2^5 · 3^3 · 5^2 · 7 · 11 · 13 · 17 · 19 · 23 · 29 · 31 · 37.
inline constexpr SimUnits kSimScale = 5342931457063200LL;
inline constexpr int kMaxHcp = 37;  // 4 aces, 4 kings, 4 queens and a jack

// What the similarity reads of a hand, computed once per case.
struct HandProfile {
  std::uint64_t mask = 0;
  int hcp = 0;
  std::array<int, kNumSuits> lengths{};  // ♣ ♦ ♥ ♠
};
HandProfile ProfileOf(const Hand& hand);

// ratio(a, b) × kSimScale, exactly. a, b in 0..37.
SimUnits RatioUnits(int a, int b);
// The HCP and suit-length part (out of 87), in units.
SimUnits ShapeUnits(const HandProfile& a, const HandProfile& b);
inline int SharedCards(const HandProfile& a, const HandProfile& b) { return std::popcount(a.mask & b.mask); }
// The whole similarity (out of 100), in units.
inline SimUnits SimilarityUnits(const HandProfile& a, const HandProfile& b) {
  return ShapeUnits(a, b) + SharedCards(a, b) * kSimScale;
}
// Out of 100.
double SimilarityPercent(SimUnits units);
double Similarity(const Hand& a, const Hand& b);

}  // namespace bidlab::cbr
