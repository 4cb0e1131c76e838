// `bidlab experiment neural`: the neural bidder's learning curve (validation
// cost against training time) and the comparison on the test split —
// always-pass, the CSTSR baseline, the bandit, SAYC, neural and the
// optimistic bound — with the published anchors beside them; neural.md,
// neural.json and neural-curve.svg.
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"
#include "experiments/train/neural_training.h"
#include "learn/bidder.h"
#include "learn/neural/neural_model.h"

namespace bidlab {

struct NeuralExperimentOptions {
  neural::NeuralParams params;
  NeuralRunOptions run;
  bool quick = false;  // smoke test: a small network, 40 steps, 1,000 validation and test deals
};

// `model`: a trained neural model to measure, or null to train one now with
// `options.params`; `bandit`: a trained bandit, or null to train the default
// configuration now. Throws Error when `splits` has no test deals.
ExperimentOutput RunNeuralExperiment(NeuralExperimentOptions options, NeuralSplits splits,
                                     std::shared_ptr<const neural::NeuralModel> model, const Bidder* bandit,
                                     std::ostream& log);

// `bidlab experiment neural`: loads `data` (none: the standard set), the
// neural model file (empty: train one) and the bandit model file (empty:
// train the default), then RunNeuralExperiment.
ExperimentOutput RunNeuralExperimentFromFiles(const NeuralExperimentOptions& options,
                                              const std::vector<std::string>& data, const std::string& model,
                                              const std::string& bandit_model, std::ostream& log);

}  // namespace bidlab
