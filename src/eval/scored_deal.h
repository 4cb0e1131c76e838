// The deals a bidder is measured on: each with the two N-S hands, the cost of
// every final call (the yardstick, DESIGN.md §1) and, when known, the
// double-dummy table (needed for the real declarer).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/call.h"
#include "core/dd_table.h"
#include "core/hand.h"
#include "core/imp.h"
#include "data/cost_vector.h"
#include "data/split.h"
#include "io/costs_csv.h"
#include "io/dataset_file.h"

namespace bidlab {

struct ScoredDeal {
  std::uint64_t id = 0;  // index of the deal in its source (data-set position or CSV line - 1)
  Hand north, south;
  std::optional<Deal> deal;               // all four hands, when known
  std::optional<DoubleDummyTable> table;  // when known
  Vulnerability vulnerability = Vulnerability::kNone;
  CostVector cost;  // scores are zero when only costs were given
};

// The deals of one split of a data set, with cost vectors on `scale`.
std::vector<ScoredDeal> ScoreDataset(const Dataset& dataset, Split split, ImpScale scale = ImpScale::kWbf);

// ScoreDataset of a split a bidder is measured on (eval, Python's evaluate):
// throws Error when the split is empty (NonEmptySplitRange).
std::vector<ScoredDeal> ScoreSplit(const Dataset& dataset, Split split, ImpScale scale);

// Cost tables made elsewhere (io/costs_csv.h): costs only, no scores or table.
std::vector<ScoredDeal> ScoredDealsFromCosts(const std::vector<CostsCsvRow>& rows);

}  // namespace bidlab
