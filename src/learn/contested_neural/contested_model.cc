#include "learn/contested_neural/contested_model.h"

#include <functional>
#include <random>

#include "core/error.h"
#include "learn/contested_neural/contested_bidder.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/model_info.h"
#include "learn/nn/masked_best.h"

namespace bidlab::contested_neural {

ContestedModel::ContestedModel(nn::Network network, nlohmann::json info)
    : network_(std::move(network)), info_(std::move(info)) {
  if (network_.inputs() != kInputs || network_.outputs() != kNumCalls)
    throw Error("a contested bidding network reads " + std::to_string(kInputs) + " inputs and scores " +
                std::to_string(kNumCalls) + " calls; this one has " + std::to_string(network_.inputs()) + " and " +
                std::to_string(network_.outputs()));
}

std::string ContestedModel::SavePayload() const { return info_.dump() + "\n" + network_.Save(); }

std::shared_ptr<const ContestedModel> ContestedModel::LoadPayload(std::string_view payload) {
  const std::size_t eol = payload.find('\n');
  if (eol == std::string_view::npos)
    throw InputError("contested-neural model", 2, "expected a JSON line, then the network");
  nlohmann::json info = ModelInfoLine(payload.substr(0, eol), "contested-neural model");
  nn::Network network = nn::Network::Load(payload.substr(eol + 1), "contested-neural model");
  if (network.inputs() != kInputs || network.outputs() != kNumCalls)
    throw InputError("contested-neural model", 3,
                     "the network reads " + std::to_string(network.inputs()) + " inputs and scores " +
                         std::to_string(network.outputs()) + " calls, not " + std::to_string(kInputs) + " and " +
                         std::to_string(kNumCalls));
  return std::make_shared<const ContestedModel>(std::move(network), std::move(info));
}

nn::Network NewContestedNetwork(const std::vector<int>& hidden, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  nn::Network net;
  int inputs = kInputs;
  for (int h : hidden) {
    net.Add(nn::DenseLayer(inputs, h, nn::Activation::kRelu, rng));
    inputs = h;
  }
  net.Add(nn::DenseLayer(inputs, kNumCalls, nn::Activation::kLinear, rng));
  return net;
}

int BestLegal(const float* scores, std::uint64_t legal) {
  return nn::BestAllowed(scores, legal, kNumCalls, std::greater<>());
}

ModelKind ContestedModelKind() {
  return {ContestedModel::kKind, ContestedModel::kVersion, [](std::string_view payload) -> std::unique_ptr<Bidder> {
            return std::make_unique<ContestedBidder>(ContestedModel::LoadPayload(payload));
          }};
}

}  // namespace bidlab::contested_neural
