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

// The trained bidders handed in: `bandit` null to train the default
// configuration now; `neural` and `contested` null for none.
struct CompareModels {
  const Bidder* bandit = nullptr;
  const Bidder* neural = nullptr;
  const Bidder* contested = nullptr;  // the learned four-seat bidder: its own match table
};

// Throws Error when the data set has no training or no test deals.
ExperimentOutput RunCompare(const CompareOptions& options, const Dataset& dataset, const CompareModels& models,
                            std::ostream& log);

// `bidlab experiment compare`: loads the data set `options.data_name`, the
// bandit model file (empty: train the default now), the neural and the
// contested models: each a file, "none", or "shipped" (data/neural.model,
// data/contested.model: trained on the standard set's training split, so
// used on that set only); then RunCompare.
ExperimentOutput RunCompareWithModels(const CompareOptions& options, const std::string& bandit_model,
                                      const std::string& neural_model, const std::string& contested_model,
                                      std::ostream& log);

}  // namespace bidlab
