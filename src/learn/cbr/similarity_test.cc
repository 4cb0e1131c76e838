#include "learn/cbr/similarity.h"

#include <gtest/gtest.h>

#include "data/dealer.h"
#include "io/pbn_deal.h"

namespace bidlab::cbr {
namespace {

Hand H(const char* pbn) { return ParseHandPbn(pbn); }

TEST(CbrSimilarity, IdenticalHandsScore100) {
  const Hand h = H("AKQ2.K32.432.432");
  EXPECT_DOUBLE_EQ(Similarity(h, h), 100.0);
}

TEST(CbrSimilarity, HandCountedPair) {
  // A: ♠AKQ2 ♥K32 ♦432 ♣432 — 12 HCP, lengths ♣3 ♦3 ♥3 ♠4.
  // B: ♠AKQJ3 ♥432 ♦432 ♣32 — 10 HCP, lengths ♣2 ♦3 ♥3 ♠5.
  // HCP 51 × 10/12 = 42.5; suits 9 × (2/3 + 1 + 1 + 4/5) = 31.2;
  // shared ♠AKQ ♥32 ♦432 ♣32 = 10 cards. Total 83.7.
  EXPECT_NEAR(Similarity(H("AKQ2.K32.432.432"), H("AKQJ3.432.432.32")), 83.7, 1e-12);
}

TEST(CbrSimilarity, TwoZeroesAreARatioOfOne) {
  // Both 0 HCP (ratio 0/0 = 1: 51), both void in clubs and otherwise the
  // same lengths (36), one card in common (the ♠6): 88.
  EXPECT_NEAR(Similarity(H("65432.5432.5432."), H("T9876.9876.9876.")), 88.0, 1e-12);
  // A void against a singleton is ratio 0 and 4 diamonds against 3 is 3/4:
  // 51 + 9 × (1 + 1 + 3/4 + 0) + the ♠6 = 76.75.
  EXPECT_NEAR(Similarity(H("65432.5432.5432."), H("T9876.9876.987.2")), 76.75, 1e-12);
}

TEST(CbrSimilarity, ZeroAgainstSomeHcpScoresNothingForHcp) {
  // 0 HCP against 4 HCP: ratio 0. Same lengths (36), shared ♠5432 ♥5432 ♦5432 = 12.
  EXPECT_NEAR(Similarity(H("5432.5432.5432.6"), H("5432.5432.5432.A")), 0 + 36 + 12, 1e-12);
}

TEST(CbrSimilarity, SymmetricBoundedAndExact) {
  for (std::uint64_t i = 0; i < 200; ++i) {
    const Deal d = DealAt(7, i);
    const HandProfile a = ProfileOf(d.hand(Seat::kNorth)), b = ProfileOf(d.hand(Seat::kSouth));
    EXPECT_EQ(SimilarityUnits(a, b), SimilarityUnits(b, a));
    EXPECT_EQ(SharedCards(a, b), 0);  // two hands of one deal share nothing
    EXPECT_GE(SimilarityUnits(a, b), 0);
    EXPECT_LE(SimilarityUnits(a, b), 87 * kSimScale);
    EXPECT_EQ(SimilarityUnits(a, a), 100 * kSimScale);
  }
}

TEST(CbrSimilarity, RatioIsExactForEveryDenominator) {
  for (int b = 1; b <= kMaxHcp; ++b)
    for (int a = 0; a <= b; ++a) {
      EXPECT_EQ(RatioUnits(a, b) * b, kSimScale * a) << a << "/" << b;
      EXPECT_EQ(RatioUnits(a, b), RatioUnits(b, a));
    }
  EXPECT_EQ(RatioUnits(0, 0), kSimScale);
}

}  // namespace
}  // namespace bidlab::cbr
