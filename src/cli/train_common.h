// What every `bidlab train LEARNER` subcommand shares: the data and feature
// options, loading the train and validation splits, and writing the model.
// Each learner's subcommand lives in its own file (train_cstsr.cc, …) and
// is added to `bidlab train` in train_commands.cc.
#pragma once

#include <string>
#include <vector>

#include "cli/cli.h"
#include "features/hand_features.h"
#include "learn/baseline/cost_example.h"

namespace CLI {
class App;
}

namespace bidlab {

struct TrainDataOptions {
  std::string data;  // data-set file, or "standard"
  std::string features = "condensed";
  bool optimistic = false;        // learn from North's and South's hands
  std::string pairing = "joint";  // how: joint or side_by_side (hand_features.h)
  ImpScale imp_scale = ImpScale::kWbf;
  int symmetries = 1;  // each training deal and its relabellings (data/deal_symmetry.h)
  std::string output;  // the model file
  int threads = 0;
  bool json = false;
};

// --data, --features, --optimistic, --pairing, --imp-scale, --symmetries, -o/--output, --threads, --json.
void AddTrainDataOptions(CLI::App& cmd, TrainDataOptions& options);

// --symmetries N: each training deal and N − 1 of its relabellings.
void AddSymmetriesOption(CLI::App& cmd, int& copies);

FeatureSpec TrainFeatureSpec(const TrainDataOptions& options);

struct TrainingSplits {
  std::vector<CostExample> train, validation;
};
// The train and validation splits of the data set (DESIGN.md §1, 80/10/10).
TrainingSplits LoadTrainingSplits(const TrainDataOptions& options);

// Subcommands of `bidlab train`, one per learner.
void AddTrainCstsr(CLI::App& train, CliStreams& io);
void AddTrainCsosr(CLI::App& train, CliStreams& io);

}  // namespace bidlab
