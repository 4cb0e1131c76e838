// `bidlab costs`: one deal's double-dummy table, the 36 scores and the IMP
// cost of every final call (the yardstick, DESIGN.md §1), as text or JSON.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/dd_table.h"
#include "core/hand.h"
#include "core/imp.h"
#include "data/cost_vector.h"
#include "dd/dds_solver.h"

namespace bidlab {

// The deal's double-dummy par for its board's dealer and vulnerability
// (DESIGN.md §1b), shown beside the costs.
struct BoardPar {
  Seat dealer = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
  DoubleDummyPar par;
};
BoardPar BoardParOf(const DoubleDummyTable& table, Seat dealer, Vulnerability vulnerability);

// `vulnerable`: the costs'. The JSON has "vulnerable" (the costs') and
// "par": {"score" (N-S's), "contracts" (DDS's strings), "dealer", "vulnerable"}.
std::string DealCostsText(const Deal& deal, const DoubleDummyTable& table, const CostVector& cost,
                          Vulnerability vulnerable, const BoardPar& par);
nlohmann::json DealCostsJson(const Deal& deal, const DoubleDummyTable& table, const CostVector& cost,
                             Vulnerability vulnerable, const BoardPar& par);

// `bidlab costs FILE --index I`: deal I (0-based) of a data set,
// "standard" or a PBN file (solved by DDS when it has no table), as
// DealCostsText or DealCostsJson. The costs and the par are for `vulnerable`
// when given, with the board's dealer; else the costs are the yardstick's
// (nobody vulnerable) and the par the board's own, dealer and vulnerability
// (a PBN board's tags; a data set's deal i is board i + 1 of the rotation).
// Throws Error when FILE has no deal I.
std::string DealCostsOfFile(const std::string& path, std::size_t board, std::optional<Vulnerability> vulnerable,
                            ImpScale scale, bool json);

}  // namespace bidlab
