// What the player to call sees in the four-seat game (DESIGN.md §1b), as
// fixed-size bytes: the one encoding shared by the vectorised contested
// environment (eval/contested_env.h) and by batched bidders in a match
// (eval/batch_match.h), so a policy trained on the one plays the other
// unchanged. Call indices are core/call.h's: 0 PASS, 1..35 1C … 7NT, 36 X,
// 37 XX. "Player p" counts clockwise from the caller: 0 the caller, 1 the
// left-hand opponent, 2 partner, 3 the right-hand opponent.
//
//   hand           52 bytes  1 where the caller holds card c (suit * 13 + rank)
//   seat            1 byte   the caller's seat, 0 N, 1 E, 2 S, 3 W
//   dealer          1 byte   the dealer's seat
//   vulnerability   1 byte   0 None, 1 N-S, 2 E-W, 3 both (bit 0 N-S, bit 1 E-W)
//   bids          420 bytes  3 × 4 × 35: [0][p][b] = 1 when player p bid b
//                            (b = call index − 1: 0 = 1C … 34 = 7NT),
//                            [1][p][b] when p doubled bid b, [2][p][b] when
//                            p redoubled it
//   passes          4 bytes  [p] = 1 when player p passed before the first bid
//   auction       319 bytes  every call so far in order from the dealer (call
//                            indices, int8), −1 after the last; 319 is the
//                            longest auction there can be
//   legal          38 bytes  1 where call index c is legal now (Laws 18-19)
#pragma once

#include <cstdint>

#include "core/auction.h"
#include "core/call.h"
#include "learn/bidder.h"

namespace bidlab {

inline constexpr int kMaxAuctionCalls = 3 + kNumBids * 9 + 1;         // 319: P P P, then 1C P P X P P XX P P per bid
inline constexpr int kContestedBidsBytes = 3 * kNumSeats * kNumBids;  // 420
inline constexpr int kContestedPassesBytes = kNumSeats;               // 4
inline constexpr int kContestedLegalBytes = kNumCalls;                // 38

// Where one observation goes: each pointer to its field's bytes.
struct ContestedObservationSlot {
  std::uint8_t* hand = nullptr;           // 52
  std::uint8_t* seat = nullptr;           // 1
  std::uint8_t* dealer = nullptr;         // 1
  std::uint8_t* vulnerability = nullptr;  // 1
  std::uint8_t* bids = nullptr;           // 420
  std::uint8_t* passes = nullptr;         // 4
  std::int8_t* auction = nullptr;         // 319
  std::uint8_t* legal = nullptr;          // 38
};

// The observation of `request` (its seat, hand, vulnerability and the
// unfinished four-seat auction it points to). Throws Error when the auction
// is complete or it is not request.seat's turn.
void WriteContestedObservation(const BidRequest& request, const ContestedObservationSlot& out);

}  // namespace bidlab
