// What `bidlab experiment white` reads, each part an input it can do without
// (experiments/optional_input.h): the real game records of Table I, the deals
// the final-contract models learn from, and the test split that scores them.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"
#include "experiments/optional_input.h"
#include "experiments/white/white_experiment.h"

namespace bidlab {

struct WhiteInputRequest {
  std::vector<std::string> pbn;  // files or folders; empty: the shared game records
  bool pbn_given = false;
  OptionalInput contract_data{"--contract-data", "standard"};
  std::string contract_split = "validation";  // train or validation
  OptionalInput test{"--test", "standard"};   // its test split
};

// Loads the parts that are present; a line per part skipped goes to `notes`.
WhiteInputs LoadWhiteInputs(const WhiteInputRequest& request, std::string& notes);

// Loads, runs (stages on `log`) and returns white.md (with the missing
// inputs), white.json and the pictures.
ExperimentOutput RunWhiteFromFiles(const WhiteInputRequest& request, const WhiteExperimentOptions& options,
                                   std::ostream& log);

}  // namespace bidlab
