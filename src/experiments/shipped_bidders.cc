#include "experiments/shipped_bidders.h"

#include "data/dataset_ops.h"
#include "eval/open_bidder.h"
#include "learn/contested_neural/contested_model.h"
#include "learn/neural/neural_model.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

std::string Model(const std::string& given, const std::string& shipped) {
  if (given == "none") return "";
  return given == "shipped" ? shipped : given;
}

}  // namespace

std::vector<std::unique_ptr<Bidder>> ShippedBidders(const std::string& neural_model,
                                                    const std::string& contested_model) {
  RegisterAllBidders();
  std::vector<std::unique_ptr<Bidder>> owned;
  owned.push_back(MakeBidder("sayc"));
  if (const std::string path = Model(neural_model, ShippedNeuralModelPath()); !path.empty())
    owned.push_back(LoadModelBidder(path, neural::NeuralModel::kKind));
  if (const std::string path = Model(contested_model, ShippedContestedModelPath()); !path.empty())
    owned.push_back(LoadModelBidder(path, contested_neural::ContestedModel::kKind));
  return owned;
}

std::vector<const Bidder*> Pointers(const std::vector<std::unique_ptr<Bidder>>& bidders) {
  std::vector<const Bidder*> pointers;
  for (const auto& b : bidders) pointers.push_back(b.get());
  return pointers;
}

}  // namespace bidlab
