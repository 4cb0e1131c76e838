// An uncontested N-S auction as the neural bidder sees and plays it
// (DESIGN.md §1): the calls North and South made so far, East and West's
// passes left out. North calls first; the auction ends with a pass after a
// bid, or with two opening passes (North passes, then South). The final
// contract is the last bid (PASS = passed out).
//
// Small and allocation-free: the trainer holds millions of these.
#pragma once

#include <array>
#include <cstdint>

#include "core/call.h"
#include "core/hand.h"
#include "learn/nn/sparse_row.h"

namespace bidlab::neural {

struct BiddingState {
  // Longest possible: an opening pass, the 35 bids, a closing pass.
  static constexpr int kMaxCalls = 37;
  std::array<std::uint8_t, kMaxCalls> calls{};  // call indices in order (N, S, N, …)
  std::uint8_t size = 0;
  std::uint8_t last_bid = 0;  // index of the last bid, 0 = none yet

  // 0 = North to call, 1 = South.
  int Mover() const { return size & 1; }
  // PASS and every bid above the last (bit i = call index i).
  std::uint64_t LegalMask() const;
  bool IsLegal(int call) const { return call == 0 || (call > last_bid && call < kNumFinalCalls); }
  // Whether `call` (legal now) ends the auction: a pass after a bid,
  // South's pass after North's opening pass, or 7NT (partner can only pass).
  bool Ends(int call) const { return call == 0 ? last_bid > 0 || size == 1 : call == kNumFinalCalls - 1; }
  // The state after a legal call that does not end the auction.
  BiddingState After(int call) const;
};

// The final call of the auction that `call` ends (see Ends).
inline int FinalCallAfter(const BiddingState& s, int call) { return call == 0 ? s.last_bid : call; }

// The network's input for the player to call: their hand, and the auction
// from their side of the table.
//   52  the hand's cards (bit = card index)
//    5  HCP / 10 and the four suit lengths / 4
//   35  the bids this player made, 35 the bids partner made
//    1  partner opened with a pass
//    8  calls made so far, one-hot, 7 or more in the last
inline constexpr int kInputs = 52 + 5 + 35 + 35 + 1 + 8;
// The inputs of the hand alone, the same at each of a player's calls: every
// row leads with them (nn::LeadingSums).
inline constexpr int kHandInputs = 52 + 5;
void EncodeInput(const Hand& hand, const BiddingState& state, float* row);
// The same row as its non-zero entries, positions ascending: what the
// network's sparse pass reads.
using InputEntries = nn::SparseEntries<kInputs>;
void EncodeInput(const Hand& hand, const BiddingState& state, InputEntries& entries);

}  // namespace bidlab::neural
