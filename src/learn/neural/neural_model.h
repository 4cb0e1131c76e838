// The neural bidder's model: one network shared by North and South and by
// every round of the auction. It reads the caller's hand and the auction
// from the caller's side (bidding_state.h) and estimates, for each of the
// 36 calls, the cost in IMPs the partnership ends with if it makes that call
// and both then bid on greedily. The bidder makes the legal call of least
// estimated cost.
//
// Payload (model kind "neural", version 1): one line of JSON describing the
// training (for `explain` and reports), then the network (nn::Network::Save).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "learn/neural/bidding_state.h"
#include "learn/nn/network.h"
#include "learn/nn/sparse_forward.h"
#include "learn/registry.h"

namespace bidlab::neural {

class NeuralModel {
 public:
  static constexpr const char* kKind = "neural";
  static constexpr int kVersion = 1;

  NeuralModel(nn::Network network, nlohmann::json info);

  const nn::Network& network() const { return network_; }
  // What training wrote about itself: parameters, data, validation cost.
  const nlohmann::json& info() const { return info_; }

  // Whether the scores are minus a policy's logits (policy gradient) rather
  // than estimated costs (cost regression).
  bool ScoresArePolicy() const;

  std::string SavePayload() const;
  // Throws InputError when the payload is not a neural model.
  static std::shared_ptr<const NeuralModel> LoadPayload(std::string_view payload);

 private:
  nn::Network network_;
  nlohmann::json info_;
};

// The estimated cost of each of the 36 calls for `hand` to call now, into
// costs[0, 36) (nn/sparse_forward.h, with `scratch`'s buffers).
// With `leading`, the first layer's sums over the hand's inputs are kept
// there for the player's next calls (the model must stay the same).
void EstimatedCosts(const NeuralModel& model, const Hand& hand, const BiddingState& state, nn::ForwardScratch& scratch,
                    float* costs, nn::LeadingSums* leading = nullptr);

// The legal call of least estimated cost in `costs` (36 entries), ties to
// the lower call.
int CheapestLegal(const float* costs, std::uint64_t legal);

ModelKind NeuralModelKind();

}  // namespace bidlab::neural
