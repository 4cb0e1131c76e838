#include "learn/neural/neural_bidder.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "core/error.h"

namespace bidlab::neural {

BiddingState StateOf(const Auction& auction) {
  if (!auction.IsUncontested()) throw Error("the neural bidder bids only uncontested N-S auctions");
  BiddingState state;
  for (Call call : NorthSouthCalls(auction)) {
    if (!call.IsPass() && !call.IsBid()) throw Error("the neural bidder bids only uncontested N-S auctions");
    state = state.After(call.index());
  }
  return state;
}

namespace {

// The state of the request's auction; throws Error without one.
BiddingState RequestState(const BidRequest& request) {
  if (request.auction == nullptr) throw Error("the neural bidder needs the auction so far");
  return StateOf(*request.auction);
}

}  // namespace

std::array<float, kNumFinalCalls> NeuralBidder::Costs(const Hand& hand, const BiddingState& state) {
  std::array<float, kNumFinalCalls> costs;
  EstimatedCosts(*model_, hand, state, scratch_, costs.data(), &leading_);
  return costs;
}

Call NeuralBidder::Bid(const BidRequest& request) {
  const BiddingState state = RequestState(request);
  return Call::FromIndex(CheapestLegal(Costs(request.hand, state).data(), state.LegalMask()));
}

ScoredCalls NeuralBidder::Scores(const BidRequest& request) {
  const BiddingState state = RequestState(request);
  const std::array<float, kNumFinalCalls> scores = Costs(request.hand, state);
  std::vector<int> legal;
  for (int c = 0; c < kNumFinalCalls; ++c)
    if (state.IsLegal(c)) legal.push_back(c);
  std::stable_sort(legal.begin(), legal.end(), [&](int a, int b) {
    return scores[static_cast<std::size_t>(a)] < scores[static_cast<std::size_t>(b)];
  });
  // A policy's scores read as probabilities, a cost regression's as IMPs.
  const bool policy = model_->ScoresArePolicy();
  ScoredCalls out{policy ? "probability" : "estimated cost (IMP)", {}};
  double total = 0;
  for (int c : legal) {
    const double shown = policy ? std::exp(static_cast<double>(scores[static_cast<std::size_t>(legal[0])] -
                                                               scores[static_cast<std::size_t>(c)]))
                                : scores[static_cast<std::size_t>(c)];
    out.calls.emplace_back(Call::FromIndex(c), shown);
    total += shown;
  }
  if (policy)
    for (auto& [call, p] : out.calls) p /= total;
  return out;
}

std::string NeuralBidder::Explain(const BidRequest& request) { return ScoresLine(Scores(request)); }

}  // namespace bidlab::neural
