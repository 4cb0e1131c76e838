// The search bidder keeps the model's call where it does not search, keeps
// only partner hands that bid as partner did, solves its layouts with DDS and
// makes the call of least average cost among the candidates it searched.
#include "learn/search/search_bidder.h"

#include <gtest/gtest.h>

#include <random>

#include "data/cost_vector.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "eval/evaluate.h"
#include "learn/neural/neural_bidder.h"

namespace bidlab::search {
namespace {

// An untrained network: arbitrary scores, auctions all over the ladder.
std::shared_ptr<const neural::NeuralModel> UntrainedModel(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  nn::Network net;
  net.Add(nn::DenseLayer(neural::kInputs, 32, nn::Activation::kRelu, rng));
  net.Add(nn::DenseLayer(32, kNumFinalCalls, nn::Activation::kLinear, rng));
  return std::make_shared<const neural::NeuralModel>(std::move(net), nlohmann::json{{"note", "untrained"}});
}

// North's and South's first calls as the model makes them on deal `index`,
// then the next caller's request (its auction is `m`'s own: not copied).
struct Midway {
  Auction auction;
  BidRequest request;
};
void AfterTwoCalls(const std::shared_ptr<const neural::NeuralModel>& model, std::uint64_t index, Midway& m) {
  const Deal deal = DealAt(5, index);
  neural::NeuralBidder bidder(model);
  for (int turn = 0; turn < 2 && !m.auction.IsComplete(); ++turn) {
    const Seat seat = m.auction.NextToCall();
    BidRequest request;
    request.seat = seat;
    request.hand = deal.hand(seat);
    request.auction = &m.auction;
    m.auction.Add(bidder.Bid(request));
    while (!m.auction.IsComplete() && (m.auction.NextToCall() == Seat::kEast || m.auction.NextToCall() == Seat::kWest))
      m.auction.Add(Call::Pass());
  }
  const Seat seat = m.auction.IsComplete() ? Seat::kNorth : m.auction.NextToCall();
  m.request.seat = seat;
  m.request.hand = deal.hand(seat);
  m.request.auction = &m.auction;
}

TEST(SearchBidder, WithoutCandidatesToWeighItCallsAsTheModelDoes) {
  const auto model = UntrainedModel(1);
  SearchSettings settings;
  settings.candidate_margin = 0;  // only the best call: never a search, never DDS
  SearchBidder search(model, settings);
  neural::NeuralBidder plain(model);
  for (std::uint64_t i = 0; i < 300; ++i) {
    const Deal deal = DealAt(9, i);
    EXPECT_EQ(BidUncontested(search, deal.hand(Seat::kNorth), deal.hand(Seat::kSouth)),
              BidUncontested(plain, deal.hand(Seat::kNorth), deal.hand(Seat::kSouth)))
        << "deal " << i;
  }
}

TEST(SearchBidder, EveryPartnerHandItKeepsBidsAsPartnerDid) {
  const auto model = UntrainedModel(2);
  SearchSettings settings;
  settings.samples = 40;
  SearchBidder search(model, settings);
  int checked = 0;
  for (std::uint64_t i = 0; i < 20 && checked < 5; ++i) {
    Midway m;
    AfterTwoCalls(model, i, m);
    if (m.auction.IsComplete()) continue;
    const neural::BiddingState state = neural::StateOf(m.auction);
    const int partners_call = state.calls[static_cast<std::size_t>(state.size - 1)];
    neural::BiddingState before;
    for (int k = 0; k + 1 < state.size; ++k) before = before.After(state.calls[static_cast<std::size_t>(k)]);
    const std::vector<Hand> hands = search.PartnerHands(m.request);
    ASSERT_FALSE(hands.empty());
    nn::ForwardScratch scratch;
    for (const Hand& partner : hands) {
      EXPECT_EQ(partner.Size(), 13);
      EXPECT_EQ(partner.mask() & m.request.hand.mask(), 0u) << "a partner card in the caller's hand";
      float costs[kNumFinalCalls];
      neural::EstimatedCosts(*model, partner, before, scratch, costs);
      float best = costs[0];
      for (int c = 1; c < kNumFinalCalls; ++c)
        if (before.IsLegal(c)) best = std::min(best, costs[c]);
      EXPECT_LE(costs[partners_call], best + settings.partner_tolerance);
    }
    ++checked;
  }
  EXPECT_EQ(checked, 5);
}

TEST(SearchBidder, ASearchedCallIsTheCandidateOfLeastAverageCostAndRepeats) {
  const auto model = UntrainedModel(3);
  SearchSettings settings;
  settings.samples = 4;
  settings.min_samples = 2;
  settings.candidate_margin = 100;  // every legal call is a candidate …
  settings.max_candidates = 3;      // … three of them searched
  SearchBidder search(model, settings);
  for (std::uint64_t i = 0; i < 2; ++i) {
    Midway m;
    AfterTwoCalls(model, i, m);
    if (m.auction.IsComplete()) continue;
    const SearchOutcome out = search.Decide(m.request);
    ASSERT_TRUE(out.searched) << "deal " << i;
    EXPECT_EQ(out.partner_hands, 4);
    ASSERT_EQ(out.averages.size(), 3u);
    EXPECT_EQ(out.call, out.averages.front().first);
    for (std::size_t k = 1; k < out.averages.size(); ++k) EXPECT_LE(out.averages[k - 1].second, out.averages[k].second);
    EXPECT_TRUE(m.auction.IsLegal(out.call));
    // Its own draws again, and a clone's: the same outcome.
    EXPECT_EQ(search.Decide(m.request).averages, out.averages);
    EXPECT_EQ(search.Clone()->Bid(m.request), out.call);
  }
}

TEST(SearchBidder, ItsMeaningsAreSampledFromTheModelItSearches) {
  SearchBidder search(UntrainedModel(4));
  const std::unique_ptr<Bidder> sampler = search.MeaningSampler();
  ASSERT_NE(sampler, nullptr);
  EXPECT_EQ(sampler->Name(), "neural");
  EXPECT_EQ(search.Name(), "neural-search");
}

}  // namespace
}  // namespace bidlab::search
