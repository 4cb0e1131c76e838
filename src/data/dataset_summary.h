// What a data set holds, in the terms of the yardstick: how often each call
// is the best contract (the cheapest final call, lowest on ties) and each
// contract type, and what always passing costs.
#pragma once

#include <array>
#include <cstddef>

#include "core/call.h"
#include "core/imp.h"
#include "io/dataset_file.h"

namespace bidlab {

struct DatasetSummary {
  std::size_t deals = 0;
  std::array<std::size_t, kNumFinalCalls> best_call{};  // by call index
  double pass_cost = 0;                                 // average cost of always passing
  double mean_best_score = 0;                           // average best N-S score
};

// The call of least cost with the highest score (ties: the lowest call).
Call BestCall(const std::array<int, kNumFinalCalls>& scores);
DatasetSummary SummariseDataset(const Dataset& dataset, ImpScale scale = ImpScale::kWbf);

}  // namespace bidlab
