// `bidlab experiment compare`, the main job: every uncontested bidder on a
// data set's test split (experiments/compare/compare_bidders.h) beside the
// published figures, as compare.md and compare.json.
#pragma once

#include <ostream>
#include <string>

#include "experiments/experiment_output.h"
#include "io/dataset_file.h"
#include "learn/bidder.h"

namespace bidlab {

struct CompareOptions {
  std::string data_name = "standard";  // how the data set is named in the output
  bool quick = false;                  // smoke test: 5,000 training, 1,000 validation and test deals, a short bandit
  int threads = 0;
};

// `bandit`: a trained bandit, or null to train the default configuration now;
// `neural`: the neural bidder's row, or null for none. Throws Error when the
// data set has no training or no test deals.
ExperimentOutput RunCompare(const CompareOptions& options, const Dataset& dataset, const Bidder* bandit,
                            const Bidder* neural, std::ostream& log);

// `bidlab experiment compare`: loads the data set `options.data_name`, the
// bandit model file (empty: train the default now) and the neural model:
// a file, "none", or "shipped" (data/neural.model, trained on the standard
// set's training split, so used on that set only); then RunCompare.
ExperimentOutput RunCompareWithModels(const CompareOptions& options, const std::string& bandit_model,
                                      const std::string& neural_model, std::ostream& log);

}  // namespace bidlab
