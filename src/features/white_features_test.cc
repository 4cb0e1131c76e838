#include "features/white_features.h"

#include <gtest/gtest.h>

#include <numeric>

#include "core/error.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

std::vector<std::string> ActiveNames(WhiteTemplate t, const Hand& holding) {
  const std::vector<std::string> names = WhiteSlotNames(t);
  std::vector<std::string> active;
  for (int slot : WhiteActiveSlots(t, holding)) active.push_back(names.at(static_cast<std::size_t>(slot)));
  return active;
}

TEST(WhiteFeatures, DimensionsAreThePapers) {
  EXPECT_EQ(WhiteFeatureCount(WhiteTemplate::kRaw), 53);                           // 52 cards + bias
  EXPECT_EQ(WhiteFeatureCount(WhiteTemplate::kDomain), 1 + 4 * 14 + 4 * 11 + 41);  // 142
  EXPECT_EQ(WhiteSlotNames(WhiteTemplate::kRaw).size(), 53u);
  EXPECT_EQ(WhiteSlotNames(WhiteTemplate::kDomain).size(), 142u);
}

TEST(WhiteFeatures, DomainTemplateCountsLengthsAndPointsByHand) {
  // ♠AKQJ ♥T98 ♦765 ♣432: 4-3-3-3, all ten points in spades.
  const Hand hand = ParseHandPbn("AKQJ.T98.765.432");
  EXPECT_EQ(ActiveNames(WhiteTemplate::kDomain, hand),
            (std::vector<std::string>{"bias", "len C=3", "len D=3", "len H=3", "len S=4", "hcp C=0", "hcp D=0",
                                      "hcp H=0", "hcp S=10", "hcp=10"}));
  const std::vector<double> x = EncodeWhite(WhiteTemplate::kDomain, hand);
  EXPECT_EQ(std::accumulate(x.begin(), x.end(), 0.0), 10.0);
}

TEST(WhiteFeatures, RawTemplateHasOneSlotPerCard) {
  const Hand hand = ParseHandPbn("AKQJ.T98.765.432");
  const std::vector<std::string> active = ActiveNames(WhiteTemplate::kRaw, hand);
  ASSERT_EQ(active.size(), 14u);  // bias + 13 cards
  EXPECT_EQ(active[1], "C2");
  EXPECT_EQ(active.back(), "SA");
}

TEST(WhiteFeatures, PartnershipIsBothHandsSummed) {
  // North holds the aces and kings (28), South the queens and jacks (12):
  // the team has 40 HCP, only possible for two hands.
  const Hand north = ParseHandPbn("AK5432.AK.AK.AK2");
  const Hand south = ParseHandPbn("QJ.QJ76.QJ5.QJ43");
  const Hand team = PartnershipHolding(north, south);
  const std::vector<std::string> active = ActiveNames(WhiteTemplate::kDomain, team);
  EXPECT_EQ(active.back(), "hcp=40");
  EXPECT_EQ(active[1], "len C=7");  // AK2 + QJ43
  EXPECT_EQ(active[4], "len S=8");  // AK5432 + QJ
  EXPECT_EQ(active[8], "hcp S=10");
  // Raw: the two indicator vectors added.
  const std::vector<double> n = EncodeWhite(WhiteTemplate::kRaw, north), s = EncodeWhite(WhiteTemplate::kRaw, south);
  const std::vector<double> t = EncodeWhite(WhiteTemplate::kRaw, team);
  for (std::size_t i = 1; i < t.size(); ++i) EXPECT_EQ(t[i], n[i] + s[i]) << i;
  EXPECT_THROW(PartnershipHolding(north, north), Error);
}

TEST(WhiteFeatures, WrongLengthIsRefused) {
  std::vector<double> x(52);
  EXPECT_THROW(EncodeWhite(WhiteTemplate::kRaw, Hand(), x), Error);
}

}  // namespace
}  // namespace bidlab
