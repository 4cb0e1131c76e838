#include "features/white_features.h"

#include <algorithm>

#include "core/error.h"

namespace bidlab {

namespace {

constexpr int kLengthBase = 1;
constexpr int kSuitHcpBase = kLengthBase + kNumSuits * kWhiteLengthValues;     // 57
constexpr int kTotalHcpBase = kSuitHcpBase + kNumSuits * kWhiteSuitHcpValues;  // 101

int SuitHcp(const Hand& holding, Suit s) {
  const unsigned m = holding.SuitMask(s);
  return 4 * ((m >> kAceRank) & 1u) + 3 * ((m >> kKingRank) & 1u) + 2 * ((m >> kQueenRank) & 1u) +
         ((m >> kJackRank) & 1u);
}

}  // namespace

std::string WhiteTemplateName(WhiteTemplate t) { return t == WhiteTemplate::kRaw ? "raw" : "domain"; }

std::optional<WhiteTemplate> ParseWhiteTemplate(std::string_view name) {
  if (name == "raw") return WhiteTemplate::kRaw;
  if (name == "domain") return WhiteTemplate::kDomain;
  return std::nullopt;
}

int WhiteFeatureCount(WhiteTemplate t) { return t == WhiteTemplate::kRaw ? kWhiteRawCount : kWhiteDomainCount; }

std::vector<int> WhiteActiveSlots(WhiteTemplate t, const Hand& holding) {
  std::vector<int> slots{0};
  if (t == WhiteTemplate::kRaw) {
    for (int c = 0; c < kNumCards; ++c)
      if (holding.Has(Card{static_cast<std::uint8_t>(c)})) slots.push_back(1 + c);
    return slots;
  }
  for (int s = 0; s < kNumSuits; ++s) slots.push_back(kLengthBase + s * kWhiteLengthValues + holding.Length(SuitAt(s)));
  for (int s = 0; s < kNumSuits; ++s)
    slots.push_back(kSuitHcpBase + s * kWhiteSuitHcpValues + SuitHcp(holding, SuitAt(s)));
  slots.push_back(kTotalHcpBase + holding.HighCardPoints());
  return slots;
}

void EncodeWhite(WhiteTemplate t, const Hand& holding, std::span<double> out) {
  const int n = WhiteFeatureCount(t);
  if (static_cast<int>(out.size()) != n)
    throw Error("the " + WhiteTemplateName(t) + " template has " + std::to_string(n) + " values, not " +
                std::to_string(out.size()));
  std::fill(out.begin(), out.end(), 0.0);
  for (int slot : WhiteActiveSlots(t, holding)) out[static_cast<std::size_t>(slot)] = 1.0;
}

std::vector<double> EncodeWhite(WhiteTemplate t, const Hand& holding) {
  std::vector<double> x(static_cast<std::size_t>(WhiteFeatureCount(t)));
  EncodeWhite(t, holding, x);
  return x;
}

Hand PartnershipHolding(const Hand& a, const Hand& b) {
  if (a.mask() & b.mask()) throw Error("the two hands of a partnership share a card");
  return Hand::FromMask(a.mask() | b.mask());
}

std::vector<std::string> WhiteSlotNames(WhiteTemplate t) {
  std::vector<std::string> names{"bias"};
  if (t == WhiteTemplate::kRaw) {
    for (int c = 0; c < kNumCards; ++c) names.push_back(CardName(Card{static_cast<std::uint8_t>(c)}));
    return names;
  }
  for (int s = 0; s < kNumSuits; ++s)
    for (int v = 0; v < kWhiteLengthValues; ++v)
      names.push_back(std::string("len ") + SuitChar(SuitAt(s)) + "=" + std::to_string(v));
  for (int s = 0; s < kNumSuits; ++s)
    for (int v = 0; v < kWhiteSuitHcpValues; ++v)
      names.push_back(std::string("hcp ") + SuitChar(SuitAt(s)) + "=" + std::to_string(v));
  for (int v = 0; v < kWhiteTotalHcpValues; ++v) names.push_back("hcp=" + std::to_string(v));
  return names;
}

}  // namespace bidlab
