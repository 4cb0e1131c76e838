#include "learn/neural/neural_model.h"

#include <array>
#include <functional>

#include "core/error.h"
#include "learn/model_info.h"
#include "learn/neural/neural_bidder.h"
#include "learn/nn/masked_best.h"

namespace bidlab::neural {

NeuralModel::NeuralModel(nn::Network network, nlohmann::json info)
    : network_(std::move(network)), info_(std::move(info)) {
  if (network_.inputs() != kInputs || network_.outputs() != kNumFinalCalls)
    throw Error("a neural bidding network reads " + std::to_string(kInputs) + " inputs and scores " +
                std::to_string(kNumFinalCalls) + " calls; this one has " + std::to_string(network_.inputs()) + " and " +
                std::to_string(network_.outputs()));
}

bool NeuralModel::ScoresArePolicy() const {
  const auto params = info_.find("params");
  return params != info_.end() && params->is_object() && params->value("method", "") == "policy-gradient";
}

std::string NeuralModel::SavePayload() const { return info_.dump() + "\n" + network_.Save(); }

std::shared_ptr<const NeuralModel> NeuralModel::LoadPayload(std::string_view payload) {
  const std::size_t eol = payload.find('\n');
  if (eol == std::string_view::npos) throw InputError("neural model", 2, "expected a JSON line, then the network");
  nlohmann::json info = ModelInfoLine(payload.substr(0, eol), "neural model");
  return std::make_shared<const NeuralModel>(nn::Network::Load(payload.substr(eol + 1), "neural model"),
                                             std::move(info));
}

void EstimatedCosts(const NeuralModel& model, const Hand& hand, const BiddingState& state, nn::ForwardScratch& scratch,
                    float* costs, nn::LeadingSums* leading) {
  InputEntries x;
  EncodeInput(hand, state, x);
  if (leading) leading->Forward(model.network(), x.row(), kHandInputs, costs, scratch);
  else nn::ForwardRow(model.network(), x.row(), costs, scratch);
}

int CheapestLegal(const float* costs, std::uint64_t legal) {
  return nn::BestAllowed(costs, legal, kNumFinalCalls, std::less<>());
}

ModelKind NeuralModelKind() {
  return {NeuralModel::kKind, NeuralModel::kVersion, [](std::string_view payload) -> std::unique_ptr<Bidder> {
            return std::make_unique<NeuralBidder>(NeuralModel::LoadPayload(payload));
          }};
}

}  // namespace bidlab::neural
