// The labelled holdings White's classifiers learn from, and their scoring:
//  - real opening bids (data/opening_examples.h), split 70/20/10 into
//    train, dev and held-out BY HAND, so one hand played at several tables
//    (or seen again at another position) never sits on both sides;
//  - a bidder's opening calls on generated hands (SAYC's on the standard
//    deals: North's hand of DealAt(seed, i));
//  - final contracts: a deal's best N-S contract from its cost vector.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/call.h"
#include "core/hand.h"
#include "data/opening_examples.h"
#include "learn/baseline/cost_example.h"
#include "learn/bidder.h"
#include "learn/softmax/softmax_call_model.h"

namespace bidlab {

struct LabelledHoldings {
  std::vector<Hand> holdings;  // one hand, or a partnership's 26 cards
  std::vector<Call> calls;     // PASS or a bid
  std::vector<bool> agreed;    // White's "all labels agreed" (opening examples only; else all false)
  // Real openings: the folder of each record's file ("BBA", "endplay"),
  // the collection it came from; empty otherwise.
  std::vector<std::string> groups;
  std::size_t size() const { return holdings.size(); }
  std::size_t AgreedCount() const;
};

enum class WhiteSplit { kTrain = 0, kDev = 1, kHeldOut = 2 };
inline constexpr int kNumWhiteSplits = 3;

// 70% train, 20% dev, 10% held out, by a hash of the hand's cards and `seed`.
WhiteSplit WhiteSplitOf(const Hand& hand, std::uint64_t seed);

// The examples of each split (indexed by WhiteSplit), "agreed" computed
// over all examples (LabelsAgreed) before splitting.
std::array<LabelledHoldings, kNumWhiteSplits> SplitOpeningExamples(const std::vector<OpeningExample>& examples,
                                                                   std::uint64_t seed);

// North's hand of deals first … first + count − 1 of `deal_seed` and the
// call `bidder` opens it with as dealer (seat North, empty auction).
LabelledHoldings BidderOpenings(Bidder& bidder, std::uint64_t deal_seed, std::uint64_t first, std::uint64_t count);

// Which of several calls of least cost labels a deal. Ties are common: a
// partscore making nine tricks scores the same at the 1, 2 and 3 level, and
// 4S making eleven tricks the same as 5S.
enum class ContractLabel {
  kLowest,   // the lowest (1S for any spade partscore, 4S with eleven tricks)
  kHighest,  // the highest: the level the tricks make (3S on nine tricks, 5S on eleven)
};
std::string ContractLabelName(ContractLabel rule);  // lowest highest
std::optional<ContractLabel> ParseContractLabel(std::string_view name);

// The best final contract for North-South: a call of least cost (PASS when
// no N-S contract scores above zero), chosen among ties by `rule`.
Call BestContract(const std::array<int, kNumFinalCalls>& costs, ContractLabel rule = ContractLabel::kLowest);

// The partnership holdings (North + South) of deals and their best contracts.
LabelledHoldings ContractExamples(std::span<const CostExample> deals, ContractLabel rule = ContractLabel::kLowest);

// Counts of (true call, predicted call); rows true, columns predicted.
struct CallConfusion {
  std::array<std::array<long, kNumFinalCalls>, kNumFinalCalls> counts{};
  long total = 0;
  long correct = 0;
  void Add(Call truth, Call predicted);
  double Accuracy() const { return total ? static_cast<double>(correct) / static_cast<double>(total) : 0.0; }
};

// The model's predictions (every call allowed) on the examples, or on the
// agreed ones only.
CallConfusion ScoreSoftmax(const SoftmaxCallModel& model, const LabelledHoldings& examples, bool agreed_only = false);

// The same, separately for each group (in order of the groups' names).
std::vector<std::pair<std::string, CallConfusion>> ScoreSoftmaxByGroup(const SoftmaxCallModel& model,
                                                                       const LabelledHoldings& examples);

// Training and dev examples of one problem.
struct TrainDev {
  LabelledHoldings train, dev;
};

// The final-contract examples of a data set's deals with double-dummy
// tables, never its test split: from the train split (dev = the validation
// split), or, while no training deals are solved, from the validation split
// alone, its first (1 − dev_fraction) training and the rest dev.
TrainDev ContractTrainDev(const Dataset& dataset, Split split, double dev_fraction,
                          ContractLabel rule = ContractLabel::kLowest);

}  // namespace bidlab
