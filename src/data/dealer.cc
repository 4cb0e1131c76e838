#include "data/dealer.h"

#include <array>
#include <numeric>

namespace bidlab {

std::uint64_t SplitMix64::Next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::uint32_t SplitMix64::Below(std::uint32_t bound) {
  // Lemire's nearly-divisionless method on the high 32 bits of each draw.
  std::uint64_t product = (Next() >> 32) * bound;
  auto low = static_cast<std::uint32_t>(product);
  if (low < bound) {
    const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
    while (low < threshold) {
      product = (Next() >> 32) * bound;
      low = static_cast<std::uint32_t>(product);
    }
  }
  return static_cast<std::uint32_t>(product >> 32);
}

Deal DealAt(std::uint64_t seed, std::uint64_t index) {
  // Two SplitMix64 steps mix the seed and the index into one starting state,
  // so neighbouring (seed, index) pairs give unrelated streams.
  SplitMix64 seed_mixer(seed);
  SplitMix64 rng(seed_mixer.Next() ^ SplitMix64(index).Next());

  std::array<std::uint8_t, kNumCards> deck{};
  std::iota(deck.begin(), deck.end(), std::uint8_t{0});
  for (int i = kNumCards - 1; i > 0; --i) {
    const auto j = static_cast<int>(rng.Below(static_cast<std::uint32_t>(i + 1)));
    std::swap(deck[i], deck[j]);
  }
  std::array<Hand, kNumSeats> hands{};
  for (int i = 0; i < kNumCards; ++i) hands[i / kCardsPerHand].Add(Card{deck[i]});
  return Deal(hands);
}

}  // namespace bidlab
