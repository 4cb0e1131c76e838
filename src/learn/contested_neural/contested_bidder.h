// The four-seat learned bidder (issue 25): a ContestedModel as a Bidder that
// competes (Bidder::Competes), so it sits in any seat of a contested table,
// one network for both sides of a match. Every call is legal by
// construction: the illegal ones (a double of partner, a redouble without a
// double, an insufficient bid) are masked out before the best is taken.
#pragma once

#include <memory>
#include <string>

#include "learn/bidder.h"
#include "learn/contested_neural/contested_model.h"
#include "learn/nn/sparse_forward.h"
#include "learn/scoring_bidder.h"

namespace bidlab::contested_neural {

// The network's 38 scores for `request` (its seat to call next in its
// auction) into scores[0, 38) (nn/sparse_forward.h, with `scratch`'s
// buffers). Throws Error when the request has no auction or it is not its turn.
// With `leading`, the first layer's sums over the player's own inputs are
// kept there for the player's next calls (the model must stay the same).
void CallScores(const ContestedModel& model, const BidRequest& request, nn::ForwardScratch& scratch, float* scores,
                nn::LeadingSums* leading = nullptr);
// The same, allocating its buffers.
nn::RowVector CallScores(const ContestedModel& model, const BidRequest& request);

class ContestedBidder : public Bidder, public ScoringBidder {
 public:
  explicit ContestedBidder(std::shared_ptr<const ContestedModel> model) : model_(std::move(model)) {}

  std::string Name() const override { return "contested-neural"; }
  Call Bid(const BidRequest& request) override;
  // "1NT: probability 0.81 (then 2C 0.12, PASS 0.04)": the policy over the legal calls.
  std::string Explain(const BidRequest& request) override;
  // The policy's probability of every legal call, best first.
  ScoredCalls Scores(const BidRequest& request) override;
  bool Competes() const override { return true; }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<ContestedBidder>(model_); }

  const ContestedModel& model() const { return *model_; }

 private:
  std::shared_ptr<const ContestedModel> model_;
  nn::ForwardScratch scratch_;
  nn::LeadingSums leading_;
};

}  // namespace bidlab::contested_neural
