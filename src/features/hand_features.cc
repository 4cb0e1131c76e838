#include "features/hand_features.h"

#include <array>

#include "core/error.h"

namespace bidlab {

namespace {

constexpr std::array<const char*, kNumFeatureSets> kNames = {"binary", "condensed", "condensed2", "condensed3"};
constexpr std::array<const char*, kCondensedValues> kCondensedNames = {"HCP", "C", "D", "H", "S"};

// Monomials of degree ≤ k in m variables, the constant included: C(m + k, k).
constexpr int Monomials(int m, int k) {
  int count = 1;
  for (int i = 1; i <= k; ++i) count = count * (m + i) / i;
  return count;
}

constexpr int kBinaryCount = 1 + kNumCards;            //  53
constexpr int kCondensedCount = 1 + kCondensedValues;  //   6
constexpr int kCondensed2Count = 1 + 5 + 15;           //  21
constexpr int kCondensed3Count = 1 + 5 + 15 + 35;      //  56
constexpr int kJoint2Count = 1 + 10 + 55;              //  66
constexpr int kJoint3Count = 1 + 10 + 55 + 220;        // 286
static_assert(kCondensed2Count == Monomials(5, 2) && kCondensed3Count == Monomials(5, 3));
static_assert(kJoint2Count == Monomials(10, 2) && kJoint3Count == Monomials(10, 3));
static_assert(kMaxFeatureCount == kJoint3Count && kMaxFeatureCount >= 2 * kBinaryCount - 1);

int MaxDegree(FeatureSet set) {
  switch (set) {
    case FeatureSet::kCondensed: return 1;
    case FeatureSet::kCondensed2: return 2;
    case FeatureSet::kCondensed3: return 3;
    case FeatureSet::kBinary: break;
  }
  return 0;
}

// Writes the bias and the monomials of `v` up to `max_degree` in graded
// lexicographic order; returns the number of values written.
int WritePolynomial(std::span<const double> v, int max_degree, std::span<double> out) {
  const int m = static_cast<int>(v.size());
  int n = 0;
  out[n++] = 1.0;
  for (int i = 0; i < m; ++i) out[n++] = v[i];
  if (max_degree >= 2)
    for (int i = 0; i < m; ++i)
      for (int j = i; j < m; ++j) out[n++] = v[i] * v[j];
  if (max_degree >= 3)
    for (int i = 0; i < m; ++i)
      for (int j = i; j < m; ++j)
        for (int k = j; k < m; ++k) out[n++] = v[i] * v[j] * v[k];
  return n;
}

// The names of the same monomials.
std::vector<std::string> PolynomialNames(const std::vector<std::string>& v, int max_degree) {
  const int m = static_cast<int>(v.size());
  std::vector<std::string> names = {"bias"};
  for (int i = 0; i < m; ++i) names.push_back(v[i]);
  if (max_degree >= 2)
    for (int i = 0; i < m; ++i)
      for (int j = i; j < m; ++j) names.push_back(v[i] + "*" + v[j]);
  if (max_degree >= 3)
    for (int i = 0; i < m; ++i)
      for (int j = i; j < m; ++j)
        for (int k = j; k < m; ++k) names.push_back(v[i] + "*" + v[j] + "*" + v[k]);
  return names;
}

void CheckLength(std::span<double> out, int expected, const char* what) {
  if (static_cast<int>(out.size()) != expected)
    throw Error(std::string(what) + ": the output holds " + std::to_string(out.size()) + " values, the layout " +
                std::to_string(expected));
}

void CheckWritten(int written, int expected, const FeatureSpec& spec) {
  if (written != expected)
    throw Error("features " + FeatureSpecName(spec) + ": wrote " + std::to_string(written) +
                " values, the layout has " + std::to_string(expected));
}

bool IsJointExpansion(const FeatureSpec& spec) {
  return spec.both_hands && spec.pairing == HandPairing::kJoint && MaxDegree(spec.set) >= 2;
}

std::vector<std::string> HandSlotNames(FeatureSet set, const std::string& prefix) {
  if (set == FeatureSet::kBinary) {
    std::vector<std::string> names = {"bias"};
    for (int c = 0; c < kNumCards; ++c) names.push_back(prefix + CardName(Card{static_cast<std::uint8_t>(c)}));
    return names;
  }
  std::vector<std::string> values;
  for (const char* n : kCondensedNames) values.push_back(prefix + n);
  return PolynomialNames(values, MaxDegree(set));
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

std::string HandPairingName(HandPairing pairing) { return pairing == HandPairing::kJoint ? "joint" : "side_by_side"; }

std::optional<HandPairing> ParseHandPairing(std::string_view name) {
  if (name == "joint") return HandPairing::kJoint;
  if (name == "side_by_side" || name == "side-by-side") return HandPairing::kSideBySide;
  return std::nullopt;
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
  if (IsJointExpansion(spec)) return spec.set == FeatureSet::kCondensed2 ? kJoint2Count : kJoint3Count;
  const int d = HandFeatureCount(spec.set);
  return spec.both_hands ? 2 * d - 1 : d;
}

std::string FeatureSpecName(const FeatureSpec& spec) {
  if (!spec.both_hands) return FeatureSetName(spec.set);
  return FeatureSetName(spec.set) + (spec.pairing == HandPairing::kJoint ? "+both" : "+both(side_by_side)");
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
  CheckWritten(written, expected, {set, false});
}

void EncodeFeatures(const FeatureSpec& spec, const Hand& own, const Hand& partner, std::span<double> out) {
  const int expected = FeatureCount(spec);
  CheckLength(out, expected, "EncodeFeatures");
  if (IsJointExpansion(spec)) {
    std::array<double, 2 * kCondensedValues> u{};
    const auto n = CondensedValues(own), s = CondensedValues(partner);
    std::copy(n.begin(), n.end(), u.begin());
    std::copy(s.begin(), s.end(), u.begin() + kCondensedValues);
    CheckWritten(WritePolynomial(u, MaxDegree(spec.set), out), expected, spec);
    return;
  }
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
  if (!spec.both_hands) return HandSlotNames(spec.set, "");
  if (IsJointExpansion(spec)) {
    std::vector<std::string> values;
    for (const char* hand : {"N:", "S:"})
      for (const char* n : kCondensedNames) values.push_back(std::string(hand) + n);
    return PolynomialNames(values, MaxDegree(spec.set));
  }
  std::vector<std::string> names = HandSlotNames(spec.set, "N:");
  const std::vector<std::string> south = HandSlotNames(spec.set, "S:");
  names.insert(names.end(), south.begin() + 1, south.end());
  return names;
}

}  // namespace bidlab
