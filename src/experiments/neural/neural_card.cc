#include "experiments/neural/neural_card.h"

#include <sstream>

#include "eval/call_meaning.h"
#include "eval/sampled_system.h"
#include "learn/neural/neural_bidder.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {

std::string NeuralSystemCard(const std::string& name, std::shared_ptr<const neural::NeuralModel> model,
                             std::size_t deals) {
  neural::NeuralBidder bidder(std::move(model));
  SaycBidder sayc;
  const nlohmann::json& info = bidder.model().info();
  std::ostringstream out;
  out << name << ": neural bidder";
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
  return out.str();
}

}  // namespace bidlab
