// Multinomial logistic (softmax) regression as White parameterises it
// ("Do I Hear 3NT?", §III): K classes, K − 1 weight vectors θ_1 … θ_{K−1};
// the last class's score is fixed at 0, so
//
//   P(y = l | x) = e^{θ_l·x} / (1 + Σ_{j<K} e^{θ_j·x})   for l < K,
//   P(y = K | x) = 1         / (1 + Σ_{j<K} e^{θ_j·x}).
//
// The log-likelihood of examples (x_i, y_i) is ℓ(θ) = Σ_i log P(y_i | x_i)
// and its gradient for θ_l is Σ_i (1{y_i = l} − P(l | x_i)) x_i (eq. 3).
// Inputs are rows of a sparse matrix: White's templates are 0/1 indicators
// with 10-27 ones in 53 or 142 slots, so a row costs (K − 1) × its ones.
#pragma once

#include <span>
#include <vector>

#include "learn/eigen.h"

namespace bidlab {

// Examples × features, one example a row.
using SparseRows = Eigen::SparseMatrix<double, Eigen::RowMajor>;

class SoftmaxRegression {
 public:
  // All weights 0: every class equally likely.
  SoftmaxRegression(int classes, int dimension);
  // theta: (classes − 1) × dimension, row l = θ_l (throws Error if empty).
  explicit SoftmaxRegression(Eigen::MatrixXd theta);

  int classes() const { return static_cast<int>(theta_.rows()) + 1; }
  int dimension() const { return static_cast<int>(theta_.cols()); }
  const Eigen::MatrixXd& theta() const { return theta_; }
  Eigen::MatrixXd& theta() { return theta_; }

  // P(l | x) for every class l, from a dense x (dimension() long) or from
  // row `row` of `x`; `out` must be classes() long. Stable for any scores
  // (the largest score is subtracted before exponentiating).
  void Probabilities(std::span<const double> x, std::span<double> out) const;
  void Probabilities(const SparseRows& x, Eigen::Index row, std::span<double> out) const;
  std::vector<double> Probabilities(std::span<const double> x) const;

 private:
  Eigen::MatrixXd theta_;
};

// Turns scores (classes − 1 of them; the last class's is 0) into
// probabilities, in place into `out` (classes long).
void SoftmaxOfScores(std::span<const double> scores, std::span<double> out);

// ℓ(θ) and its gradient ((classes − 1) × dimension) on the examples; labels
// are class indices 0 … classes − 1 (throws Error otherwise).
double LogLikelihood(const SoftmaxRegression& model, const SparseRows& x, std::span<const int> labels);
Eigen::MatrixXd LogLikelihoodGradient(const SoftmaxRegression& model, const SparseRows& x, std::span<const int> labels);

// The most probable class among those `allowed` (all when empty), ties to
// the lower index.
int MostProbable(std::span<const double> probabilities, const std::vector<bool>& allowed = {});

}  // namespace bidlab
