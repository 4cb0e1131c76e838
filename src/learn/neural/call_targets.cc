// Step 2 of training (neural_trainer.h): the cost of every legal call of a
// decision, by batched play of both hands until the auction ends (the calls
// the policy rarely makes only sometimes, importance-weighted).
#include <algorithm>
#include <vector>

#include "learn/neural/call_targets.h"
#include "learn/neural/chunks.h"
#include "learn/nn/sparse_forward.h"

namespace bidlab::neural {

namespace {

// Decisions per chunk of step 2 (chunks.h): their rollouts are batched together.
constexpr std::size_t kTargetChunk = 256;

// A call being followed: which target it fills, on which deal, the auction
// after it, and how many greedy calls have been simulated since.
struct Followed {
  std::size_t target;
  std::uint32_t deal;
  BiddingState state;
  int depth;
};

// Which continuing calls of each decision are followed when rollouts are
// importance-sampled (RolloutPolicy::min_probability τ > 0). Call c of
// policy probability π_c is followed with probability q_c = min(1, π_c/τ),
// and always when it is the decision's likeliest call ("top"). Once the
// rollouts are done, with B = top's target, a followed call's target t
// becomes B + (t − B)/q_c and an unfollowed one's B: unbiased either way,
// and in the policy gradient (π_c times the target) a rare call weighs at
// most τ·|t − B|. Late in training most calls are rare, so most rollouts
// are saved.
class RolloutSampler {
 public:
  // `scores`: the network's scores of each decision (36 per decision).
  RolloutSampler(const float* scores, std::span<const Decision> decisions, double min_probability)
      : tau_(min_probability) {
    if (tau_ <= 0) return;
    pi_.resize(decisions.size() * kNumFinalCalls);
    top_.resize(decisions.size());
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      double* pi = pi_.data() + i * kNumFinalCalls;
      PolicyProbabilities(scores + i * kNumFinalCalls, decisions[i].state.LegalMask(), pi);
      top_[i] = static_cast<int>(std::max_element(pi, pi + kNumFinalCalls) - pi);
    }
    followed_.assign(pi_.size(), 1);
  }

  // Whether to follow call c of decision i; `seed` decides the draw.
  bool Follow(std::size_t i, int c, std::uint64_t seed) {
    if (tau_ <= 0 || c == top_[i]) return true;
    const double q = std::min(1.0, pi_[i * kNumFinalCalls + static_cast<std::size_t>(c)] / tau_);
    const bool follow = static_cast<double>(MixSeed(seed, 0x15) >> 11) * 0x1.0p-53 < q;
    followed_[i * kNumFinalCalls + static_cast<std::size_t>(c)] = follow;
    return follow;
  }

  // Rewrites decision i's targets of its continuing calls as described above.
  void Reweight(std::size_t i, const BiddingState& state, float* row) const {
    if (tau_ <= 0) return;
    const double base = row[top_[i]];
    const std::uint64_t legal = state.LegalMask();
    for (int c = 0; c < kNumFinalCalls; ++c) {
      if (!((legal >> c) & 1u) || state.Ends(c) || c == top_[i]) continue;
      const std::size_t k = i * kNumFinalCalls + static_cast<std::size_t>(c);
      const double q = std::min(1.0, pi_[k] / tau_);
      row[c] = static_cast<float>(followed_[k] ? base + (row[c] - base) / q : base);
    }
  }

 private:
  double tau_;
  std::vector<double> pi_;
  std::vector<int> top_;
  std::vector<char> followed_;
};

// The network's scores of the decisions, as one batch.
nn::Matrix DecisionScores(const nn::Network& network, std::span<const NeuralDeal> deals,
                          std::span<const Decision> decisions) {
  nn::Matrix x(static_cast<Eigen::Index>(decisions.size()), kInputs);
  for (std::size_t i = 0; i < decisions.size(); ++i)
    EncodeDecision(deals[decisions[i].deal], decisions[i].state, x.data() + i * kInputs);
  return nn::SparseForward(network, x);
}

}  // namespace

