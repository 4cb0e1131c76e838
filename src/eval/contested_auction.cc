#include "eval/contested_auction.h"

#include <string>

#include "eval/uncontested_seat.h"

namespace bidlab {

Auction BidContested(const TableSeats& seats, const Deal& deal, Seat dealer, Vulnerability vulnerability,
                     std::uint64_t board, const CallObserver& observe) {
  Auction auction(dealer);
  BidRequest request;
  request.auction = &auction;
  request.vulnerability = vulnerability;
  while (!auction.IsComplete()) {
    const Seat seat = auction.NextToCall();
    Bidder& bidder = *seats[ToInt(seat)];
    request.seat = seat;
    request.hand = deal.hand(seat);
    Call call;
    try {
      call = bidder.Bid(request);
    } catch (const IllegalCallError& e) {  // an adapter's (UncontestedSeat), which knows no board
      throw IllegalCallError("board " + std::to_string(board) + ": " + e.what());
    }
    if (const std::string why = auction.WhyIllegal(call); !why.empty())
      throw IllegalCallError("bidder " + bidder.Name() + " in seat " + SeatChar(seat) + " made an illegal call " +
                             CallName(call) + " on board " + std::to_string(board) + " after \"" +
                             FormatAuction(auction) + "\" (dealer " + SeatChar(dealer) + "): " + why);
    if (observe) observe(request, call);
    auction.Add(call);
  }
  return auction;
}

std::vector<std::string> ReasonsOfAuction(const TableSeats& seats, const Deal& deal, const Auction& auction,
                                          Vulnerability vulnerability) {
  std::vector<std::string> reasons;
  Auction so_far(auction.dealer());
  BidRequest request;
  request.auction = &so_far;
  request.vulnerability = vulnerability;
  for (const Call call : auction.calls()) {
    const Seat seat = so_far.NextToCall();
    std::string reason;
    if (Bidder* bidder = seats[ToInt(seat)]) {
      request.seat = seat;
      request.hand = deal.hand(seat);
      const Call now = bidder->Bid(request);
      reason = now == call ? bidder->Explain(request) : "now bids " + CallName(now) + " here";
    }
    reasons.push_back(std::move(reason));
    so_far.Add(call);
  }
  return reasons;
}

TableOfPairs::TableOfPairs(const Bidder& north_south, const Bidder& east_west)
    : north_south_(SeatAtContestedTable(north_south)), east_west_(SeatAtContestedTable(east_west)) {}

}  // namespace bidlab
