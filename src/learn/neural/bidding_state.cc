#include "learn/neural/bidding_state.h"

#include <algorithm>
#include <bit>
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

int EncodeInputEntries(const Hand& hand, const BiddingState& state, int* index, float* value) {
  int count = 0;
  const auto put = [&](int at, float v) {
    if (v == 0.0f) return;
    index[count] = at;
    value[count++] = v;
  };
  // The set bits of `bits` from position `at`, ascending, as ones.
  const auto put_bits = [&](std::uint64_t bits, int at) {
    for (; bits != 0; bits &= bits - 1) put(at + std::countr_zero(bits), 1.0f);
  };
  put_bits(hand.mask(), 0);
  put(52, static_cast<float>(hand.HighCardPoints()) / 10.0f);
  for (int s = 0; s < kNumSuits; ++s) put(53 + s, static_cast<float>(hand.Length(SuitAt(s))) / 4.0f);
  // Bit b - 1 of each: this player's and partner's bids.
  std::uint64_t mine = 0, partners = 0;
  const int me = state.Mover();
  for (int i = 0; i < state.size; ++i) {
    const int call = state.calls[static_cast<std::size_t>(i)];
    if (call != 0) ((i & 1) == me ? mine : partners) |= std::uint64_t{1} << (call - 1);
  }
  put_bits(mine, 57);
  put_bits(partners, 57 + 35);
  put(127, state.size >= 1 && state.calls[0] == 0 && me == 1 ? 1.0f : 0.0f);
  put(128 + std::min<int>(state.size, 7), 1.0f);
  return count;
}

void EncodeInput(const Hand& hand, const BiddingState& state, float* row) {
  int index[kInputs];
  float value[kInputs];
  const int count = EncodeInputEntries(hand, state, index, value);
  std::fill(row, row + kInputs, 0.0f);
  for (int t = 0; t < count; ++t) row[index[t]] = value[t];
}

}  // namespace bidlab::neural
