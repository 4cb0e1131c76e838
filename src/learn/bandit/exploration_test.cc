#include "learn/bandit/exploration.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <limits>

namespace bidlab {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(Ucb1, UncertaintyOnHandMadeNumbers) {
  // sqrt(2 ln 100 / 10) = sqrt(9.21034 / 10) = 0.959705
  EXPECT_NEAR(Ucb1Uncertainty(100, 10), 0.959705, 1e-6);
  // sqrt(2 ln 1000 / 250) = sqrt(13.81551 / 250) = 0.235079
  EXPECT_NEAR(Ucb1Uncertainty(1000, 250), 0.235079, 1e-6);
  EXPECT_TRUE(std::isinf(Ucb1Uncertainty(50, 0)));
  EXPECT_EQ(Ucb1Uncertainty(1, 1), 0.0);
}

TEST(LinUcb, UncertaintyOnHandMadeNumbers) {
  // A = diag(2, 4) + 0: A⁻¹ = diag(0.5, 0.25); x = (1, 2): xᵀA⁻¹x = 0.5 + 1 = 1.5.
  Eigen::Matrix2d a_inverse;
  a_inverse << 0.5, 0, 0, 0.25;
  EXPECT_NEAR(LinUcbUncertainty(Eigen::Vector2d(1, 2), a_inverse), std::sqrt(1.5), 1e-12);
  // A = [[2, 1], [1, 2]]: A⁻¹ = [[2, -1], [-1, 2]] / 3; x = (1, 1): xᵀA⁻¹x = 2/3.
  Eigen::Matrix2d a;
  a << 2, 1, 1, 2;
  EXPECT_NEAR(LinUcbUncertainty(Eigen::Vector2d(1, 1), a.inverse()), std::sqrt(2.0 / 3.0), 1e-12);
}

TEST(ChooseUpperConfidence, PicksTheLargestUpperBound) {
  const std::array<double, 3> estimates = {1, 2, 3};
  const std::array<double, 3> uncertainties = {2, 0.5, 0.1};
  // α = 1: scores 3, 2.5, 3.1.
  EXPECT_EQ(ChooseUpperConfidence(estimates, uncertainties, 1.0, 0b111, 7), 2);
  // α = 2: scores 5, 3, 3.2.
  EXPECT_EQ(ChooseUpperConfidence(estimates, uncertainties, 2.0, 0b111, 7), 0);
  // α = 0: pure exploitation.
  EXPECT_EQ(ChooseUpperConfidence(estimates, uncertainties, 0.0, 0b111, 7), 2);
  // Only the allowed arms count.
  EXPECT_EQ(ChooseUpperConfidence(estimates, uncertainties, 2.0, 0b110, 7), 2);
  EXPECT_EQ(ChooseUpperConfidence(estimates, uncertainties, 2.0, 0b010, 7), 1);
  EXPECT_EQ(ChooseUpperConfidence(estimates, uncertainties, 2.0, 0, 7), -1);
}

TEST(ChooseUpperConfidence, UntriedArmsComeFirst) {
  const std::array<double, 3> estimates = {20, 0, 5};
  const std::array<double, 3> uncertainties = {0.1, kInf, kInf};
  // Both untried arms beat the well-known one; between them the estimate decides.
  EXPECT_EQ(ChooseUpperConfidence(estimates, uncertainties, 1.0, 0b111, 1), 2);
}

TEST(ChooseUpperConfidence, TiesAreBrokenUniformlyBySeed) {
  const std::array<double, 4> estimates = {0, 0, 0, 0};
  const std::array<double, 4> uncertainties = {kInf, kInf, kInf, 1};
  std::array<int, 4> seen{};
  for (std::uint64_t seed = 0; seed < 3000; ++seed) {
    const int arm = ChooseUpperConfidence(estimates, uncertainties, 1.0, 0b1111, seed);
    ASSERT_GE(arm, 0);
    ASSERT_LT(arm, 3);  // arm 3 is tried, so never chosen
    ++seen[static_cast<std::size_t>(arm)];
    EXPECT_EQ(arm, ChooseUpperConfidence(estimates, uncertainties, 1.0, 0b1111, seed));  // pure
  }
  for (int arm = 0; arm < 3; ++arm) EXPECT_NEAR(seen[static_cast<std::size_t>(arm)], 1000, 120) << "arm " << arm;
}

TEST(UcbRule, NamesRoundTrip) {
  EXPECT_EQ(ParseUcbRule("ucb1"), UcbRule::kUcb1);
  EXPECT_EQ(ParseUcbRule("linucb"), UcbRule::kLinUcb);
  EXPECT_EQ(ParseUcbRule("ucb"), std::nullopt);
  EXPECT_EQ(UcbRuleName(UcbRule::kLinUcb), "linucb");
}

}  // namespace
}  // namespace bidlab
