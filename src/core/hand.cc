#include "core/hand.h"

#include <string>

#include "core/error.h"

namespace bidlab {

std::string DealProblem(const std::array<Hand, kNumSeats>& hands) {
  std::uint64_t seen = 0;
  for (int s = 0; s < kNumSeats; ++s) {
    const std::uint64_t overlap = seen & hands[s].mask();
    if (overlap != 0) {
      const Card c{static_cast<std::uint8_t>(std::countr_zero(overlap))};
      return "card " + CardName(c) + " is held by two players";
    }
    seen |= hands[s].mask();
  }
  for (int s = 0; s < kNumSeats; ++s) {
    if (hands[s].mask() >> kNumCards) return std::string(SeatWord(SeatAt(s))) + " holds an unknown card";
    if (hands[s].Size() != kCardsPerHand)
      return std::string(SeatWord(SeatAt(s))) + " holds " + std::to_string(hands[s].Size()) + " cards, expected 13";
  }
  return {};
}

Deal::Deal(const std::array<Hand, kNumSeats>& hands) : hands_(hands) {
  if (auto problem = DealProblem(hands); !problem.empty()) throw Error("invalid deal: " + problem);
}

Seat Deal::Owner(Card c) const {
  for (int s = 0; s < kNumSeats; ++s)
    if (hands_[s].Has(c)) return SeatAt(s);
  throw Error("invalid deal: card " + CardName(c) + " is held by nobody");
}

Deal Deal::Rotated() const {
  std::array<Hand, kNumSeats> rotated{};
  for (int s = 0; s < kNumSeats; ++s) rotated[(s + 1) % kNumSeats] = hands_[s];
  return Deal(rotated);
}

}  // namespace bidlab
