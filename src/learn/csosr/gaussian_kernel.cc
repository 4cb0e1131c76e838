#include "learn/csosr/gaussian_kernel.h"

#include <algorithm>
#include <thread>

#include "core/error.h"

namespace bidlab {

void SquaredDistanceBlock(const RowMajorMatrix& a, const RowMajorMatrix& b, const Eigen::VectorXd& b_norms,
                          RowMajorMatrix& out) {
  out.resize(a.rows(), b.rows());
  out.noalias() = -2.0 * a * b.transpose();
  const Eigen::VectorXd a_norms = a.rowwise().squaredNorm();
  out.colwise() += a_norms;
  out.rowwise() += b_norms.transpose();
  out = out.cwiseMax(0.0);
}

void GaussianKernelBlock(const RowMajorMatrix& a, const RowMajorMatrix& b, const Eigen::VectorXd& b_norms, double gamma,
                         RowMajorMatrix& out) {
  SquaredDistanceBlock(a, b, b_norms, out);
  out = (-gamma * out.array()).exp().matrix();
}

KernelMatrix::KernelMatrix(const RowMajorMatrix& x, double gamma, int threads) : n_(static_cast<int>(x.rows())) {
  data_.resize(BytesFor(static_cast<std::size_t>(n_)) / sizeof(float));
  const Eigen::VectorXd norms = x.rowwise().squaredNorm();
  constexpr int kBlock = 256;
  const int blocks = (n_ + kBlock - 1) / kBlock;
  const int workers = std::max(1, std::min(threads, blocks));
  std::vector<std::thread> pool;
  for (int t = 0; t < workers; ++t) {
    pool.emplace_back([&, t] {
      RowMajorMatrix block;
      for (int b = t; b < blocks; b += workers) {
        const int first = b * kBlock;
        const int rows = std::min(kBlock, n_ - first);
        const RowMajorMatrix part = x.middleRows(first, rows);
        SquaredDistanceBlock(part, x, norms, block);
        for (int r = 0; r < rows; ++r) {
          Eigen::Map<Eigen::ArrayXf> row(
              data_.data() + static_cast<std::size_t>(first + r) * static_cast<std::size_t>(n_), n_);
          row = (-gamma * block.row(r).array()).cast<float>().transpose().exp();
        }
      }
    });
  }
  for (auto& th : pool) th.join();
}

CachedKernelRows::CachedKernelRows(const RowMajorMatrix& x, double gamma, std::size_t capacity_rows)
    : x_(x), gamma_(gamma), norms_(x.rowwise().squaredNorm()), capacity_(std::max<std::size_t>(2, capacity_rows)) {}

const float* CachedKernelRows::Row(int i) {
  auto it = rows_.find(i);
  if (it != rows_.end()) {
    order_.splice(order_.begin(), order_, it->second.first);
    return it->second.second.data();
  }
  ++misses_;
  std::vector<float> values;
  if (rows_.size() >= capacity_) {
    const int victim = order_.back();
    order_.pop_back();
    auto v = rows_.find(victim);
    values = std::move(v->second.second);
    rows_.erase(v);
  }
  values.resize(static_cast<std::size_t>(x_.rows()));
  RowMajorMatrix block;
  const RowMajorMatrix xi = x_.row(i);
  SquaredDistanceBlock(xi, x_, norms_, block);
  Eigen::Map<Eigen::ArrayXf>(values.data(), x_.rows()) =
      (-gamma_ * block.row(0).array()).cast<float>().transpose().exp();
  order_.push_front(i);
  auto& slot = rows_[i];
  slot.first = order_.begin();
  slot.second = std::move(values);
  return slot.second.data();
}

}  // namespace bidlab
