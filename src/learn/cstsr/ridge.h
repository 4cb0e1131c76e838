// Ridge regression with an unpenalised intercept, for many targets at once,
// solved in closed form.
//
// For each target column y of Y (n × m) and features Z (n × p, WITHOUT a
// constant column):
//
//   minimise over w ∈ R^p, b ∈ R:   Σ_i (w·z_i + b − y_i)²  +  λ‖w‖²
//
// (a sum over examples, not a mean; the intercept b is not penalised, so the
// solution does not depend on where the features' origin is). Equivalently,
// with X = [1 Z] and w̃ = (b, w), the normal equations
//
//   (XᵀX + λ·diag(0, 1, …, 1)) w̃ = Xᵀy.
//
// How: centre Z and Y (which eliminates b: b = ȳ − z̄·w), form the centred
// scatter S = Z̃ᵀZ̃ and R = Z̃ᵀỸ once, then for each λ solve (S + λI) W = R.
// The solve is done on the columns scaled to unit norm (S' = D⁻¹SD⁻¹ with
// D = diag(√S_jj), system (S' + λD⁻²) U = D⁻¹R, W = D⁻¹U) by a robust
// Cholesky (LDLᵀ with pivoting): the same solution, but the polynomial
// features (HCP³ ≈ 10⁴ beside lengths ≈ 1) no longer wreck the conditioning.
// The moments cost O(n·p²) once; each λ costs O(p³ + p²·m).
#pragma once

#include "learn/eigen.h"

namespace bidlab {

struct RidgeSolution {
  Eigen::MatrixXd weights;  // p × m
  Eigen::RowVectorXd bias;  // 1 × m
};

class RidgeRegression {
 public:
  // Z: n × p features without a constant column; Y: n × m targets. n ≥ 1.
  RidgeRegression(const Eigen::MatrixXd& features, const Eigen::MatrixXd& targets);
  // λ ≥ 0 (λ = 0 needs S nonsingular).
  RidgeSolution Solve(double lambda) const;

  Eigen::Index examples() const { return n_; }

 private:
  Eigen::Index n_;
  Eigen::RowVectorXd feature_mean_, target_mean_;
  Eigen::VectorXd scale_;           // √S_jj (1 where a column is constant)
  Eigen::MatrixXd scaled_scatter_;  // D⁻¹ S D⁻¹
  Eigen::MatrixXd scaled_cross_;    // D⁻¹ R
};

}  // namespace bidlab
