// What `bidlab train neural`, `bidlab experiment neural` and `bidlab explain`
// share: the neural options, the splits read from --data, a model file read.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "experiments/train/neural_training.h"

namespace CLI {
class App;
}

namespace bidlab {

// --steps, --minutes, --seed, the network and training options, --threads (not --data).
void AddNeuralParamOptions(CLI::App& cmd, neural::NeuralParams& params, NeuralRunOptions& run);

// The splits of every file, together; throws Error when they hold no training deal.
NeuralSplits LoadNeuralSplits(const std::vector<std::string>& files);

// `bidlab explain MODEL` for a neural model file: false when `path` is not
// one. Samples `deals` hands.
bool ExplainNeuralModelFile(const std::string& path, std::ostream& out, std::size_t deals = 20000);

}  // namespace bidlab
