#include "learn/softmax/white_data.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "core/auction.h"
#include "core/error.h"
#include "data/dealer.h"

namespace bidlab {

std::size_t LabelledHoldings::AgreedCount() const {
  return static_cast<std::size_t>(std::count(agreed.begin(), agreed.end(), true));
}

WhiteSplit WhiteSplitOf(const Hand& hand, std::uint64_t seed) {
  // The hand alone (not its position) decides, so repeats of a hand stay together.
  SplitMix64 rng(hand.mask() ^ (seed * 0x9E3779B97F4A7C15ull));
  const std::uint32_t bucket = rng.Below(100);
  return bucket < 70 ? WhiteSplit::kTrain : bucket < 90 ? WhiteSplit::kDev : WhiteSplit::kHeldOut;
}

std::array<LabelledHoldings, kNumWhiteSplits> SplitOpeningExamples(const std::vector<OpeningExample>& examples,
                                                                   std::uint64_t seed) {
  const std::vector<bool> agreed = LabelsAgreed(examples);
  std::array<LabelledHoldings, kNumWhiteSplits> splits;
  for (std::size_t i = 0; i < examples.size(); ++i) {
    LabelledHoldings& s = splits[static_cast<std::size_t>(WhiteSplitOf(examples[i].hand, seed))];
    s.holdings.push_back(examples[i].hand);
    s.calls.push_back(examples[i].call);
    s.agreed.push_back(agreed[i]);
    const std::string& source = examples[i].source;  // "FILE:LINE"
    s.groups.push_back(std::filesystem::path(source.substr(0, source.rfind(':'))).parent_path().filename().string());
  }
  return splits;
}

LabelledHoldings BidderOpenings(Bidder& bidder, std::uint64_t deal_seed, std::uint64_t first, std::uint64_t count) {
  LabelledHoldings out;
  const Auction empty(Seat::kNorth);
  for (std::uint64_t i = first; i < first + count; ++i) {
    const Deal deal = DealAt(deal_seed, i);
    BidRequest request;
    request.seat = Seat::kNorth;
    request.hand = deal.hand(Seat::kNorth);
    request.auction = &empty;
    if (bidder.SeesPartnerHand()) request.partner_hand = deal.hand(Seat::kSouth);
    const Call call = bidder.Bid(request);
    if (!IsLegalUncontested(empty, call))
      throw Error("bidder " + bidder.Name() + " opened deal " + std::to_string(i) + " with " + CallName(call) +
                  ", not a legal opening");
    out.holdings.push_back(request.hand);
    out.calls.push_back(call);
    out.agreed.push_back(false);
  }
  return out;
}

std::string ContractLabelName(ContractLabel rule) { return rule == ContractLabel::kLowest ? "lowest" : "highest"; }

std::optional<ContractLabel> ParseContractLabel(std::string_view name) {
  if (name == "lowest") return ContractLabel::kLowest;
  if (name == "highest") return ContractLabel::kHighest;
  return std::nullopt;
}

Call BestContract(const std::array<int, kNumFinalCalls>& costs, ContractLabel rule) {
  const auto least = std::min_element(costs.begin(), costs.end());
  if (rule == ContractLabel::kLowest) return Call::FromIndex(static_cast<int>(least - costs.begin()));
  const auto highest = std::find(costs.rbegin(), costs.rend(), *least);
  return Call::FromIndex(static_cast<int>(costs.rend() - highest) - 1);
}

LabelledHoldings ContractExamples(std::span<const CostExample> deals, ContractLabel rule) {
  LabelledHoldings out;
  for (const CostExample& d : deals) {
    out.holdings.push_back(PartnershipHolding(d.north, d.south));
    out.calls.push_back(BestContract(d.costs, rule));
    out.agreed.push_back(false);
  }
  return out;
}

void CallConfusion::Add(Call truth, Call predicted) {
  ++counts[static_cast<std::size_t>(truth.index())][static_cast<std::size_t>(predicted.index())];
  ++total;
  if (truth == predicted) ++correct;
}

std::vector<std::pair<std::string, CallConfusion>> ScoreSoftmaxByGroup(const SoftmaxCallModel& model,
                                                                       const LabelledHoldings& examples) {
  std::map<std::string, CallConfusion> by_group;
  for (std::size_t i = 0; i < examples.groups.size() && i < examples.size(); ++i)
    by_group[examples.groups[i]].Add(examples.calls[i], model.Predict(examples.holdings[i]));
  return {by_group.begin(), by_group.end()};
}

CallConfusion ScoreSoftmax(const SoftmaxCallModel& model, const LabelledHoldings& examples, bool agreed_only) {
  CallConfusion c;
  for (std::size_t i = 0; i < examples.size(); ++i) {
    if (agreed_only && !examples.agreed[i]) continue;
    c.Add(examples.calls[i], model.Predict(examples.holdings[i]));
  }
  return c;
}

TrainDev ContractTrainDev(const Dataset& dataset, Split split, double dev_fraction, ContractLabel rule) {
  if (split == Split::kTest)
    throw Error("the final-contract model is never trained or tuned on the test split (use train or validation)");
  if (split == Split::kAll) throw Error("choose the train or the validation split to train on");
  TrainDev out;
  if (split == Split::kTrain) {
    out.train = ContractExamples(CostExamplesOf(dataset, Split::kTrain), rule);
    out.dev = ContractExamples(CostExamplesOf(dataset, Split::kValidation), rule);
  } else {
    if (!(dev_fraction >= 0 && dev_fraction < 1)) throw Error("the dev fraction must be in [0, 1)");
    const std::vector<CostExample> deals = CostExamplesOf(dataset, Split::kValidation);
    const auto cut = static_cast<std::ptrdiff_t>(static_cast<double>(deals.size()) * (1 - dev_fraction));
    out.train = ContractExamples(std::span<const CostExample>(deals.begin(), deals.begin() + cut), rule);
    out.dev = ContractExamples(std::span<const CostExample>(deals.begin() + cut, deals.end()), rule);
  }
  if (out.train.size() == 0)
    throw Error("no " + SplitName(split) + " deals with double-dummy tables in this data set (it has " +
                std::to_string(dataset.records.size()) + " deals)");
  return out;
}

}  // namespace bidlab
