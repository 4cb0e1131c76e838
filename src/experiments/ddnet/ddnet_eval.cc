#include "experiments/ddnet/ddnet_eval.h"

#include <sstream>

#include "learn/ddnet/comparator.h"
#include "learn/ddnet/trick_net.h"

namespace bidlab {

nlohmann::json EvalDdnetModel(const ModelFile& file, const std::string& name, const std::vector<DealRecord>& records,
                              const std::string& split) {
  nlohmann::json out = {{"model", name}, {"split", split}, {"deals", records.size()}};
  if (file.kind == ddnet::Comparator::kKind) {
    RequireModelKind(name, file, ddnet::Comparator::kKind, ddnet::Comparator::kVersion);
    const ddnet::Comparator model = ddnet::Comparator::LoadPayload(file.payload, name);
    const auto examples = ddnet::TrickExamples(records, model.kind());
    out["contracts"] = ddnet::ContractKindName(model.kind());
    out["examples"] = examples.size();
    out["side"] = ddnet::ComparatorSideAccuracy(model, examples);
  } else {
    RequireModelKind(name, file, ddnet::TrickNet::kKind, ddnet::TrickNet::kVersion);
    const ddnet::TrickNet model = ddnet::TrickNet::LoadPayload(file.payload, name);
    const auto examples = ddnet::TrickExamples(records, model.kind());
    const ddnet::TrickAccuracy a = ddnet::MeasureTricks(model.PredictTricks(examples), examples);
    out["contracts"] = ddnet::ContractKindName(model.kind());
    out["variant"] = ddnet::VariantName(model.variant());
    out["examples"] = a.examples;
    out["exact"] = a.exact;
    out["within_one"] = a.within_one;
    out["within_two"] = a.within_two;
    out["side"] = a.side;
  }
  return out;
}

std::string EvalDdnetText(const nlohmann::json& r) {
  std::ostringstream out;
  out << r["model"].get<std::string>() << " on " << r["deals"].get<std::size_t>() << " "
      << r["split"].get<std::string>() << " deals (" << r["examples"].get<std::size_t>() << " "
      << r["contracts"].get<std::string>() << " examples):\n";
  if (r.contains("exact"))
    out << "  exact " << 100 * r["exact"].get<double>() << "%, within one " << 100 * r["within_one"].get<double>()
        << "%, within two " << 100 * r["within_two"].get<double>() << "%\n";
  out << "  who bids higher (NS ≥ 7 tricks): " << 100 * r["side"].get<double>() << "%\n";
  return out.str();
}

}  // namespace bidlab
