// The league's draws: the formula by hand, its favourite, its frequencies.
#include "experiments/train/league_pool.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

namespace bidlab {
namespace {

TEST(LeaguePool, FavoursTheOpponentThatBeatsTheLearner) {
  // Recent results: −2 against A (it beats the learner), +1 against B; the
  // passing pair C keeps 1/3. T = 1, ε = 0.5, M = 2/3:
  // p_A = 2/3 · (0.25 + 0.5 · e^0 / (e^0 + e^−3)), p_B = 2/3 · (0.25 + 0.5 · e^−3 / (e^0 + e^−3)).
  const std::vector<double> recent = {-2, 1, -3};
  const std::vector<double> p = LeagueProbabilities(recent, {false, false, true}, {1.0, 0.5});
  const double total = 1 + std::exp(-3.0);
  EXPECT_NEAR(p[0], 2.0 / 3 * (0.25 + 0.5 / total), 1e-12);
  EXPECT_NEAR(p[1], 2.0 / 3 * (0.25 + 0.5 * std::exp(-3.0) / total), 1e-12);
  EXPECT_NEAR(p[2], 1.0 / 3, 1e-12) << "the passing pair's share ignores its (cost) figure";
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1, 1e-12);
  EXPECT_GT(p[0], 2 * p[1]) << "the opponent that beats the learner is met more often";
  EXPECT_GE(p[1], 2.0 / 3 * 0.25) << "every opponent at least the floor";

  const std::vector<double> even = LeagueProbabilities(std::vector<double>{0.5, 0.5}, {false, false}, {1.0, 0.5});
  EXPECT_DOUBLE_EQ(even[0], 0.5);
  const std::vector<double> uniform = LeagueProbabilities(std::vector<double>{-5, 5}, {false, false}, {1.0, 1.0});
  EXPECT_DOUBLE_EQ(uniform[0], 0.5) << "ε = 1 draws uniformly";
}

TEST(LeaguePool, AGivenShareGoesToThePassingPairsTogether) {
  // Two passing pairs take 0.3 together; A and B (level: equal weights) the rest.
  const std::vector<double> p =
      LeagueProbabilities(std::vector<double>{1, 1, -4, -4}, {false, false, true, true}, {1.0, 0.5, 0.3});
  EXPECT_NEAR(p[2], 0.15, 1e-12);
  EXPECT_NEAR(p[3], 0.15, 1e-12);
  EXPECT_NEAR(p[0], 0.35, 1e-12);
  EXPECT_NEAR(p[1], 0.35, 1e-12);
  const std::vector<double> alone = LeagueProbabilities(std::vector<double>{1}, {true}, {1.0, 0.5, 0.3});
  EXPECT_DOUBLE_EQ(alone[0], 1) << "a pool of passing pairs alone takes every draw";
}

TEST(LeaguePool, DrawsEachOpponentAsOftenAsItsProbabilityAndTheSameForASeed) {
  const std::vector<double> p = {0.6, 0.1, 0.3};
  std::vector<int> count(3, 0);
  const int n = 30000;
  for (int s = 0; s < n; ++s) ++count[DrawOpponent(p, static_cast<std::uint64_t>(s))];
  for (std::size_t o = 0; o < 3; ++o) EXPECT_NEAR(count[o] / double(n), p[o], 0.012) << "opponent " << o;
  for (std::uint64_t s = 0; s < 50; ++s) EXPECT_EQ(DrawOpponent(p, s), DrawOpponent(p, s));
}

TEST(LeaguePool, RecentResultsMoveTowardsTheNewest) {
  EXPECT_DOUBLE_EQ(RecentResult(0, 2), 2 * kRecentWeight);
  double r = 0;
  for (int i = 0; i < 200; ++i) r = RecentResult(r, -1.5);
  EXPECT_NEAR(r, -1.5, 1e-6);
}

}  // namespace
}  // namespace bidlab
