// Training the neural bidder by reinforcement learning from the cost
// vectors alone: North and South share one network (neural_model.h) that
// reads the caller's hand and the auction so far and scores each call
// (lower = better). Every step:
//
//   1. PLAY a batch of training deals with the current network, North
//      first, until the auction ends; remember every decision (deal,
//      auction so far).
//   2. TARGET every legal call of every decision — not only the one made:
//      a call that ends the auction costs what the deal's cost vector says;
//      any other call is followed by play of both hands, each reading only
//      their own, until the auction ends (exact cost again). Needs no
//      double-dummy solving: the 36 costs of each deal are known. With a
//      rollout threshold the calls the policy rarely makes are followed
//      only sometimes, importance-weighted (RolloutPolicy::min_probability).
//   3. LEARN from the targets.
//
// Two methods (NeuralMethod):
//  - policy gradient (the default): the scores are minus the logits of a
//    softmax policy; play and rollouts sample it, and step 3 follows the
//    exact gradient of the expected cost over all legal calls (the targets
//    are one-sample estimates of each call's cost, so no critic is needed),
//    with an entropy bonus that keeps both partners trying conventions;
//  - cost regression (Yeh & Lin's recipe, with exact targets): the scores
//    estimate each call's cost; ε-greedy play, greedy rollouts (bootstrapped
//    from the target network's estimate after `lookahead` calls), squared
//    error over the legal calls.
// Adam, mini-batches. Every `eval_every` steps the greedy bidder (least
// score) is measured on the validation split; the checkpoint of least
// validation cost is the trained model (early stopping chosen on
// validation, never on test).
//
// All three steps run on every thread: play and targets in chunks of fixed
// size (chunks.h), each mini-batch's gradient as the sum of two halves on
// two copies of the network. So the same seed and steps give the same model
// bytes whatever the thread count.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/dd_table.h"
#include "data/deal_symmetry.h"
#include "data/split.h"
#include "io/dataset_file.h"
#include "learn/neural/bidding_state.h"
#include "learn/neural/exploration.h"
#include "learn/neural/neural_model.h"

namespace bidlab::neural {

// A deal as the trainer uses it: North's and South's hands and the costs of
// the 36 final calls (assumed declarer, WBF IMPs, DESIGN.md §1); with the
// table they came from, training may relabel the deal (data/deal_symmetry.h).
struct NeuralDeal {
  std::array<Hand, 2> hands;  // [0] North, [1] South
  std::array<float, kNumFinalCalls> costs{};
  std::optional<DoubleDummyTable> table;
  Vulnerability vulnerability = Vulnerability::kNone;
};
// Writes the network's input row for the player to call in `state`.
inline void EncodeDecision(const NeuralDeal& deal, const BiddingState& state, float* row) {
  EncodeInput(deal.hands[static_cast<std::size_t>(state.Mover())], state, row);
}
// The deals of one split, with their tables.
std::vector<NeuralDeal> NeuralDealsOf(const Dataset& dataset, Split split);
// The deal with its suits renamed and, for the half turn, North and South
// exchanged; its costs recomputed from its relabelled table. Throws Error
// when the deal has no table.
NeuralDeal Relabel(const NeuralDeal& deal, const DealSymmetry& symmetry);

// How the calls after a target's call are made in step 2.
struct RolloutPolicy {
  int lookahead = 0;    // cost regression: calls simulated before bootstrapping (0 = to the end)
  bool sample = false;  // policy gradient: each call drawn from the policy, to the end
  // Policy gradient: a call the decision's policy gives π < τ (this) is
  // followed only with probability π/τ, its target then importance-weighted
  // so that every target stays an unbiased estimate (call_targets.cc);
  // 0 = every call followed.
  double min_probability = 0;
  std::uint64_t seed = 0;  // for the draws
};

// What the network learns (see the top of this file).
enum class NeuralMethod {
  kCostRegression,  // outputs estimate each call's cost; ε-greedy play, greedy rollouts
  kPolicyGradient,  // outputs are minus the logits of a softmax policy; play and rollouts sample it
};
std::string NeuralMethodName(NeuralMethod m);  // "cost-regression", "policy-gradient"

struct NeuralParams {
  NeuralMethod method = NeuralMethod::kPolicyGradient;  // chosen on validation (docs/papers/beyond.md)
  double entropy = 0.5;                  // policy gradient: entropy bonus (IMPs per nat) at the start …
  double final_entropy = 0.01;           // … decayed linearly to this at the last step (docs/papers/beyond.md)
  std::vector<int> hidden = {256, 256};  // ReLU layers; the output layer is linear
  long steps = 60000;                    // about 47 minutes on two cores (docs/papers/beyond.md)
  int deals_per_step = 256;
  int minibatch = 256;
  double learning_rate = 1e-3;        // Adam, decayed linearly …
  double final_learning_rate = 1e-4;  // … to this at the last step
  EpsilonGreedy exploration;          // decay_steps 0 = half the steps
  int lookahead = 0;                  // greedy calls simulated before bootstrapping; 0 = to the end
  int target_sync = 20;               // steps between target-network copies; 0 = targets from the live network
  int eval_every = 250;               // steps between validation measurements
  // Each deal a step plays is one of `symmetries` copies of a training deal
  // (the deal and relabellings of it, data/deal_symmetry.h), drawn at
  // random: 1 = the deals as they are; 48 = 48 exact deals for each solved one
  // (chosen on validation: 2.5717 against 2.6458 with 1, docs/papers/beyond.md).
  int symmetries = 48;
  // Policy gradient: RolloutPolicy::min_probability (0 = follow every call;
  // 0.02: 4.4× the steps per minute at about the same cost per step, docs/papers/beyond.md).
  double rollout_threshold = 0.02;
  int passes = 1;  // step 3's passes over a step's decisions (the targets are computed once)
  // Polyak averaging: with d > 0 an average of the weights, a ← a + (1 − d)(w − a)
  // after every step, is measured on validation beside the live network and
  // the better checkpoint of either is kept (0 = none).
  double weight_average = 0;
  std::uint64_t seed = 1;

