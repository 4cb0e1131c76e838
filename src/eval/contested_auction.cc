#include "eval/contested_auction.h"

#include <string>

#include "eval/evaluate.h"

namespace bidlab {

Auction BidContested(const TableSeats& seats, const Deal& deal, Seat dealer, Vulnerability vulnerability,
                     std::uint64_t board) {
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
    auction.Add(call);
  }
  return auction;
}

}  // namespace bidlab
