// `bidlab experiment experts`: bidlab's bidders beside the experts' own
// auctions on real boards (data/expert_records.h), scored double-dummy.
//  1. The uncontested yardstick (DESIGN.md §1, the real declarer, the
//     table's dealer and vulnerability) on the tables where one side alone
//     bid: the experts' contract beside each bidder's, bid through the one
//     eval path (eval/board_eval.h) with the experts' side as North-South.
//  2. Every table's distance from double-dummy par in IMPs: the experts'
//     contract, and each four-seat bidder's in self-play (all four seats)
//     on the same deal, dealer and vulnerability.
//  3. How often each bidder makes the experts' call at each decision, given
//     the real auction so far: the opening, the first response, a call after
//     the opponents have bid (competitive), and the other calls.
// Nothing is trained or chosen on these boards.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "core/dd_table.h"
#include "data/expert_records.h"
#include "experiments/experiment_output.h"
#include "learn/bidder.h"

namespace bidlab {

struct ExpertsOptions {
  int threads = 0;  // 0 = every core
};

// `tables`: the deals' double-dummy tables, one a deal of `records`.
// `bidders` play parts 1 and 3; those that compete (Bidder::Competes) part 2.
ExperimentOutput RunExperts(const ExpertRecords& records, const std::vector<DoubleDummyTable>& tables,
                            const std::vector<const Bidder*>& bidders, const ExpertsOptions& options,
                            std::ostream& log);

}  // namespace bidlab
