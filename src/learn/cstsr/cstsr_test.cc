#include "learn/cstsr/cstsr.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dealer.h"
#include "learn/cstsr/ridge.h"

namespace bidlab {
namespace {

double Uniform(SplitMix64& rng) { return static_cast<double>(rng.Next() >> 11) * 0x1.0p-53; }

// Ten examples, three features, two targets, by hand-picked numbers.
Eigen::MatrixXd TinyFeatures() {
  Eigen::MatrixXd z(10, 3);
  z << 1, 0, 2,  //
      0, 1, 1,   //
      3, 1, 0,   //
      2, 2, 2,   //
      0, 0, 1,   //
      1, 3, 0,   //
      4, 0, 1,   //
      2, 1, 3,   //
      1, 1, 1,   //
      0, 2, 4;
  return z;
}
Eigen::MatrixXd TinyTargets() {
  Eigen::MatrixXd y(10, 2);
  y << 3, 0, 1, 5, 7, 2, 6, 6, 0, 1, 5, 9, 9, 0, 8, 3, 4, 4, 2, 8;
  return y;
}

TEST(Ridge, MatchesTheNormalEquations) {
  const Eigen::MatrixXd z = TinyFeatures();
  const Eigen::MatrixXd y = TinyTargets();
  Eigen::MatrixXd x(z.rows(), z.cols() + 1);
  x.col(0).setOnes();
  x.rightCols(z.cols()) = z;
  const RidgeRegression ridge(z, y);
  for (double lambda : {0.0, 1e-3, 0.5, 7.0, 1e3}) {
    // (XᵀX + λ·diag(0, 1, 1, 1)) w̃ = Xᵀy, solved directly.
    Eigen::MatrixXd a = x.transpose() * x;
    a.diagonal().tail(z.cols()).array() += lambda;
    const Eigen::MatrixXd expected = a.fullPivLu().solve(x.transpose() * y);
    const RidgeSolution s = ridge.Solve(lambda);
    for (int k = 0; k < 2; ++k) {
      EXPECT_NEAR(s.bias(k), expected(0, k), 1e-10) << "lambda " << lambda;
      for (int j = 0; j < 3; ++j) EXPECT_NEAR(s.weights(j, k), expected(j + 1, k), 1e-10) << "lambda " << lambda;
    }
  }
}

TEST(Ridge, BiasIsNotPenalised) {
  // Shifting every target by 100 moves only the bias, even with a huge λ,
  // and λ → ∞ leaves the mean as the estimate.
  const Eigen::MatrixXd z = TinyFeatures();
  const Eigen::MatrixXd y = TinyTargets();
  const RidgeSolution a = RidgeRegression(z, y).Solve(10);
  const RidgeSolution b = RidgeRegression(z, y.array() + 100.0).Solve(10);
  EXPECT_TRUE(a.weights.isApprox(b.weights, 1e-12));
  EXPECT_NEAR(b.bias(0) - a.bias(0), 100.0, 1e-9);
  const RidgeSolution huge = RidgeRegression(z, y).Solve(1e12);
  EXPECT_NEAR(huge.bias(0), y.col(0).mean(), 1e-6);
  EXPECT_LT(huge.weights.cwiseAbs().maxCoeff(), 1e-9);
}

TEST(Ridge, RecoversAnExactLinearLawOnBadlyScaledFeatures) {
  // Features like the condensed3 monomials (values up to ~5e4): the
  // targets are an exact linear function, which λ = 0 must recover.
  SplitMix64 rng(11);
  const int n = 400;
  Eigen::MatrixXd z(n, 3);
  for (int i = 0; i < n; ++i) {
    const double h = std::floor(Uniform(rng) * 38);
    z(i, 0) = h;
    z(i, 1) = h * h;
    z(i, 2) = h * h * h;
  }
  Eigen::VectorXd w(3);
  w << 0.5, -0.02, 0.0004;
  const Eigen::MatrixXd y = ((z * w).array() + 3.0).matrix();
  const RidgeSolution s = RidgeRegression(z, y).Solve(0.0);
  EXPECT_NEAR(s.bias(0), 3.0, 1e-7);
  for (int j = 0; j < 3; ++j) EXPECT_NEAR(s.weights(j, 0), w(j), 1e-9 + 1e-7 * std::abs(w(j)));
}

// A one-call problem with a known best strategy: with 12+ HCP 3NT costs 0
// and PASS 6, below 12 the other way round; every other call costs 12.
std::vector<CostExample> HcpProblem(std::uint64_t seed, int count) {
  std::vector<CostExample> examples;
  for (int i = 0; i < count; ++i) {
    const Deal deal = DealAt(seed, static_cast<std::uint64_t>(i));
    CostExample e;
    e.north = deal.hand(Seat::kNorth);
    e.south = deal.hand(Seat::kSouth);
    e.costs.fill(12);
    const bool strong = e.north.HighCardPoints() >= 12;
    e.costs[0] = strong ? 6 : 0;
    e.costs[Call::Bid(3, Strain::kNoTrump).index()] = strong ? 0 : 6;
    examples.push_back(e);
  }
  return examples;
}

TEST(Cstsr, LearnsAnHcpThreshold) {
  const auto train = HcpProblem(1, 3000);
  const auto validation = HcpProblem(2, 500);
  const auto test = HcpProblem(3, 1000);
  CstsrParams params;
  params.features = {FeatureSet::kCondensed2, false};
  const CstsrResult r = TrainCstsr(params, train, validation);
  ASSERT_TRUE(r.model);
  EXPECT_EQ(r.grid.size(), 10u);
  // A least-squares fit of a step in HCP by a quadratic misplaces the step
  // by at most a point or so: well under 0.6 IMP a deal (always-pass costs
  // 6 × 35% ≈ 2.1).
  EXPECT_LT(OneCallAverageCost(*r.model, test), 0.6);
  EXPECT_LT(*r.validation_cost, 0.6);
}

TEST(Cstsr, ChoosingLambdaNeedsValidation) {
  CstsrParams params;
  EXPECT_THROW(TrainCstsr(params, HcpProblem(1, 50), {}), Error);
  params.lambdas = {1e-3};
  const CstsrResult r = TrainCstsr(params, HcpProblem(1, 50), {});
  EXPECT_EQ(r.model->lambda(), 1e-3);
  EXPECT_FALSE(r.validation_cost);
}

TEST(Cstsr, SaveLoadGivesIdenticalPredictions) {
  for (FeatureSet set : {FeatureSet::kBinary, FeatureSet::kCondensed3}) {
    CstsrParams params;
    params.features = {set, true};
    params.lambdas = {0.01};
    const auto model = TrainCstsr(params, HcpProblem(4, 400), {}).model;
    const std::string payload = model->SavePayload();
    const auto loaded = CstsrModel::LoadPayload(payload);
    EXPECT_EQ(loaded->SavePayload(), payload);
    EXPECT_EQ(loaded->features(), model->features());
    EXPECT_EQ(loaded->weights(), model->weights());  // bit for bit
    OneCallBidder a(model), b(loaded);
    for (std::uint64_t i = 0; i < 200; ++i) {
      const Deal deal = DealAt(9, i);
      Auction auction;
      BidRequest q;
      q.hand = deal.hand(Seat::kNorth);
      q.partner_hand = deal.hand(Seat::kSouth);
      q.auction = &auction;
      EXPECT_EQ(a.Estimates(q), b.Estimates(q));
    }
  }
}

TEST(Cstsr, MalformedPayloadIsRefused) {
  CstsrParams params;
  params.lambdas = {1.0};
  const std::string payload = TrainCstsr(params, HcpProblem(4, 100), {}).model->SavePayload();
  std::string wrong_dimension = payload;
  wrong_dimension.replace(wrong_dimension.find("dimension 6"), 11, "dimension 7");
  try {
    CstsrModel::LoadPayload(wrong_dimension);
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "payload line 4: dimension 7 does not fit condensed (6)");
  }
  EXPECT_THROW(CstsrModel::LoadPayload(payload.substr(0, payload.size() / 2)), Error);
  EXPECT_THROW(CstsrModel::LoadPayload(payload + "extra\n"), Error);
}

}  // namespace
}  // namespace bidlab
