// BestAllowed against the plain loop over every index, on every allowed set
// of the lowest 12 indices and sets that reach past them and past n.
#include "learn/nn/masked_best.h"

#include <gtest/gtest.h>

#include <array>
#include <functional>

namespace bidlab::nn {
namespace {

constexpr int kN = 38;

template <class Better>
int EveryIndex(const std::array<float, kN>& v, std::uint64_t allowed, Better better) {
  int best = -1;
  for (int c = 0; c < kN; ++c)
    if (((allowed >> c) & 1u) && (best < 0 || better(v[c], v[best]))) best = c;
  return best;
}

TEST(MaskedBest, TheAllowedIndexOfBestValueTiesToTheLower) {
  std::array<float, kN> v{};
  for (int c = 0; c < kN; ++c) v[static_cast<std::size_t>(c)] = static_cast<float>((c * 7) % 5);
  for (std::uint64_t low = 0; low < (1u << 12); ++low)
    for (const std::uint64_t high : {std::uint64_t{0}, std::uint64_t{1} << 37, ~std::uint64_t{0} << 12}) {
      const std::uint64_t allowed = low | high;
      ASSERT_EQ(EveryIndex(v, allowed, std::less<>()), BestAllowed(v.data(), allowed, kN, std::less<>())) << allowed;
      ASSERT_EQ(EveryIndex(v, allowed, std::greater<>()), BestAllowed(v.data(), allowed, kN, std::greater<>()))
          << allowed;
    }
  // v = 0 2 4 1 3 0 2 4 1 3 …
  EXPECT_EQ(0, BestAllowed(v.data(), 0b100001, kN, std::less<>()));       // 0 and 0: the lower index
  EXPECT_EQ(3, BestAllowed(v.data(), 0b11110, kN, std::less<>()));        // 2 4 1 3
  EXPECT_EQ(2, BestAllowed(v.data(), 0b10000100, kN, std::greater<>()));  // 4 and 4
  EXPECT_EQ(-1, BestAllowed(v.data(), 0, kN, std::less<>()));
  EXPECT_EQ(-1, BestAllowed(v.data(), ~std::uint64_t{0} << kN, kN, std::less<>()));  // past n: not indices
}

}  // namespace
}  // namespace bidlab::nn
