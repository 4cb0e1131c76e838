// The data a training or an experiment is handed, loaded from the data-set
// files a command names (a learner never reads files).
#pragma once

#include <string>
#include <vector>

#include "core/imp.h"
#include "experiments/train/neural_training.h"
#include "learn/baseline/cost_example.h"
#include "learn/ddnet/ddnet_data.h"

namespace bidlab {

struct TrainingSplits {
  std::vector<CostExample> train, validation;
};
// The train and validation splits of the data set (DESIGN.md §1, 80/10/10),
// each training deal with `symmetries` − 1 of its relabellings.
TrainingSplits LoadTrainingSplits(const std::string& data, ImpScale scale, int symmetries);

// The splits of every file, together; throws Error when they hold no training deal.
NeuralSplits LoadNeuralSplits(const std::vector<std::string>& files);

// The splits of the files `data` (none: the standard set, or while it is
// being built its shards, complete or still being solved; a ".partial"
// build journal read as its snapshot), a deal counted once.
ddnet::SplitRecords LoadDdnetData(const std::vector<std::string>& data);

}  // namespace bidlab
