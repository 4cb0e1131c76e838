// How the neural trainer explores, apart from what it learns (STYLE.md §8):
// ε-greedy over the legal calls with ε decaying linearly (cost regression),
// or a draw from the softmax policy (policy gradient). Pure functions of the
// scores and an explicit seed.
#pragma once

#include <cstdint>

namespace bidlab::neural {

struct EpsilonGreedy {
  double start = 0.2;  // ε at the first step
  double end = 0.02;   // ε from `decay_steps` on
  long decay_steps = 1;

  double EpsilonAt(long step) const;
  // With probability ε(step) a uniformly random legal call, otherwise the
  // legal call of least estimated cost; decided by `seed` alone.
  int Choose(const float* costs, std::uint64_t legal, long step, std::uint64_t seed) const;
};

// A call drawn from the policy softmax(−scores) over the legal calls (the
// policy-gradient bidder's output is minus its logits, so that the greedy
// call is always the one of least score); decided by `seed` alone.
int SampleFromPolicy(const float* scores, std::uint64_t legal, std::uint64_t seed);

// The policy softmax(−scores) over the legal calls: pi[c] for c < 36
// (0 off the legal calls).
void PolicyProbabilities(const float* scores, std::uint64_t legal, double* pi);

// A well-mixed 64-bit value of (a, b) (SplitMix64 finaliser): the seeds
// the trainer derives for each step, deal and decision.
std::uint64_t MixSeed(std::uint64_t a, std::uint64_t b);

}  // namespace bidlab::neural
