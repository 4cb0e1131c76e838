// Training the multi-layer bandit model: Algorithm 1 of the thesis with the
// additional techniques of §3.4.
//
//   repeat T times (iteration t draws from a generator seeded by (seed, t)):
//     pick a training deal i uniformly at random
//     V ← root, x ← North's features
//     loop: score every call m V may make by its UCB reward
//             ŵ_mᵀx + α·uncertainty_m                    (exploration.h)
//           choose the best (ties at random); if it leads to a terminal node
//           and V has non-terminal calls, with probability p choose instead
//           the non-terminal call of best UCB reward (PENETRATIVE UPDATE)
//           follow a non-terminal call to its node with the other hand's x;
//           a terminal call ends the auction
//     r ← 24 − cost of the final contract
//     every node on the path learns (x, r) for the call it chose; with FULL
//     UPDATE it also learns, for the same x, every call whose reward the
//     deal reveals without further bidding: PASS (final contract = the
//     node's label) and every call leading to a terminal node (final
//     contract = that call)
//
// Each call m of a node is a ridge regression w_m = (X_mᵀX_m + λI)⁻¹X_mᵀr_m
// over the examples it has learned. Under FULL UPDATE every terminal call of
// a node learns an example at every visit, so those calls share one Gram
// matrix per node (one rank-one update a visit, one factorisation a solve).
//
// DELAYED UPDATE: the examples are accumulated at once, but the estimates,
// uncertainties and counts that decisions read are re-solved only every
// `pile` iterations (pile 1 = INSTANT UPDATE). The iterations of one pile
// therefore read the same frozen model and run in parallel; their examples
// are applied to each node in iteration order, so the model's bytes depend
// on the seed alone, never on the number of threads.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "data/dealer.h"
#include "learn/bandit/bandit_features.h"
#include "learn/bandit/bandit_model.h"
#include "learn/bandit/bandit_params.h"

namespace bidlab {

inline constexpr int kMaxBanditDepth = 40;

// One sampled auction of Algorithm 1.
struct BanditWalk {
  std::uint32_t deal = 0;
  int steps = 0;                                     // nodes on the path
  std::array<std::int32_t, kMaxBanditDepth> node{};  // path[k] = node of layer k + 1
  std::array<std::uint8_t, kMaxBanditDepth> call{};  // the call each node chose
  int final_call = 0;                                // the contract's call index (0 = passed out)
  double reward = 0;                                 // 24 − cost of the final call
};

// One (x, r) example a node learns from a walk.
struct BanditExample {
  std::int32_t node = 0;
  int call = 0;       // the arm that learns
  bool north = true;  // whose features x are
  double reward = 0;
  bool shared = false;  // a terminal call learning through the node's shared Gram matrix (FULL UPDATE)
};

struct BanditCheckpoint {
  std::uint64_t iterations = 0;
  double seconds = 0;  // training time so far (checkpoints excluded)
  std::shared_ptr<const BanditModel> model;
};

struct BanditTrainOptions {
  // 0 = every core; the result does not depend on it. Measured on this
  // project's 2-core machine while DDS ran (default configuration, 1M
  // iterations): 1 thread 63,500 iterations/s, 2 threads 54,900 (pile 100);
  // pile 1000: 90,000 and 95,400. A pile is short, so the threads meet twice
  // a pile; a second thread pays only when a core is idle.
  int threads = 1;
  // Call on_checkpoint every this many iterations (rounded up to whole
  // piles) and at the end; 0 = only at the end.
  std::uint64_t checkpoint_every = 0;
  std::function<void(const BanditCheckpoint&)> on_checkpoint;
  std::function<void(std::uint64_t done, std::uint64_t total)> on_progress;
};

struct BanditTrainResult {
  std::shared_ptr<const BanditModel> model;
  double seconds = 0;              // training time (checkpoints excluded)
  std::uint64_t examples = 0;      // (x, r) examples learned
  std::uint64_t penetrations = 0;  // terminal choices replaced by PENETRATIVE UPDATE
};

class BanditTrainer {
 public:
  // Throws Error for invalid params or no deals.
  BanditTrainer(const BanditParams& params, std::span<const BanditDeal> deals, int threads = 1);
  ~BanditTrainer();
  BanditTrainer(const BanditTrainer&) = delete;
  BanditTrainer& operator=(const BanditTrainer&) = delete;

  // Runs iterations [done(), done() + count), applying and re-solving at
  // every pile boundary (and at the end).
  void Run(std::uint64_t count);
  std::uint64_t done() const { return done_; }
  std::uint64_t examples() const { return examples_; }
  std::uint64_t penetrations() const { return penetrations_; }

  // The model as of the last re-solve.
  std::shared_ptr<const BanditModel> Model() const;

  // Iteration t's walk under the current (frozen) model, and the examples
  // it teaches: what Run does, exposed for tests.
  BanditWalk Walk(std::uint64_t iteration) const;
  void ForEachExample(const BanditWalk& walk, const std::function<void(const BanditExample&)>& fn) const;

  const BanditStructure& structure() const { return structure_; }

 private:
  struct NodeState;
  class Pool;

  NodeState& StateOf(int node);
  int Choose(int node, const BanditVector& x, SplitMix64& rng, bool& penetrated) const;
  void Apply(const BanditWalk& walk, int part, int parts, std::vector<int>& dirty);
  void Solve(int node);

  BanditParams params_;
  BanditStructure structure_;
  std::span<const BanditDeal> deals_;
  std::vector<BanditDeal> unscaled_;  // FeatureScaling::kNone: the deals' features times their scales
  std::vector<std::unique_ptr<NodeState>> states_;
  std::unique_ptr<Pool> pool_;
  std::uint64_t done_ = 0;
  std::uint64_t examples_ = 0;
  std::uint64_t penetrations_ = 0;
};

// Trains a model on `deals` (the training split) from scratch.
BanditTrainResult TrainBandit(const BanditParams& params, std::span<const BanditDeal> deals,
                              const BanditTrainOptions& options = {});

}  // namespace bidlab
