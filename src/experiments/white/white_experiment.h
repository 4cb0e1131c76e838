// White, "Do I Hear 3NT?" reproduced (bidlab experiment white): softmax
// regression of the opening bid and of the final contract
// (learn/softmax), with the paper's figures beside ours.
//
//  1. Table I: opening bids of real game records, train (70%) and dev (20%)
//     accuracy on all hands and on the hands whose tables all agreed, raw
//     and domain templates, the split made by hand (learn/softmax/white_data.h).
//  2. The same classifier on SAYC's openings of the standard deals (train
//     0-79,999; dev 80,000-89,999; test 90,000-99,999), and the opening
//     bidders (North opens, then all pass) scored in IMPs on the
//     test split.
//  3. The final contract: the best N-S contract of each deal from its
//     double-dummy costs, flat and two-stage, raw and domain; accuracy and
//     average IMP cost of the optimistic bidders on the test split beside
//     always-pass and SAYC. Trained on the deals given (never the test split).
//
// Every bidder is scored by the one eval path (eval/evaluate.h).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/opening_examples.h"
#include "eval/scored_deal.h"
#include "experiments/experiment_output.h"
#include "learn/softmax/white_data.h"

namespace bidlab {

// The paper's Table I (m, then accuracies in %).
struct PublishedWhiteRow {
  const char* features;
  double train_all, train_agreed, dev_all, dev_agreed;
};
inline constexpr PublishedWhiteRow kPublishedWhiteTable1[] = {
    {"raw", 84.0, 89.6, 83.1, 88.9},
    {"domain", 89.7, 94.7, 87.5, 93.4},
};
inline constexpr long kPublishedWhiteCounts[4] = {16602, 9552, 4744, 2733};  // train all/agreed, dev all/agreed
inline constexpr double kPublishedWhiteContractBelow = 25.0;                 // "accuracy rates lower than 25%"

struct WhiteExperimentOptions {
  SoftmaxTrainParams params;       // White's: α 0.05, tolerance 0.01, 1,000 epochs
  SoftmaxTrainParams sayc_params;  // the 80,000 SAYC hands (more data, fewer epochs needed)
  std::uint64_t sayc_deals = 80000;
  std::uint64_t split_seed = 1;  // the by-hand split of the real openings
  double dev_fraction = 0.5;     // contract deals from the validation split: share kept for dev
  // A smoke test: 20 epochs, 5,000 SAYC deals, at most 2,000 contract
  // training deals and 2,000 test deals.
  bool quick = false;
  int threads = 0;
};

struct WhiteInputs {
  std::vector<OpeningExample> pbn;  // real openings (empty: Table I is skipped)
  std::string pbn_source;
  std::optional<Dataset> contract_data;  // deals with DD tables to train the contract models on
  std::string contract_source;
  Split contract_split = Split::kTrain;  // train, or validation (split in two)
  std::vector<ScoredDeal> test;          // the standard test split (empty: no IMP costs)
  std::string test_source;
};

struct WhiteModelRow {
  std::string name;            // bidder name
  std::string labels;          // "pbn", "sayc", "dd"
  std::string contract_label;  // final contracts: "lowest" or "highest" (learn/softmax/white_data.h)
  std::shared_ptr<const SoftmaxCallModel> model;
  SoftmaxCallTrace trace;
  double seconds = 0;
  CallConfusion train, train_agreed, dev, dev_agreed, test;
  std::vector<std::pair<std::string, CallConfusion>> dev_by_group;  // real openings: by collection
  std::optional<double> test_cost;                                  // average IMPs on the test split, by the eval path
  std::optional<double> test_best_share;                            // share of test deals bid to a contract of cost 0
};

struct WhiteBaselineRow {
  std::string name;
  double accuracy = 0;    // its final contract = the deal's best contract (the lowest of least cost)
  double best_share = 0;  // its final contract has cost 0
  double test_cost = 0;
};

struct WhiteResult {
  WhiteExperimentOptions options;
  std::string pbn_source, contract_source, test_source;
  std::size_t pbn_held_out = 0;
  std::vector<WhiteModelRow> table1;  // raw, domain on real openings
  std::vector<WhiteModelRow> sayc;    // raw, domain on SAYC's openings
  // flat raw, flat domain, two-stage raw, two-stage domain (lowest label),
  // then flat and two-stage domain on the highest label
  std::vector<WhiteModelRow> contract;
  std::vector<WhiteBaselineRow> baselines;  // pass, sayc (on the test split)
  std::size_t contract_train = 0, contract_dev = 0;
  double seconds = 0;
};

// Stage messages ("Table I: domain template") for a progress display.
using WhiteLog = std::function<void(const std::string&)>;

WhiteResult RunWhiteExperiment(const WhiteInputs& inputs, const WhiteExperimentOptions& options,
                               const WhiteLog& log = {});

std::string WhiteMarkdown(const WhiteResult& result);
nlohmann::json WhiteJson(const WhiteResult& result);

// The confusion matrices drawn as pictures (report/heatmap_svg.h), named
// as the markdown links them: the paper's Fig. 1 (counts, domain, dev) and
// Fig. 2 (normalised, domain, dev, labels agreed), and the final-contract
// models' on the test split.
struct WhiteFigure {
  std::string file;  // "white_fig1_opening_dev_counts.svg"
  std::string title;
  const CallConfusion* confusion = nullptr;
  bool normalised = false;
};
std::vector<WhiteFigure> WhiteFigures(const WhiteResult& result);

// white.md (with `notes` after it), white.json and the figures as SVG heat maps.
ExperimentOutput WhiteOutput(const WhiteResult& result, const std::string& notes);

}  // namespace bidlab
