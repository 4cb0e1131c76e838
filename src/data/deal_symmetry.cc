#include "data/deal_symmetry.h"

#include <algorithm>
#include <random>
#include <string>

#include "core/error.h"

namespace bidlab {

DealSymmetry DealSymmetry::FromIndex(int i) {
  if (i < 0 || i >= kNumDealSymmetries) throw Error("deal symmetry " + std::to_string(i) + " is not in 0-47");
  DealSymmetry s;
  s.half_turn = i >= kNumDealSymmetries / 2;
  for (int k = 0; k < i % (kNumDealSymmetries / 2); ++k) std::next_permutation(s.suit_to.begin(), s.suit_to.end());
  return s;
}

std::array<int, kNumDealSymmetries> SymmetryOrder(std::uint64_t seed) {
  std::array<int, kNumDealSymmetries> order;
  for (int i = 0; i < kNumDealSymmetries; ++i) order[static_cast<std::size_t>(i)] = i;
  std::mt19937_64 rng(seed);
  std::shuffle(order.begin() + 1, order.end(), rng);
  return order;
}

Hand Relabel(Hand hand, const DealSymmetry& symmetry) {
  std::uint64_t mask = 0;
  for (int s = 0; s < kNumSuits; ++s)
    mask |= std::uint64_t{hand.SuitMask(SuitAt(s))}
            << (ToInt(symmetry.suit_to[static_cast<std::size_t>(s)]) * kNumRanks);
  return Hand::FromMask(mask);
}

namespace {
Seat Moved(Seat seat, const DealSymmetry& symmetry) { return symmetry.half_turn ? Partner(seat) : seat; }
}  // namespace

Deal Relabel(const Deal& deal, const DealSymmetry& symmetry) {
  std::array<Hand, kNumSeats> hands;
  for (int s = 0; s < kNumSeats; ++s)
    hands[static_cast<std::size_t>(ToInt(Moved(SeatAt(s), symmetry)))] = Relabel(deal.hand(SeatAt(s)), symmetry);
  return Deal(hands);
}

DoubleDummyTable Relabel(const DoubleDummyTable& table, const DealSymmetry& symmetry) {
  DoubleDummyTable out;
  for (int s = 0; s < kNumSeats; ++s)
    for (int st = 0; st < kNumStrains; ++st) {
      const Strain to =
          st == ToInt(Strain::kNoTrump) ? Strain::kNoTrump : StrainOf(symmetry.suit_to[static_cast<std::size_t>(st)]);
      out.Set(Moved(SeatAt(s), symmetry), to, table.Tricks(SeatAt(s), StrainAt(st)));
    }
  return out;
}

}  // namespace bidlab
