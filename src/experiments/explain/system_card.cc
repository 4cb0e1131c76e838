#include "experiments/explain/system_card.h"

#include "experiments/neural/neural_card.h"
#include "experiments/thesis/bandit_card.h"
#include "io/model_file.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {

std::optional<std::string> RegisteredBidderCard(const std::string& name) {
  if (name == "sayc") return SaycSystemCard();
  if (name == "pass") return "pass: always passes\n";
  return std::nullopt;
}

std::optional<std::string> ModelFileCard(const std::string& path, std::size_t deals) {
  if (const auto file = ReadModelFileOfKind(path, BanditModel::kKind, BanditModel::kVersion))
    return BanditModelCard(path, BanditModel::LoadPayload(file->payload));
  if (const auto file = ReadModelFileOfKind(path, neural::NeuralModel::kKind, neural::NeuralModel::kVersion))
    return NeuralSystemCard(path, neural::NeuralModel::LoadPayload(file->payload), deals);
  return std::nullopt;
}

}  // namespace bidlab
