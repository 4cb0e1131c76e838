#include "report/auction_grid.h"

#include <utility>

namespace bidlab {

nlohmann::json AuctionGridJson(const Auction& auction) {
  nlohmann::json columns = nlohmann::json::array();
  for (const Seat seat : {Seat::kWest, Seat::kNorth, Seat::kEast, Seat::kSouth})
    columns.push_back(std::string(1, SeatChar(seat)));
  nlohmann::json rows = nlohmann::json::array();
  nlohmann::json row = nlohmann::json::array();
  for (int c = 0; c < AuctionColumn(auction.dealer()); ++c) row.push_back(nullptr);
  for (const Call call : auction.calls()) {
    row.push_back(CallName(call));
    if (row.size() == kNumSeats) rows.push_back(std::exchange(row, nlohmann::json::array()));
  }
  if (!auction.empty() && !row.empty()) {  // a row of blanks alone is no round
    while (row.size() < kNumSeats) row.push_back(nullptr);
    rows.push_back(row);
  }
  return {{"columns", columns}, {"dealer", std::string(1, SeatChar(auction.dealer()))}, {"rows", rows}};
}

}  // namespace bidlab
