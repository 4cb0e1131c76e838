// Board numbers and the standard rotation of dealer and vulnerability
// (DESIGN.md §1b; the WBF/ACBL 16-board cycle printed on every duplicate
// board): board b (1-based) is dealt by N, E, S, W in turn, (b-1) mod 4, and
// its vulnerability follows (b-1) mod 16:
//
//   board  1  2  3  4    5  6  7  8    9 10 11 12   13 14 15 16
//   vul    -  NS EW All  NS EW All -    EW All -  NS  All -  NS EW
//
// Board 17 starts the cycle again (same as board 1).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/bridge.h"

namespace bidlab {

// board >= 1.
Seat BoardDealer(std::uint64_t board);
Vulnerability BoardVulnerability(std::uint64_t board);

// Whether `seat`'s side is vulnerable.
constexpr bool IsVulnerable(Vulnerability vulnerability, Seat seat) {
  return ((static_cast<int>(vulnerability) >> (ToInt(seat) & 1)) & 1) != 0;
}

// How a match's boards are vulnerable: by the board rotation, or one fixed
// vulnerability for every board (DESIGN.md §1b).
enum class VulnerabilityRule : int { kRotate = -1, kNone = 0, kNorthSouth = 1, kEastWest = 2, kBoth = 3 };
// "rotate" (any case), or a vulnerability as ParseVulnerability reads it.
std::optional<VulnerabilityRule> ParseVulnerabilityRule(std::string_view s);
inline constexpr char kVulnerabilityRuleSpellings[] = "rotate, none (or -, love), ns, ew, both (or all); any case";
// The spellings ParseVulnerability (core/bridge.h), the one reader of a
// vulnerability for files, options and Python alike, accepts.
inline constexpr char kVulnerabilitySpellings[] = "none (or -, love), ns, ew, both (or all); any case";
// nullopt for kRotate.
std::optional<Vulnerability> FixedVulnerability(VulnerabilityRule rule);

}  // namespace bidlab
