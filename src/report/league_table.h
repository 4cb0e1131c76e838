// The league's cross table in the report as a heat map: each cell the row
// bidder's IMPs/board against the column bidder, its standard error and
// 95% interval, shaded blue where the row won and red where it lost, the
// deeper the more IMPs/board; bidders in rating order. Read from
// league.json (experiments/league/league_text.h) by its shape.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace bidlab {

// The figure (class "league"), or "" when `json` has no cross table.
std::string LeagueCrossTableHtml(const nlohmann::json& json);

}  // namespace bidlab
