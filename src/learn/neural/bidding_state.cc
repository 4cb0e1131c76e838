#include "learn/neural/bidding_state.h"

#include <algorithm>
#include <cstdint>

namespace bidlab::neural {

std::uint64_t BiddingState::LegalMask() const {
  const std::uint64_t all = (std::uint64_t{1} << kNumFinalCalls) - 1;
  const std::uint64_t at_or_below_last = (std::uint64_t{2} << last_bid) - 1;  // calls 0..last_bid
  return (all & ~at_or_below_last) | 1u;
}

BiddingState BiddingState::After(int call) const {
  BiddingState next = *this;
  next.calls[size] = static_cast<std::uint8_t>(call);
  next.size = static_cast<std::uint8_t>(size + 1);
  if (call > 0) next.last_bid = static_cast<std::uint8_t>(call);
  return next;
}

void EncodeInput(const Hand& hand, const BiddingState& state, InputEntries& entries) {
  entries.count = 0;
  entries.PutBits(hand.mask(), 0);
  entries.Put(52, static_cast<float>(hand.HighCardPoints()) / 10.0f);
  for (int s = 0; s < kNumSuits; ++s) entries.Put(53 + s, static_cast<float>(hand.Length(SuitAt(s))) / 4.0f);
  // Bit b - 1 of each: this player's and partner's bids.
  std::uint64_t mine = 0, partners = 0;
  const int me = state.Mover();
  for (int i = 0; i < state.size; ++i) {
    const int call = state.calls[static_cast<std::size_t>(i)];
    if (call != 0) ((i & 1) == me ? mine : partners) |= std::uint64_t{1} << (call - 1);
  }
  entries.PutBits(mine, 57);
  entries.PutBits(partners, 57 + 35);
  entries.Put(127, state.size >= 1 && state.calls[0] == 0 && me == 1 ? 1.0f : 0.0f);
  entries.Put(128 + std::min<int>(state.size, 7), 1.0f);
}

void EncodeInput(const Hand& hand, const BiddingState& state, float* row) {
  InputEntries entries;
  EncodeInput(hand, state, entries);
  entries.Scatter(row);
}

}  // namespace bidlab::neural
