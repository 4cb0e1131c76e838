// The neural bidder is a bidder like any other: legal calls only, the same
// auctions through the eval path as in the trainer's batched play, and a
// model that saves and loads to the same bids.
#include "learn/neural/neural_bidder.h"

#include <gtest/gtest.h>

#include "data/dealer.h"
#include "eval/evaluate.h"
#include "io/model_file.h"
#include "learn/neural/neural_trainer.h"
#include "learn/registry.h"

namespace bidlab::neural {
namespace {

// An untrained network of the default shape: its estimates are arbitrary,
// so its auctions wander all over the ladder.
std::shared_ptr<const NeuralModel> UntrainedModel(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  nn::Network net;
  net.Add(nn::DenseLayer(kInputs, 64, nn::Activation::kRelu, rng));
  net.Add(nn::DenseLayer(64, kNumFinalCalls, nn::Activation::kLinear, rng));
  return std::make_shared<const NeuralModel>(std::move(net), nlohmann::json{{"note", "untrained"}});
}

// Random deals with made-up costs (legality does not need real ones).
std::vector<ScoredDeal> RandomDeals(int count) {
  std::vector<ScoredDeal> deals;
  std::mt19937_64 rng(4);
  for (int i = 0; i < count; ++i) {
    const Deal deal = DealAt(77, static_cast<std::uint64_t>(i));
    ScoredDeal d;
    d.id = static_cast<std::uint64_t>(i);
    d.north = deal.hand(Seat::kNorth);
    d.south = deal.hand(Seat::kSouth);
    for (int& c : d.cost.costs) c = static_cast<int>(rng() % 17);
    deals.push_back(d);
  }
  return deals;
}

TEST(NeuralBidderTest, EveryCallIsLegalOnTenThousandDeals) {
  const std::vector<ScoredDeal> deals = RandomDeals(10000);
  int longest = 0;
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    NeuralBidder bidder(UntrainedModel(seed));
    for (const ScoredDeal& d : deals) {
      const Auction a = BidUncontested(bidder, d.north, d.south, d.id);  // throws on an illegal call
      ASSERT_TRUE(a.IsComplete());
      longest = std::max(longest, a.size());
    }
  }
  EXPECT_GT(longest, 8) << "the untrained networks should produce some long auctions";
}

// One code path: the trainer's batched play and the bidder, one decision at
// a time through the eval path, make the same calls (over 10,000 decisions).
TEST(NeuralBidderTest, EvalPathAgreesWithTheTrainersBatchedPlay) {
  const std::vector<ScoredDeal> deals = RandomDeals(3000);
  std::vector<NeuralDeal> mine;
  for (const ScoredDeal& d : deals) {
    NeuralDeal n;
    n.hands = {d.north, d.south};
    for (int c = 0; c < kNumFinalCalls; ++c)
      n.costs[static_cast<std::size_t>(c)] = static_cast<float>(d.cost.costs[static_cast<std::size_t>(c)]);
    mine.push_back(n);
  }
  const auto model = UntrainedModel(5);
  std::vector<int> finals;
  const double batched = GreedyAverageCost(model->network(), mine, 2, &finals);
  EvalOptions options;
  options.keep_auctions = true;
  const EvalResult r = Evaluate(NeuralBidder(model), deals, options);
  EXPECT_NEAR(r.avg_cost, batched, 1e-9);
  std::size_t decisions = 0;
  for (std::size_t i = 0; i < deals.size(); ++i) {
    EXPECT_EQ(r.outcomes[i].final_call.index(), finals[i]);
    decisions += NorthSouthCalls(r.outcomes[i].auction).size();
  }
  EXPECT_GE(decisions, 10000u);
}

TEST(NeuralBidderTest, SavedAndLoadedModelBidsTheSame) {
  RegisterAllBidders();
  const auto model = UntrainedModel(6);
  const auto loaded = NeuralModel::LoadPayload(model->SavePayload());
  EXPECT_EQ(loaded->SavePayload(), model->SavePayload());
  const auto via_registry = FindModelKind(NeuralModel::kKind).load(model->SavePayload());
  NeuralBidder original(model);
  for (const ScoredDeal& d : RandomDeals(300))
    EXPECT_EQ(FormatAuction(BidUncontested(original, d.north, d.south)),
              FormatAuction(BidUncontested(*via_registry, d.north, d.south)));
}

TEST(NeuralBidderTest, RefusesAPayloadThatIsNotANeuralModel) {
  EXPECT_THROW(NeuralModel::LoadPayload("no newline"), InputError);
  EXPECT_THROW(NeuralModel::LoadPayload("[1,2]\nnetwork 1\n"), InputError);
  EXPECT_THROW(NeuralModel::LoadPayload("{}\nnot a network\n"), InputError);
}

TEST(NeuralBidderTest, ExplainsItsCallWithTheEstimatedCosts) {
  NeuralBidder bidder(UntrainedModel(7));
  const Auction auction;
  BidRequest request;
  request.hand = DealAt(77, 0).hand(Seat::kNorth);
  request.auction = &auction;
  const std::string why = bidder.Explain(request);
  EXPECT_NE(why.find(CallName(bidder.Bid(request)) + ": estimated cost"), std::string::npos) << why;
  EXPECT_NE(why.find("(then"), std::string::npos) << why;

  const auto net = UntrainedModel(7)->network();
  NeuralBidder policy(
      std::make_shared<const NeuralModel>(net, nlohmann::json{{"params", {{"method", "policy-gradient"}}}}));
  EXPECT_NE(policy.Explain(request).find(CallName(policy.Bid(request)) + ": probability 0."), std::string::npos)
      << policy.Explain(request);
}

}  // namespace
}  // namespace bidlab::neural
