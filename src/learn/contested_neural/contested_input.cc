#include "learn/contested_neural/contested_input.h"

#include <algorithm>
#include <cstdint>
#include <string>

#include "core/board.h"
#include "core/error.h"

namespace bidlab::contested_neural {

void EncodeInput(const Hand& hand, Seat seat, Vulnerability vulnerability, const Auction& auction,
                 InputEntries& entries) {
  if (auction.IsComplete() || auction.NextToCall() != seat)
    throw Error(std::string("the contested bidder needs an unfinished auction with ") + SeatChar(seat) +
                " to call, not \"" + FormatAuction(auction) + "\"");
  entries.count = 0;
  entries.PutBits(hand.mask(), 0);
  int at = kNumCards;
  entries.Put(at, static_cast<float>(hand.HighCardPoints()) / 10.0f);
  for (int s = 0; s < kNumSuits; ++s) entries.Put(at + 1 + s, static_cast<float>(hand.Length(SuitAt(s))) / 4.0f);
  at += 5;
  entries.Put(at, IsVulnerable(vulnerability, seat) ? 1.0f : 0.0f);
  entries.Put(at + 1, IsVulnerable(vulnerability, NextSeat(seat)) ? 1.0f : 0.0f);
  at += 2;
  const int caller = ToInt(seat);
  entries.Put(at + (caller - ToInt(auction.dealer()) + kNumSeats) % kNumSeats, 1.0f);
  at += kNumSeats;
  // The auction's bits (bids, then the passes before the first bid) set in
  // any order, then read in order.
  constexpr int kAuctionInputs = kBidsInputs + kNumSeats;
  std::array<std::uint64_t, (kAuctionInputs + 63) / 64> set{};
  const auto mark = [&](int i) { set[static_cast<std::size_t>(i / 64)] |= std::uint64_t{1} << (i % 64); };
  int last_bid = 0;  // call index of the last bid, 0 before any
  for (int i = 0; i < auction.size(); ++i) {
    const Call call = auction.calls()[static_cast<std::size_t>(i)];
    const int player = (ToInt(auction.SeatOfCall(i)) - caller + kNumSeats) % kNumSeats;
    if (call.IsBid()) last_bid = call.index();
    const int kind = call.IsBid() ? 0 : call.IsDouble() ? 1 : call.IsRedouble() ? 2 : -1;
    if (kind >= 0) mark((kind * kNumSeats + player) * kNumBids + last_bid - 1);
    else if (last_bid == 0) mark(kBidsInputs + player);
  }
  for (std::size_t w = 0; w < set.size(); ++w) entries.PutBits(set[w], at + 64 * static_cast<int>(w));
  at += kAuctionInputs;
  entries.PutBits(LegalCallMask(auction), at);
}

void EncodeInput(const Hand& hand, Seat seat, Vulnerability vulnerability, const Auction& auction, float* row) {
  InputEntries entries;
  EncodeInput(hand, seat, vulnerability, auction, entries);
  entries.Scatter(row);
}

}  // namespace bidlab::contested_neural
