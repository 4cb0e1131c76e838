#include "learn/baseline/cost_example.h"

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/cost_vector.h"

namespace bidlab {

std::vector<CostExample> CostExamplesOf(const Dataset& dataset, Split split, ImpScale scale) {
  const IndexRange range = DatasetSplitRange(dataset.header, dataset.records.size(), split);
  std::vector<CostExample> examples;
  examples.reserve(range.size());
  for (std::size_t i = range.begin; i < range.end; ++i) {
    const DealRecord& r = dataset.records[i];
    CostExample e;
    e.north = r.deal.hand(Seat::kNorth);
    e.south = r.deal.hand(Seat::kSouth);
    e.costs = MakeCostVector(r.table, dataset.header.vulnerability, scale).costs;
    examples.push_back(e);
  }
  return examples;
}

Eigen::MatrixXd FeatureMatrix(const FeatureSpec& spec, std::span<const CostExample> examples) {
  const int d = FeatureCount(spec);
  // Row-major scratch for one example, copied into the column-major matrix.
  Eigen::MatrixXd x(static_cast<Eigen::Index>(examples.size()), d);
  std::vector<double> row(d);
  for (std::size_t i = 0; i < examples.size(); ++i) {
    EncodeFeatures(spec, examples[i].north, examples[i].south, row);
    for (int j = 0; j < d; ++j) x(static_cast<Eigen::Index>(i), j) = row[j];
  }
  return x;
}

Eigen::MatrixXd CostMatrix(std::span<const CostExample> examples) {
  Eigen::MatrixXd c(static_cast<Eigen::Index>(examples.size()), kNumFinalCalls);
  for (std::size_t i = 0; i < examples.size(); ++i)
    for (int k = 0; k < kNumFinalCalls; ++k) c(static_cast<Eigen::Index>(i), k) = examples[i].costs[k];
  return c;
}

int CheapestCallIndex(std::span<const double> estimates) {
  int best = 0;
  for (int k = 1; k < static_cast<int>(estimates.size()); ++k)
    if (estimates[k] < estimates[best]) best = k;
  return best;
}

double AverageCostOfCheapest(const Eigen::MatrixXd& estimates, std::span<const CostExample> examples) {
  if (estimates.rows() != static_cast<Eigen::Index>(examples.size()) || estimates.cols() != kNumFinalCalls)
    throw Error("AverageCostOfCheapest: " + std::to_string(estimates.rows()) + "×" + std::to_string(estimates.cols()) +
                " estimates for " + std::to_string(examples.size()) + " examples × 36 calls");
  if (examples.empty()) return 0.0;
  long total = 0;
  std::array<double, kNumFinalCalls> row{};
  for (std::size_t i = 0; i < examples.size(); ++i) {
    for (int k = 0; k < kNumFinalCalls; ++k) row[k] = estimates(static_cast<Eigen::Index>(i), k);
    total += examples[i].costs[CheapestCallIndex(row)];
  }
  return static_cast<double>(total) / static_cast<double>(examples.size());
}

}  // namespace bidlab
