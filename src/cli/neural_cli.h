// What `bidlab train neural` and `bidlab experiment neural` share.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "eval/scored_deal.h"
#include "learn/baseline/cost_example.h"
#include "learn/neural/neural_trainer.h"

namespace CLI { class App; }

namespace bidlab {

struct NeuralRunOptions {
  std::vector<std::string> data;
  double minutes = 0;
  int threads = 2;
};

struct NeuralSplits {
  std::vector<CostExample> train_examples, validation_examples;
  std::vector<neural::NeuralDeal> train, validation;  // the same deals, as the trainer reads them
  std::vector<ScoredDeal> test;
};
// The splits of every file, together (DatasetSplitRange: a shard of the
// standard set adds the deals of each split it holds).
NeuralSplits LoadNeuralSplits(const std::vector<std::string>& files);

// --data, --steps, --minutes, --seed, the network and training options, --threads.
void AddNeuralParamOptions(CLI::App& cmd, neural::NeuralParams& params, NeuralRunOptions& run);

// Trains with a progress line and one line per validation checkpoint on io.err.
neural::NeuralTrainResult RunNeuralTraining(const neural::NeuralParams& params, const NeuralRunOptions& run,
                                            const NeuralSplits& splits, CliStreams& io);

// `bidlab explain MODEL` for a neural model file: false when `path` is not
// one. Samples `deals` hands.
bool ExplainNeuralModelFile(const std::string& path, std::ostream& out, std::size_t deals = 20000);

}  // namespace bidlab
