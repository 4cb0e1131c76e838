#include "features/hand_features.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "core/error.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

// ♠AKQ2 ♥J43 ♦T9 ♣8765: 10 HCP (4+3+2 + 1), lengths ♣4 ♦2 ♥3 ♠4.
const Hand kNorth = ParseHandPbn("AKQ2.J43.T9.8765");
// ♠JT9 ♥AKQ ♦AKQ2 ♣432: 19 HCP (1 + 9 + 9), lengths ♣3 ♦4 ♥3 ♠3.
const Hand kSouth = ParseHandPbn("JT9.AKQ.AKQ2.432");

TEST(HandFeatures, Dimensions) {
  EXPECT_EQ(HandFeatureCount(FeatureSet::kBinary), 53);
  EXPECT_EQ(HandFeatureCount(FeatureSet::kCondensed), 6);
  EXPECT_EQ(HandFeatureCount(FeatureSet::kCondensed2), 21);
  EXPECT_EQ(HandFeatureCount(FeatureSet::kCondensed3), 56);
  EXPECT_EQ(FeatureCount({FeatureSet::kBinary, true}), 105);
  EXPECT_EQ(FeatureCount({FeatureSet::kCondensed, true}), 11);
  EXPECT_EQ(FeatureCount({FeatureSet::kCondensed2, true}), 66);   // joint: C(12, 2)
  EXPECT_EQ(FeatureCount({FeatureSet::kCondensed3, true}), 286);  // joint: C(13, 3)
  const HandPairing side = HandPairing::kSideBySide;
  EXPECT_EQ(FeatureCount({FeatureSet::kBinary, true, side}), 105);
  EXPECT_EQ(FeatureCount({FeatureSet::kCondensed, true, side}), 11);
  EXPECT_EQ(FeatureCount({FeatureSet::kCondensed2, true, side}), 41);
  EXPECT_EQ(FeatureCount({FeatureSet::kCondensed3, true, side}), 111);
  for (int s = 0; s < kNumFeatureSets; ++s)
    for (bool both : {false, true})
      for (HandPairing pairing : {HandPairing::kJoint, HandPairing::kSideBySide}) {
        const FeatureSpec spec{static_cast<FeatureSet>(s), both, pairing};
        EXPECT_EQ(static_cast<int>(EncodeFeatures(spec, kNorth, kSouth).size()), FeatureCount(spec));
        EXPECT_EQ(static_cast<int>(FeatureSlotNames(spec).size()), FeatureCount(spec));
        EXPECT_LE(FeatureCount(spec), kMaxFeatureCount);
      }
}

TEST(HandFeatures, NamesRoundTrip) {
  for (const char* name : {"binary", "condensed", "condensed2", "condensed3"})
    EXPECT_EQ(FeatureSetName(*ParseFeatureSet(name)), name);
  EXPECT_FALSE(ParseFeatureSet("condensed4"));
}

TEST(HandFeatures, Binary) {
  const std::vector<double> x = EncodeFeatures({FeatureSet::kBinary, false}, kNorth);
  EXPECT_EQ(x[0], 1.0);                                            // bias
  EXPECT_EQ(std::accumulate(x.begin() + 1, x.end(), 0.0), 13.0);   // 13 cards
  EXPECT_EQ(x[1 + Card::Of(Suit::kSpades, kAceRank).index], 1.0);  // slot 52
  EXPECT_EQ(x[52], 1.0);
  EXPECT_EQ(x[1 + Card::Of(Suit::kClubs, 0).index], 0.0);           // no ♣2
  EXPECT_EQ(x[1 + Card::Of(Suit::kClubs, 3).index], 1.0);           // ♣5
  EXPECT_EQ(x[1 + Card::Of(Suit::kHearts, kJackRank).index], 1.0);  // ♥J
  EXPECT_EQ(x[1 + Card::Of(Suit::kHearts, kAceRank).index], 0.0);
  EXPECT_EQ(FeatureSlotNames({FeatureSet::kBinary, false})[52], "SA");
}

TEST(HandFeatures, Condensed) {
  EXPECT_EQ(EncodeFeatures({FeatureSet::kCondensed, false}, kNorth), (std::vector<double>{1, 10, 4, 2, 3, 4}));
}

TEST(HandFeatures, Condensed2IsEveryProductOfTwo) {
  const std::vector<double> expected = {1,   10, 4,  2,  3,  4,  // bias, HCP, ♣ ♦ ♥ ♠
                                        100, 40, 20, 30, 40,     // HCP·(HCP ♣ ♦ ♥ ♠)
                                        16,  8,  12, 16,         // ♣·(♣ ♦ ♥ ♠)
                                        4,   6,  8,              // ♦·(♦ ♥ ♠)
                                        9,   12,                 // ♥·(♥ ♠)
                                        16};                     // ♠·♠
  EXPECT_EQ(EncodeFeatures({FeatureSet::kCondensed2, false}, kNorth), expected);
  EXPECT_EQ(FeatureSlotNames({FeatureSet::kCondensed2, false})[7], "HCP*C");
}

