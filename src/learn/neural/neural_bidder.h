// The neural model as a Bidder (learn/bidder.h): encodes the caller's hand
// and the N-S calls so far, and makes the legal call of least estimated
// cost. Every call is legal by construction (bidding_state.h's mask).
#pragma once

#include <array>
#include <memory>
#include <string>

#include "learn/bidder.h"
#include "learn/neural/neural_model.h"
#include "learn/scoring_bidder.h"

namespace bidlab::neural {

// The state of an uncontested auction (East and West only pass); throws
// Error for a contested one.
BiddingState StateOf(const Auction& auction);

class NeuralBidder : public Bidder, public ScoringBidder {
 public:
  explicit NeuralBidder(std::shared_ptr<const NeuralModel> model) : model_(std::move(model)) {}

  std::string Name() const override { return "neural"; }
  Call Bid(const BidRequest& request) override;
  // "1NT: estimated cost 1.84 IMP (then 2C 2.10, PASS 2.35)" (cost
  // regression) or "1NT: probability 0.81 (then 2C 0.12, PASS 0.04)".
  std::string Explain(const BidRequest& request) override;
  // Every legal call's estimated cost (a cost regression) or probability (a policy), best first.
  ScoredCalls Scores(const BidRequest& request) override;
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<NeuralBidder>(model_); }

  const NeuralModel& model() const { return *model_; }

 private:
  // The estimated cost of each of the 36 calls.
  std::array<float, kNumFinalCalls> Costs(const Hand& hand, const BiddingState& state);

  std::shared_ptr<const NeuralModel> model_;
  nn::ForwardScratch scratch_;
  nn::LeadingSums leading_;
};

}  // namespace bidlab::neural