  // Throws Error on a value out of range.
  void Validate() const;
  nlohmann::json ToJson() const;
};

struct CurvePoint {
  long step = 0;
  long deals_played = 0;
  double seconds = 0;
  double train_loss =
      0;  // step 3's loss since the last point (expected cost − entropy bonus, or squared error per call)
  double validation_cost = 0;                     // greedy bidder, IMPs per deal
  std::optional<double> average_validation_cost;  // the same for the averaged weights (NeuralParams::weight_average)
};

// [{"step", "deals_played", "seconds", "train_loss", "validation_cost"[, "average_validation_cost"]}, …]
nlohmann::json CurveToJson(const std::vector<CurvePoint>& curve);

struct NeuralTrainOptions {
  int threads = 2;
  double max_minutes = 0;  // stop early after this wall time (0 = never); the result then depends on speed
  std::function<void(const CurvePoint&, long total_steps)> on_checkpoint;
  std::function<void(long step, long total_steps)> on_progress;
};

struct NeuralTrainResult {
  // The checkpoint of least validation cost; its info() holds the
  // parameters, data sizes, validation cost and the learning curve.
  std::shared_ptr<const NeuralModel> model;
  std::vector<CurvePoint> curve;
  long steps_done = 0;
  bool stopped_by_time = false;
  long best_step = 0;
  double best_validation_cost = 0;
  bool best_is_average = false;  // the kept checkpoint is the averaged weights
  double seconds = 0;
  long decisions = 0;  // decisions targeted (each with every legal call)
  // Wall time of each part of a step (play, targets, fit) and of the validation checkpoints.
  struct Phases {
    double play = 0, targets = 0, fit = 0, validation = 0;
  } phase_seconds;
};

NeuralTrainResult TrainNeural(const NeuralParams& params, std::span<const NeuralDeal> train,
                              std::span<const NeuralDeal> validation, const NeuralTrainOptions& options = {});

// The targets of step 2 for one decision: entry c = the cost the deal ends
// with after call c (legal calls only; others are left at 0).
std::array<float, kNumFinalCalls> CallTargets(const nn::Network& network, const NeuralDeal& deal,
                                              const BiddingState& state, const RolloutPolicy& policy = {});

// The loss step 3 minimises on a batch: L = ½ Σ_rows Σ_legal calls (q − t)²
// / rows, where row r's targets are targets[r·36 …] and its legal calls the
// bits of legal[r]. Sets *dz = dL/dq (zero off the legal calls) when given.
double LegalCallLoss(const nn::Matrix& q, std::span<const float> targets, std::span<const std::uint64_t> legal,
                     nn::Matrix* dz);

// The policy-gradient step on a batch (outputs o = −logits, π = softmax of
// −o over the legal calls, C = targets): L = Σ_rows (Σ_c π_c C_c − β·H(π))
// / rows, C held fixed, so dL/do_c = −π_c (C_c − Σπ C + β (log π_c + H)) /
// rows. Returns L; sets *dz = dL/do when given.
double PolicyGradientLoss(const nn::Matrix& scores, std::span<const float> targets,
                          std::span<const std::uint64_t> legal, double entropy_weight, nn::Matrix* dz);

// Greedy play of every deal by `network` (batched, on `threads` threads):
// the average cost, and each deal's final call when `final_calls` is given.
double GreedyAverageCost(const nn::Network& network, std::span<const NeuralDeal> deals, int threads,
                         std::vector<int>* final_calls = nullptr);

}  // namespace bidlab::neural
