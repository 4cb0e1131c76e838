#include "learn/nn/sparse_forward.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/error.h"
#include "learn/nn/sparse_kernels.h"

namespace bidlab::nn {

namespace {

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
  if (values_.size() < widest + kScanSlack) {
    values_.resize(widest + kScanSlack);
    indices_.resize(widest + kScanSlack);
  }
  if (layer_.size() < hidden) layer_.resize(hidden);
}

namespace {

// The layers from the first one's non-zero inputs; a hidden layer's ReLU is
// applied while its non-zero outputs are collected for the next.
// The first layer's sums start at `first` (its bias, or kept sums to
// which these entries' terms are still to be added).
void ForwardFrom(const Network& net, const float* first, const int* index, const float* value, int count, float* out,
                 float* layer, float* values, int* indices) {
  for (int i = 0; i < net.depth(); ++i) {
    const DenseLayer& layer_i = net.layer(i);
    const int n = layer_i.outputs();
    const bool last = i + 1 == net.depth();
    float* z = last ? out : layer;
    AddRowsProduct(layer_i.weights().data(), n, i == 0 ? first : layer_i.bias().data(), index, value, count, z);
    if (last) {
      ActivateRow(layer_i.activation(), z, n);
      return;
    }
    if (layer_i.activation() == Activation::kRelu) {
      count = ReluNonZero(z, n, values, indices);
    } else {
      ActivateRow(layer_i.activation(), z, n);
      count = NonZero(z, n, values, indices);
    }
    index = indices;
    value = values;
  }
}

}  // namespace

void ForwardRow(const Network& net, const float* x, float* out, ForwardScratch& scratch) {
  if (net.depth() == 0) throw Error("a network without layers has no output");
  scratch.Fit(net);
  const int count = NonZero(x, net.inputs(), scratch.values_.data(), scratch.indices_.data());
  ForwardFrom(net, net.layer(0).bias().data(), scratch.indices_.data(), scratch.values_.data(), count, out,
              scratch.layer_.data(), scratch.values_.data(), scratch.indices_.data());
}

namespace {

// Throws Error unless the row's positions ascend within the network's inputs.
void CheckRow(const Network& net, SparseRow x) {
  const int inputs = net.inputs();
  for (int t = 0; t < x.count; ++t)
    if (x.index[t] < (t ? x.index[t - 1] + 1 : 0) || x.index[t] >= inputs)
      throw Error("a sparse input row's positions must ascend within the network's " + std::to_string(inputs) +
                  " inputs; entry " + std::to_string(t) + " is at " + std::to_string(x.index[t]));
}

}  // namespace

void ForwardRow(const Network& net, SparseRow x, float* out, ForwardScratch& scratch) {
  if (net.depth() == 0) throw Error("a network without layers has no output");
  CheckRow(net, x);
  scratch.Fit(net);
  ForwardFrom(net, net.layer(0).bias().data(), x.index, x.value, x.count, out, scratch.layer_.data(),
              scratch.values_.data(), scratch.indices_.data());
}

void LeadingSums::Forward(const Network& net, SparseRow x, int lead, float* out, ForwardScratch& scratch) {
  if (net.depth() == 0) throw Error("a network without layers has no output");
  CheckRow(net, x);
  scratch.Fit(net);
  const auto leading = static_cast<std::size_t>(std::lower_bound(x.index, x.index + x.count, lead) - x.index);
  const auto same = [&](const Kept& k) {
    return k.net == &net && k.index.size() == leading && std::equal(x.index, x.index + leading, k.index.begin()) &&
           std::memcmp(x.value, k.value.data(), leading * sizeof(float)) == 0;
  };
  Kept* kept = std::find_if(kept_.begin(), kept_.end(), same);
  if (kept == kept_.end()) {  // the sums of the oldest make way
    kept = std::min_element(kept_.begin(), kept_.end(), [](const Kept& a, const Kept& b) { return a.used < b.used; });
    const DenseLayer& first = net.layer(0);
    kept->net = &net;
    kept->index.assign(x.index, x.index + leading);
    kept->value.assign(x.value, x.value + leading);
    kept->sums.resize(static_cast<std::size_t>(first.outputs()));
    AddRowsProduct(first.weights().data(), first.outputs(), first.bias().data(), x.index, x.value,
                   static_cast<int>(leading), kept->sums.data());
  }
  kept->used = ++clock_;
  const int rest = x.count - static_cast<int>(leading);
  ForwardFrom(net, kept->sums.data(), x.index + leading, x.value + leading, rest, out, scratch.layer_.data(),
              scratch.values_.data(), scratch.indices_.data());
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
