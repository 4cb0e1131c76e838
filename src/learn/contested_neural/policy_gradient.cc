#include "learn/contested_neural/policy_gradient.h"

#include <cmath>

#include "core/auction.h"
#include "core/error.h"

namespace bidlab::contested_neural {

void LegalPolicy(const float* scores, std::uint64_t legal, double* policy) {
  float top = -INFINITY;
  for (int c = 0; c < kNumCalls; ++c)
    if ((legal >> c) & 1u) top = std::max(top, scores[c]);
  double total = 0;
  for (int c = 0; c < kNumCalls; ++c) {
    policy[c] = (legal >> c) & 1u ? std::exp(static_cast<double>(scores[c] - top)) : 0.0;
    total += policy[c];
  }
  for (int c = 0; c < kNumCalls; ++c) policy[c] /= total;
}

double LegalPolicyGradient(const nn::Matrix& scores, std::span<const float> targets,
                           std::span<const std::uint64_t> legal, double entropy, nn::Matrix* dz) {
  const auto rows = static_cast<std::size_t>(scores.rows());
  if (scores.cols() != kNumCalls || legal.size() != rows || targets.size() != rows * kNumCalls)
    throw Error("LegalPolicyGradient: scores, targets and legal calls disagree in shape");
  dz->setZero(scores.rows(), kNumCalls);
  double expected_total = 0;
  double policy[kNumCalls];
  for (std::size_t r = 0; r < rows; ++r) {
    if (legal[r] == 0) throw Error("LegalPolicyGradient: a decision without a legal call");
    LegalPolicy(scores.data() + r * kNumCalls, legal[r], policy);
    const float* t = targets.data() + r * kNumCalls;
    double expected = 0, h = 0;
    for (int c = 0; c < kNumCalls; ++c)
      if (policy[c] > 0) {
        expected += policy[c] * t[c];
        h -= policy[c] * std::log(policy[c]);
      }
    expected_total += expected;
    for (int c = 0; c < kNumCalls; ++c)
      if (policy[c] > 0)
        (*dz)(static_cast<Eigen::Index>(r), c) =
            static_cast<float>((-policy[c] * (t[c] - expected) + entropy * policy[c] * (std::log(policy[c]) + h)) /
                               static_cast<double>(rows));
  }
  return expected_total / static_cast<double>(rows);
}

}  // namespace bidlab::contested_neural
