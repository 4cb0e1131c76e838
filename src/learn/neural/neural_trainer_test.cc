// The neural trainer: its cost bookkeeping on hand-made deals, the loss's
// gradient, exploration, determinism, and what it learns on one deal.
#include "learn/neural/neural_trainer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>

#include "core/error.h"
#include "learn/neural/call_targets.h"
#include "learn/nn/gradient_check.h"

namespace bidlab::neural {
namespace {

int Idx(const char* name) { return ParseCall(name)->index(); }

// A deal whose costs a player reads off: 4S is the one contract that costs
// nothing; every other call costs 1 + its distance from 4S in the bidding
// ladder, PASS (passed out) 10.
NeuralDeal FourSpadesDeal() {
  NeuralDeal d;
  d.hands = {Hand::FromMask(0x1fff), Hand::FromMask(0x1fffull << 13)};
  for (int c = 0; c < kNumFinalCalls; ++c)
    d.costs[static_cast<std::size_t>(c)] = 1.0f + static_cast<float>(std::abs(c - Idx("4S")));
  d.costs[static_cast<std::size_t>(Idx("4S"))] = 0;
  d.costs[0] = 10;
  return d;
}

// A network that estimates every call at 0 except PASS at −1: whoever
// calls, passes.
nn::Network AlwaysPasses() {
  std::mt19937_64 rng(1);
  nn::Network net;
  net.Add(nn::DenseLayer(kInputs, 4, nn::Activation::kRelu, rng));
  net.Add(nn::DenseLayer(4, kNumFinalCalls, nn::Activation::kLinear, rng));
  net.layer(1).weights().setZero();
  net.layer(1).bias().setZero();
  net.layer(1).bias()(0) = -1;
  return net;
}

TEST(NeuralTrainerTest, TargetsAreTheDealsCostsWhenPartnerPasses) {
  const NeuralDeal deal = FourSpadesDeal();
  const BiddingState after_1h = BiddingState{}.After(Idx("1H"));  // South to call
  const auto t = CallTargets(AlwaysPasses(), deal, after_1h);
  EXPECT_EQ(t[0], deal.costs[static_cast<std::size_t>(Idx("1H"))]);  // PASS ends in 1H
  for (int c = Idx("1H") + 1; c < kNumFinalCalls; ++c)
    EXPECT_EQ(t[static_cast<std::size_t>(c)], deal.costs[static_cast<std::size_t>(c)]) << CallName(Call::FromIndex(c));
  EXPECT_EQ(t[static_cast<std::size_t>(Idx("4S"))], 0);
  for (int c = 1; c <= Idx("1H"); ++c) EXPECT_EQ(t[static_cast<std::size_t>(c)], 0) << "illegal calls get no target";
}

TEST(NeuralTrainerTest, NorthsOpeningPassLeadsToSouthsChoice) {
  // North passes, South (who always passes) passes too: passed out, cost 10.
  const NeuralDeal deal = FourSpadesDeal();
  EXPECT_EQ(CallTargets(AlwaysPasses(), deal, BiddingState{})[0], 10);
  // With a one-call lookahead South's estimate (−1) stands in for the rest.
  EXPECT_EQ(CallTargets(AlwaysPasses(), deal, BiddingState{}, {1})[0], 10) << "South's pass ends it: exact";
}

TEST(NeuralTrainerTest, BootstrapsAfterTheLookahead) {
  // A network that always raises to the next bid: after 1H South bids 1S,
  // North 1NT, … With lookahead 1, the target of 1H's continuation is the
  // estimate of the partner's greedy call; to the end it is 7NT's cost.
  std::mt19937_64 rng(2);
  nn::Network raises;
  raises.Add(nn::DenseLayer(kInputs, kNumFinalCalls, nn::Activation::kLinear, rng));
  raises.layer(0).weights().setZero();
  for (int c = 0; c < kNumFinalCalls; ++c)
    raises.layer(0).bias()(c) = static_cast<float>(c) * 0.01f - (c ? 1.0f : 0.0f);
  const NeuralDeal deal = FourSpadesDeal();
  const BiddingState s;
  EXPECT_EQ(CallTargets(raises, deal, s)[static_cast<std::size_t>(Idx("1C"))], deal.costs[35]);
  EXPECT_FLOAT_EQ(CallTargets(raises, deal, s, {1})[static_cast<std::size_t>(Idx("1C"))], Idx("1D") * 0.01f - 1.0f);
}

// A batch of decisions on the 4S deal: inputs, the deal's costs as every
// row's targets, the legal calls.
struct Batch {
  nn::Matrix x;
  std::vector<float> targets;
  std::vector<std::uint64_t> legal;
};
Batch BatchOf(const std::vector<BiddingState>& states) {
  const NeuralDeal deal = FourSpadesDeal();
  Batch b{nn::Matrix(static_cast<Eigen::Index>(states.size()), kInputs), {}, {}};
  for (std::size_t r = 0; r < states.size(); ++r) {
    EncodeInput(deal.hands[static_cast<std::size_t>(states[r].Mover())], states[r], b.x.data() + r * kInputs);
    b.targets.insert(b.targets.end(), deal.costs.begin(), deal.costs.end());
    b.legal.push_back(states[r].LegalMask());
  }
  return b;
}

TEST(NeuralTrainerTest, LossGradientMatchesFiniteDifferences) {
  std::mt19937_64 rng(3);
  nn::Network net;
  net.Add(nn::DenseLayer(kInputs, 5, nn::Activation::kRelu, rng));
  net.Add(nn::DenseLayer(5, kNumFinalCalls, nn::Activation::kLinear, rng));
  net.layer(0).bias().setConstant(0.1f);  // off the ReLU kink
  // A named batch, not a structured binding: clang before 16 cannot capture those in a lambda.
  const Batch b =
      BatchOf({BiddingState{}, BiddingState{}.After(Idx("1H")), BiddingState{}.After(Idx("2C")).After(Idx("3NT"))});
  nn::Matrix dz;
  LegalCallLoss(net.Forward(b.x), b.targets, b.legal, &dz);
  net.BackwardPre(dz);
  nn::ExpectGradientsMatch(
      net, b.x, [&](const nn::Network& n) { return LegalCallLoss(n.Predict(b.x), b.targets, b.legal, nullptr); });
}

TEST(NeuralTrainerTest, PolicyGradientMatchesFiniteDifferences) {
  std::mt19937_64 rng(4);
  nn::Network net;
  net.Add(nn::DenseLayer(kInputs, 5, nn::Activation::kTanh, rng));
  net.Add(nn::DenseLayer(5, kNumFinalCalls, nn::Activation::kLinear, rng));
  const Batch b =
      BatchOf({BiddingState{}, BiddingState{}.After(Idx("6C")), BiddingState{}.After(Idx("2C")).After(Idx("3NT"))});
  nn::Matrix dz;
  PolicyGradientLoss(net.Forward(b.x), b.targets, b.legal, 0.3, &dz);
  net.BackwardPre(dz);
  nn::ExpectGradientsMatch(net, b.x, [&](const nn::Network& n) {
    return PolicyGradientLoss(n.Predict(b.x), b.targets, b.legal, 0.3, nullptr);
  });
}

TEST(NeuralTrainerTest, PolicySamplesFollowTheSoftmax) {
  // Scores 0, ln 3 on the two legal calls of 7S's auction: PASS ¾, 7NT ¼.
  float scores[kNumFinalCalls] = {};
  scores[35] = std::log(3.0f);
  const std::uint64_t legal = BiddingState{}.After(Idx("7S")).LegalMask();
  int passes = 0;
  for (std::uint64_t seed = 0; seed < 4000; ++seed) {
    const int c = SampleFromPolicy(scores, legal, seed);
    ASSERT_TRUE(c == 0 || c == 35);
    passes += c == 0;
    EXPECT_EQ(c, SampleFromPolicy(scores, legal, seed));
  }
  EXPECT_NEAR(passes / 4000.0, 0.75, 0.03);
}

TEST(NeuralTrainerTest, ImportanceSampledRolloutsStayUnbiased) {
  // North to open with the always-pass network as a policy: PASS (score −1)
  // has π = e/(e + 35) and is the top call; each bid has π = 1/(e + 35).
  // With τ = 2π(bid) each bid is followed with probability ½, its target
  // then B + (t − B)·2 (t: the rollout's cost, B: PASS's), otherwise B —
  // whose mean is t's (7NT, which ends the auction, is exact). The rollouts draw the same calls whatever τ is, so
  // each target can be checked against the one every call is followed for.
  const NeuralDeal deal = FourSpadesDeal();
  const double bid_pi = 1.0 / (std::exp(1.0) + 35.0);
  const double q = 0.5;
  int followed = 0, draws = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    const auto all = CallTargets(AlwaysPasses(), deal, BiddingState{}, {0, true, 0.0, seed});
    const auto some = CallTargets(AlwaysPasses(), deal, BiddingState{}, {0, true, bid_pi / q, seed});
    const double base = all[0];
    EXPECT_EQ(some[0], all[0]) << "the top call is always followed";
    EXPECT_EQ(some[35], all[35]) << "7NT ends the auction: its cost is exact";
    for (int c = 1; c < 35; ++c) {
      const double weighted = base + (all[static_cast<std::size_t>(c)] - base) / q;
      const bool was_followed = std::abs(some[static_cast<std::size_t>(c)] - weighted) < 1e-4;
      if (!was_followed) {
        EXPECT_EQ(some[static_cast<std::size_t>(c)], base) << "seed " << seed << " call " << c;
      }
      followed += was_followed && all[static_cast<std::size_t>(c)] != base;
      draws += all[static_cast<std::size_t>(c)] != base;
    }
  }
  ASSERT_GT(draws, 1000);
  EXPECT_NEAR(static_cast<double>(followed) / draws, q, 0.03) << "followed with probability π/τ";
}

TEST(NeuralTrainerTest, ExplorationIsSeededAndStaysLegal) {
  EpsilonGreedy greedy{0, 0, 1};
  float costs[kNumFinalCalls];
  for (int c = 0; c < kNumFinalCalls; ++c) costs[c] = static_cast<float>(40 - c);
  const std::uint64_t legal = BiddingState{}.After(Idx("5C")).LegalMask();
  EXPECT_EQ(greedy.Choose(costs, legal, 0, 7), 35) << "ε = 0: the cheapest legal call";
  const EpsilonGreedy random{1, 1, 1};
  std::set<int> seen;
  for (std::uint64_t seed = 0; seed < 2000; ++seed) {
    const int c = random.Choose(costs, legal, 0, seed);
    EXPECT_TRUE((legal >> c) & 1u);
    EXPECT_EQ(c, random.Choose(costs, legal, 0, seed)) << "the same seed, the same call";
    seen.insert(c);
  }
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(std::popcount(legal)));
  const EpsilonGreedy decaying{0.5, 0.1, 100};
  EXPECT_DOUBLE_EQ(decaying.EpsilonAt(0), 0.5);
  EXPECT_DOUBLE_EQ(decaying.EpsilonAt(50), 0.3);
  EXPECT_DOUBLE_EQ(decaying.EpsilonAt(1000), 0.1);
}

