// An auction as bridge players read it: four columns W N E S, a row a round,
// the cells before the dealer's first call left blank (dealer East: the first
// row is blank, blank, then East's and South's calls), as bridge sites and
// books print it. web/deal_view.js draws the rows.
#pragma once

#include <nlohmann/json.hpp>

#include "core/auction.h"

namespace bidlab {

// The column of `seat` in W N E S order: W 0, N 1, E 2, S 3.
constexpr int AuctionColumn(Seat seat) { return (ToInt(seat) + 1) % kNumSeats; }

// {"columns": ["W","N","E","S"], "dealer": "E", "rows": [[null, null, "1H", "PASS"], ["X", …]]}:
// calls by CallName, null for a blank cell; an unfinished last row is
// padded with nulls.
nlohmann::json AuctionGridJson(const Auction& auction);

}  // namespace bidlab
