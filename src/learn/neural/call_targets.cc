// Step 2 of training (neural_trainer.h): the cost of every legal call of a
// decision, by batched play of both hands until the auction ends.
#include <thread>

#include "learn/neural/call_targets.h"

namespace bidlab::neural {

namespace {

// A call being followed: which target it fills, on which deal, the auction
// after it, and how many greedy calls have been simulated since.
struct Followed {
  std::size_t target;
  std::uint32_t deal;
  BiddingState state;
  int depth;
};

}  // namespace

void FillCallTargets(const nn::Network& network, std::span<const NeuralDeal> deals,
                     std::span<const Decision> decisions, const RolloutPolicy& policy, float* targets,
                     std::size_t first_decision) {
  std::vector<Followed> followed;
  for (std::size_t i = 0; i < decisions.size(); ++i) {
    const Decision& d = decisions[i];
    const NeuralDeal& deal = deals[d.deal];
    float* row = targets + i * kNumFinalCalls;
    std::fill(row, row + kNumFinalCalls, 0.0f);
    const std::uint64_t legal = d.state.LegalMask();
    for (int c = 0; c < kNumFinalCalls; ++c) {
      if (!((legal >> c) & 1u)) continue;
      if (d.state.Ends(c))
        row[c] = deal.costs[static_cast<std::size_t>(FinalCallAfter(d.state, c))];
      else
        followed.push_back({i * kNumFinalCalls + static_cast<std::size_t>(c), d.deal, d.state.After(c), 0});
    }
  }
  nn::Matrix x;
  while (!followed.empty()) {
    x.resize(static_cast<Eigen::Index>(followed.size()), kInputs);
    for (std::size_t r = 0; r < followed.size(); ++r) {
      const Followed& f = followed[r];
      EncodeDecision(deals[f.deal], f.state, x.data() + r * kInputs);
    }
    const nn::Matrix q = network.Predict(x);
    std::size_t kept = 0;
    for (std::size_t r = 0; r < followed.size(); ++r) {
      const Followed& f = followed[r];
      const float* costs = q.data() + r * kNumFinalCalls;
      const std::uint64_t legal = f.state.LegalMask();
      const int c = policy.sample ? SampleFromPolicy(costs, legal,
                                                     MixSeed(MixSeed(policy.seed, first_decision * kNumFinalCalls + f.target),
                                                             static_cast<std::uint64_t>(f.depth)))
                                  : CheapestLegal(costs, legal);
      if (f.state.Ends(c))
        targets[f.target] = deals[f.deal].costs[static_cast<std::size_t>(FinalCallAfter(f.state, c))];
      else if (!policy.sample && policy.lookahead > 0 && f.depth + 1 >= policy.lookahead)
        targets[f.target] = costs[c];
      else
        followed[kept++] = {f.target, f.deal, f.state.After(c), f.depth + 1};
    }
    followed.resize(kept);
  }
}

void FillCallTargetsParallel(const nn::Network& network, std::span<const NeuralDeal> deals,
                             std::span<const Decision> decisions, const RolloutPolicy& policy, float* targets,
                             int threads) {
  const std::size_t n = decisions.size();
  const std::size_t parts = static_cast<std::size_t>(std::max(1, threads));
  std::vector<std::thread> workers;
  for (std::size_t p = 1; p < parts; ++p) {
    const std::size_t first = n * p / parts, last = n * (p + 1) / parts;
    workers.emplace_back([&, first, last] {
      FillCallTargets(network, deals, decisions.subspan(first, last - first), policy,
                      targets + first * kNumFinalCalls, first);
    });
  }
  FillCallTargets(network, deals, decisions.subspan(0, n / parts), policy, targets, 0);
  for (std::thread& t : workers) t.join();
}

std::array<float, kNumFinalCalls> CallTargets(const nn::Network& network, const NeuralDeal& deal,
                                               const BiddingState& state, const RolloutPolicy& policy) {
  std::array<float, kNumFinalCalls> out{};
  const Decision d{0, state};
  FillCallTargets(network, std::span(&deal, 1), std::span(&d, 1), policy, out.data());
  return out;
}

}  // namespace bidlab::neural