NeuralParams TinyParams(std::uint64_t seed) {
  NeuralParams p;
  p.hidden = {16};
  p.steps = 150;
  p.deals_per_step = 8;
  p.minibatch = 16;
  p.learning_rate = 3e-3;
  p.final_learning_rate = 1e-3;
  p.eval_every = 50;
  p.target_sync = 5;
  p.symmetries = 1;  // the hand-made deals have costs but no tables
  p.seed = seed;
  return p;
}

// North-South take 10 tricks in hearts and 6 in every other strain: 4H
// (420) is best. Renaming hearts clubs makes 3C (130) the best contract and
// 4H, now 6 tricks, four down (−200): 330 points worse, 8 IMPs.
TEST(NeuralTrainerTest, ARelabelledDealsCostsComeFromItsTable) {
  NeuralDeal d;
  d.hands = {Hand::FromMask(0x1fff), Hand::FromMask(0x1fffull << 26)};
  DoubleDummyTable table;
  for (int st = 0; st < kNumStrains; ++st) table.Set(Seat::kSouth, StrainAt(st), st == ToInt(Strain::kHearts) ? 10 : 6);
  d.table = table;
  DealSymmetry hearts_are_clubs;
  hearts_are_clubs.suit_to = {Suit::kHearts, Suit::kDiamonds, Suit::kClubs, Suit::kSpades};
  hearts_are_clubs.half_turn = true;
  const NeuralDeal r = Relabel(d, hearts_are_clubs);
  EXPECT_EQ(r.costs[static_cast<std::size_t>(Idx("3C"))], 0);
  EXPECT_EQ(r.costs[static_cast<std::size_t>(Idx("4H"))], 8);
  EXPECT_EQ(r.hands[1], Hand::FromMask(0x1fffull << 26)) << "North's clubs become South's hearts";
  EXPECT_EQ(r.hands[0], Hand::FromMask(0x1fff)) << "South's hearts become North's clubs";
  EXPECT_EQ(r.table->Tricks(Seat::kNorth, Strain::kClubs), 10);
  NeuralDeal no_table = d;
  no_table.table.reset();
  EXPECT_THROW(Relabel(no_table, hearts_are_clubs), Error);
}

