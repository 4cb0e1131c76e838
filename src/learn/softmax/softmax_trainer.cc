#include "learn/softmax/softmax_trainer.h"

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

#include "core/error.h"
#include "data/dealer.h"

namespace bidlab {

namespace {

void Shuffle(std::vector<Eigen::Index>& order, SplitMix64& rng) {
  for (std::size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1], order[rng.Below(static_cast<std::uint32_t>(i))]);
}

// One epoch of White's update, example by example.
void StochasticEpoch(Eigen::MatrixXd& theta, const SparseRows& x, std::span<const int> labels,
                     const std::vector<Eigen::Index>& order, double alpha) {
  const Eigen::Index k = theta.rows();
  Eigen::VectorXd scores(k);
  std::vector<double> p(static_cast<std::size_t>(k) + 1);
  for (Eigen::Index i : order) {
    scores.setZero();
    for (SparseRows::InnerIterator it(x, i); it; ++it) scores += it.value() * theta.col(it.col());
    SoftmaxOfScores(std::span<const double>(scores.data(), static_cast<std::size_t>(k)), p);
    // scores now becomes the residual 1{y = l} − P(l | x), scaled by α.
    for (Eigen::Index l = 0; l < k; ++l) scores(l) = -alpha * p[static_cast<std::size_t>(l)];
    const int y = labels[static_cast<std::size_t>(i)];
    if (y < k) scores(y) += alpha;
    for (SparseRows::InnerIterator it(x, i); it; ++it) theta.col(it.col()) += it.value() * scores;
  }
}

// One epoch of mini-batches: the rows permuted into the epoch's order once,
// then each batch a block of consecutive rows, scores and gradient by Eigen
// sparse × dense products.
void MiniBatchEpoch(Eigen::MatrixXd& theta, const SparseRows& x, std::span<const int> labels,
                    const std::vector<Eigen::Index>& order, double alpha, int batch_size) {
  const Eigen::Index k = theta.rows();
  const Eigen::Index m = static_cast<Eigen::Index>(order.size());
  using Index = SparseRows::StorageIndex;
  Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, Index> to_order(m);
  for (Eigen::Index r = 0; r < m; ++r) to_order.indices()[order[static_cast<std::size_t>(r)]] = static_cast<Index>(r);
  const SparseRows shuffled = to_order * x;  // row r = example order[r]
  std::vector<double> p(static_cast<std::size_t>(k) + 1);
  // n × k and b × k, row-major: a sparse row's feature j reads and writes
  // the k contiguous weights of row j.
  using RowMajorMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  RowMajorMatrix w = theta.transpose();
  RowMajorMatrix residual;
  for (Eigen::Index start = 0; start < m; start += batch_size) {
    const Eigen::Index b = std::min<Eigen::Index>(batch_size, m - start);
    const auto batch = shuffled.middleRows(start, b);
    residual.noalias() = batch * w;  // b × k scores, then residuals
    for (Eigen::Index r = 0; r < b; ++r) {
      const Eigen::VectorXd s = residual.row(r).transpose();
      SoftmaxOfScores(std::span<const double>(s.data(), static_cast<std::size_t>(k)), p);
      for (Eigen::Index l = 0; l < k; ++l) residual(r, l) = -p[static_cast<std::size_t>(l)];
      const int y = labels[static_cast<std::size_t>(order[static_cast<std::size_t>(start + r)])];
      if (y < k) residual(r, y) += 1.0;
    }
    w.noalias() += (alpha / static_cast<double>(b)) * (batch.transpose() * residual);
  }
  theta = w.transpose();
}

}  // namespace

SoftmaxRegression TrainSoftmax(int classes, const SparseRows& x, std::span<const int> labels,
                               const SoftmaxTrainParams& params, SoftmaxTrainTrace* trace,
                               const SoftmaxEpochCallback& on_epoch) {
  if (!(params.alpha > 0)) throw Error("softmax training: the learning rate must be positive");
  if (!(params.tolerance >= 0)) throw Error("softmax training: the tolerance must not be negative");
  if (params.max_epochs < 1) throw Error("softmax training: at least one epoch");
  if (params.batch_size < 1) throw Error("softmax training: the batch size must be at least 1");
  SoftmaxRegression model(classes, static_cast<int>(x.cols()));
  if (static_cast<Eigen::Index>(labels.size()) != x.rows())
    throw Error("softmax training: " + std::to_string(x.rows()) + " examples but " + std::to_string(labels.size()) +
                " labels");
  for (int y : labels)
    if (y < 0 || y >= classes) throw Error("softmax training: label " + std::to_string(y) + " is not a class");

  SoftmaxTrainTrace t;
  if (x.rows() == 0) {
    if (trace) *trace = t;
    return model;
  }
  std::vector<Eigen::Index> order(static_cast<std::size_t>(x.rows()));
  std::iota(order.begin(), order.end(), Eigen::Index{0});
  SplitMix64 rng(params.seed);
  double norm = 0;
  for (int epoch = 1; epoch <= params.max_epochs; ++epoch) {
    Shuffle(order, rng);
    if (params.batch_size == 1) StochasticEpoch(model.theta(), x, labels, order, params.alpha);
    else MiniBatchEpoch(model.theta(), x, labels, order, params.alpha, params.batch_size);
    const double next = model.theta().norm();
    t.epochs = epoch;
    t.last_norm_change = std::abs(next - norm);
    norm = next;
    if (on_epoch) on_epoch(epoch, params.max_epochs, t.last_norm_change);
    if (t.last_norm_change < params.tolerance) {
      t.converged = true;
      break;
    }
  }
  if (trace) *trace = t;
  return model;
}

}  // namespace bidlab
