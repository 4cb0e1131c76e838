// CBridge1a's adaptation (thesis §4.5-4.6): a retrieved opening bid in the
// retrieved hand's longest suit becomes the same level in the current hand's
// longest suit — so "1♥ with long hearts" and "1♠ with long spades" vote
// together as "one of my long suit" instead of splitting the vote and
// leaving PASS the majority.
#pragma once

#include "core/call.h"
#include "learn/cbr/similarity.h"

namespace bidlab::cbr {

// The current hand's suit to bid: its longest, ties to the higher-ranking
// (with two five-card suits one opens the higher, SAYC and most systems).
Suit LongestSuit(const HandProfile& hand);
bool IsLongestSuit(const HandProfile& hand, Suit suit);

// `retrieved` (made with `retrieved_hand`) adapted to `current`: changed only
// when it is a suit bid, its suit is one of the retrieved hand's longest and
// not one of the current hand's longest; then it moves to LongestSuit(current)
// at the same level. PASS, notrump and other bids are kept.
Call AdaptCall(Call retrieved, const HandProfile& retrieved_hand, const HandProfile& current);

}  // namespace bidlab::cbr
