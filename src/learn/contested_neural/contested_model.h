// The four-seat learned bidder's model: one network for all four seats and
// both sides of a match (DESIGN.md §1b). It reads contested_input.h's view
// of the caller and scores each of the 38 calls (PASS, the bids, X, XX) as
// the logits of a policy; the bidder makes the legal call of highest score.
//
// Payload (model kind "contested-neural", version 1): one line of JSON
// describing the training (parameters, curve, validation figures), then the
// network (nn::Network::Save).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "learn/bidder.h"
#include "learn/nn/network.h"
#include "learn/registry.h"

namespace bidlab::contested_neural {

class ContestedModel {
 public:
  static constexpr const char* kKind = "contested-neural";
  static constexpr int kVersion = 1;

  // Throws Error unless the network reads kInputs and scores kNumCalls.
  ContestedModel(nn::Network network, nlohmann::json info);

  const nn::Network& network() const { return network_; }
  const nlohmann::json& info() const { return info_; }

  std::string SavePayload() const;
  // Throws InputError when the payload is not a contested model.
  static std::shared_ptr<const ContestedModel> LoadPayload(std::string_view payload);

 private:
  nn::Network network_;
  nlohmann::json info_;
};

// A fresh network: ReLU layers of `hidden` sizes, then a linear layer of the
// 38 calls' scores; Glorot weights from `seed`.
nn::Network NewContestedNetwork(const std::vector<int>& hidden, std::uint64_t seed);

// The legal call (bit c of `legal` = call index c) of highest score in
// `scores` (38 entries), ties to the lower call; −1 when none is legal.
int BestLegal(const float* scores, std::uint64_t legal);

ModelKind ContestedModelKind();

}  // namespace bidlab::contested_neural
