// Exploration apart from learning (STYLE.md §8): the upper-confidence-bound
// rules of the thesis (§3.3) as pure functions from estimates, counts and an
// explicit seed to a choice. The bandit model holds a strategy; it never
// draws random numbers of its own.
//
// Each arm m (a call a bidding node may make) has an estimated reward
// ŵ_m·x and an uncertainty u_m; the rule picks
//
//   argmax_m  ŵ_m·x + α·u_m
//
// with, for the two strategies of the thesis,
//
//   UCB1   (Auer et al. 2002)   u_m = sqrt(2 ln T / T_m)
//          T = examples used to learn the whole node, T_m = examples of arm m;
//          an arm with T_m = 0 has u_m = +∞ (tried before any other)
//   LinUCB (Chu et al. 2011)    u_m = sqrt(xᵀ A_m⁻¹ x),  A_m = X_mᵀX_m + λI
//
// Ties (every arm at +∞ at the start, or all estimates 0) are broken
// uniformly at random by `tie_seed`, so that a node with no data spreads its
// examples over its arms instead of always choosing the lowest call.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "learn/eigen.h"

namespace bidlab {

enum class UcbRule { kUcb1, kLinUcb };
std::string UcbRuleName(UcbRule rule);  // "ucb1", "linucb"
std::optional<UcbRule> ParseUcbRule(std::string_view name);

// sqrt(2 ln T / T_m); +∞ when count == 0; 0 when total <= 1 and count > 0.
double Ucb1Uncertainty(double total, double count);

// sqrt(xᵀ A⁻¹ x) for the inverse of a symmetric positive-definite A.
template <typename Vector, typename Matrix>
double LinUcbUncertainty(const Vector& x, const Matrix& a_inverse) {
  const double q = x.dot(a_inverse * x);
  return q > 0 ? std::sqrt(q) : 0.0;
}

// The index of the arm with the largest estimate + α·uncertainty among the
// arms whose bit is set in `allowed` (bit m = arm m; at most 64 arms, spans
// at least as long as the highest allowed bit). +∞ uncertainties beat every
// finite score; ties go to a uniformly random one of the tied arms, chosen by
// `tie_seed` alone. Returns -1 when no arm is allowed.
int ChooseUpperConfidence(std::span<const double> estimates, std::span<const double> uncertainties, double alpha,
                          std::uint64_t allowed, std::uint64_t tie_seed);

}  // namespace bidlab
