// One fully connected layer of a small dense network: A = f(X·W + b) on a
// batch X with one sample per row. An optional 0/1 mask of W's shape fixes
// some weights at zero for good (the D variant's block-diagonal encoder): they
// start at zero and their gradient is masked, so no optimiser can move them.
#pragma once

#include <optional>
#include <random>
#include <string>

#include "learn/eigen.h"

namespace bidlab::nn {

using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVector = Eigen::Matrix<float, 1, Eigen::Dynamic>;

enum class Activation { kLinear, kSigmoid, kTanh, kSoftmax, kRelu };
std::string ActivationName(Activation a);  // linear sigmoid tanh softmax relu
std::optional<Activation> ParseActivation(const std::string& name);

// How a layer's Forward and gradients multiply: one dense matrix product
// (Eigen's GEMM), or, for sparse batches (the bidders' inputs, ReLU
// activations), sums of the rows of each row's non-zero entries
// (sparse_product.h), a row's outputs then the same to the bit as the
// bidders' sparse_forward.h.
enum class Product { kDense, kSparse };

// Applies `a` row by row (softmax normalises each row).
void Activate(Activation a, const Matrix& z, Matrix& out);

class DenseLayer {
 public:
  DenseLayer() = default;
  // Glorot-uniform weights from `rng`, zero biases.
  DenseLayer(int inputs, int outputs, Activation activation, std::mt19937_64& rng);

  int inputs() const { return static_cast<int>(w_.rows()); }
  int outputs() const { return static_cast<int>(w_.cols()); }
  Activation activation() const { return activation_; }

  // Restricts the weights to `mask` (same shape as W, entries 0 or 1).
  void SetMask(const Matrix& mask);
  const std::optional<Matrix>& mask() const { return mask_; }

  Matrix& weights() { return w_; }
  const Matrix& weights() const { return w_; }
  RowVector& bias() { return b_; }
  const RowVector& bias() const { return b_; }
  const Matrix& weight_gradient() const { return dw_; }
  const RowVector& bias_gradient() const { return db_; }
  Matrix& weight_gradient() { return dw_; }
  RowVector& bias_gradient() { return db_; }

  Product product() const { return product_; }
  void set_product(Product product) { product_ = product; }

  // Forward pass that remembers X, Z and A for Backward.
  const Matrix& Forward(const Matrix& x);
  // Forward pass without touching the remembered batch (inference).
  Matrix Apply(const Matrix& x) const;
  const Matrix& output() const { return a_; }

  // From dL/dZ (pre-activation) of the last Forward batch: sets the weight
  // and bias gradients and returns dL/dX (an empty matrix when not
  // `input_gradient`: the first layer's is seldom needed and costs a product).
  Matrix BackwardPre(const Matrix& dz, bool input_gradient = true);
  // From dL/dA (post-activation): the chain rule through the activation
  // (softmax through its full Jacobian), then BackwardPre.
  Matrix BackwardPost(const Matrix& da, bool input_gradient = true);

 private:
  Matrix w_;
  RowVector b_;
  Matrix dw_;
  RowVector db_;
  std::optional<Matrix> mask_;
  Activation activation_ = Activation::kLinear;
  Product product_ = Product::kDense;
  Matrix x_, z_, a_;
};

// A 0/1 mask joining input block i only to output block i: `blocks` equal
// slices of the inputs and of the outputs (both must divide evenly).
Matrix BlockDiagonalMask(int inputs, int outputs, int blocks);

}  // namespace bidlab::nn
