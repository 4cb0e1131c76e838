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
// Both hands (the optimistic learner, thesis §3.1: "we merge x_n and x_s as
// a feature"), North first, in one of two pairings:
//
//   joint (the default)  the feature set applied to North's and South's
//     values together. binary and condensed have no products, so this is
//     North's layout then South's without its bias: 1 + 52 + 52 = 105 and
//     1 + 5 + 5 = 11. condensed2 and condensed3 expand the 10 condensed
//     values u = (HCP_N, ♣_N, ♦_N, ♥_N, ♠_N, HCP_S, ♣_S, ♦_S, ♥_S, ♠_S) in
//     the order above, North×South products included:
//       condensed2  1 + 10 + 55                                    =  66
//       condensed3  1 + 10 + 55 + 220                              = 286
//   side_by_side  each hand expanded on its own, sharing one bias, no
//     North×South products: 1 + (d − 1) + (d − 1) = 2d − 1
//       (105, 11, 41, 111).
//
// The thesis prints one "Dimensions" column (one hand's) for both methods;
// its optimistic CSTSR gains 0.66 then 0.19 IMP from the 2nd and 3rd order
// expansions, which side-by-side expansions cannot give (they add no way to
// see the partnership's combined strength or fit), so bidlab's optimistic
// learner defaults to the joint pairing; the other stays selectable.
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

// How both hands are put together (see the layouts above).
enum class HandPairing { kJoint, kSideBySide };
std::string HandPairingName(HandPairing pairing);  // "joint", "side_by_side"
std::optional<HandPairing> ParseHandPairing(std::string_view name);

// What a learner sees: one hand, or North and South together (optimistic).
struct FeatureSpec {
  FeatureSet set = FeatureSet::kCondensed;
  bool both_hands = false;
  HandPairing pairing = HandPairing::kJoint;  // only with both hands
  friend bool operator==(const FeatureSpec&, const FeatureSpec&) = default;
};

// The longest layout (condensed3, both hands jointly), for fixed-size buffers.
inline constexpr int kMaxFeatureCount = 286;

// Values per hand, bias included: 53, 6, 21, 56.
int HandFeatureCount(FeatureSet set);
// Values a spec encodes (see the layouts above).
int FeatureCount(const FeatureSpec& spec);
// "condensed2", "condensed2+both" (joint) or "condensed2+both(side_by_side)".
std::string FeatureSpecName(const FeatureSpec& spec);

// The condensed values of a hand: HCP, ♣, ♦, ♥, ♠ lengths.
std::array<double, kCondensedValues> CondensedValues(const Hand& hand);

// Writes the HandFeatureCount(set) values of `hand` into `out`, which must
// be exactly that long (throws Error otherwise).
void EncodeHand(FeatureSet set, const Hand& hand, std::span<double> out);

// Writes FeatureCount(spec) values into `out` (exactly that long): `own`
// alone, or `own` and `partner` for a both-hands spec. The optimistic
// learner always encodes North as `own` and South as `partner`. Throws
// Error when `out` has the wrong length.
void EncodeFeatures(const FeatureSpec& spec, const Hand& own, const Hand& partner, std::span<double> out);
std::vector<double> EncodeFeatures(const FeatureSpec& spec, const Hand& own, const Hand& partner = Hand());

// A short description of each slot ("bias", "SA", "HCP", "HCP*S", …), in
// layout order, FeatureCount(spec) long. With both hands each value is
// prefixed by its hand: "N:HCP", "S:HCP", "N:HCP*S:HCP".
std::vector<std::string> FeatureSlotNames(const FeatureSpec& spec);

}  // namespace bidlab
