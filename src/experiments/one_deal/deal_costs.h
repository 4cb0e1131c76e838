// `bidlab costs`: one deal's double-dummy table, the 36 scores and the IMP
// cost of every final call (the yardstick, DESIGN.md §1), as text or JSON.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/dd_table.h"
#include "core/hand.h"
#include "data/cost_vector.h"

namespace bidlab {

std::string DealCostsText(const Deal& deal, const DoubleDummyTable& table, const CostVector& cost);
nlohmann::json DealCostsJson(const Deal& deal, const DoubleDummyTable& table, const CostVector& cost);

}  // namespace bidlab
