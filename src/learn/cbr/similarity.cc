#include "learn/cbr/similarity.h"

#include <algorithm>

namespace bidlab::cbr {

namespace {

constexpr SimUnits kHcpWeight = 51;
constexpr SimUnits kSuitWeight = 9;

// ratio × kSimScale for a, b in 0..37 (exact: max(a, b) divides kSimScale).
constexpr std::array<std::array<SimUnits, kMaxHcp + 1>, kMaxHcp + 1> MakeRatioTable() {
  std::array<std::array<SimUnits, kMaxHcp + 1>, kMaxHcp + 1> t{};
  for (int a = 0; a <= kMaxHcp; ++a)
    for (int b = 0; b <= kMaxHcp; ++b) {
      const int hi = std::max(a, b), lo = std::min(a, b);
      t[a][b] = hi == 0 ? kSimScale : kSimScale / hi * lo;
    }
  return t;
}
constexpr auto kRatio = MakeRatioTable();
static_assert(kSimScale % 35 == 0 && kSimScale % 36 == 0 && kSimScale % 37 == 0);
static_assert(kSimScale < INT64_MAX / 100, "100 x kSimScale must fit in 64 bits");

}  // namespace

HandProfile ProfileOf(const Hand& hand) {
  HandProfile p;
  p.mask = hand.mask();
  p.hcp = hand.HighCardPoints();
  for (int s = 0; s < kNumSuits; ++s) p.lengths[s] = hand.Length(SuitAt(s));
  return p;
}

SimUnits RatioUnits(int a, int b) { return kRatio[a][b]; }

SimUnits ShapeUnits(const HandProfile& a, const HandProfile& b) {
  SimUnits suits = 0;
  for (int s = 0; s < kNumSuits; ++s) suits += kRatio[a.lengths[s]][b.lengths[s]];
  return kHcpWeight * kRatio[a.hcp][b.hcp] + kSuitWeight * suits;
}

double SimilarityPercent(SimUnits units) { return static_cast<double>(units) / static_cast<double>(kSimScale); }

double Similarity(const Hand& a, const Hand& b) {
  return SimilarityPercent(SimilarityUnits(ProfileOf(a), ProfileOf(b)));
}

}  // namespace bidlab::cbr
