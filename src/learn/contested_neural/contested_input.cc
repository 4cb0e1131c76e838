#include "learn/contested_neural/contested_input.h"

#include <algorithm>
#include <string>

#include "core/board.h"
#include "core/error.h"

namespace bidlab::contested_neural {

void EncodeInput(const Hand& hand, Seat seat, Vulnerability vulnerability, const Auction& auction, float* row) {
  if (auction.IsComplete() || auction.NextToCall() != seat)
    throw Error(std::string("the contested bidder needs an unfinished auction with ") + SeatChar(seat) +
                " to call, not \"" + FormatAuction(auction) + "\"");
  std::fill(row, row + kInputs, 0.0f);
  float* at = row;
  const std::uint64_t cards = hand.mask();
  for (int c = 0; c < kNumCards; ++c) at[c] = static_cast<float>((cards >> c) & 1u);
  at += kNumCards;
  at[0] = static_cast<float>(hand.HighCardPoints()) / 10.0f;
  for (int s = 0; s < kNumSuits; ++s) at[1 + s] = static_cast<float>(hand.Length(SuitAt(s))) / 4.0f;
  at += 5;
  at[0] = IsVulnerable(vulnerability, seat) ? 1.0f : 0.0f;
  at[1] = IsVulnerable(vulnerability, NextSeat(seat)) ? 1.0f : 0.0f;
  at += 2;
  const int caller = ToInt(seat);
  at[(caller - ToInt(auction.dealer()) + kNumSeats) % kNumSeats] = 1.0f;
  at += kNumSeats;
  float* bids = at;
  float* passes = at + kBidsInputs;
  int last_bid = 0;  // call index of the last bid, 0 before any
  for (int i = 0; i < auction.size(); ++i) {
    const Call call = auction.calls()[static_cast<std::size_t>(i)];
    const int player = (ToInt(auction.SeatOfCall(i)) - caller + kNumSeats) % kNumSeats;
    if (call.IsBid()) last_bid = call.index();
    const int kind = call.IsBid() ? 0 : call.IsDouble() ? 1 : call.IsRedouble() ? 2 : -1;
    if (kind >= 0) bids[(kind * kNumSeats + player) * kNumBids + last_bid - 1] = 1.0f;
    else if (last_bid == 0) passes[player] = 1.0f;
  }
  float* legal = passes + kNumSeats;
  const std::uint64_t mask = LegalCallMask(auction);
  for (int c = 0; c < kNumCalls; ++c) legal[c] = static_cast<float>((mask >> c) & 1u);
}

}  // namespace bidlab::contested_neural