class LearnsTheOneGoodContract : public ::testing::TestWithParam<NeuralMethod> {};

TEST_P(LearnsTheOneGoodContract, OfAHandMadeDeal) {
  const std::vector<NeuralDeal> deals = {FourSpadesDeal()};
  NeuralTrainOptions options;
  options.threads = 1;
  NeuralParams p = TinyParams(5);
  p.method = GetParam();
  const NeuralTrainResult r = TrainNeural(p, deals, deals, options);
  std::vector<int> finals;
  EXPECT_EQ(GreedyAverageCost(r.model->network(), deals, 1, &finals), 0.0);
  EXPECT_EQ(finals[0], Idx("4S"));
  EXPECT_EQ(r.best_validation_cost, 0.0);
  EXPECT_GT(r.curve.front().validation_cost, 0.0) << "the untrained network does not find it";
}

INSTANTIATE_TEST_SUITE_P(BothMethods, LearnsTheOneGoodContract,
                         ::testing::Values(NeuralMethod::kPolicyGradient, NeuralMethod::kCostRegression),
                         [](const ::testing::TestParamInfo<NeuralMethod>& method) {
                           return method.param == NeuralMethod::kPolicyGradient ? "PolicyGradient" : "CostRegression";
                         });

TEST(NeuralTrainerTest, KeepsTheBetterOfTheLiveAndTheAveragedWeights) {
  const std::vector<NeuralDeal> deals = {FourSpadesDeal()};
  NeuralParams p = TinyParams(5);
  p.weight_average = 0.9;
  NeuralTrainOptions options;
  options.threads = 1;
  const NeuralTrainResult r = TrainNeural(p, deals, deals, options);
  double best = std::numeric_limits<double>::infinity();
  bool average_best = false;
  for (const CurvePoint& point : r.curve) {
    ASSERT_TRUE(point.average_validation_cost.has_value()) << "step " << point.step;
    if (point.validation_cost < best) best = point.validation_cost, average_best = false;
    if (*point.average_validation_cost < best) best = *point.average_validation_cost, average_best = true;
  }
  EXPECT_EQ(r.best_validation_cost, best);
  EXPECT_EQ(r.best_is_average, average_best);
  EXPECT_EQ(GreedyAverageCost(r.model->network(), deals, 1), best) << "the kept network is the one measured";
  EXPECT_TRUE(r.model->info()["curve"][0].contains("average_validation_cost"));
}

