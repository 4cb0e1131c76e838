#include "learn/nn/sparse_forward.h"

#include <algorithm>
#include <cmath>

#include "core/error.h"

namespace bidlab::nn {

namespace {

// Eight floats in one vector register (AVX2; the compiler pairs them for
// AVX-512 and splits them for SSE), read from or written to any float.
using Floats8 = float __attribute__((vector_size(32), aligned(4), may_alias));
constexpr int kLanes = 8;
// Vectors summed together: 64 outputs at a time, enough independent sums to
// hide the multiply-add's latency, few enough to stay in registers.
constexpr int kVectors = 8;

// z[c] = bias[c] + Σ_t value[t] · w[index[t] · stride + c], t in order, for
// the columns c of kCount vectors: vector v at column 8v, the last at `last`
// (it may overlap the one before: those outputs come out the same again).
template <int kCount>
inline void AddRows(const float* w, Eigen::Index stride, const int* index, const float* value, int count,
                    const float* bias, float* z, int last) {
  int at[kCount];
  for (int v = 0; v < kCount; ++v) at[v] = v + 1 < kCount ? kLanes * v : last;
  Floats8 sum[kCount];
  for (int v = 0; v < kCount; ++v) sum[v] = *reinterpret_cast<const Floats8*>(bias + at[v]);
  for (int t = 0; t < count; ++t) {
    const float a = value[t];
    const float* row = w + static_cast<Eigen::Index>(index[t]) * stride;
    for (int v = 0; v < kCount; ++v) sum[v] += a * *reinterpret_cast<const Floats8*>(row + at[v]);
  }
  for (int v = 0; v < kCount; ++v) *reinterpret_cast<Floats8*>(z + at[v]) = sum[v];
}

// AddRows over the `vectors` (1 to kVectors) vectors from column 0, the last at `last`.
void AddRowsTail(int vectors, const float* w, Eigen::Index stride, const int* index, const float* value, int count,
                 const float* bias, float* z, int last) {
  switch (vectors) {
    case 1: return AddRows<1>(w, stride, index, value, count, bias, z, last);
    case 2: return AddRows<2>(w, stride, index, value, count, bias, z, last);
    case 3: return AddRows<3>(w, stride, index, value, count, bias, z, last);
    case 4: return AddRows<4>(w, stride, index, value, count, bias, z, last);
    case 5: return AddRows<5>(w, stride, index, value, count, bias, z, last);
    case 6: return AddRows<6>(w, stride, index, value, count, bias, z, last);
    case 7: return AddRows<7>(w, stride, index, value, count, bias, z, last);
    default: return AddRows<8>(w, stride, index, value, count, bias, z, last);
  }
}

// z = bias + Σ over the non-zero inputs of value · W's row, every output
// summed in the same order whichever block it falls in.
void LayerProduct(const DenseLayer& layer, const int* index, const float* value, int count, float* z) {
  const int n = layer.outputs();
  const float* w = layer.weights().data();
  const float* b = layer.bias().data();
  if (n < kLanes) {  // narrower than a vector: one output at a time
    for (int c = 0; c < n; ++c) {
      float sum = b[c];
      for (int t = 0; t < count; ++t) sum += value[t] * w[static_cast<Eigen::Index>(index[t]) * n + c];
      z[c] = sum;
    }
    return;
  }
  int j = 0;
  for (; j + kVectors * kLanes <= n; j += kVectors * kLanes)
    AddRows<kVectors>(w + j, n, index, value, count, b + j, z + j, kLanes * (kVectors - 1));
  if (j == n) return;
  // The rest: whole vectors, the last one ending at column n.
  const int vectors = (n - j + kLanes - 1) / kLanes;
  AddRowsTail(vectors, w + j, n, index, value, count, b + j, z + j, n - kLanes - j);
}

// The non-zero entries of x[0, n): their values and positions; returns how many.
int NonZero(const float* x, int n, float* value, int* index) {
  int count = 0;
  for (int k = 0; k < n; ++k) {
    value[count] = x[k];
    index[count] = k;
    count += x[k] != 0.0f;
  }
  return count;
}

// Activate (dense_layer.h) on one row, in place.
void ActivateRow(Activation a, float* z, int n) {
  switch (a) {
    case Activation::kLinear: return;
    case Activation::kRelu:
      for (int j = 0; j < n; ++j) z[j] = std::max(z[j], 0.0f);
      return;
    case Activation::kSigmoid:
      for (int j = 0; j < n; ++j) z[j] = 1.0f / (1.0f + std::exp(-z[j]));
      return;
    case Activation::kTanh:
      for (int j = 0; j < n; ++j) z[j] = std::tanh(z[j]);
      return;
    case Activation::kSoftmax: {
      const float top = *std::max_element(z, z + n);
      float total = 0;
      for (int j = 0; j < n; ++j) total += z[j] = std::exp(z[j] - top);
      for (int j = 0; j < n; ++j) z[j] /= total;
      return;
    }
  }
}

}  // namespace

void ForwardScratch::Fit(const Network& net) {
  std::size_t widest = static_cast<std::size_t>(net.inputs()), hidden = 0;
  for (int i = 0; i < net.depth(); ++i) {
    widest = std::max(widest, static_cast<std::size_t>(net.layer(i).outputs()));
    if (i + 1 < net.depth()) hidden = std::max(hidden, static_cast<std::size_t>(net.layer(i).outputs()));
  }
  if (values_.size() < widest) {
    values_.resize(widest);
    indices_.resize(widest);
  }
  if (layer_.size() < hidden) layer_.resize(hidden);
}

void ForwardRow(const Network& net, const float* x, float* out, ForwardScratch& scratch) {
  if (net.depth() == 0) throw Error("a network without layers has no output");
  scratch.Fit(net);
  const float* in = x;
  int width = net.inputs();
  for (int i = 0; i < net.depth(); ++i) {
    const DenseLayer& layer = net.layer(i);
    const int count = NonZero(in, width, scratch.values_.data(), scratch.indices_.data());
    float* z = i + 1 < net.depth() ? scratch.layer_.data() : out;
    LayerProduct(layer, scratch.indices_.data(), scratch.values_.data(), count, z);
    ActivateRow(layer.activation(), z, layer.outputs());
    in = z;
    width = layer.outputs();
  }
}

void ForwardRows(const Network& net, const float* x, std::size_t rows, float* out, ForwardScratch& scratch) {
  const auto inputs = static_cast<std::size_t>(net.inputs()), outputs = static_cast<std::size_t>(net.outputs());
  for (std::size_t r = 0; r < rows; ++r) ForwardRow(net, x + r * inputs, out + r * outputs, scratch);
}

Matrix SparseForward(const Network& net, const Matrix& x) {
  if (x.cols() != net.inputs())
    throw Error("a batch of " + std::to_string(x.cols()) + " columns for a network of " + std::to_string(net.inputs()) +
                " inputs");
  Matrix out(x.rows(), net.outputs());
  ForwardScratch scratch;
  ForwardRows(net, x.data(), static_cast<std::size_t>(x.rows()), out.data(), scratch);
  return out;
}

}  // namespace bidlab::nn
