#include "experiments/explain/system_card.h"

#include "core/error.h"
#include "eval/call_meaning.h"
#include "eval/open_bidder.h"
#include "experiments/neural/neural_card.h"
#include "experiments/thesis/bandit_card.h"
#include "io/model_file.h"
#include "learn/contested_neural/contested_bidder.h"
#include "learn/registry.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {

std::optional<std::string> RegisteredBidderCard(const std::string& name) {
  for (const sayc::Style* style : sayc::Styles())
    if (name == style->name) return SaycSystemCard(*style);
  if (name == "pass") return "pass: always passes\n";
  return std::nullopt;
}

namespace {

// The learned four-seat bidder's card: how it was trained, then what its
// calls mean, uncontested and after interference (eval/call_meaning.h).
std::string ContestedSystemCard(const std::string& name, std::shared_ptr<const contested_neural::ContestedModel> model,
                                std::size_t deals) {
  contested_neural::ContestedBidder bidder(std::move(model));
  const nlohmann::json& info = bidder.model().info();
  std::string head = name + ": contested-neural bidder (four seats)";
  if (info.contains("teacher")) head += ", stage 1 imitating " + info["teacher"].get<std::string>();
  if (info.contains("reinforce")) {
    const nlohmann::json& r = info["reinforce"];
    char text[160];
    std::snprintf(text, sizeof text, ", then %d steps of reinforcement against %s (validation %+.4f IMPs/board)",
                  r.value("steps_done", 0), r.value("opponents", std::string("?")).c_str(),
                  r.value("best_validation_imps", 0.0));
    head += text;
  }
  // Sampled as `bid` and `explain --auction` sample: a call reads the same.
  const MeaningSampling sampling = StandardMeaningSampling(deals);
  return head +
         "\n\nWhat its calls mean (the hands it makes each call with, sampled; `bidlab explain MODEL --auction "
         "\"1S (2H)\"` for any other auction, the opponents' calls in parentheses):\n\n" +
         ContestedMeaningsCard(bidder, sampling);
}

}  // namespace

std::optional<std::string> ModelFileCard(const std::string& path, std::size_t deals) {
  if (const auto file = ReadModelFileOfKind(path, BanditModel::kKind, BanditModel::kVersion))
    return BanditModelCard(path, LoadPayloadOf(path, [&] { return BanditModel::LoadPayload(file->payload); }));
  if (const auto file = ReadModelFileOfKind(path, neural::NeuralModel::kKind, neural::NeuralModel::kVersion))
    return NeuralSystemCard(path, LoadPayloadOf(path, [&] { return neural::NeuralModel::LoadPayload(file->payload); }),
                            deals);
  if (const auto file = ReadModelFileOfKind(path, contested_neural::ContestedModel::kKind,
                                            contested_neural::ContestedModel::kVersion))
    return ContestedSystemCard(
        path, LoadPayloadOf(path, [&] { return contested_neural::ContestedModel::LoadPayload(file->payload); }), deals);
  return std::nullopt;
}

namespace {

// Hands sampled for a neural model's card.
constexpr std::size_t kCardDeals = 20000;

}  // namespace

std::string ExplainText(const std::string& name, const std::optional<std::string>& auction, std::size_t deals) {
  if (name.empty()) throw Error("give the bidder to explain: bidlab explain sayc, or a model file (data/neural.model)");
  if (!IsRegisteredName(name) && !std::filesystem::exists(name)) {
    std::string known;
    for (const BidderEntry& e : RegisteredBidders()) known += (known.empty() ? "" : ", ") + e.name;
    throw Error("\"" + name + "\": no such model file, and not a registered bidder (" + known + ")");
  }
  if (auction) {
    const std::unique_ptr<Bidder> bidder = OpenNamedBidder(name);
    const MeaningSampling sampling = StandardMeaningSampling(deals);
    const Auction after = TypedAuction(*auction);
    return bidder->Name() + ": " + MeaningsText(MeaningsAfter(*bidder, after, sampling), after);
  }
  std::optional<std::string> card =
      IsRegisteredName(name) ? RegisteredBidderCard(name) : ModelFileCard(name, kCardDeals);
  if (!card) {
    (void)OpenNamedBidder(name);  // a model file of another kind is refused with its reason
    throw Error("bidder \"" + name + "\" has no system card to print; --auction \"CALLS\" gives what its calls mean");
  }
  return *card;
}

}  // namespace bidlab
