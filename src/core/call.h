// Calls: PASS, the 35 bids 1C < 1D < … < 7NT, and (for reading real
// auctions) double and redouble. Index 0 is PASS, 1..35 the bids in rank
// order (DESIGN.md §1), 36 double, 37 redouble.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/bridge.h"

namespace bidlab {

inline constexpr int kNumLevels = 7;
inline constexpr int kNumBids = kNumLevels * kNumStrains;  // 35
inline constexpr int kNumFinalCalls = 1 + kNumBids;        // 36: PASS and the bids
inline constexpr int kNumCalls = kNumFinalCalls + 2;       // 38: and X, XX
inline constexpr int kDoubleIndex = kNumFinalCalls;        // 36
inline constexpr int kRedoubleIndex = kNumFinalCalls + 1;  // 37

class Call {
 public:
  constexpr Call() = default;  // PASS
  static constexpr Call FromIndex(int index) {
    Call c;
    c.index_ = static_cast<std::uint8_t>(index);
    return c;
  }
  static constexpr Call Pass() { return Call(); }
  static constexpr Call Double() { return FromIndex(kDoubleIndex); }
  static constexpr Call Redouble() { return FromIndex(kRedoubleIndex); }
  // level 1..7
  static constexpr Call Bid(int level, Strain strain) {
    return FromIndex(1 + (level - 1) * kNumStrains + ToInt(strain));
  }

  constexpr int index() const { return index_; }
  constexpr bool IsPass() const { return index_ == 0; }
  constexpr bool IsBid() const { return index_ >= 1 && index_ <= kNumBids; }
  constexpr bool IsDouble() const { return index_ == kDoubleIndex; }
  constexpr bool IsRedouble() const { return index_ == kRedoubleIndex; }
  // Only for bids.
  constexpr int level() const { return (index_ - 1) / kNumStrains + 1; }
  constexpr Strain strain() const { return StrainAt((index_ - 1) % kNumStrains); }

  friend constexpr bool operator==(Call, Call) = default;
  friend constexpr auto operator<=>(Call a, Call b) { return a.index_ <=> b.index_; }

 private:
  std::uint8_t index_ = 0;
};

// "PASS", "1C" … "7NT", "X", "XX".
std::string CallName(Call call);
// Accepts what PBN and people write: PASS/Pass/P, 1C…7NT (also 1N), X, XX.
std::optional<Call> ParseCall(std::string_view text);

}  // namespace bidlab