void FillCallTargets(const nn::Network& network, std::span<const NeuralDeal> deals, std::span<const Decision> decisions,
                     const RolloutPolicy& policy, float* targets, std::size_t first_decision,
                     const float* decision_scores) {
  const double tau = policy.sample ? policy.min_probability : 0.0;
  nn::Matrix own_scores;
  if (tau > 0 && !decision_scores) {
    own_scores = DecisionScores(network, deals, decisions);
    decision_scores = own_scores.data();
  }
  RolloutSampler sampler(decision_scores, decisions, tau);
  std::vector<Followed> followed;
  for (std::size_t i = 0; i < decisions.size(); ++i) {
    const Decision& d = decisions[i];
    const NeuralDeal& deal = deals[d.deal];
    float* row = targets + i * kNumFinalCalls;
    std::fill(row, row + kNumFinalCalls, 0.0f);
    const std::uint64_t legal = d.state.LegalMask();
    for (int c = 0; c < kNumFinalCalls; ++c) {
      if (!((legal >> c) & 1u)) continue;
      const std::size_t target = i * kNumFinalCalls + static_cast<std::size_t>(c);
      if (d.state.Ends(c)) row[c] = deal.costs[static_cast<std::size_t>(FinalCallAfter(d.state, c))];
      else if (sampler.Follow(i, c, MixSeed(policy.seed, first_decision * kNumFinalCalls + target)))
        followed.push_back({target, d.deal, d.state.After(c), 0});
    }
  }
  nn::Matrix x;
  while (!followed.empty()) {
    x.resize(static_cast<Eigen::Index>(followed.size()), kInputs);
    for (std::size_t r = 0; r < followed.size(); ++r) {
      const Followed& f = followed[r];
      EncodeDecision(deals[f.deal], f.state, x.data() + r * kInputs);
    }
    const nn::Matrix q = nn::SparseForward(network, x);
    std::size_t kept = 0;
    for (std::size_t r = 0; r < followed.size(); ++r) {
      const Followed& f = followed[r];
      const float* costs = q.data() + r * kNumFinalCalls;
      const std::uint64_t legal = f.state.LegalMask();
      const int c = policy.sample
                        ? SampleFromPolicy(costs, legal,
                                           MixSeed(MixSeed(policy.seed, first_decision * kNumFinalCalls + f.target),
                                                   static_cast<std::uint64_t>(f.depth)))
                        : CheapestLegal(costs, legal);
      if (f.state.Ends(c))
        targets[f.target] = deals[f.deal].costs[static_cast<std::size_t>(FinalCallAfter(f.state, c))];
      else if (!policy.sample && policy.lookahead > 0 && f.depth + 1 >= policy.lookahead) targets[f.target] = costs[c];
      else followed[kept++] = {f.target, f.deal, f.state.After(c), f.depth + 1};
    }
    followed.resize(kept);
  }
  for (std::size_t i = 0; i < decisions.size(); ++i)
    sampler.Reweight(i, decisions[i].state, targets + i * kNumFinalCalls);
}

void FillCallTargetsParallel(const nn::Network& network, std::span<const NeuralDeal> deals,
                             std::span<const Decision> decisions, const RolloutPolicy& policy, float* targets,
                             int threads, const float* decision_scores) {
  ForEachChunk(decisions.size(), kTargetChunk, threads, [&](std::size_t first, std::size_t last) {
    FillCallTargets(network, deals, decisions.subspan(first, last - first), policy, targets + first * kNumFinalCalls,
                    first, decision_scores + first * kNumFinalCalls);
  });
}

std::array<float, kNumFinalCalls> CallTargets(const nn::Network& network, const NeuralDeal& deal,
                                              const BiddingState& state, const RolloutPolicy& policy) {
  std::array<float, kNumFinalCalls> out{};
  const Decision d{0, state};
  FillCallTargets(network, std::span(&deal, 1), std::span(&d, 1), policy, out.data());
  return out;
}

}  // namespace bidlab::neural
