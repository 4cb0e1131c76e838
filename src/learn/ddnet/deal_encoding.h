// The deal as Mańdziuk & Suchan feed it to their networks (section IV-A):
// 208 binary inputs, 52 per hand in the order W, N, E, S, and within a hand
// the cards A♠…2♠, A♥…2♥, A♦…2♦, A♣…2♣; input = 1 when the hand holds the card.
// Also the deal transformations that multiply the examples: rotating a deal
// (and its DD table) by 90°, and swapping a suit with spades so that every
// suit contract is read with spades as trumps (the paper's Fig. 5 convention).
#pragma once

#include <span>
#include <vector>

#include "core/dd_table.h"
#include "core/hand.h"
#include "learn/nn/dense_layer.h"

namespace bidlab::ddnet {

inline constexpr int kInputs = 4 * kNumCards;  // 208
inline constexpr std::array<Seat, kNumSeats> kInputSeatOrder = {Seat::kWest, Seat::kNorth, Seat::kEast, Seat::kSouth};

// The input slot of `card` held by `seat`.
int InputIndex(Seat seat, Card card);
// Writes 208 values (0/1) to `out`.
void EncodeDeal(const Deal& deal, float* out);

// The DD table of Deal::Rotated(): each declarer's tricks move one seat clockwise with its cards.
DoubleDummyTable RotatedTable(const DoubleDummyTable& table);
// The deal with `suit` and spades exchanged in every hand (the identity for spades).
Deal SwapWithSpades(const Deal& deal, Suit suit);

// Suit s of every hand becomes suit perm[s]. Double-dummy tricks do not
// change when the strain's suit moves with it, so a permutation that keeps
// the trump suit in place is an exact symmetry of the DD table.
using SuitPermutation = std::array<std::uint8_t, kNumSuits>;
Deal PermuteSuits(const Deal& deal, const SuitPermutation& perm);

}  // namespace bidlab::ddnet
