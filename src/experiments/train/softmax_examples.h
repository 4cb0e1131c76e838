// The examples `bidlab train softmax --labels` names: real opening bids from
// PBN game records, SAYC's openings of the standard deals, or the best
// contracts of a data set's double-dummy costs.
#pragma once

#include <cstdint>
#include <string>

#include "data/split.h"
#include "learn/softmax/white_data.h"

namespace bidlab {

struct SoftmaxExampleSource {
  std::string labels;           // pbn:PATH[,PATH…], sayc or dd
  std::string data;             // dd: the data set with double-dummy tables
  Split split = Split::kTrain;  // dd: train (dev = validation) or validation (halves, dev_fraction)
  double dev_fraction = 0.5;
  std::string contract_label = "lowest";  // dd: lowest or highest call of least cost
  std::uint64_t split_seed = 1;           // pbn: seed of the by-hand 70/20/10 split
  std::uint64_t sayc_deals = 80000;       // sayc: training deals 0 … N−1 of the standard set
};

// Throws Error naming the option when the source does not fit the task.
TrainDev SoftmaxExamples(const SoftmaxExampleSource& source, SoftmaxTask task);

}  // namespace bidlab
