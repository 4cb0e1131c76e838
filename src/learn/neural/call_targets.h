// Step 2 of training (neural_trainer.h), batched: the targets of many
// decisions at once.
#pragma once

#include <span>

#include "learn/neural/neural_trainer.h"

namespace bidlab::neural {

// A decision made while playing: the deal (index into the deals) and the
// auction when the call was due.
struct Decision {
  std::uint32_t deal = 0;
  BiddingState state;
};

// targets[i·36 + c] = the cost decision i's deal ends with after call c,
// for its legal calls (0 for the others). `first_decision` is the index of
// decisions[0] among all of the step's decisions (it seeds the sampling).
// `decision_scores` (36 per decision) are the network's scores of the
// decisions when already known (they weigh importance-sampled rollouts).
void FillCallTargets(const nn::Network& network, std::span<const NeuralDeal> deals, std::span<const Decision> decisions,
                     const RolloutPolicy& policy, float* targets, std::size_t first_decision = 0,
                     const float* decision_scores = nullptr);
// The same in chunks of fixed size on `threads` threads (the result does
// not depend on the thread count). `decision_scores` must be given: scores
// computed chunk by chunk would carry the chunks' rounding into the
// importance weights.
void FillCallTargetsParallel(const nn::Network& network, std::span<const NeuralDeal> deals,
                             std::span<const Decision> decisions, const RolloutPolicy& policy, float* targets,
                             int threads, const float* decision_scores);

}  // namespace bidlab::neural
