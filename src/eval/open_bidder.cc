#include "eval/open_bidder.h"

#include <filesystem>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/uncontested_seat.h"
#include "io/model_file.h"
#include "learn/bidder_names.h"
#include "learn/external/external_bidder.h"
#include "learn/neural/neural_model.h"
#include "learn/registry.h"
#include "learn/search/search_bidder.h"

namespace bidlab {

std::unique_ptr<Bidder> LoadModelBidder(const std::string& path, const std::string& required_kind) {
  RegisterAllBidders();
  const ModelFile model = ReadModelFile(path);
  const ModelKind& kind = FindModelKind(required_kind.empty() ? model.kind : required_kind);
  RequireModelKind(path, model, kind.kind, kind.version);
  return LoadPayloadOf(path, [&] { return kind.load(model.payload); });
}

std::unique_ptr<Bidder> LoadSearchBidder(const std::string& path) {
  RegisterAllBidders();
  const ModelFile model = ReadModelFile(path);
  RequireModelKind(path, model, neural::NeuralModel::kKind, neural::NeuralModel::kVersion);
  return LoadPayloadOf(path, [&]() -> std::unique_ptr<Bidder> {
    return std::make_unique<search::SearchBidder>(neural::NeuralModel::LoadPayload(model.payload));
  });
}

bool IsRegisteredName(const std::string& name) {
  RegisterAllBidders();
  return IsRegisteredBidder(name);
}

std::string ShippedModelPath(const std::string& name) {
  if (name == "neural" || name == kSearchBidderName) return ShippedNeuralModelPath();
  if (name == "contested" || name == "contested-neural") return ShippedContestedModelPath();
  return "";
}

std::unique_ptr<Bidder> MakeNamedBidder(const std::string& name) {
  RegisterAllBidders();
  if (name == kSearchBidderName) return LoadSearchBidder(ShippedNeuralModelPath());
  if (const std::string path = ShippedModelPath(name); !path.empty() && !IsRegisteredBidder(name))
    return LoadModelBidder(path);
  return MakeBidder(name);
}

std::unique_ptr<Bidder> OpenNamedBidder(const std::string& name) {
  if (IsRegisteredName(name) || !ShippedModelPath(name).empty()) return MakeNamedBidder(name);
  if (!std::filesystem::exists(name)) MakeBidder(name);  // throws: neither a file nor a registered name
  return LoadModelBidder(name);
}

std::unique_ptr<Bidder> OpenContestedBidder(const std::string& name) {
  if (std::filesystem::is_regular_file(name)) return LoadModelBidder(name);
  if (const std::string path = ShippedModelPath(name); !path.empty()) return LoadModelBidder(path);
  return MakeContestedBidder(name);
}

std::unique_ptr<Bidder> OpenExternalBidder(const std::string& command, double timeout_seconds, bool four_seats) {
  const auto timeout = std::chrono::milliseconds(static_cast<long>(timeout_seconds * 1000.0));
  return std::make_unique<ExternalBidder>(ExternalBidderOptions{command, timeout, four_seats});
}

}  // namespace bidlab
