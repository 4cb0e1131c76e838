#include "data/dataset_summary.h"

#include "data/cost_vector.h"

namespace bidlab {

Call BestCall(const std::array<int, kNumFinalCalls>& scores) {
  int best = 0;
  for (int c = 1; c < kNumFinalCalls; ++c)
    if (scores[c] > scores[best]) best = c;
  return Call::FromIndex(best);
}

DatasetSummary SummariseDataset(const Dataset& dataset, ImpScale scale) {
  DatasetSummary summary;
  summary.deals = dataset.records.size();
  double pass_cost = 0, best_score = 0;
  for (const DealRecord& r : dataset.records) {
    const CostVector cv = MakeCostVector(r.table, dataset.header.vulnerability, scale);
    ++summary.best_call[BestCall(cv.scores).index()];
    pass_cost += cv.costs[0];
    best_score += cv.best;
  }
  if (summary.deals) {
    summary.pass_cost = pass_cost / static_cast<double>(summary.deals);
    summary.mean_best_score = best_score / static_cast<double>(summary.deals);
  }
  return summary;
}

}  // namespace bidlab
