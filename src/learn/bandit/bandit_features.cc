#include "learn/bandit/bandit_features.h"

#include "features/hand_features.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

namespace {

constexpr double kHcpScale = 10.0;
constexpr double kLengthScale = 4.0;

std::array<double, kBanditDim> ComputeScales() {
  // condensed2's slot order (hand_features.h): bias, v0 … v4, then v_i·v_j
  // for i ≤ j in lexicographic order.
  const std::array<double, kCondensedValues> s = {kHcpScale, kLengthScale, kLengthScale, kLengthScale, kLengthScale};
  std::array<double, kBanditDim> scales{};
  int n = 0;
  scales[n++] = 1.0;
  for (int i = 0; i < kCondensedValues; ++i) scales[n++] = s[i];
  for (int i = 0; i < kCondensedValues; ++i)
    for (int j = i; j < kCondensedValues; ++j) scales[n++] = s[i] * s[j];
  return scales;
}

}  // namespace

const std::array<double, kBanditDim>& BanditFeatureScales() {
  static const std::array<double, kBanditDim> scales = ComputeScales();
  return scales;
}

BanditVector BanditFeatures(const Hand& hand) {
  std::array<double, kBanditDim> raw{};
  EncodeHand(FeatureSet::kCondensed2, hand, raw);
  const auto& scales = BanditFeatureScales();
  BanditVector x;
  for (int j = 0; j < kBanditDim; ++j) x[j] = raw[static_cast<std::size_t>(j)] / scales[static_cast<std::size_t>(j)];
  return x;
}

BanditDeal MakeBanditDeal(const Hand& north, const Hand& south, std::span<const int, kNumFinalCalls> costs) {
  BanditDeal d;
  d.north = BanditFeatures(north);
  d.south = BanditFeatures(south);
  for (int c = 0; c < kNumFinalCalls; ++c)
    d.reward[static_cast<std::size_t>(c)] = static_cast<double>(kMaxImps - costs[static_cast<std::size_t>(c)]);
  return d;
}

std::vector<BanditDeal> BanditDealsOf(std::span<const CostExample> examples) {
  std::vector<BanditDeal> deals;
  deals.reserve(examples.size());
  for (const CostExample& e : examples) deals.push_back(MakeBanditDeal(e.north, e.south, e.costs));
  return deals;
}

}  // namespace bidlab
