#include "eval/handover_seat.h"

#include "eval/uncontested_seat.h"

namespace bidlab {

bool OpponentsHaveSpoken(const BidRequest& request) {
  const Auction& auction = *request.auction;
  for (int i = 0; i < auction.size(); ++i)
    if (((ToInt(auction.SeatOfCall(i)) ^ ToInt(request.seat)) & 1) != 0 &&
        auction.calls()[static_cast<std::size_t>(i)] != Call::Pass())
      return true;
  return false;
}

HandoverSeat::HandoverSeat(const Bidder& first, const Bidder& then)
    : first_(SeatAtContestedTable(first)), then_(SeatAtContestedTable(then)) {}

Bidder& HandoverSeat::Active(const BidRequest& request) { return OpponentsHaveSpoken(request) ? *then_ : *first_; }

Call HandoverSeat::Bid(const BidRequest& request) { return Active(request).Bid(request); }

std::string HandoverSeat::Explain(const BidRequest& request) { return Active(request).Explain(request); }

std::unique_ptr<Bidder> HandoverSeat::Clone() const {
  return std::unique_ptr<Bidder>(new HandoverSeat(first_->Clone(), then_->Clone()));
}

}  // namespace bidlab
