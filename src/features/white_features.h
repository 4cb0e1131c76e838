// The two feature templates of White, "Do I Hear 3NT?" (§II.B), for one hand
// (the opening bid) and for a partnership's two hands (the final contract).
// Every value is 0 or 1; slot 0 is the constant 1 (the bias term).
//
//   raw     1 bias + 52 card indicators (slot 1 + c is 1 when the holding
//           has card c, card order of core/bridge.h: 2♣ = c 0 … A♠ = c 51)
//                                                                     =  53
//   domain  1 bias
//           + 4 × 14 suit-length indicators (♣ ♦ ♥ ♠, each 0 … 13 cards)
//           + 4 × 11 suit-HCP indicators    (♣ ♦ ♥ ♠, each 0 … 10 HCP)
//           + 41 total-HCP indicators       (0 … 40 HCP)
//                                           = 1 + 56 + 44 + 41        = 142
//
// The partnership's features are the same template applied to the 26 cards
// of both hands together, as the paper "sums across both hands": the team's
// length and HCP in each suit and its total HCP (40 is reachable only
// there), and for raw the union of the two hands' card indicators (the
// hands are disjoint, so the sum of the two indicator vectors). Both
// templates therefore keep their dimensions for the team.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/hand.h"

namespace bidlab {

enum class WhiteTemplate { kRaw, kDomain };

inline constexpr int kWhiteRawCount = 1 + kNumCards;      // 53
inline constexpr int kWhiteLengthValues = kNumRanks + 1;  // 0 … 13 cards in a suit
inline constexpr int kWhiteSuitHcpValues = 11;            // 0 … 10 HCP in a suit (A+K+Q+J)
inline constexpr int kWhiteTotalHcpValues = 41;           // 0 … 40 HCP
inline constexpr int kWhiteDomainCount =
    1 + kNumSuits * kWhiteLengthValues + kNumSuits * kWhiteSuitHcpValues + kWhiteTotalHcpValues;  // 142
static_assert(kWhiteDomainCount == 142);

// "raw", "domain".
std::string WhiteTemplateName(WhiteTemplate t);
std::optional<WhiteTemplate> ParseWhiteTemplate(std::string_view name);

// 53 or 142.
int WhiteFeatureCount(WhiteTemplate t);

// The slots that hold 1 for `holding` (one hand, or both hands' cards
// together), in increasing order; every other slot holds 0. Raw: 1 + the
// number of cards; domain: always 1 + 4 + 4 + 1 = 10.
std::vector<int> WhiteActiveSlots(WhiteTemplate t, const Hand& holding);

// The dense vector, exactly WhiteFeatureCount(t) long (throws Error otherwise).
void EncodeWhite(WhiteTemplate t, const Hand& holding, std::span<double> out);
std::vector<double> EncodeWhite(WhiteTemplate t, const Hand& holding);

// The partnership's holding: both hands' cards (throws Error if they share one).
Hand PartnershipHolding(const Hand& a, const Hand& b);

// A short name per slot ("bias", "SA", "len C=5", "hcp H=4", "hcp=12").
std::vector<std::string> WhiteSlotNames(WhiteTemplate t);

}  // namespace bidlab
