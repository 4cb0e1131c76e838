// Shared by the sparse passes' tests: networks with random biases, and
// batches of sparse rows like the bidders' inputs.
#pragma once

#include <random>
#include <vector>

#include "learn/nn/network.h"

namespace bidlab::nn::testing {

// Layers of `widths`, `hidden` activations and `output` last; Glorot weights
// and, since zero biases would leave them untested, random ones.
inline Network MakeNetwork(const std::vector<int>& widths, Activation hidden, Activation output, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  Network net;
  for (std::size_t i = 0; i + 1 < widths.size(); ++i)
    net.Add(DenseLayer(widths[i], widths[i + 1], i + 2 < widths.size() ? hidden : output, rng));
  for (int i = 0; i < net.depth(); ++i)
    for (Eigen::Index j = 0; j < net.layer(i).bias().size(); ++j)
      net.layer(i).bias()(j) = std::uniform_real_distribution<float>(-0.5f, 0.5f)(rng);
  return net;
}

// Rows with about `density` of their entries set: 1 mostly, sometimes a
// fraction (as the bidders' HCP and suit lengths are).
inline Matrix SparseRows(int rows, int cols, double density, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0, 1);
  Matrix x = Matrix::Zero(rows, cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (u(rng) < density) x(r, c) = u(rng) < 0.8 ? 1.0f : static_cast<float>(u(rng) * 3);
  return x;
}

}  // namespace bidlab::nn::testing
