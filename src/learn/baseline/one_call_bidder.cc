#include "learn/baseline/one_call_bidder.h"

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

#include "core/error.h"
#include "core/excerpt.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

namespace {

bool IsFirstCall(const BidRequest& request) {
  return request.seat == Seat::kNorth && request.auction != nullptr && request.auction->empty();
}

}  // namespace

std::string OneCallBidderName(const std::string& kind, const FeatureSpec& spec) {
  std::string name = kind + "-" + FeatureSetName(spec.set);
  if (spec.both_hands) name += spec.pairing == HandPairing::kJoint ? "-optimistic" : "-optimistic-side-by-side";
  return name;
}

void WriteFeatureSpec(PayloadWriter& writer, const FeatureSpec& spec) {
  writer.Line("features", FeatureSetName(spec.set));
  writer.Words(spec.both_hands ? std::vector<std::string>{"hands", "both", HandPairingName(spec.pairing)}
                               : std::vector<std::string>{"hands", "north"});
}

FeatureSpec ReadFeatureSpec(PayloadReader& reader) {
  FeatureSpec spec;
  const std::string set = reader.ExpectWord("features");
  const auto parsed = ParseFeatureSet(set);
  if (!parsed) reader.Fail("unknown feature set " + QuotedExcerpt(set) + " (known: " + FeatureSetNames() + ")");
  spec.set = *parsed;
  const std::vector<std::string> words = reader.NextWords();
  if (words.size() == 2 && words[0] == "hands" && words[1] == "north") return spec;
  if (words.size() == 3 && words[0] == "hands" && words[1] == "both" && ParseHandPairing(words[2])) {
    spec.both_hands = true;
    spec.pairing = *ParseHandPairing(words[2]);
    return spec;
  }
  reader.Fail("expected \"hands north\", \"hands both joint\" or \"hands both side_by_side\"");
}

OneCallBidder::OneCallBidder(std::shared_ptr<const CallCostModel> model)
    : model_(std::move(model)), name_(OneCallBidderName(model_->Kind(), model_->features())) {}

std::array<double, kNumFinalCalls> OneCallBidder::Estimates(const BidRequest& request) const {
  const FeatureSpec& spec = model_->features();
  if (spec.both_hands && !request.partner_hand)
    throw Error("bidder " + name_ + " sees both hands, but was not shown partner's hand");
  double x[kMaxFeatureCount];
  const std::span<double> features(x, static_cast<std::size_t>(FeatureCount(spec)));
  EncodeFeatures(spec, request.hand, spec.both_hands ? *request.partner_hand : Hand(), features);
  std::array<double, kNumFinalCalls> estimates{};
  model_->EstimateCosts(features, estimates);
  return estimates;
}

Call OneCallBidder::Bid(const BidRequest& request) {
  if (!IsFirstCall(request)) return Call::Pass();
  return Call::FromIndex(CheapestCallIndex(Estimates(request)));
}

std::string OneCallBidder::Explain(const BidRequest& request) {
  if (!IsFirstCall(request)) return "pass: the one-call bidder has made its call";
  const std::array<double, kNumFinalCalls> e = Estimates(request);
  std::array<int, kNumFinalCalls> order{};
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return e[a] < e[b]; });
  std::string text = CallName(Call::FromIndex(order[0])) + ": least estimated cost";
  char part[64];
  std::snprintf(part, sizeof part, " %.2f IMP (then", e[order[0]]);
  text += part;
  for (int r = 1; r < 3; ++r) {
    std::snprintf(part, sizeof part, "%s %s %.2f", r == 1 ? "" : ",", CallName(Call::FromIndex(order[r])).c_str(),
                  e[order[r]]);
    text += part;
  }
  return text + ")";
}

double OneCallAverageCost(const CallCostModel& model, std::span<const CostExample> examples) {
  if (examples.empty()) return 0.0;
  const FeatureSpec& spec = model.features();
  std::vector<double> x(static_cast<std::size_t>(FeatureCount(spec)));
  std::array<double, kNumFinalCalls> estimates{};
  long total = 0;
  for (const CostExample& e : examples) {
    EncodeFeatures(spec, e.north, e.south, x);
    model.EstimateCosts(x, estimates);
    total += e.costs[CheapestCallIndex(estimates)];
  }
  return static_cast<double>(total) / static_cast<double>(examples.size());
}

}  // namespace bidlab
