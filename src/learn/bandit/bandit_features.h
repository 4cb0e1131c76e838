// What the bandit learner sees of a deal (thesis §4.1: the condensed
// features with their 2nd-order expansion, 21 values a hand), precomputed
// once per deal so that training never encodes a hand twice.
//
// Each hand's 21 condensed2 values (features/hand_features.h: 1 bias + 5
// linear + 15 products of HCP and the ♣ ♦ ♥ ♠ lengths) are divided by fixed
// scales — HCP by 10, a suit length by 4, a product by the product of its
// factors' scales — so that every slot is of order 1. A linear model on the
// scaled values is the same model (w_j·x_j = (w_j·s_j)·(x_j/s_j)); the
// scaling keeps the ridge Gram matrices well conditioned (HCP² reaches
// 1,369 beside a bias of 1) and lets λ weigh every slot alike.
#pragma once

#include <array>
#include <span>
#include <vector>

#include "core/call.h"
#include "core/hand.h"
#include "core/imp.h"
#include "learn/eigen.h"

namespace bidlab {

inline constexpr int kBanditDim = 21;  // condensed2: 1 + 5 + 15
using BanditVector = Eigen::Matrix<double, kBanditDim, 1>;
using BanditMatrix = Eigen::Matrix<double, kBanditDim, kBanditDim>;

// The per-slot divisors, in condensed2's slot order.
const std::array<double, kBanditDim>& BanditFeatureScales();

// The scaled condensed2 features of a hand.
BanditVector BanditFeatures(const Hand& hand);

// A training deal: both hands' features and the reward of each final call,
// reward = 24 − cost (thesis §4.1: "24 minus the cost ... to keep the
// rewards non-negative").
struct BanditDeal {
  BanditVector north, south;
  std::array<double, kNumFinalCalls> reward{};
};

// costs: IMPs by final call index (PASS, 1C … 7NT).
BanditDeal MakeBanditDeal(const Hand& north, const Hand& south, std::span<const int, kNumFinalCalls> costs);

struct CostExample;
// The bandit learner's view of cost examples (learn/baseline/cost_example.h).
std::vector<BanditDeal> BanditDealsOf(std::span<const CostExample> examples);

}  // namespace bidlab
