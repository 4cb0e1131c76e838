#include "experiments/thesis/bandit_experiment_data.h"

#include <gtest/gtest.h>

#include <cmath>

namespace bidlab {
namespace {

TEST(BanditExperimentData, SummariseGivesMeanAndSampleSd) {
  const MeanSd m = Summarise({1.0, 2.0, 3.0, 4.0});
  EXPECT_DOUBLE_EQ(m.mean, 2.5);
  EXPECT_NEAR(m.sd, std::sqrt(5.0 / 3.0), 1e-12);
  EXPECT_EQ(Summarise({3.0}).sd, 0.0);  // one seed: no spread
}

TEST(BanditExperimentData, FormatsCosts) {
  EXPECT_EQ(FormatCost(3.01234), "3.0123");
  EXPECT_EQ(FormatCost(3.01234, 0.01), "3.0123 ± 0.0100");
  EXPECT_EQ(FormatCost(std::nan("")), "n/a");
  EXPECT_EQ(SignedCost(0.0123), "+0.0123");
  EXPECT_EQ(SignedCost(-0.5), "-0.5000");
}

TEST(BanditExperimentData, IterationsOfARun) {
  BanditExperimentOptions o;
  EXPECT_EQ(ExperimentIterations(o, 7), 7u);
  o.quick = true;
  EXPECT_EQ(ExperimentIterations(o, 7), 20000u);
  o.iterations = 5;
  EXPECT_EQ(ExperimentIterations(o, 7), 5u);
}

}  // namespace
}  // namespace bidlab
