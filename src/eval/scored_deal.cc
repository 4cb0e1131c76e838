#include "eval/scored_deal.h"

#include "data/dataset_ops.h"

namespace bidlab {

std::vector<ScoredDeal> ScoreDataset(const Dataset& dataset, Split split, ImpScale scale) {
  const IndexRange range = DatasetSplitRange(dataset.header, dataset.records.size(), split);
  std::vector<ScoredDeal> deals;
  deals.reserve(range.size());
  for (std::size_t i = range.begin; i < range.end; ++i) {
    const DealRecord& r = dataset.records[i];
    ScoredDeal d;
    d.id = i;
    d.north = r.deal.hand(Seat::kNorth);
    d.south = r.deal.hand(Seat::kSouth);
    d.deal = r.deal;
    d.table = r.table;
    d.vulnerability = dataset.header.vulnerability;
    d.cost = MakeCostVector(r.table, d.vulnerability, scale);
    deals.push_back(d);
  }
  return deals;
}

std::vector<ScoredDeal> ScoreSplit(const Dataset& dataset, Split split, ImpScale scale) {
  NonEmptySplitRange(dataset.header, dataset.records.size(), split);
  return ScoreDataset(dataset, split, scale);
}

std::vector<ScoredDeal> ScoredDealsFromCosts(const std::vector<CostsCsvRow>& rows) {
  std::vector<ScoredDeal> deals;
  deals.reserve(rows.size());
  for (const CostsCsvRow& row : rows) {
    ScoredDeal d;
    d.id = row.index;
    d.north = row.north;
    d.south = row.south;
    d.cost.costs = row.costs;
    deals.push_back(d);
  }
  return deals;
}

}  // namespace bidlab
