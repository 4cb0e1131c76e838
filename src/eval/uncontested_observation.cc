#include "eval/uncontested_observation.h"

#include <cstring>

#include "core/error.h"

namespace bidlab {

void WriteHandBytes(const Hand& hand, std::uint8_t* out) {
  const std::uint64_t mask = hand.mask();
  for (int c = 0; c < kNumCards; ++c) out[c] = static_cast<std::uint8_t>((mask >> c) & 1u);
}

void WriteLegalBytes(int last_bid, std::uint8_t* out) {
  out[0] = 1;
  for (int c = 1; c < kNumFinalCalls; ++c) out[c] = c > last_bid;
}

void WriteObservation(const Hand& hand, const Auction& auction, const ObservationSlot& out) {
  if (!auction.IsUncontested() || auction.IsComplete() || !IsNorthSouth(auction.NextToCall()))
    throw Error("an observation needs an unfinished uncontested auction with North or South to call, not \"" +
                FormatAuction(auction) + "\"");
  const Seat caller = auction.NextToCall();
  WriteHandBytes(hand, out.hand);
  *out.seat = static_cast<std::uint8_t>(ToInt(caller));
  std::memset(out.bids, 0, kObservationBidsBytes);
  for (int i = 0; i < auction.size(); ++i) {
    const Seat seat = auction.SeatOfCall(i);
    if (!IsNorthSouth(seat)) continue;
    const int row = seat == caller ? 0 : 1;
    out.bids[row * kNumFinalCalls + auction.calls()[i].index()] = 1;
  }
  WriteLegalBytes(auction.LastBidIndex(), out.legal);
}

}  // namespace bidlab
