#include "learn/baseline/cost_example.h"

#include "core/error.h"
#include "data/cost_vector.h"
#include "data/dataset_ops.h"
#include "data/deal_symmetry.h"

namespace bidlab {

std::vector<CostExample> CostExamplesOf(const Dataset& dataset, Split split, ImpScale scale, int copies) {
  if (copies < 1 || copies > kNumDealSymmetries) throw Error("copies of a deal must be between 1 and 48");
  const IndexRange range = DatasetSplitRange(dataset.header, dataset.records.size(), split);
  std::vector<CostExample> examples;
  examples.reserve(range.size() * static_cast<std::size_t>(copies));
  const auto add = [&](const Deal& deal, const DoubleDummyTable& table) {
    CostExample e;
    e.north = deal.hand(Seat::kNorth);
    e.south = deal.hand(Seat::kSouth);
    e.costs = MakeCostVector(table, dataset.header.vulnerability, scale).costs;
    examples.push_back(e);
  };
  for (std::size_t i = range.begin; i < range.end; ++i) {
    const DealRecord& r = dataset.records[i];
    add(r.deal, r.table);
    if (copies == 1) continue;
    const auto order = SymmetryOrder(dataset.header.first + i);
    for (int c = 1; c < copies; ++c) {
      const DealSymmetry s = DealSymmetry::FromIndex(order[static_cast<std::size_t>(c)]);
      add(Relabel(r.deal, s), Relabel(r.table, s));
    }
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
