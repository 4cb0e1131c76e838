#include "eval/contested_observation.h"

#include <cstring>

#include "core/error.h"
#include "eval/uncontested_observation.h"

namespace bidlab {

void WriteContestedObservation(const BidRequest& request, const ContestedObservationSlot& out) {
  const Auction& auction = *request.auction;
  if (auction.IsComplete() || auction.NextToCall() != request.seat)
    throw Error(std::string("an observation needs an unfinished auction with ") + SeatChar(request.seat) +
                " to call, not \"" + FormatAuction(auction) + "\"");
  WriteHandBytes(request.hand, out.hand);
  *out.seat = static_cast<std::uint8_t>(ToInt(request.seat));
  *out.dealer = static_cast<std::uint8_t>(ToInt(auction.dealer()));
  *out.vulnerability = static_cast<std::uint8_t>(request.vulnerability);
  std::memset(out.bids, 0, kContestedBidsBytes);
  std::memset(out.passes, 0, kContestedPassesBytes);
  std::memset(out.auction, -1, kMaxAuctionCalls);
  const int caller = ToInt(request.seat);
  int last_bid = 0;  // call index of the last bid, 0 before any
  for (int i = 0; i < auction.size(); ++i) {
    const Call call = auction.calls()[static_cast<std::size_t>(i)];
    const int player = (ToInt(auction.SeatOfCall(i)) - caller + kNumSeats) % kNumSeats;
    out.auction[i] = static_cast<std::int8_t>(call.index());
    if (call.IsBid()) last_bid = call.index();
    const int kind = call.IsBid() ? 0 : call.IsDouble() ? 1 : call.IsRedouble() ? 2 : -1;
    if (kind >= 0) out.bids[(kind * kNumSeats + player) * kNumBids + last_bid - 1] = 1;
    else if (last_bid == 0) out.passes[player] = 1;
  }
  const std::uint64_t legal = LegalCallMask(auction);
  for (int c = 0; c < kNumCalls; ++c) out.legal[c] = static_cast<std::uint8_t>((legal >> c) & 1u);
}

}  // namespace bidlab
