// A trained multi-layer bandit model (thesis §3.3): the bidding nodes of a
// BanditStructure, each with one ridge-regression weight vector per call it
// may make, estimating that call's reward (24 − cost in IMPs) from the
// caller's hand features (bandit_features.h). Bidding follows the nodes:
// North's hand at the root, the predicted call leads to the next layer's
// node where South's hand is used, and so on; a node predicts the allowed
// call of largest estimated reward (ties to the lower call), and after a
// terminal call the only call is PASS.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "learn/bandit/bandit_features.h"
#include "learn/bandit/bandit_params.h"
#include "learn/bandit/bandit_structure.h"
#include "learn/registry.h"

namespace bidlab {

// d × 36: column c = call c's weights.
using BanditWeights = Eigen::Matrix<double, kBanditDim, kNumFinalCalls>;

class BanditModel {
 public:
  static constexpr const char* kKind = "bandit";
  static constexpr int kVersion = 2;  // 2: the readings ucb1_total … width_counts

  // weights[i] and visits[i] belong to node i of the structure the params
  // describe (weights of calls a node may not make are ignored and saved as 0).
  BanditModel(const BanditParams& params, std::vector<BanditWeights> weights, std::vector<std::uint64_t> visits,
              std::uint64_t train_deals);

  const BanditParams& params() const { return params_; }
  const BanditStructure& structure() const { return structure_; }
  const BanditWeights& weights(int node) const { return weights_[static_cast<std::size_t>(node)]; }
  // Training examples that reached each node (how often Algorithm 1 visited it).
  std::uint64_t visits(int node) const { return visits_[static_cast<std::size_t>(node)]; }
  std::uint64_t train_deals() const { return train_deals_; }

  // The call node `node` predicts for features x.
  int Predict(int node, const BanditVector& x) const;
  // Estimated reward of call c at node for x.
  double Estimate(int node, int call, const BanditVector& x) const;
  // The N-S calls the model makes for a deal, North first, up to and
  // including the PASS that ends the auction (after an opening PASS, South's
  // PASS ends it: passed out). Returns the number of calls written to `out`,
  // which must hold depth + 2.
  int BidSequence(const BanditVector& north, const BanditVector& south, int* out) const;
  // The final contract's call index of BidSequence.
  int FinalCall(const BanditVector& north, const BanditVector& south) const;

  // The model-file payload (version kVersion): text lines, then binary
  //   structure tree|layered       depth ℓ         width M
  //   ucb ucb1|linucb              alpha α         penetrate p
  //   pile N                       update full|single
  //   lambda λ                     iterations T    seed S
  //   ucb1_total examples|visits   penetrate_by reward|uncertainty
  //   trained_features fixed|none  (bandit_params.h; the weights below are
  //                                 always for the scaled features)
  //   width_counts bids|calls      (bandit_structure.h)
  //   train_deals N                dimension 21
  //   feature_scales s_0 … s_20    (bandit_features.h)
  //   nodes K                      (the structure's node count)
  //   weights BYTES                then BYTES bytes, little-endian:
  //     for each node i in structure order: u64 visits, then for each call
  //     the node may make, in index order, 21 float64 weights
  std::string SavePayload() const;
  // Throws Error saying what is wrong.
  static std::shared_ptr<const BanditModel> LoadPayload(std::string_view payload);

 private:
  BanditParams params_;
  BanditStructure structure_;
  std::vector<BanditWeights> weights_;
  std::vector<std::uint64_t> visits_;
  std::uint64_t train_deals_;
};

// The registry entry: model kind "bandit", loaded as a BanditBidder.
ModelKind BanditModelKind();

}  // namespace bidlab
