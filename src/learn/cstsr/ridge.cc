#include "learn/cstsr/ridge.h"

#include <string>

#include "core/error.h"

namespace bidlab {

RidgeRegression::RidgeRegression(const Eigen::MatrixXd& features, const Eigen::MatrixXd& targets)
    : n_(features.rows()) {
  if (features.rows() != targets.rows() || features.rows() == 0)
    throw Error("ridge regression: " + std::to_string(features.rows()) + " feature rows and " +
                std::to_string(targets.rows()) + " target rows (need the same number, at least one)");
  feature_mean_ = features.colwise().mean();
  target_mean_ = targets.colwise().mean();
  const Eigen::MatrixXd z = features.rowwise() - feature_mean_;
  const Eigen::MatrixXd y = targets.rowwise() - target_mean_;
  Eigen::MatrixXd scatter(z.cols(), z.cols());
  scatter.setZero();
  scatter.selfadjointView<Eigen::Lower>().rankUpdate(z.transpose());
  scatter = scatter.selfadjointView<Eigen::Lower>();
  scale_ = scatter.diagonal().cwiseSqrt();
  for (Eigen::Index j = 0; j < scale_.size(); ++j)
    if (!(scale_(j) > 0)) scale_(j) = 1.0;
  const Eigen::VectorXd inverse = scale_.cwiseInverse();
  scaled_scatter_ = inverse.asDiagonal() * scatter * inverse.asDiagonal();
  scaled_cross_ = inverse.asDiagonal() * (z.transpose() * y);
}

RidgeSolution RidgeRegression::Solve(double lambda) const {
  if (!(lambda >= 0)) throw Error("ridge regression: lambda must be >= 0, not " + std::to_string(lambda));
  Eigen::MatrixXd a = scaled_scatter_;
  a.diagonal() += lambda * scale_.cwiseInverse().cwiseAbs2();
  const Eigen::LDLT<Eigen::MatrixXd> ldlt(a);
  if (ldlt.info() != Eigen::Success) throw Error("ridge regression: the normal equations could not be solved");
  RidgeSolution s;
  s.weights = scale_.cwiseInverse().asDiagonal() * ldlt.solve(scaled_cross_);
  s.bias = target_mean_ - feature_mean_ * s.weights;
  return s;
}

}  // namespace bidlab
