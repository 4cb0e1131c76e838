// One-sided support vector regression (Tu & Lin, ICML 2010, "One-sided
// support vector regression for multiclass cost-sensitive classification";
// the thesis's CSOSR, reference [13]) for one call, solved in the dual by
// SMO with second-order working-set selection (Fan, Chen & Lin, JMLR 2005 —
// the algorithm of LIBSVM, written here from the papers).
//
// THE PROBLEM. Examples i = 1..n with kernel K, cost c_i of the call, and a
// side z_i: +1 when the call is one of example i's cheapest calls (its
// estimate is penalised only when it is ABOVE c_i), −1 otherwise (penalised
// only when BELOW c_i). With f(x) = w·φ(x) + b:
//
//   minimise over w, b:   ½‖w‖²  +  C Σ_i max(0, z_i (f(x_i) − c_i))
//
// (the bias b is not penalised). Writing y_i = −z_i this is an SVM whose
// margins are y_i c_i instead of 1: y_i f(x_i) ≥ y_i c_i − ξ_i, ξ_i ≥ 0.
//
// THE DUAL SOLVED (LIBSVM's form with linear term p_i = −y_i c_i):
//
//   minimise over α:   ½ αᵀQα − Σ_i y_i c_i α_i,   Q_ij = y_i y_j K_ij
//   subject to         0 ≤ α_i ≤ C,   Σ_i y_i α_i = 0
//
// and f(x) = Σ_i β_i K(x_i, x) + b with β_i = y_i α_i; b from the KKT
// conditions: the mean of c_i − Σ_j β_j K_ij over the free α_i (0 < α_i < C),
// the middle of the feasible interval when none is free. Stopping rule:
// the maximal KKT violation m(α) − M(α) < tolerance (LIBSVM's ε, default
// 1e-3, in IMPs here).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "learn/csosr/gaussian_kernel.h"

namespace bidlab {

struct OneSidedProblem {
  std::span<const double> costs;       // c_i
  std::span<const std::int8_t> sides;  // z_i: +1 cheapest (penalise over-estimates), −1 (under-estimates)
  double C = 1.0;
};

struct OneSidedOptions {
  double tolerance = 1e-3;
  long max_iterations = 0;  // 0 = max(10,000,000, 100·n), as LIBSVM
};

struct OneSidedSolution {
  std::vector<double> alpha;     // the dual variables, 0 ≤ α_i ≤ C
  std::vector<double> gradient;  // Qα − y∘c, kept for warm starts
  std::vector<double> beta;      // y_i α_i: f(x) = Σ β_i K(x_i, x) + bias
  double bias = 0;
  long iterations = 0;
  bool converged = false;
};

// Solves the problem on the kernel rows given, which must be those of a
// kernel with K(x, x) = 1 (the Gaussian kernel of gaussian_kernel.h). `warm_start` (optional) is a
// solution of the same examples with a C' ≤ C: its α is feasible and its
// gradient still exact, so SMO continues from there.
OneSidedSolution SolveOneSided(KernelRows& kernel, const OneSidedProblem& problem, const OneSidedOptions& options,
                               const OneSidedSolution* warm_start = nullptr);

// The one-sided loss of one estimate: max(0, z (f − c)).
inline double OneSidedLoss(int side, double estimate, double cost) {
  const double v = side * (estimate - cost);
  return v > 0 ? v : 0.0;
}

// The primal objective ½ βᵀKβ + C Σ_i OneSidedLoss(z_i, f(x_i), c_i) and the
// dual objective Σ_i β_i c_i − ½ βᵀKβ of a solution (for tests: the duality
// gap closes at the optimum).
struct OneSidedObjectives {
  double primal = 0;
  double dual = 0;
};
OneSidedObjectives EvaluateOneSided(KernelRows& kernel, const OneSidedProblem& problem,
                                    const OneSidedSolution& solution);

}  // namespace bidlab
