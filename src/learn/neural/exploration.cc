#include "learn/neural/exploration.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "learn/neural/neural_model.h"

namespace bidlab::neural {

std::uint64_t MixSeed(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a * 0x9E3779B97F4A7C15ull + b + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

double EpsilonGreedy::EpsilonAt(long step) const {
  if (step >= decay_steps) return end;
  const double f = static_cast<double>(step) / static_cast<double>(std::max(decay_steps, 1L));
  return start + (end - start) * f;
}

int EpsilonGreedy::Choose(const float* costs, std::uint64_t legal, long step, std::uint64_t seed) const {
  const std::uint64_t r = MixSeed(seed, 1);
  const double u = static_cast<double>(r >> 11) * 0x1.0p-53;
  if (u >= EpsilonAt(step)) return CheapestLegal(costs, legal);
  // The k-th set bit of `legal`, k uniform.
  int k = static_cast<int>(MixSeed(seed, 2) % static_cast<std::uint64_t>(std::popcount(legal)));
  std::uint64_t bits = legal;
  while (k-- > 0) bits &= bits - 1;
  return std::countr_zero(bits);
}

namespace {
// exp(lowest score − score) for the legal calls, 0 for the others; returns their sum.
double PolicyWeights(const float* scores, std::uint64_t legal, double* weights) {
  float lowest = std::numeric_limits<float>::infinity();
  for (int c = 0; c < kNumFinalCalls; ++c)
    if ((legal >> c) & 1u) lowest = std::min(lowest, scores[c]);
  double total = 0;
  for (int c = 0; c < kNumFinalCalls; ++c)
    total += weights[c] = ((legal >> c) & 1u) ? std::exp(static_cast<double>(lowest - scores[c])) : 0.0;
  return total;
}
}  // namespace

void PolicyProbabilities(const float* scores, std::uint64_t legal, double* pi) {
  const double total = PolicyWeights(scores, legal, pi);
  for (int c = 0; c < kNumFinalCalls; ++c) pi[c] /= total;
}

int SampleFromPolicy(const float* scores, std::uint64_t legal, std::uint64_t seed) {
  double weights[kNumFinalCalls];
  const double total = PolicyWeights(scores, legal, weights);
  double u = static_cast<double>(MixSeed(seed, 3) >> 11) * 0x1.0p-53 * total;
  int last = -1;
  for (int c = 0; c < kNumFinalCalls; ++c) {
    if (weights[c] == 0) continue;
    last = c;
    if (u < weights[c]) return c;
    u -= weights[c];
  }
  return last;
}

}  // namespace bidlab::neural
