#include "learn/softmax/softmax_regression.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/error.h"

namespace bidlab {

namespace {

void CheckLabels(const SoftmaxRegression& model, const SparseRows& x, std::span<const int> labels) {
  if (static_cast<Eigen::Index>(labels.size()) != x.rows())
    throw Error("softmax regression: " + std::to_string(x.rows()) + " examples but " + std::to_string(labels.size()) +
                " labels");
  if (x.cols() != model.dimension())
    throw Error("softmax regression: " + std::to_string(x.cols()) + " features, the model has " +
                std::to_string(model.dimension()));
  for (int y : labels)
    if (y < 0 || y >= model.classes())
      throw Error("softmax regression: label " + std::to_string(y) + " is not a class (0-" +
                  std::to_string(model.classes() - 1) + ")");
}

}  // namespace

SoftmaxRegression::SoftmaxRegression(int classes, int dimension) {
  if (classes < 2 || dimension < 1) throw Error("softmax regression needs at least 2 classes and 1 feature");
  theta_ = Eigen::MatrixXd::Zero(classes - 1, dimension);
}

SoftmaxRegression::SoftmaxRegression(Eigen::MatrixXd theta) : theta_(std::move(theta)) {
  if (theta_.rows() < 1 || theta_.cols() < 1) throw Error("softmax regression needs at least 2 classes and 1 feature");
}

void SoftmaxOfScores(std::span<const double> scores, std::span<double> out) {
  if (out.size() != scores.size() + 1) throw Error("softmax: wrong number of classes");
  double top = 0;  // the last class's score
  for (double s : scores) top = std::max(top, s);
  double sum = std::exp(-top);
  out.back() = sum;
  for (std::size_t l = 0; l < scores.size(); ++l) sum += out[l] = std::exp(scores[l] - top);
  for (double& p : out) p /= sum;
}

void SoftmaxRegression::Probabilities(std::span<const double> x, std::span<double> out) const {
  if (static_cast<Eigen::Index>(x.size()) != theta_.cols())
    throw Error("softmax regression: " + std::to_string(x.size()) + " features, the model has " +
                std::to_string(theta_.cols()));
  const Eigen::Map<const Eigen::VectorXd> v(x.data(), static_cast<Eigen::Index>(x.size()));
  const Eigen::VectorXd scores = theta_ * v;
  SoftmaxOfScores(std::span<const double>(scores.data(), static_cast<std::size_t>(scores.size())), out);
}

void SoftmaxRegression::Probabilities(const SparseRows& x, Eigen::Index row, std::span<double> out) const {
  if (x.cols() != theta_.cols()) throw Error("softmax regression: wrong number of features");
  Eigen::VectorXd scores = Eigen::VectorXd::Zero(theta_.rows());
  for (SparseRows::InnerIterator it(x, row); it; ++it) scores += it.value() * theta_.col(it.col());
  SoftmaxOfScores(std::span<const double>(scores.data(), static_cast<std::size_t>(scores.size())), out);
}

std::vector<double> SoftmaxRegression::Probabilities(std::span<const double> x) const {
  std::vector<double> p(static_cast<std::size_t>(classes()));
  Probabilities(x, p);
  return p;
}

double LogLikelihood(const SoftmaxRegression& model, const SparseRows& x, std::span<const int> labels) {
  CheckLabels(model, x, labels);
  std::vector<double> p(static_cast<std::size_t>(model.classes()));
  double sum = 0;
  for (Eigen::Index i = 0; i < x.rows(); ++i) {
    model.Probabilities(x, i, p);
    sum += std::log(p[static_cast<std::size_t>(labels[static_cast<std::size_t>(i)])]);
  }
  return sum;
}

Eigen::MatrixXd LogLikelihoodGradient(const SoftmaxRegression& model, const SparseRows& x,
                                      std::span<const int> labels) {
  CheckLabels(model, x, labels);
  const int k = model.classes() - 1;
  Eigen::MatrixXd gradient = Eigen::MatrixXd::Zero(k, model.dimension());
  std::vector<double> p(static_cast<std::size_t>(model.classes()));
  Eigen::VectorXd residual(k);
  for (Eigen::Index i = 0; i < x.rows(); ++i) {
    model.Probabilities(x, i, p);
    for (int l = 0; l < k; ++l) residual(l) = (labels[static_cast<std::size_t>(i)] == l ? 1.0 : 0.0) - p[l];
    for (SparseRows::InnerIterator it(x, i); it; ++it) gradient.col(it.col()) += it.value() * residual;
  }
  return gradient;
}

int MostProbable(std::span<const double> probabilities, const std::vector<bool>& allowed) {
  int best = -1;
  for (std::size_t l = 0; l < probabilities.size(); ++l) {
    if (!allowed.empty() && !allowed[l]) continue;
    if (best < 0 || probabilities[l] > probabilities[static_cast<std::size_t>(best)]) best = static_cast<int>(l);
  }
  if (best < 0) throw Error("softmax: no class is allowed");
  return best;
}

}  // namespace bidlab
