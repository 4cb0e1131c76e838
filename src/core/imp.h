// International Match Points: a score difference on one board converted to
// 0-24 IMPs by the WBF scale (WBF General Conditions of Contest; Law 78B):
//
//   difference   0-10 20-40 50-80 90-120 130-160 170-210 220-260 270-310
//   IMPs            0     1     2      3       4       5       6       7
//   difference 320-360 370-420 430-490 500-590 600-740 750-890 900-1090
//   IMPs             8       9      10      11      12      13       14
//   difference 1100-1290 1300-1490 1500-1740 1750-1990 2000-2240 2250-2490
//   IMPs              15        16        17        18        19        20
//   difference 2500-2990 3000-3490 3500-3990 4000+
//   IMPs              21        22        23    24
//
// Scores are multiples of 10, so the scale is "the number of lower bounds
// (20, 50, 90, …, 4000) not above |difference|", with the sign of the
// difference: Imps(-d) = -Imps(d).
//
// The thesis's arithmetic (DESIGN.md §1): the cost tables of Ho's code give a
// difference EQUAL to an upper bound of a row (10, 40, 80, 120, …, 420, 490,
// …, 3990) one IMP more than WBF — 10 → 1, 80 → 3, 420 → 10 — and every other
// difference the WBF value. That is counting the upper bounds 10, 40, 80, …,
// 3990 that |difference| reaches, i.e. thesis(d) = wbf(|d| + 10) for multiples
// of 10 (the thesis compared with the rows' upper bounds using >= where WBF
// means >). Differences that are not multiples of 10 are not bridge scores;
// both scales read them as their multiple of 10 toward zero.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bidlab {

enum class ImpScale : std::uint8_t { kWbf = 0, kThesis = 1 };

inline constexpr int kMaxImps = 24;
// The smallest difference worth 1, 2, …, 24 IMPs on the WBF scale.
inline constexpr std::array<int, kMaxImps> kWbfImpLowerBounds = {20,   50,   90,   130,  170,  220,  270,  320,
                                                                 370,  430,  500,  600,  750,  900,  1100, 1300,
                                                                 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000};

namespace imp_detail {

inline constexpr int kTens = 401;  // differences 0, 10, …, 4000 (and above)

// kImpsByTens[k] = WBF IMPs for a difference of 10k, k = 0..400.
constexpr std::array<std::int8_t, kTens> MakeImpsByTens() {
  std::array<std::int8_t, kTens> table{};
  for (int k = 0; k < kTens; ++k) {
    int imps = 0;
    for (const int bound : kWbfImpLowerBounds) imps += 10 * k >= bound;
    table[k] = static_cast<std::int8_t>(imps);
  }
  return table;
}

inline constexpr std::array<std::int8_t, kTens> kImpsByTens = MakeImpsByTens();

}  // namespace imp_detail

// IMPs won for a score difference (negative when lost). No branches on the
// scale's rows: one table lookup.
constexpr int Imps(int score_difference, ImpScale scale = ImpScale::kWbf) {
  const std::uint32_t magnitude = score_difference < 0 ? 0u - static_cast<std::uint32_t>(score_difference)
                                                       : static_cast<std::uint32_t>(score_difference);
  std::uint32_t tens = magnitude / 10 + static_cast<std::uint32_t>(scale);  // thesis: one row sooner
  if (tens >= imp_detail::kTens) tens = imp_detail::kTens - 1;
  const int imps = imp_detail::kImpsByTens[tens];
  return score_difference < 0 ? -imps : imps;
}

// "wbf", "thesis" (the spelling of the CLI's --imp-scale).
std::string ImpScaleName(ImpScale scale);
std::optional<ImpScale> ParseImpScale(std::string_view name);

}  // namespace bidlab
