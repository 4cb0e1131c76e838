#include "learn/neural/bidding_state.h"

#include <algorithm>

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

void EncodeInput(const Hand& hand, const BiddingState& state, float* row) {
  std::fill(row, row + kInputs, 0.0f);
  const std::uint64_t cards = hand.mask();
  for (int c = 0; c < 52; ++c) row[c] = static_cast<float>((cards >> c) & 1u);
  float* shape = row + 52;
  shape[0] = static_cast<float>(hand.HighCardPoints()) / 10.0f;
  for (int s = 0; s < kNumSuits; ++s) shape[1 + s] = static_cast<float>(hand.Length(SuitAt(s))) / 4.0f;
  float* mine = row + 57;
  float* partners = row + 57 + 35;
  const int me = state.Mover();
  for (int i = 0; i < state.size; ++i) {
    const int call = state.calls[static_cast<std::size_t>(i)];
    if (call == 0) continue;
    ((i & 1) == me ? mine : partners)[call - 1] = 1.0f;
  }
  row[127] = state.size >= 1 && state.calls[0] == 0 && me == 1 ? 1.0f : 0.0f;
  row[128 + std::min<int>(state.size, 7)] = 1.0f;
}

}  // namespace bidlab::neural
