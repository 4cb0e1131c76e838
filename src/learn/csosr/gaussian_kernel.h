// The Gaussian (RBF) kernel K(x, x') = exp(−γ‖x − x'‖²) between feature
// vectors, and the two ways the CSOSR solver reads rows of the kernel matrix
// of its training examples:
//  - KernelMatrix: the whole n × n matrix computed once (in parallel) and
//    shared read-only by every solver thread — one matrix serves the 36
//    calls and every C of a γ, which is where precomputing pays;
//  - CachedKernelRows: rows computed on demand, least recently used dropped,
//    for training sets whose matrix would not fit in memory.
// Entries are stored as float, the exponential taken in float (the solver
// keeps its gradient in double; predictions use double throughout).
// Distances are computed as ‖a‖² + ‖b‖² − 2a·b, exact for the integer
// features of hand_features.h.
#pragma once

#include <cstdint>
#include <list>
#include <unordered_map>
#include <vector>

#include "learn/eigen.h"

namespace bidlab {

using RowMajorMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// out(i, j) = ‖a_i − b_j‖² for rows a_i of `a` and b_j of `b` (clamped at
// 0); `b_norms` = the squared norms of b's rows.
void SquaredDistanceBlock(const RowMajorMatrix& a, const RowMajorMatrix& b, const Eigen::VectorXd& b_norms,
                          RowMajorMatrix& out);
// out(i, j) = exp(−γ‖a_i − b_j‖²).
void GaussianKernelBlock(const RowMajorMatrix& a, const RowMajorMatrix& b, const Eigen::VectorXd& b_norms, double gamma,
                         RowMajorMatrix& out);

// Read access to the rows of a kernel matrix for the solver.
class KernelRows {
 public:
  virtual ~KernelRows() = default;
  virtual int size() const = 0;
  // Row i (size() values). Valid at least until two more rows are asked for,
  // so the solver can hold rows i and j together.
  virtual const float* Row(int i) = 0;
};

class KernelMatrix {
 public:
  // The kernel matrix of the rows of `x`, computed on `threads` threads.
  KernelMatrix(const RowMajorMatrix& x, double gamma, int threads);
  int size() const { return n_; }
  const float* Row(int i) const { return data_.data() + static_cast<std::size_t>(i) * static_cast<std::size_t>(n_); }
  static std::size_t BytesFor(std::size_t n) { return n * n * sizeof(float); }

 private:
  int n_;
  std::vector<float> data_;
};

// A solver thread's view of a shared KernelMatrix.
class PrecomputedKernelRows : public KernelRows {
 public:
  explicit PrecomputedKernelRows(const KernelMatrix& matrix) : matrix_(matrix) {}
  int size() const override { return matrix_.size(); }
  const float* Row(int i) override { return matrix_.Row(i); }

 private:
  const KernelMatrix& matrix_;
};

// Rows computed when asked for, keeping the `capacity_rows` (≥ 2) most
// recently used. One per thread.
class CachedKernelRows : public KernelRows {
 public:
  CachedKernelRows(const RowMajorMatrix& x, double gamma, std::size_t capacity_rows);
  int size() const override { return static_cast<int>(x_.rows()); }
  const float* Row(int i) override;
  std::uint64_t misses() const { return misses_; }

 private:
  const RowMajorMatrix& x_;
  double gamma_;
  Eigen::VectorXd norms_;
  std::size_t capacity_;
  std::list<int> order_;  // most recent first
  std::unordered_map<int, std::pair<std::list<int>::iterator, std::vector<float>>> rows_;
  std::uint64_t misses_ = 0;
};

}  // namespace bidlab
