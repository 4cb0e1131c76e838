#include "experiments/neural/neural_card.h"

#include <algorithm>
#include <sstream>

#include "eval/call_meaning.h"
#include "eval/sampled_system.h"
#include "learn/neural/neural_bidder.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {

namespace {

// A model's training parameters as words: "method policy-gradient, hidden
// 256×256, learning rate 0.001, …" (the model file's JSON, read by a player).
std::string ParamsText(const nlohmann::json& params) {
  std::string text;
  for (const auto& [key, value] : params.items()) {
    std::string name = key, shown;
    std::replace(name.begin(), name.end(), '_', ' ');
    if (value.is_array())
      for (const auto& v : value)
        shown += (shown.empty() ? "" : "×") + (v.is_string() ? v.get<std::string>() : v.dump());
    else shown = value.is_string() ? value.get<std::string>() : value.dump();
    text += (text.empty() ? "" : ", ") + name + " " + shown;
  }
  return text;
}

}  // namespace

std::string NeuralSystemCard(const std::string& name, std::shared_ptr<const neural::NeuralModel> model,
                             std::size_t deals) {
  neural::NeuralBidder bidder(std::move(model));
  SaycBidder sayc;
  const nlohmann::json& info = bidder.model().info();
  std::ostringstream out;
  out << name << ": neural bidder";
  if (info.contains("params") && info["params"].is_object()) out << " (" << ParamsText(info["params"]) << ")";
  if (info.contains("train_deals")) out << ", trained on " << info["train_deals"] << " deals";
  if (info.contains("validation_cost")) out << ", validation cost " << info["validation_cost"] << " IMP";
  out << "\n\n"
      << SampledSystemMarkdown({"neural", "SAYC"},
                               {SampleSystem(bidder, deals, 1, 0), SampleSystem(sayc, deals, 1, 0)});
  const MeaningSampling sampling = StandardMeaningSampling(deals);
  out << "\nWhat its calls mean (the hands it makes each call with, sampled; `bidlab explain MODEL --auction "
         "\"CALLS\"` for any other auction):\n\n"
      << MeaningsCard(bidder, sampling);
  return out.str();
}

}  // namespace bidlab
