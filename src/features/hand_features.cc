#include "features/hand_features.h"

#include <array>
#include <initializer_list>

#include "core/error.h"

namespace bidlab {

namespace {

constexpr std::array<const char*, kNumFeatureSets> kNames = {"binary", "condensed", "condensed2", "condensed3"};
constexpr std::array<const char*, kCondensedValues> kCondensedNames = {"HCP", "C", "D", "H", "S"};

// Number of monomials of degree exactly k in 5 variables: C(5 + k − 1, k).
constexpr int kDegree1 = 5;
constexpr int kDegree2 = 15;
constexpr int kDegree3 = 35;

constexpr int kBinaryCount = 1 + kNumCards;                                // 53
constexpr int kCondensedCount = 1 + kCondensedValues;                      //  6
constexpr int kCondensed2Count = 1 + kDegree1 + kDegree2;                  // 21
constexpr int kCondensed3Count = 1 + kDegree1 + kDegree2 + kDegree3;       // 56
static_assert(kBinaryCount == 53 && kCondensedCount == 6 && kCondensed2Count == 21 && kCondensed3Count == 56);
static_assert(kMaxFeatureCount == 2 * kCondensed3Count - 1 && kMaxFeatureCount >= 2 * kBinaryCount - 1);

int MaxDegree(FeatureSet set) {
  switch (set) {
    case FeatureSet::kCondensed: return 1;
    case FeatureSet::kCondensed2: return 2;
    case FeatureSet::kCondensed3: return 3;
    case FeatureSet::kBinary: break;
  }
  return 0;
}

// Writes the monomials of `v` in graded lexicographic order up to
// `max_degree`, after the bias; returns the number of values written.
int WritePolynomial(const std::array<double, kCondensedValues>& v, int max_degree, std::span<double> out) {
  int n = 0;
  out[n++] = 1.0;
  for (int i = 0; i < kCondensedValues; ++i) out[n++] = v[i];
  if (max_degree >= 2)
    for (int i = 0; i < kCondensedValues; ++i)
      for (int j = i; j < kCondensedValues; ++j) out[n++] = v[i] * v[j];
  if (max_degree >= 3)
    for (int i = 0; i < kCondensedValues; ++i)
      for (int j = i; j < kCondensedValues; ++j)
        for (int k = j; k < kCondensedValues; ++k) out[n++] = v[i] * v[j] * v[k];
  return n;
}

void CheckLength(std::span<double> out, int expected, const char* what) {
  if (static_cast<int>(out.size()) != expected)
    throw Error(std::string(what) + ": the output holds " + std::to_string(out.size()) + " values, the layout " +
                std::to_string(expected));
}

}  // namespace

std::string FeatureSetName(FeatureSet set) { return kNames[static_cast<int>(set)]; }

std::optional<FeatureSet> ParseFeatureSet(std::string_view name) {
  for (int i = 0; i < kNumFeatureSets; ++i)
    if (name == kNames[i]) return static_cast<FeatureSet>(i);
  return std::nullopt;
}

std::string FeatureSetNames() {
  std::string text;
  for (const char* n : kNames) text += (text.empty() ? "" : ", ") + std::string(n);
  return text;
}

int HandFeatureCount(FeatureSet set) {
  switch (set) {
    case FeatureSet::kBinary: return kBinaryCount;
    case FeatureSet::kCondensed: return kCondensedCount;
    case FeatureSet::kCondensed2: return kCondensed2Count;
    case FeatureSet::kCondensed3: return kCondensed3Count;
  }
  return 0;
}

int FeatureCount(const FeatureSpec& spec) {
  const int d = HandFeatureCount(spec.set);
  return spec.both_hands ? 2 * d - 1 : d;
}

std::string FeatureSpecName(const FeatureSpec& spec) {
  return FeatureSetName(spec.set) + (spec.both_hands ? "+both" : "");
}

std::array<double, kCondensedValues> CondensedValues(const Hand& hand) {
  return {static_cast<double>(hand.HighCardPoints()), static_cast<double>(hand.Length(Suit::kClubs)),
          static_cast<double>(hand.Length(Suit::kDiamonds)), static_cast<double>(hand.Length(Suit::kHearts)),
          static_cast<double>(hand.Length(Suit::kSpades))};
}

void EncodeHand(FeatureSet set, const Hand& hand, std::span<double> out) {
  const int expected = HandFeatureCount(set);
  CheckLength(out, expected, "EncodeHand");
  int written = 0;
  if (set == FeatureSet::kBinary) {
    out[written++] = 1.0;
    for (int c = 0; c < kNumCards; ++c) out[written++] = hand.Has(Card{static_cast<std::uint8_t>(c)}) ? 1.0 : 0.0;
  } else {
    written = WritePolynomial(CondensedValues(hand), MaxDegree(set), out);
  }
  if (written != expected)
    throw Error("EncodeHand " + FeatureSetName(set) + " wrote " + std::to_string(written) + " values, the layout has " +
                std::to_string(expected));
}

void EncodeFeatures(const FeatureSpec& spec, const Hand& own, const Hand& partner, std::span<double> out) {
  const int expected = FeatureCount(spec);
  CheckLength(out, expected, "EncodeFeatures");
  const int d = HandFeatureCount(spec.set);
  EncodeHand(spec.set, own, out.first(d));
  if (!spec.both_hands) return;
  // South's layout without its bias goes right after North's: encode it in
  // place one slot early, then put North's last value back.
  const double north_last = out[d - 1];
  EncodeHand(spec.set, partner, out.subspan(d - 1, d));
  out[d - 1] = north_last;
}

std::vector<double> EncodeFeatures(const FeatureSpec& spec, const Hand& own, const Hand& partner) {
  std::vector<double> x(FeatureCount(spec));
  EncodeFeatures(spec, own, partner, x);
  return x;
}

std::vector<std::string> FeatureSlotNames(const FeatureSpec& spec) {
  std::vector<std::string> hand;
  if (spec.set == FeatureSet::kBinary) {
    hand.push_back("bias");
    for (int c = 0; c < kNumCards; ++c) hand.push_back(CardName(Card{static_cast<std::uint8_t>(c)}));
  } else {
    const int degree = MaxDegree(spec.set);
    hand.push_back("bias");
    for (int i = 0; i < kCondensedValues; ++i) hand.push_back(kCondensedNames[i]);
    const auto name = [](std::initializer_list<int> idx) {
      std::string s;
      for (int i : idx) s += (s.empty() ? "" : "*") + std::string(kCondensedNames[i]);
      return s;
    };
    if (degree >= 2)
      for (int i = 0; i < kCondensedValues; ++i)
        for (int j = i; j < kCondensedValues; ++j) hand.push_back(name({i, j}));
    if (degree >= 3)
      for (int i = 0; i < kCondensedValues; ++i)
        for (int j = i; j < kCondensedValues; ++j)
          for (int k = j; k < kCondensedValues; ++k) hand.push_back(name({i, j, k}));
  }
  if (!spec.both_hands) return hand;
  std::vector<std::string> both = hand;
  for (std::size_t i = 1; i < hand.size(); ++i) both.push_back("S:" + hand[i]);
  return both;
}

}  // namespace bidlab
