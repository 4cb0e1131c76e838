#include "learn/csosr/csosr.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dealer.h"
#include "features/hand_features.h"
#include "learn/csosr/one_sided_svm.h"

namespace bidlab {
namespace {

// Points on a line, x_i = i / 4.
RowMajorMatrix LinePoints(int n) {
  RowMajorMatrix x(n, 1);
  for (int i = 0; i < n; ++i) x(i, 0) = i / 4.0;
  return x;
}

double Estimate(KernelRows& k, const OneSidedSolution& s, int i) {
  const float* row = k.Row(i);
  double f = s.bias;
  for (int j = 0; j < k.size(); ++j) f += s.beta[j] * row[j];
  return f;
}

TEST(OneSidedLoss, PenalisesOneSideOnly) {
  // The cheapest call (+1) pays only for over-estimates, the others (−1)
  // only for under-estimates.
  EXPECT_EQ(OneSidedLoss(+1, 2.0, 3.0), 0.0);
  EXPECT_EQ(OneSidedLoss(+1, 4.5, 3.0), 1.5);
  EXPECT_EQ(OneSidedLoss(-1, 4.5, 3.0), 0.0);
  EXPECT_EQ(OneSidedLoss(-1, 2.0, 3.0), 1.0);
}

TEST(OneSidedSvm, NeverCheapestCallIsOnlyBoundedBelow) {
  // A call that is never cheapest, with costs 0..9 scattered along a line:
  // the one-sided loss only asks f(x_i) ≥ c_i, which the constant f = max c
  // achieves at zero loss and zero norm. A two-sided regression (squared or
  // ε-insensitive) would fit the costs and under-estimate the dearest.
  const int n = 40;
  const RowMajorMatrix x = LinePoints(n);
  KernelMatrix matrix(x, 0.5, 1);
  PrecomputedKernelRows rows(matrix);
  std::vector<double> costs(n);
  std::vector<std::int8_t> sides(n, -1);
  for (int i = 0; i < n; ++i) costs[i] = (i * 7) % 10;
  const OneSidedProblem problem{costs, sides, 100.0};
  const OneSidedSolution s = SolveOneSided(rows, problem, {});
  ASSERT_TRUE(s.converged);
  for (int i = 0; i < n; ++i) {
    const double f = Estimate(rows, s, i);
    EXPECT_GE(f, costs[i] - 1e-9);
    EXPECT_NEAR(f, 9.0, 1e-9);  // not the cost: 9 IMPs even where the cost is 0
  }
}

TEST(OneSidedSvm, CheapestCallIsOnlyBoundedAbove) {
  // The mirror image: a call cheapest everywhere (cost 0) may be estimated
  // as low as the regulariser likes; f ≤ 0 everywhere.
  const int n = 30;
  const RowMajorMatrix x = LinePoints(n);
  KernelMatrix matrix(x, 0.5, 1);
  PrecomputedKernelRows rows(matrix);
  std::vector<double> costs(n, 0.0);
  std::vector<std::int8_t> sides(n, +1);
  const OneSidedSolution s = SolveOneSided(rows, {costs, sides, 10.0}, {});
  for (int i = 0; i < n; ++i) EXPECT_LE(Estimate(rows, s, i), 1e-9);
}

// A mixed problem: the call is cheapest (cost 0) left of 5, costs 4-8 right.
struct MixedProblem {
  RowMajorMatrix x = LinePoints(60);
  std::vector<double> costs;
  std::vector<std::int8_t> sides;
  MixedProblem() {
    for (int i = 0; i < x.rows(); ++i) {
      const bool cheap = x(i, 0) < 5 ? (i % 7 != 3) : (i % 9 == 4);  // a little noise on both sides
      costs.push_back(cheap ? 0.0 : 4.0 + i % 5);
      sides.push_back(cheap ? 1 : -1);
    }
  }
};

TEST(OneSidedSvm, DualityGapClosesAtTheOptimum) {
  const MixedProblem p;
  KernelMatrix matrix(p.x, 0.3, 1);
  PrecomputedKernelRows rows(matrix);
  for (double c : {1.0, 10.0, 1000.0}) {
    const OneSidedProblem problem{p.costs, p.sides, c};
    OneSidedOptions options;
    options.tolerance = 1e-6;
    const OneSidedSolution s = SolveOneSided(rows, problem, options);
    ASSERT_TRUE(s.converged);
    const OneSidedObjectives o = EvaluateOneSided(rows, problem, s);
    EXPECT_GE(o.primal - o.dual, -1e-6 * std::abs(o.primal)) << "C " << c;
    EXPECT_LE(o.primal - o.dual, 1e-4 * std::max(1.0, std::abs(o.primal))) << "C " << c;
  }
}

TEST(OneSidedSvm, ShrinkingSolverClosesTheGapOnHands) {
  // 700 hands (condensed features, many identical points), the 3NT-like
  // rule below with noise: long enough for shrinking, unshrinking and
  // gradient reconstruction to happen, and the optimum still certified by
  // the duality gap.
  const int n = 700;
  RowMajorMatrix x(n, 6);
  std::vector<double> costs;
  std::vector<std::int8_t> sides;
  for (int i = 0; i < n; ++i) {
    const Deal deal = DealAt(21, static_cast<std::uint64_t>(i));
    const std::vector<double> f = EncodeFeatures({FeatureSet::kCondensed, false}, deal.hand(Seat::kNorth));
    for (int j = 0; j < 6; ++j) x(i, j) = f[static_cast<std::size_t>(j)];
    const int hcp =
        deal.hand(Seat::kNorth).HighCardPoints() + static_cast<int>(deal.hand(Seat::kSouth).Length(Suit::kSpades)) - 3;
    const bool cheap = hcp >= 12;
    costs.push_back(cheap ? 0.0 : 2.0 + (12 - hcp) % 9);
    sides.push_back(cheap ? 1 : -1);
  }
  KernelMatrix matrix(x, 0.1, 2);
  PrecomputedKernelRows rows(matrix);
  for (double c : {10.0, 1000.0}) {
    OneSidedOptions options;
    options.tolerance = 1e-4;
    const OneSidedProblem problem{costs, sides, c};
    const OneSidedSolution s = SolveOneSided(rows, problem, options);
    ASSERT_TRUE(s.converged);
    EXPECT_GT(s.iterations, 1000);
    const OneSidedObjectives o = EvaluateOneSided(rows, problem, s);
    EXPECT_LE(o.primal - o.dual, 1e-3 * o.primal) << "C " << c;
  }
}

TEST(OneSidedSvm, WarmStartAndRowCacheReachTheSameOptimum) {
  const MixedProblem p;
  KernelMatrix matrix(p.x, 0.3, 1);
  PrecomputedKernelRows rows(matrix);
  OneSidedOptions options;
  options.tolerance = 1e-6;
  const OneSidedSolution small = SolveOneSided(rows, {p.costs, p.sides, 1.0}, options);
  const OneSidedProblem problem{p.costs, p.sides, 100.0};
  const OneSidedSolution cold = SolveOneSided(rows, problem, options);
  const OneSidedSolution warm = SolveOneSided(rows, problem, options, &small);
  CachedKernelRows cache(p.x, 0.3, 3);
  const OneSidedSolution cached = SolveOneSided(cache, problem, options);
  EXPECT_GT(cache.misses(), 100u);
  const double primal = EvaluateOneSided(rows, problem, cold).primal;
  EXPECT_NEAR(EvaluateOneSided(rows, problem, warm).primal, primal, 1e-4 * primal);
  EXPECT_NEAR(EvaluateOneSided(rows, problem, cached).primal, primal, 1e-4 * primal);
  for (int i = 0; i < p.x.rows(); i += 7) EXPECT_NEAR(Estimate(rows, warm, i), Estimate(rows, cold, i), 1e-2);
}

// As in cstsr_test: 3NT costs 0 with 12+ HCP (PASS 6), PASS costs 0 below.
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

TEST(Csosr, LearnsAnHcpThresholdAndChoosesOnValidation) {
  CsosrParams params;
  params.features = {FeatureSet::kCondensed, false};
  params.costs_C = {1, 100};
  params.gammas = {0.01, 1};
  params.threads = 2;
  std::size_t calls = 0;
  const CsosrResult r =
      TrainCsosr(params, HcpProblem(1, 500), HcpProblem(2, 300), [&](const CsosrProgress& p) { calls = p.solved; });
  EXPECT_EQ(calls, 36u * 4u);
  ASSERT_EQ(r.grid.size(), 4u);
  double least = 1e9;
  for (const auto& g : r.grid) least = std::min(least, g.validation_cost);
  EXPECT_EQ(*r.validation_cost, least);
  EXPECT_LT(OneCallAverageCost(*r.model, HcpProblem(3, 1000)), 0.3);
}

TEST(Csosr, SaveLoadGivesIdenticalPredictions) {
  CsosrParams params;
  params.features = {FeatureSet::kBinary, true};
  params.costs_C = {10};
  params.gammas = {0.05};
  params.threads = 1;
  const auto model = TrainCsosr(params, HcpProblem(4, 200), {}).model;
  ASSERT_GT(model->support_vectors().size(), 0u);
  const std::string payload = model->SavePayload();
  const auto loaded = CsosrModel::LoadPayload(payload);
  EXPECT_EQ(loaded->SavePayload(), payload);
  OneCallBidder a(model), b(loaded);
  EXPECT_TRUE(b.SeesPartnerHand());
  EXPECT_EQ(b.Name(), "csosr-binary-optimistic");
  for (std::uint64_t i = 0; i < 100; ++i) {
    const Deal deal = DealAt(9, i);
    Auction auction;
    BidRequest q;
    q.hand = deal.hand(Seat::kNorth);
    q.partner_hand = deal.hand(Seat::kSouth);
    q.auction = &auction;
    EXPECT_EQ(a.Estimates(q), b.Estimates(q));
  }
  std::string bad = payload;
  bad.replace(bad.find("sv "), 3, "xx ");
  EXPECT_THROW(CsosrModel::LoadPayload(bad), Error);
  // A count of support vectors the payload cannot hold is refused before
  // anything of that size is reserved.
  std::string huge = payload;
  const std::size_t at = huge.find("support_vectors ") + 16;
  huge.replace(at, huge.find('\n', at) - at, "9000000000000000000");
  try {
    CsosrModel::LoadPayload(huge);
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(": 9000000000000000000 support vectors, but "), std::string::npos) << e.what();
  }
}

TEST(Csosr, ChoosingNeedsValidation) {
  CsosrParams params;
  EXPECT_THROW(TrainCsosr(params, HcpProblem(1, 20), {}), Error);
}

}  // namespace
}  // namespace bidlab