TEST(HandFeatures, Condensed3ExtendsCondensed2) {
  const std::vector<double> x2 = EncodeFeatures({FeatureSet::kCondensed2, false}, kNorth);
  const std::vector<double> x3 = EncodeFeatures({FeatureSet::kCondensed3, false}, kNorth);
  EXPECT_TRUE(std::equal(x2.begin(), x2.end(), x3.begin()));
  EXPECT_EQ(x3[21], 1000.0);  // HCP³
  EXPECT_EQ(x3[22], 400.0);   // HCP²·♣
  EXPECT_EQ(x3[55], 64.0);    // ♠³
  EXPECT_EQ(FeatureSlotNames({FeatureSet::kCondensed3, false})[55], "S*S*S");
  // The sum of all degree-3 monomials of v is the complete homogeneous
  // symmetric polynomial h3(10, 4, 2, 3, 4); check one hand-counted part:
  // the pure cubes 1000 + 64 + 8 + 27 + 64.
  double cubes = 0;
  const auto names = FeatureSlotNames({FeatureSet::kCondensed3, false});
  for (int i = 21; i < 56; ++i)
    if (names[i] == "HCP*HCP*HCP" || names[i] == "C*C*C" || names[i] == "D*D*D" || names[i] == "H*H*H" ||
        names[i] == "S*S*S")
      cubes += x3[i];
  EXPECT_EQ(cubes, 1163.0);
}

TEST(HandFeatures, BothHandsShareOneBias) {
  EXPECT_EQ(EncodeFeatures({FeatureSet::kCondensed, true}, kNorth, kSouth),
            (std::vector<double>{1, 10, 4, 2, 3, 4, 19, 3, 4, 3, 3}));
  const std::vector<double> b = EncodeFeatures({FeatureSet::kBinary, true}, kNorth, kSouth);
  EXPECT_EQ(std::accumulate(b.begin(), b.end(), 0.0), 27.0);            // bias + 26 cards
  EXPECT_EQ(b[52], 1.0);                                                // North's ♠A
  EXPECT_EQ(b[52 + 1 + Card::Of(Suit::kHearts, kAceRank).index], 1.0);  // South's ♥A
  EXPECT_EQ(FeatureSlotNames({FeatureSet::kCondensed, true})[6], "S:HCP");
  // Side by side: each hand's own expansion, no North×South products.
  const std::vector<double> sbs =
      EncodeFeatures({FeatureSet::kCondensed2, true, HandPairing::kSideBySide}, kNorth, kSouth);
  const std::vector<double> n2 = EncodeFeatures({FeatureSet::kCondensed2, false}, kNorth);
  const std::vector<double> s2 = EncodeFeatures({FeatureSet::kCondensed2, false}, kSouth);
  EXPECT_TRUE(std::equal(n2.begin(), n2.end(), sbs.begin()));
  EXPECT_TRUE(std::equal(s2.begin() + 1, s2.end(), sbs.begin() + 21));
}

TEST(HandFeatures, JointExpansionHasNorthTimesSouth) {
  // u = (10, 4, 2, 3, 4 | 19, 3, 4, 3, 3): bias, the ten values, then the
  // 55 products u_i·u_j (i ≤ j) starting HCP_N² = 100, HCP_N·♣_N = 40, …
  const std::vector<double> x = EncodeFeatures({FeatureSet::kCondensed2, true}, kNorth, kSouth);
  const std::vector<std::string> names = FeatureSlotNames({FeatureSet::kCondensed2, true});
  EXPECT_EQ(x[0], 1.0);
  EXPECT_EQ(x[6], 19.0);
  EXPECT_EQ(names[6], "S:HCP");
  EXPECT_EQ(x[11], 100.0);
  const auto at = [&](const std::string& name) {
    return x[static_cast<std::size_t>(std::find(names.begin(), names.end(), name) - names.begin())];
  };
  EXPECT_EQ(at("N:HCP*S:HCP"), 190.0);  // 10 × 19
  EXPECT_EQ(at("N:S*S:S"), 12.0);       // 4 spades × 3 spades
  EXPECT_EQ(at("S:S*S:S"), 9.0);
  EXPECT_EQ(names.back(), "S:S*S:S");
  const std::vector<double> x3 = EncodeFeatures({FeatureSet::kCondensed3, true}, kNorth, kSouth);
  EXPECT_TRUE(std::equal(x.begin(), x.end(), x3.begin()));  // degree 3 extends degree 2
  EXPECT_EQ(x3.back(), 27.0);                               // ♠_S³
  EXPECT_EQ(x3[66], 1000.0);                                // HCP_N³
}

TEST(HandFeatures, WrongOutputLengthIsRefused) {
  std::vector<double> out(20);
  EXPECT_THROW(EncodeHand(FeatureSet::kCondensed2, kNorth, out), Error);
  EXPECT_THROW(EncodeFeatures({FeatureSet::kCondensed, true}, kNorth, kSouth, std::span<double>(out).first(6)), Error);
  EXPECT_THROW(EncodeFeatures({FeatureSet::kCondensed2, true}, kNorth, kSouth, std::span<double>(out).first(20)),
               Error);
}

}  // namespace
}  // namespace bidlab
