// Hand features: the encodings of one hand (and, for the thesis's optimistic
// learner, of North and South together) that linear and kernel learners read.
// Every layout is published here as a commented sum; the encoders check that
// they wrote exactly that many values.
//
// One hand (thesis §4: "a constant dimension is added to reflect the bias
// term"; slot 0 is always that constant 1):
//
//   binary      1 bias + 52 card indicators (card index order of bridge.h:
//               slot 1 + c holds 1 when the hand has card c, 2♣ = c 0,
//               A♠ = c 51)                                          = 53
//   condensed   1 bias + 1 HCP (A4 K3 Q2 J1) + 4 suit lengths
//               (♣ ♦ ♥ ♠)                                            =  6
//   condensed2  every monomial of degree ≤ 2 in the 5 condensed values
//               v = (HCP, ♣, ♦, ♥, ♠): 1 bias + 5 linear + 15 products
//               v_i·v_j (i ≤ j)                                      = 21
//   condensed3  the same to degree 3: 1 + 5 + 15 + 35 products
//               v_i·v_j·v_k (i ≤ j ≤ k)                              = 56
//
// Monomials come in graded lexicographic order: degree 1 (v0 … v4), then
// (0,0) (0,1) … (0,4) (1,1) … (4,4), then (0,0,0) (0,0,1) … (4,4,4).
//
// Both hands (the optimistic learner, thesis §3.1 "[x_n, x_s]"): North's
// features and South's features side by side, sharing one bias:
//
//   1 bias + (d − 1) North features without its bias
//          + (d − 1) South features without its bias         = 2d − 1
//
// (105 binary, 11 condensed, 41 condensed2, 111 condensed3). Each hand is
// expanded on its own, so there are no North×South products: the table's
// "Dimensions" column counts one hand for both the baseline and the
// optimistic method.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/hand.h"

namespace bidlab {

enum class FeatureSet { kBinary, kCondensed, kCondensed2, kCondensed3 };
inline constexpr int kNumFeatureSets = 4;

inline constexpr int kCondensedValues = 5;  // HCP and the four suit lengths

// "binary", "condensed", "condensed2", "condensed3".
std::string FeatureSetName(FeatureSet set);
std::optional<FeatureSet> ParseFeatureSet(std::string_view name);
// "binary, condensed, condensed2, condensed3" for messages.
std::string FeatureSetNames();

// What a learner sees: one hand, or North and South together (optimistic).
struct FeatureSpec {
  FeatureSet set = FeatureSet::kCondensed;
  bool both_hands = false;
  friend bool operator==(const FeatureSpec&, const FeatureSpec&) = default;
};

// The longest layout (condensed3 with both hands), for fixed-size buffers.
inline constexpr int kMaxFeatureCount = 111;

// Values per hand, bias included: 53, 6, 21, 56.
int HandFeatureCount(FeatureSet set);
// Values a spec encodes: HandFeatureCount, or 2·HandFeatureCount − 1 with both hands.
int FeatureCount(const FeatureSpec& spec);
// "condensed2" or "condensed2+both" (for names and messages).
std::string FeatureSpecName(const FeatureSpec& spec);

// The condensed values of a hand: HCP, ♣, ♦, ♥, ♠ lengths.
std::array<double, kCondensedValues> CondensedValues(const Hand& hand);

// Writes the HandFeatureCount(set) values of `hand` into `out`, which must
// be exactly that long (throws Error otherwise).
void EncodeHand(FeatureSet set, const Hand& hand, std::span<double> out);

// Writes FeatureCount(spec) values into `out` (exactly that long): `own`
// alone, or `own` then `partner` for a both-hands spec. The optimistic
// learner always encodes North as `own` and South as `partner`. Throws
// Error when `out` has the wrong length.
void EncodeFeatures(const FeatureSpec& spec, const Hand& own, const Hand& partner, std::span<double> out);
std::vector<double> EncodeFeatures(const FeatureSpec& spec, const Hand& own, const Hand& partner = Hand());

// A short description of each slot ("bias", "SA", "HCP", "HCP*S", …), in
// layout order, FeatureCount(spec) long; South's slots are prefixed "S:".
std::vector<std::string> FeatureSlotNames(const FeatureSpec& spec);

}  // namespace bidlab
