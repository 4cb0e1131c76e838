// The gradient check every network learner's tests share: each parameter's
// analytic gradient (already computed by a backward pass on `x`) against the
// central difference (L(p+h) − L(p−h)) / 2h of the learner's own loss.
// Where a ReLU unit switches on or off within ±h the loss has a kink there
// and the difference means nothing: such entries are skipped, at most a
// tenth of them.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <vector>

#include "learn/nn/network.h"

namespace bidlab::nn {

// Which ReLU units are on for each row of x.
inline std::vector<bool> ReluPattern(Network& net, const Matrix& x) {
  net.Forward(x);
  std::vector<bool> on;
  for (int i = 0; i < net.depth(); ++i)
    if (net.layer(i).activation() == Activation::kRelu) {
      const Matrix& a = net.layer(i).output();
      for (Eigen::Index k = 0; k < a.size(); ++k) on.push_back(a.data()[k] > 0);
    }
  return on;
}

// `loss_of(net)` recomputes the loss on `x` with the current parameters.
inline void ExpectGradientsMatch(Network& net, const Matrix& x, const std::function<double(const Network&)>& loss_of,
                                 float h = 1e-2f) {
  std::vector<std::vector<float>> analytic;
  for (const Parameter& p : net.Parameters()) analytic.emplace_back(p.gradient, p.gradient + p.size);
  const std::vector<bool> pattern = ReluPattern(net, x);
  std::size_t checked = 0, kinks = 0;
  const auto params = net.Parameters();
  for (std::size_t k = 0; k < params.size(); ++k) {
    for (Eigen::Index i = 0; i < params[k].size; ++i) {
      float& v = params[k].value[i];
      const float saved = v;
      v = saved + h;
      const double up = loss_of(net);
      const bool kink_up = ReluPattern(net, x) != pattern;
      v = saved - h;
      const double down = loss_of(net);
      const bool kink_down = ReluPattern(net, x) != pattern;
      v = saved;
      if (kink_up || kink_down) {
        ++kinks;
        continue;
      }
      const double numeric = (up - down) / (2 * h);
      EXPECT_NEAR(analytic[k][static_cast<std::size_t>(i)], numeric, 2e-3 + 2e-2 * std::abs(numeric))
          << "parameter block " << k << " entry " << i;
      ++checked;
    }
  }
  EXPECT_EQ(checked + kinks, net.ParameterCount());
  EXPECT_LE(kinks * 10, net.ParameterCount()) << "too many entries skipped at ReLU kinks";
}

}  // namespace bidlab::nn
