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

}  // namespace bidlab
