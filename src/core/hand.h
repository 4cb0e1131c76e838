// A hand and a deal. A hand is a set of cards (a 52-bit mask over card
// indices, see bridge.h); a deal gives each seat exactly 13 distinct cards.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/bridge.h"

namespace bidlab {

class Hand {
 public:
  constexpr Hand() = default;
  static constexpr Hand FromMask(std::uint64_t mask) {
    Hand h;
    h.mask_ = mask;
    return h;
  }

  constexpr std::uint64_t mask() const { return mask_; }
  constexpr bool Has(Card c) const { return (mask_ >> c.index) & 1u; }
  constexpr void Add(Card c) { mask_ |= std::uint64_t{1} << c.index; }
  constexpr int Size() const { return std::popcount(mask_); }

  // The 13-bit rank mask of one suit (bit r = rank r, deuce = bit 0).
  constexpr unsigned SuitMask(Suit s) const {
    return static_cast<unsigned>((mask_ >> (ToInt(s) * kNumRanks)) & 0x1FFFu);
  }
  constexpr int Length(Suit s) const { return std::popcount(SuitMask(s)); }

  // Milton Work high-card points: A=4, K=3, Q=2, J=1.
  constexpr int HighCardPoints() const {
    int hcp = 0;
    for (int s = 0; s < kNumSuits; ++s) {
      const unsigned m = SuitMask(SuitAt(s));
      hcp += 4 * ((m >> kAceRank) & 1u) + 3 * ((m >> kKingRank) & 1u) + 2 * ((m >> kQueenRank) & 1u) +
             ((m >> kJackRank) & 1u);
    }
    return hcp;
  }

  friend constexpr bool operator==(Hand, Hand) = default;

 private:
  std::uint64_t mask_ = 0;
};

class Deal {
 public:
  Deal() = default;
  // Throws Error unless each seat holds exactly 13 cards and no card is held twice.
  explicit Deal(const std::array<Hand, kNumSeats>& hands);

  const Hand& hand(Seat s) const { return hands_[ToInt(s)]; }
  const std::array<Hand, kNumSeats>& hands() const { return hands_; }
  // The seat that holds card c.
  Seat Owner(Card c) const;
  // The same deal with every hand moved one seat clockwise (N's cards to E, …).
  Deal Rotated() const;

  friend bool operator==(const Deal&, const Deal&) = default;

 private:
  std::array<Hand, kNumSeats> hands_{};
};

// Checks the 13-cards-each, no-duplicates rule; returns an empty string when
// valid, otherwise what is wrong ("North holds 12 cards", "card SA held twice").
std::string DealProblem(const std::array<Hand, kNumSeats>& hands);

}  // namespace bidlab
