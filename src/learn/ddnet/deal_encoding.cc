#include "learn/ddnet/deal_encoding.h"

namespace bidlab::ddnet {

namespace {

int InputBlock(Seat seat) {
  // W, N, E, S = 0, 1, 2, 3: one seat after bidlab's N, E, S, W order.
  return (ToInt(seat) + 1) % kNumSeats;
}

}  // namespace

int InputIndex(Seat seat, Card card) {
  const int suit_from_spades = kNumSuits - 1 - ToInt(card.suit());
  const int rank_from_ace = kAceRank - card.rank();
  return InputBlock(seat) * kNumCards + suit_from_spades * kNumRanks + rank_from_ace;
}

void EncodeDeal(const Deal& deal, float* out) {
  std::fill(out, out + kInputs, 0.0f);
  for (int s = 0; s < kNumSeats; ++s) {
    const std::uint64_t mask = deal.hand(SeatAt(s)).mask();
    for (int c = 0; c < kNumCards; ++c)
      if ((mask >> c) & 1u) out[InputIndex(SeatAt(s), Card{static_cast<std::uint8_t>(c)})] = 1.0f;
  }
}

DoubleDummyTable RotatedTable(const DoubleDummyTable& table) {
  DoubleDummyTable out;
  for (int st = 0; st < kNumStrains; ++st)
    for (int s = 0; s < kNumSeats; ++s)
      out.Set(NextSeat(SeatAt(s)), StrainAt(st), table.Tricks(SeatAt(s), StrainAt(st)));
  return out;
}

Deal SwapWithSpades(const Deal& deal, Suit suit) {
  if (suit == Suit::kSpades) return deal;
  const int a = ToInt(suit) * kNumRanks, b = ToInt(Suit::kSpades) * kNumRanks;
  std::array<Hand, kNumSeats> hands{};
  for (int s = 0; s < kNumSeats; ++s) {
    const std::uint64_t m = deal.hand(SeatAt(s)).mask();
    const std::uint64_t in_a = (m >> a) & 0x1FFFu, in_b = (m >> b) & 0x1FFFu;
    const std::uint64_t rest = m & ~((std::uint64_t{0x1FFF} << a) | (std::uint64_t{0x1FFF} << b));
    hands[static_cast<std::size_t>(s)] = Hand::FromMask(rest | (in_a << b) | (in_b << a));
  }
  return Deal(hands);
}

Deal PermuteSuits(const Deal& deal, const SuitPermutation& perm) {
  std::array<Hand, kNumSeats> hands{};
  for (int s = 0; s < kNumSeats; ++s) {
    const std::uint64_t m = deal.hand(SeatAt(s)).mask();
    std::uint64_t out = 0;
    for (int suit = 0; suit < kNumSuits; ++suit)
      out |= ((m >> (suit * kNumRanks)) & 0x1FFFu) << (perm[static_cast<std::size_t>(suit)] * kNumRanks);
    hands[static_cast<std::size_t>(s)] = Hand::FromMask(out);
  }
  return Deal(hands);
}

}  // namespace bidlab::ddnet
