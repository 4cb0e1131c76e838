// Ratings from known margins: consistent margins come back exactly, an
// inconsistent round robin gives each bidder its mean margin, and matches
// that leave a bidder unlinked are refused.
#include "experiments/league/league_rating.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "core/error.h"

namespace bidlab {
namespace {

TEST(LeastSquaresRatings, ConsistentMarginsAreTheRatingDifferences) {
  // A beats B by 1 IMP/board, B beats C by 2, A beats C by 3: ratings 0, −1, −3 with A the anchor.
  const std::vector<RatedMatch> matches = {{0, 1, 1.0, 0.1}, {1, 2, 2.0, 0.1}, {0, 2, 3.0, 0.1}};
  const Ratings r = LeastSquaresRatings(3, matches, 0);
  EXPECT_DOUBLE_EQ(r.rating[0], 0.0);
  EXPECT_NEAR(r.rating[1], -1.0, 1e-12);
  EXPECT_NEAR(r.rating[2], -3.0, 1e-12);
  // Anchored on C instead, the same differences.
  const Ratings c = LeastSquaresRatings(3, matches, 2);
  EXPECT_NEAR(c.rating[0], 3.0, 1e-12);
  EXPECT_NEAR(c.rating[1], 2.0, 1e-12);
  EXPECT_DOUBLE_EQ(c.rating[2], 0.0);
}

TEST(LeastSquaresRatings, AnInconsistentRoundRobinRatesEachBidderByItsMeanMargin) {
  // A > B by 1, B > C by 1, C and A level: no ratings fit exactly. The least-squares fit of a full round robin
  // is each bidder's mean margin over all three (self 0): A (1 + 0)/3, B (−1 + 1)/3, C (0 − 1)/3; anchored on B.
  const std::vector<RatedMatch> matches = {{0, 1, 1.0, 0.3}, {1, 2, 1.0, 0.3}, {2, 0, 0.0, 0.3}};
  const Ratings r = LeastSquaresRatings(3, matches, 1);
  EXPECT_NEAR(r.rating[0], 1.0 / 3, 1e-12);
  EXPECT_DOUBLE_EQ(r.rating[1], 0.0);
  EXPECT_NEAR(r.rating[2], -1.0 / 3, 1e-12);
  // A's rating is (2m₀₁ − m₁₂ − m₂₀)/3 (its mean margin minus B's), so its error is 0.3·√(4 + 1 + 1)/3; the
  // anchor's is 0.
  EXPECT_NEAR(r.standard_error[0], 0.3 * std::sqrt(6.0) / 3, 1e-12);
  EXPECT_DOUBLE_EQ(r.standard_error[1], 0.0);
}

TEST(LeastSquaresRatings, RefusesMatchesThatLeaveABidderUnrated) {
  const std::vector<RatedMatch> apart = {{0, 1, 1.0, 0.1}};  // bidder 2 never played
  EXPECT_THROW(LeastSquaresRatings(3, apart, 0), Error);
  const std::vector<RatedMatch> self = {{1, 1, 0.0, 0.1}};
  EXPECT_THROW(LeastSquaresRatings(2, self, 0), Error);
  EXPECT_THROW(LeastSquaresRatings(2, {}, 5), Error);
}

}  // namespace
}  // namespace bidlab
