// The encodings of pgx's BridgeBidding and OpenSpiel's bridge, so that a
// policy trained there plays here and a bidlab data set feeds their
// trainers (docs/python.md writes every bit out):
//  - the 480-bit observation: vulnerability (4), the auction (424), the hand
//    (52, OpenSpiel's card order: card = 4 × rank + suit, clubs 0 … spades 3,
//    deuce 0 … ace 12);
//  - action numbers: pgx 0 PASS, 1 X, 2 XX, 3-37 1C … 7NT; OpenSpiel the
//    same plus 52 (52 PASS … 89 7NT);
//  - a deal and its double-dummy table as pgx's DDS look-up stores them:
//    four int32 keys (per suit row of pgx's card order — spades, hearts,
//    diamonds, clubs, each A 2 3 … K — the owner 0-3 of each card as a
//    base-4 digit, the first card highest) and four int32 values (per
//    declarer N, E, S, W: tricks in C, D, H, S, NT as hex digits, C highest).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/auction.h"
#include "core/call.h"
#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

inline constexpr int kPgxObservationBits = 480;
inline constexpr int kPgxAuctionBits = 424;  // 4 passes before the opening, then 12 per bid
inline constexpr int kOpenSpielFirstCallAction = 52;

// pgx's action number of a call (0 PASS, 1 X, 2 XX, 3 + bid index − 1).
constexpr int PgxActionOf(Call call) {
  if (call.IsPass()) return 0;
  if (call.IsDouble()) return 1;
  if (call.IsRedouble()) return 2;
  return 2 + call.index();
}
// The call of a pgx action number; nullopt outside 0-37.
constexpr std::optional<Call> CallOfPgxAction(std::int64_t action) {
  if (action < 0 || action >= kNumCalls) return std::nullopt;
  if (action == 0) return Call::FromIndex(0);
  if (action == 1) return Call::Double();
  if (action == 2) return Call::Redouble();
  return Call::FromIndex(static_cast<int>(action) - 2);
}

// OpenSpiel's card index of bidlab's card (suit × 13 + rank).
constexpr int OpenSpielCardOf(Card card) { return card.rank() * kNumSuits + static_cast<int>(card.suit()); }

// The observation of `observer` (who holds `hand`) after `auction` on a board
// of `vulnerability`, one byte (0 or 1) per bit into out[0..479]:
//   [0] observer's side not vulnerable, [1] vulnerable, [2] the other side
//   not vulnerable, [3] vulnerable;
//   [4 + p] player p passed before the opening bid (p counts clockwise from
//   the observer: 0 the observer, 1 left-hand opponent, 2 partner, 3
//   right-hand opponent);
//   [8 + 12 b + p] player p bid b (b = 0 for 1C … 34 for 7NT), [12 + 12 b + p]
//   p doubled b, [16 + 12 b + p] p redoubled b;
//   [428 + OpenSpielCardOf(c)] the observer holds card c.
// pgx takes the vulnerability bits from the side of the player to call: for
// the player to call (pgx's only observation) the two agree.
void WritePgxObservation(const Hand& hand, const Auction& auction, Seat observer, Vulnerability vulnerability,
                         std::uint8_t* out);

// pgx's DDS look-up key of a deal, and back (Error unless the four keys are
// a deal: each digit 0-3, thirteen cards a seat).
std::array<std::int32_t, 4> PgxDealKey(const Deal& deal);
Deal DealOfPgxKey(const std::array<std::int64_t, 4>& key);
// pgx's DDS look-up value of a table, and back (Error unless each hex digit
// is 0-13 and nothing is above the 20 digits).
std::array<std::int32_t, 4> PgxTableValue(const DoubleDummyTable& table);
DoubleDummyTable TableOfPgxValue(const std::array<std::int64_t, 4>& value);

}  // namespace bidlab
