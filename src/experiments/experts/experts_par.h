// Part 2 of the experts experiment (experiments/experts/experts.h): every
// table's distance from double-dummy par in IMPs, for the experts' auction
// and for each four-seat bidder in self-play on the same deal, dealer and
// vulnerability.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "core/imp.h"
#include "experiments/experts/expert_tables.h"
#include "learn/bidder.h"

namespace bidlab {

struct ParTally {
  std::size_t tables = 0;
  long imps = 0;                                    // the sum of |IMPs| from par
  std::size_t at_par = 0;                           // tables within 0 IMPs of par
  std::array<std::size_t, kMaxImps + 1> by_imps{};  // tables by |IMPs| from par
  double Average() const { return tables ? static_cast<double>(imps) / static_cast<double>(tables) : 0.0; }
};

struct ParRow {
  std::string bidder;  // "experts" for the tables' own auctions
  ParTally all;
  std::map<std::string, ParTally> by_collection;  // ExpertTable::collection
};

// The experts first, then each bidder of `four_seat` (they compete) bidding
// all four seats.
std::vector<ParRow> DistanceFromPar(const std::vector<ScoredTable>& tables, const std::vector<const Bidder*>& four_seat,
                                    int threads);

}  // namespace bidlab
