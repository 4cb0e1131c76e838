// What `bidlab train neural` and `bidlab experiment neural` share: the
// splits the neural bidder learns from, its training with a progress line and
// a line per validation checkpoint, and the training report.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eval/scored_deal.h"
#include "experiments/train/training_extra.h"
#include "io/dataset_file.h"
#include "learn/baseline/cost_example.h"
#include "learn/neural/neural_trainer.h"

namespace bidlab {

struct NeuralSplits {
  std::vector<CostExample> train_examples, validation_examples;
  std::vector<neural::NeuralDeal> train, validation;  // the same deals, as the trainer reads them
  std::vector<ScoredDeal> test;
  std::string extra_file;  // the --train-extra deals, extra of them at the end of `train`
  std::size_t extra = 0;
};
// Adds the splits of `dataset` (DatasetSplitRange: a shard of the standard
// set adds the deals of each split it holds).
void AddNeuralSplits(const Dataset& dataset, NeuralSplits& splits);

struct NeuralRunOptions {
  double minutes = 0;  // stop after this wall time (0 = no limit)
  int threads = 2;     // 0 = every core
  TrainExtra extra;    // deals added to the training split only
};
// Adds the deals of `extra` to the training split of `splits` (none without a file).
void AddTrainExtra(const TrainExtra& extra, NeuralSplits& splits);

// Trains with a progress line and one line per validation checkpoint on `log`.
neural::NeuralTrainResult TrainNeuralLogged(const neural::NeuralParams& params, const NeuralRunOptions& run,
                                            const NeuralSplits& splits, std::ostream& log);

// `bidlab train neural`: loads `data` (training_data.h), trains (under
// mpirun data-parallel across the ranks, TrainNeural), writes the model to
// `output` (rank 0 alone) and returns the report, text or JSON.
std::string TrainNeuralFromFiles(const neural::NeuralParams& params, const NeuralRunOptions& run,
                                 const std::vector<std::string>& data, const std::string& output, bool json,
                                 std::ostream& log);

// What `train neural` prints: a few lines of text, or its JSON (the model's
// info with "model" = the file written).
std::string NeuralTrainingText(const neural::NeuralTrainResult& result, const NeuralSplits& splits,
                               const std::string& model_path);
nlohmann::json NeuralTrainingJson(const neural::NeuralTrainResult& result, const std::string& model_path);

}  // namespace bidlab
