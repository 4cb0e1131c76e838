#include "learn/nn/dense_layer.h"

#include <cmath>

#include "core/error.h"
#include "learn/nn/sparse_product.h"

namespace bidlab::nn {

std::string ActivationName(Activation a) {
  switch (a) {
    case Activation::kLinear: return "linear";
    case Activation::kSigmoid: return "sigmoid";
    case Activation::kTanh: return "tanh";
    case Activation::kSoftmax: return "softmax";
    case Activation::kRelu: return "relu";
  }
  return "";
}

std::optional<Activation> ParseActivation(const std::string& name) {
  for (Activation a :
       {Activation::kLinear, Activation::kSigmoid, Activation::kTanh, Activation::kSoftmax, Activation::kRelu})
    if (ActivationName(a) == name) return a;
  return std::nullopt;
}

void Activate(Activation a, const Matrix& z, Matrix& out) {
  switch (a) {
    case Activation::kLinear: out = z; return;
    case Activation::kSigmoid: out = (1.0f + (-z.array()).exp()).inverse().matrix(); return;
    case Activation::kTanh: out = z.array().tanh().matrix(); return;
    case Activation::kRelu: out = z.cwiseMax(0.0f); return;
    case Activation::kSoftmax: {
      // Shift each row by its maximum so exp never overflows.
      const Eigen::VectorXf max = z.rowwise().maxCoeff();
      out = (z.colwise() - max).array().exp().matrix();
      const Eigen::VectorXf sum = out.rowwise().sum();
      out = sum.cwiseInverse().asDiagonal() * out;
      return;
    }
  }
}

DenseLayer::DenseLayer(int inputs, int outputs, Activation activation, std::mt19937_64& rng)
    : w_(inputs, outputs), b_(RowVector::Zero(outputs)), activation_(activation) {
  if (inputs <= 0 || outputs <= 0) throw Error("a dense layer needs at least one input and one output");
  const float limit = std::sqrt(6.0f / static_cast<float>(inputs + outputs));
  std::uniform_real_distribution<float> uniform(-limit, limit);
  for (Eigen::Index i = 0; i < w_.size(); ++i) w_.data()[i] = uniform(rng);
  dw_ = Matrix::Zero(inputs, outputs);
  db_ = RowVector::Zero(outputs);
}

void DenseLayer::SetMask(const Matrix& mask) {
  if (mask.rows() != w_.rows() || mask.cols() != w_.cols()) throw Error("a weight mask must have the weights' shape");
  mask_ = mask;
  w_ = w_.cwiseProduct(mask);
}

const Matrix& DenseLayer::Forward(const Matrix& x) {
  x_ = x;
  if (product_ == Product::kSparse) {
    SparseProduct(x, w_, &b_, z_);
  } else {
    z_.noalias() = x * w_;
    z_.rowwise() += b_;
  }
  Activate(activation_, z_, a_);
  return a_;
}

Matrix DenseLayer::Apply(const Matrix& x) const {
  Matrix z = x * w_;
  z.rowwise() += b_;
  Matrix a;
  Activate(activation_, z, a);
  return a;
}

Matrix DenseLayer::BackwardPre(const Matrix& dz, bool input_gradient) {
  if (product_ == Product::kSparse) SparseTransposedProduct(x_, dz, dw_);
  else dw_.noalias() = x_.transpose() * dz;
  if (mask_) dw_ = dw_.cwiseProduct(*mask_);
  db_ = dz.colwise().sum();
  if (!input_gradient) return {};
  if (product_ == Product::kDense) return dz * w_.transpose();
  Matrix dx;
  SparseProduct(dz, w_.transpose(), nullptr, dx);
  return dx;
}

Matrix DenseLayer::BackwardPost(const Matrix& da, bool input_gradient) {
  Matrix dz;
  switch (activation_) {
    case Activation::kLinear: dz = da; break;
    case Activation::kSigmoid: dz = (da.array() * a_.array() * (1.0f - a_.array())).matrix(); break;
    case Activation::kTanh: dz = (da.array() * (1.0f - a_.array().square())).matrix(); break;
    case Activation::kRelu: dz = (a_.array() > 0.0f).select(da, 0.0f); break;
    case Activation::kSoftmax: {
      // dz_j = a_j (da_j − Σ_k da_k a_k), row by row.
      const Eigen::VectorXf dot = da.cwiseProduct(a_).rowwise().sum();
      dz = (a_.array() * (da.colwise() - dot).array()).matrix();
      break;
    }
  }
  return BackwardPre(dz, input_gradient);
}

Matrix BlockDiagonalMask(int inputs, int outputs, int blocks) {
  if (blocks <= 0 || inputs % blocks != 0 || outputs % blocks != 0)
    throw Error("a block-diagonal mask needs inputs and outputs divisible by the block count");
  Matrix mask = Matrix::Zero(inputs, outputs);
  const int bi = inputs / blocks, bo = outputs / blocks;
  for (int k = 0; k < blocks; ++k) mask.block(k * bi, k * bo, bi, bo).setOnes();
  return mask;
}

}  // namespace bidlab::nn
