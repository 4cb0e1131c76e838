// The four-seat game (DESIGN.md §1b): each seat's bidder is asked in turn,
// from the dealer, until the auction ends (Law 22), with every call so far
// (the opponents' bids, doubles and redoubles included) and the board's
// vulnerability. Bidders that do not compete are seated through the
// uncontested adapter (eval/uncontested_seat.h) by the caller.
#pragma once

#include <array>
#include <cstdint>

#include "core/auction.h"
#include "core/hand.h"
#include "learn/bidder.h"

namespace bidlab {

// The four bidders at a table, by seat (N, E, S, W). One bidder may sit in
// two seats (a pair is one bidder object at N and S).
using TableSeats = std::array<Bidder*, kNumSeats>;

// Bids `deal` from `dealer`. Throws IllegalCallError (eval/evaluate.h) naming
// the bidder, its seat, the board, the auction so far and the call when a
// bidder makes a call that is not legal (Laws 18-19), e.g. a double of its
// partner's bid.
Auction BidContested(const TableSeats& seats, const Deal& deal, Seat dealer, Vulnerability vulnerability,
                     std::uint64_t board = 0);

}  // namespace bidlab
