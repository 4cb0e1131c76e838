// `bidlab costs`: one deal's double-dummy table, the 36 scores and the IMP
// cost of every final call (the yardstick, DESIGN.md §1), as text or JSON.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/dd_table.h"
#include "core/hand.h"
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

// The JSON adds "par": {"score" (N-S's), "contracts" (DDS's strings),
// "dealer", "vulnerable"}.
std::string DealCostsText(const Deal& deal, const DoubleDummyTable& table, const CostVector& cost, const BoardPar& par);
nlohmann::json DealCostsJson(const Deal& deal, const DoubleDummyTable& table, const CostVector& cost,
                             const BoardPar& par);

}  // namespace bidlab
