#include "learn/cbr/adaptation.h"

#include <gtest/gtest.h>

#include "io/pbn_deal.h"

namespace bidlab::cbr {
namespace {

HandProfile P(const char* pbn) { return ProfileOf(ParseHandPbn(pbn)); }
Call C(const char* name) { return *ParseCall(name); }

// Hands are PBN: ♠.♥.♦.♣
const char* kLongHearts = "A2.AQJ92.K32.432";  // 5 hearts, longest
const char* kLongSpades = "AQJ932.K2.K32.32";  // 6 spades
const char* kFiveFive = "AQJ92.KQ932.32.2";    // 5 spades, 5 hearts
const char* kSevenDiamonds = "2.32.KQJ9432.A32";
const char* kSevenClubs = "2.32.A32.KQJ9432";
const char* kBalanced = "AK2.Q32.K432.J32";  // 4 diamonds longest

TEST(CbrAdaptation, LongestSuitTiesGoToTheHigherSuit) {
  EXPECT_EQ(LongestSuit(P(kLongHearts)), Suit::kHearts);
  EXPECT_EQ(LongestSuit(P(kFiveFive)), Suit::kSpades);
  EXPECT_EQ(LongestSuit(P("AK2.Q32.K32.J432")), Suit::kClubs);
  EXPECT_EQ(LongestSuit(P("AK32.Q32.K32.J32")), Suit::kSpades);
}

TEST(CbrAdaptation, BidInTheLongSuitMovesToOurLongSuit) {
  // Retrieved: 1♥ from five hearts; we hold six spades: open 1♠.
  EXPECT_EQ(AdaptCall(C("1H"), P(kLongHearts), P(kLongSpades)), C("1S"));
  // A preempt keeps its level: 3♦ with seven diamonds becomes 3♣ with seven clubs.
  EXPECT_EQ(AdaptCall(C("3D"), P(kSevenDiamonds), P(kSevenClubs)), C("3C"));
  // Our 5-5 in the majors: the higher, spades.
  EXPECT_EQ(AdaptCall(C("1D"), P(kBalanced), P(kFiveFive)), C("1S"));
}

TEST(CbrAdaptation, NothingChangesOtherwise) {
  // The retrieved suit is one of our longest suits too.
  EXPECT_EQ(AdaptCall(C("1H"), P(kLongHearts), P(kFiveFive)), C("1H"));
  // Not the retrieved hand's longest suit (2♣ strong and artificial with long diamonds).
  EXPECT_EQ(AdaptCall(C("2C"), P(kSevenDiamonds), P(kLongSpades)), C("2C"));
  // PASS and notrump are not suit bids.
  EXPECT_EQ(AdaptCall(C("PASS"), P(kLongHearts), P(kLongSpades)), C("PASS"));
  EXPECT_EQ(AdaptCall(C("1NT"), P(kBalanced), P(kLongSpades)), C("1NT"));
  // Same longest suit: nothing to move.
  EXPECT_EQ(AdaptCall(C("1S"), P(kLongSpades), P(kFiveFive)), C("1S"));
}

}  // namespace
}  // namespace bidlab::cbr
