#include "core/board.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>

namespace bidlab {

Seat BoardDealer(std::uint64_t board) {
  assert(board >= 1);
  return SeatAt(static_cast<int>((board - 1) % kNumSeats));
}

Vulnerability BoardVulnerability(std::uint64_t board) {
  assert(board >= 1);
  using V = Vulnerability;
  static constexpr std::array<V, 16> kCycle = {V::kNone,       V::kNorthSouth, V::kEastWest,   V::kBoth,
                                               V::kNorthSouth, V::kEastWest,   V::kBoth,       V::kNone,
                                               V::kEastWest,   V::kBoth,       V::kNone,       V::kNorthSouth,
                                               V::kBoth,       V::kNone,       V::kNorthSouth, V::kEastWest};
  return kCycle[(board - 1) % kCycle.size()];
}

std::optional<VulnerabilityRule> ParseVulnerabilityRule(std::string_view s) {
  const auto same_letter = [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; };
  if (std::ranges::equal(s, std::string_view("rotate"), same_letter)) return VulnerabilityRule::kRotate;
  if (const std::optional<Vulnerability> v = ParseVulnerability(s)) return static_cast<VulnerabilityRule>(*v);
  return std::nullopt;
}

std::optional<Vulnerability> FixedVulnerability(VulnerabilityRule rule) {
  if (rule == VulnerabilityRule::kRotate) return std::nullopt;
  return static_cast<Vulnerability>(static_cast<int>(rule));
}

}  // namespace bidlab
