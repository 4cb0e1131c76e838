// The neural model's system card for `bidlab explain MODEL`: how it was
// trained, its opening bids beside SAYC's and its first responses, sampled
// (eval/sampled_system.h: it reads whole hands, not hand classes).
#include <optional>
#include <ostream>

#include "cli/neural_cli.h"
#include "core/error.h"
#include "eval/call_meaning.h"
#include "eval/sampled_system.h"
#include "io/model_file.h"
#include "learn/neural/neural_bidder.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {

bool ExplainNeuralModelFile(const std::string& path, std::ostream& out, std::size_t deals) {
  const std::optional<ModelFile> file =
      ReadModelFileOfKind(path, neural::NeuralModel::kKind, neural::NeuralModel::kVersion);
  if (!file) return false;
  neural::NeuralBidder bidder(neural::NeuralModel::LoadPayload(file->payload));
  SaycBidder sayc;
  const nlohmann::json& info = bidder.model().info();
  out << path << ": neural bidder";
  if (info.contains("params")) out << " " << info["params"].dump();
  if (info.contains("train_deals")) out << ", trained on " << info["train_deals"] << " deals";
  if (info.contains("validation_cost")) out << ", validation cost " << info["validation_cost"] << " IMP";
  out << "\n\n"
      << SampledSystemMarkdown({"neural", "SAYC"},
                               {SampleSystem(bidder, deals, 1, 0), SampleSystem(sayc, deals, 1, 0)});
  MeaningSampling sampling;
  sampling.min_deals = deals;
  sampling.max_deals = 10 * deals;
  out << "\nWhat its calls mean (the hands it makes each call with, sampled; `bidlab explain MODEL --auction "
         "\"CALLS\"` for any other auction):\n\n"
      << MeaningsCard(bidder, sampling);
  return true;
}

}  // namespace bidlab
