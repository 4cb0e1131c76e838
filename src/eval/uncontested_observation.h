// What the player to call sees in the uncontested game (DESIGN.md §1), as
// fixed-size bytes: the one encoding shared by the vectorised environment
// (eval/uncontested_env.h) and by batched bidders (eval/batch_bidder.h), so
// a policy trained on the environment bids through `eval` unchanged.
//
//   hand   52 bytes  1 where the caller holds card c (card index, core/bridge.h:
//                    suit * 13 + rank, 0 = 2♣ … 51 = A♠), else 0
//   seat    1 byte   0 = North, 2 = South (the seat index of core/bridge.h)
//   bids   72 bytes  2 × 36: [0][c] = 1 when the caller made call c so far,
//                    [1][c] = 1 when partner did (c = call index: 0 PASS,
//                    1..35 1C … 7NT). The only pass in an unfinished auction
//                    is North's opening pass (any later pass ends it), so these
//                    two rows are the whole auction.
//   legal  36 bytes  1 where call c is legal now: PASS and every bid above the last
#pragma once

#include <cstdint>

#include "core/auction.h"
#include "core/call.h"
#include "core/hand.h"

namespace bidlab {

inline constexpr int kObservationHandBytes = kNumCards;           // 52
inline constexpr int kObservationBidsBytes = 2 * kNumFinalCalls;  // 72
inline constexpr int kObservationLegalBytes = kNumFinalCalls;     // 36

// Where one observation goes: each pointer to its field's bytes.
struct ObservationSlot {
  std::uint8_t* hand = nullptr;   // 52
  std::uint8_t* seat = nullptr;   // 1
  std::uint8_t* bids = nullptr;   // 72
  std::uint8_t* legal = nullptr;  // 36
};

// The 52 card bytes of a hand.
void WriteHandBytes(const Hand& hand, std::uint8_t* out);
// The 36 legal-call bytes when the last bid has index `last_bid` (0 = none).
void WriteLegalBytes(int last_bid, std::uint8_t* out);
// The whole observation of the player to call (North or South) with `hand`
// in the unfinished uncontested `auction`. Throws Error when the auction is
// complete, not uncontested, or East or West is to call.
void WriteObservation(const Hand& hand, const Auction& auction, const ObservationSlot& out);

}  // namespace bidlab
