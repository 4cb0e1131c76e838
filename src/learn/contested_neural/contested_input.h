// What the four-seat learned bidder reads (DESIGN.md §1b): the caller's
// hand, its place at the table and the whole auction, doubles included, all
// seen from the caller, so one network bids for every seat. The layout
// follows eval/contested_observation.h ("player p" counts clockwise from
// the caller: 0 the caller, 1 the left-hand opponent, 2 partner, 3 the
// right-hand opponent); a learner cannot include eval, so the floats are
// written here.
//
//    52  the hand's cards (bit = card index)
//     5  HCP / 10 and the four suit lengths / 4
//     2  the caller's side vulnerable, the opponents vulnerable
//     4  the caller's place after the dealer, one-hot (0 = the caller deals)
//   420  3 × 4 × 35: [0][p][b] player p bid b (b = call index − 1), [1][p][b]
//        p doubled bid b, [2][p][b] p redoubled it
//     4  player p passed before the first bid
//    38  the calls legal now (Laws 18-19)
//
// The absolute seat and dealer matter only through these relative values
// (the game is the same turned round the table).
#pragma once

#include "core/auction.h"
#include "core/hand.h"
#include "learn/nn/sparse_row.h"

namespace bidlab::contested_neural {

inline constexpr int kBidsInputs = 3 * kNumSeats * kNumBids;                                         // 420
inline constexpr int kInputs = kNumCards + 5 + 2 + kNumSeats + kBidsInputs + kNumSeats + kNumCalls;  // 525
// The inputs that stay the same for a player through a board's auction (the
// hand, the vulnerability, the place after the dealer): every row leads with
// them (nn::LeadingSums).
inline constexpr int kPlayerInputs = kNumCards + 5 + 2 + kNumSeats;  // 63

// Writes the kInputs floats of `row` for `seat` holding `hand` to call next
// in `auction`. Throws Error when the auction is over or it is not `seat`'s
// turn.
void EncodeInput(const Hand& hand, Seat seat, Vulnerability vulnerability, const Auction& auction, float* row);

// The same row as its non-zero entries, positions ascending: what the
// network's sparse pass reads, without writing or scanning the zeros.
using InputEntries = nn::SparseEntries<kInputs>;
void EncodeInput(const Hand& hand, Seat seat, Vulnerability vulnerability, const Auction& auction,
                 InputEntries& entries);

}  // namespace bidlab::contested_neural