TEST(NeuralTrainerTest, TheSameSeedGivesTheSameModel) {
  std::vector<NeuralDeal> deals;
  for (int i = 0; i < 20; ++i) {
    NeuralDeal d = FourSpadesDeal();
    d.hands = {Hand::FromMask(0x1fffull << (i % 3)), Hand::FromMask(0x1fffull << (20 + i % 7))};
    d.costs[static_cast<std::size_t>(i + 1)] = 0.5f;
    deals.push_back(d);
  }
  for (std::size_t i = 0; i < deals.size(); ++i) {  // tables, so that the deals are relabelled
    DoubleDummyTable table;
    for (int st = 0; st < kNumStrains; ++st) table.Set(Seat::kNorth, StrainAt(st), static_cast<int>((i + 3 * st) % 14));
    deals[i].table = table;
  }
  NeuralParams p = TinyParams(9);
  p.steps = 30;
  p.symmetries = kNumDealSymmetries;
  NeuralTrainOptions options;
  options.threads = 2;
  const std::string a = TrainNeural(p, deals, deals, options).model->SavePayload();
  const std::string b = TrainNeural(p, deals, deals, options).model->SavePayload();
  p.seed = 10;
  const std::string c = TrainNeural(p, deals, deals, options).model->SavePayload();
  const auto network_of = [](const std::string& payload) { return payload.substr(payload.find('\n')); };
  EXPECT_EQ(network_of(a), network_of(b));
  EXPECT_NE(network_of(a), network_of(c));

  // Nor does it depend on the threads, with importance-sampled rollouts,
  // more than one pass, averaged weights, and several chunks of play and
  // of targets (chunks.h).
  p.rollout_threshold = 0.05;
  p.passes = 2;
  p.weight_average = 0.8;
  p.hidden = {128, 128};
  p.deals_per_step = 300;
  const std::string two = TrainNeural(p, deals, deals, options).model->SavePayload();
  options.threads = 1;
  const std::string one = TrainNeural(p, deals, deals, options).model->SavePayload();
  EXPECT_EQ(network_of(one), network_of(two));
  EXPECT_NE(network_of(one), network_of(c));
}

}  // namespace
}  // namespace bidlab::neural
