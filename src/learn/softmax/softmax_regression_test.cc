#include "learn/softmax/softmax_regression.h"

#include <gtest/gtest.h>

#include <numeric>

#include "core/error.h"
#include "data/dealer.h"
#include "features/white_features.h"
#include "learn/softmax/softmax_call_model.h"
#include "learn/softmax/softmax_trainer.h"

namespace bidlab {
namespace {

// Deterministic pseudo-random numbers in [-1, 1).
double Noise(SplitMix64& rng) { return static_cast<double>(rng.Next() >> 11) * 0x1.0p-52 - 1.0; }

SoftmaxRegression RandomModel(int classes, int dimension, std::uint64_t seed) {
  SplitMix64 rng(seed);
  Eigen::MatrixXd theta(classes - 1, dimension);
  for (Eigen::Index i = 0; i < theta.size(); ++i) theta.data()[i] = 2 * Noise(rng);
  return SoftmaxRegression(theta);
}

SparseRows RandomRows(int rows, int dimension, std::uint64_t seed) {
  SplitMix64 rng(seed);
  Eigen::MatrixXd x(rows, dimension);
  for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = Noise(rng);
  return x.sparseView();
}

TEST(SoftmaxRegression, ProbabilitiesSumToOneEvenForHugeScores) {
  const SoftmaxRegression model = RandomModel(36, 10, 7);
  const SparseRows x = RandomRows(20, 10, 8);
  std::vector<double> p(36);
  for (Eigen::Index i = 0; i < x.rows(); ++i) {
    model.Probabilities(x, i, p);
    EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-12);
    for (double v : p) EXPECT_GE(v, 0.0);
  }
  // Scores of ±1000 would overflow a naive exp().
  std::vector<double> q(4);
  SoftmaxOfScores(std::vector<double>{1000, -1000, 999}, q);
  EXPECT_NEAR(q[0], 1 / (1 + std::exp(-1.0)), 1e-12);
  EXPECT_NEAR(std::accumulate(q.begin(), q.end(), 0.0), 1.0, 1e-12);
}

TEST(SoftmaxRegression, LastClassHasScoreZero) {
  // θ = 0 except θ_1 = (log 2) on a constant feature: P(1) = 2/(1+1+2), others 1/4.
  Eigen::MatrixXd theta = Eigen::MatrixXd::Zero(2, 1);
  theta(1, 0) = std::log(2.0);
  const std::vector<double> p = SoftmaxRegression(theta).Probabilities(std::vector<double>{1.0});
  EXPECT_NEAR(p[0], 0.25, 1e-12);
  EXPECT_NEAR(p[1], 0.5, 1e-12);
  EXPECT_NEAR(p[2], 0.25, 1e-12);
}

TEST(SoftmaxRegression, GradientMatchesFiniteDifferences) {
  SoftmaxRegression model = RandomModel(5, 6, 11);
  const SparseRows x = RandomRows(30, 6, 12);
  std::vector<int> y(30);
  for (int i = 0; i < 30; ++i) y[static_cast<std::size_t>(i)] = (i * 7) % 5;
  const Eigen::MatrixXd gradient = LogLikelihoodGradient(model, x, y);
  ASSERT_EQ(gradient.rows(), 4);
  ASSERT_EQ(gradient.cols(), 6);
  constexpr double h = 1e-6;
  for (Eigen::Index l = 0; l < gradient.rows(); ++l)
    for (Eigen::Index j = 0; j < gradient.cols(); ++j) {
      const double keep = model.theta()(l, j);
      model.theta()(l, j) = keep + h;
      const double up = LogLikelihood(model, x, y);
      model.theta()(l, j) = keep - h;
      const double down = LogLikelihood(model, x, y);
      model.theta()(l, j) = keep;
      EXPECT_NEAR(gradient(l, j), (up - down) / (2 * h), 1e-6) << l << "," << j;
    }
}

TEST(SoftmaxRegression, BadLabelsAreRefused) {
  const SoftmaxRegression model(3, 2);
  const SparseRows x = RandomRows(2, 2, 1);
  EXPECT_THROW(LogLikelihood(model, x, std::vector<int>{0, 3}), Error);
  EXPECT_THROW(LogLikelihood(model, x, std::vector<int>{0}), Error);
  EXPECT_THROW(TrainSoftmax(3, x, std::vector<int>{0, -1}, {}), Error);
}

// An opening rule that depends on the total HCP alone, which the domain
// template's HCP indicators separate: 0-11 PASS, 12-14 1C, 15-17 1NT, 18+ 2C.
Call ToyOpening(const Hand& hand) {
  const int hcp = hand.HighCardPoints();
  if (hcp < 12) return Call::Pass();
  if (hcp < 15) return Call::Bid(1, Strain::kClubs);
  if (hcp < 18) return Call::Bid(1, Strain::kNoTrump);
  return Call::Bid(2, Strain::kClubs);
}

std::vector<Hand> Hands(int count) {
  std::vector<Hand> hands;
  for (int i = 0; i < count; ++i) hands.push_back(DealAt(99, static_cast<std::uint64_t>(i)).hand(Seat::kNorth));
  return hands;
}

class SoftmaxSeparable : public ::testing::TestWithParam<int> {};

TEST_P(SoftmaxSeparable, LearnsAnHcpRuleExactly) {
  const std::vector<Hand> hands = Hands(1500);
  std::vector<Call> calls;
  for (const Hand& h : hands) calls.push_back(ToyOpening(h));
  SoftmaxTrainParams params;
  params.batch_size = GetParam();
  params.alpha = GetParam() == 1 ? 0.05 : 2.0;
  params.max_epochs = 200;
  params.tolerance = 0;  // run every epoch
  SoftmaxCallTrace trace;
  const auto model = TrainSoftmaxCallModel(SoftmaxTask::kOpening, WhiteTemplate::kDomain, SoftmaxStructure::kFlat,
                                           hands, calls, params, &trace);
  EXPECT_EQ(trace.traces.at(0).epochs, 200);
  for (std::size_t i = 0; i < hands.size(); ++i)
    ASSERT_EQ(model->Predict(hands[i]), calls[i]) << hands[i].HighCardPoints() << " HCP";
}

INSTANTIATE_TEST_SUITE_P(StochasticAndMiniBatch, SoftmaxSeparable, ::testing::Values(1, 64));

TEST(SoftmaxTrainer, StopsWhenTheNormSettlesAndIsSeedable) {
  const std::vector<Hand> hands = Hands(300);
  std::vector<int> y;
  for (const Hand& h : hands) y.push_back(h.HighCardPoints() >= 12 ? 1 : 0);
  const SparseRows x = WhiteRows(WhiteTemplate::kDomain, hands);
  SoftmaxTrainParams params;
  params.tolerance = 0.01;
  SoftmaxTrainTrace a, b, c;
  const SoftmaxRegression ma = TrainSoftmax(2, x, y, params, &a);
  const SoftmaxRegression mb = TrainSoftmax(2, x, y, params, &b);
  EXPECT_TRUE(a.converged);
  EXPECT_LT(a.epochs, params.max_epochs);
  EXPECT_LT(a.last_norm_change, 0.01);
  EXPECT_EQ(ma.theta(), mb.theta());  // same seed, same bytes
  params.seed = 2;
  const SoftmaxRegression mc = TrainSoftmax(2, x, y, params, &c);
  EXPECT_NE(ma.theta(), mc.theta());
}

}  // namespace
}  // namespace bidlab
