// Duplicate bridge scoring (Law 77), for the declaring side of a contract
// that took a given number of tricks, and the N-S score the yardstick uses.
//
// Made (tricks >= level + 6):
//   trick score   per odd trick bid: C/D 20, H/S 30, NT 40 first then 30;
//                 ×2 doubled, ×4 redoubled
//   game bonus    trick score >= 100: 300 not vulnerable, 500 vulnerable;
//                 otherwise part-score bonus 50
//   slam bonus    small 500/750, grand 1000/1500 (NV/V)
//   insult        50 doubled, 100 redoubled
//   overtricks    undoubled at trick value (NT 30); doubled 100/200;
//                 redoubled 200/400 each (NV/V)
// Defeated, per undertrick:
//   undoubled     50 NV, 100 V
//   doubled NV    100, 200, 200, then 300 each   (-100, -300, -500, -800, …)
//   doubled V     200, then 300 each             (-200, -500, -800, …)
//   redoubled     twice doubled
//
// ComputeDeclarerScore is the rule written out; DeclarerScore looks the same
// numbers up in a table built from it at compile time (no branches on the
// rules, for the hot loops of learners and cost vectors).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

#include "core/bridge.h"
#include "core/call.h"
#include "core/contract.h"
#include "core/dd_table.h"

namespace bidlab {

inline constexpr int kMaxTricks = kNumRanks;  // 13

// The score for the declaring side (negative when defeated). level 1..7,
// tricks 0..13.
constexpr int ComputeDeclarerScore(int level, Strain strain, Doubling doubling, bool vulnerable, int tricks) {
  const int multiplier = 1 << ToInt(doubling);  // 1, 2, 4
  const int needed = level + 6;
  if (tricks < needed) {
    const int down = needed - tricks;
    if (doubling == Doubling::kUndoubled) return -down * (vulnerable ? 100 : 50);
    int penalty = vulnerable ? 200 + 300 * (down - 1)
                             : 100 + 200 * (down >= 2) + 200 * (down >= 3) + 300 * (down > 3 ? down - 3 : 0);
    return -penalty * multiplier / 2;
  }
  const bool no_trump = strain == Strain::kNoTrump;
  const int per_trick = strain == Strain::kClubs || strain == Strain::kDiamonds ? 20 : 30;
  const int trick_score = (level * per_trick + (no_trump ? 10 : 0)) * multiplier;
  int score = trick_score;
  score += trick_score >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level == 6) score += vulnerable ? 750 : 500;
  if (level == 7) score += vulnerable ? 1500 : 1000;
  score += 50 * (multiplier / 2);  // insult: 0, 50, 100
  const int over = tricks - needed;
  score += over * (doubling == Doubling::kUndoubled ? per_trick : (vulnerable ? 100 : 50) * multiplier);
  return score;
}

namespace scoring_detail {

// kTable[doubling][vulnerable][call index 0..35][tricks 0..13]; the PASS row
// (index 0, a passed-out board) is all zeros.
using Table =
    std::array<std::array<std::array<std::array<std::int16_t, kMaxTricks + 1>, kNumFinalCalls>, 2>, kNumDoublings>;

constexpr Table MakeTable() {
  Table table{};
  for (int d = 0; d < kNumDoublings; ++d)
    for (int v = 0; v < 2; ++v)
      for (int i = 1; i < kNumFinalCalls; ++i)
        for (int t = 0; t <= kMaxTricks; ++t) {
          const Call bid = Call::FromIndex(i);
          table[d][v][i][t] = static_cast<std::int16_t>(
              ComputeDeclarerScore(bid.level(), bid.strain(), static_cast<Doubling>(d), v != 0, t));
        }
  return table;
}

inline constexpr Table kTable = MakeTable();

// Vulnerability's values are bit sets: bit 0 = N-S vulnerable, bit 1 = E-W.
constexpr int VulnerableBit(Vulnerability v, Seat s) { return (static_cast<int>(v) >> (ToInt(s) & 1)) & 1; }

}  // namespace scoring_detail

// Score for the declaring side; 0 for a passed-out board.
inline int DeclarerScore(const Contract& contract, int tricks, bool vulnerable) {
  assert(tricks >= 0 && tricks <= kMaxTricks);
  return scoring_detail::kTable[ToInt(contract.doubling)][vulnerable][contract.bid().index()][tricks];
}

// Score from North-South's point of view (negated when E-W declare), with the
// declarer's vulnerability taken from `vulnerability`.
inline int NorthSouthScore(const Contract& contract, int tricks, Vulnerability vulnerability) {
  const int score = DeclarerScore(contract, tricks, scoring_detail::VulnerableBit(vulnerability, contract.declarer));
  return IsNorthSouth(contract.declarer) ? score : -score;
}

// The yardstick's score of a final call (DESIGN.md §1): PASS scores 0; a bid
// is played undoubled by the assumed declarer (the better of N and S in the
// strain) and takes that many double-dummy tricks.
inline int NorthSouthScoreOfFinalCall(Call final_call, const DoubleDummyTable& table, Vulnerability vulnerability) {
  assert(final_call.index() < kNumFinalCalls);
  const Strain strain = final_call.IsBid() ? final_call.strain() : Strain::kClubs;
  const int north = table.Tricks(Seat::kNorth, strain);
  const int south = table.Tricks(Seat::kSouth, strain);
  const int tricks = north > south ? north : south;
  return scoring_detail::kTable[0][scoring_detail::VulnerableBit(vulnerability, Seat::kNorth)][final_call.index()]
                               [tricks];
}

}  // namespace bidlab
