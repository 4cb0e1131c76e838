// The baseline and optimistic bidders of the thesis (§3.1): North makes one
// call — the one a cost-sensitive classifier estimates cheapest — and then
// every call is PASS (South passes, so the auction has at most one bid).
// The baseline classifier reads North's hand only; the optimistic one
// ("cheating": the audience's view) reads North's and South's hands, which
// the eval path hands it through BidRequest::partner_hand because
// SeesPartnerHand() is true.
//
// A classifier is a CallCostModel: 36 estimated costs from a feature vector.
// CSTSR (learn/cstsr) and CSOSR (learn/csosr) are two.
#pragma once

#include <memory>
#include <span>
#include <string>

#include "core/call.h"
#include "features/hand_features.h"
#include "learn/baseline/payload_text.h"
#include "learn/bidder.h"

namespace bidlab {

class CallCostModel {
 public:
  virtual ~CallCostModel() = default;
  // "cstsr", "csosr".
  virtual std::string Kind() const = 0;
  virtual const FeatureSpec& features() const = 0;
  // The estimated cost of each final call (PASS, 1C … 7NT) for a feature
  // vector laid out as features() says. Must be safe to call from several
  // threads at once.
  virtual void EstimateCosts(std::span<const double> x, std::span<double, kNumFinalCalls> out) const = 0;
  // The hyper-parameters in a few words ("lambda 0.001").
  virtual std::string Describe() const = 0;
};

class OneCallBidder : public Bidder {
 public:
  explicit OneCallBidder(std::shared_ptr<const CallCostModel> model);

  // "cstsr-condensed2", "csosr-condensed-optimistic".
  std::string Name() const override { return name_; }
  // North's first call: the legal call of least estimated cost (every call
  // is legal then). Every other call: PASS.
  Call Bid(const BidRequest& request) override;
  std::string Explain(const BidRequest& request) override;
  bool SeesPartnerHand() const override { return model_->features().both_hands; }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<OneCallBidder>(model_); }

  const CallCostModel& model() const { return *model_; }
  // The 36 estimates for North's first call.
  std::array<double, kNumFinalCalls> Estimates(const BidRequest& request) const;

 private:
  std::shared_ptr<const CallCostModel> model_;
  std::string name_;
};

struct CostExample;

// The average cost of the one-call bidder made from `model` on `examples`,
// computed exactly as the bidder computes its call (for choosing
// hyper-parameters; reports go through eval).
double OneCallAverageCost(const CallCostModel& model, std::span<const CostExample> examples);

// "cstsr-condensed2", "cstsr-condensed2-optimistic" (joint pairing) or
// "cstsr-condensed2-optimistic-side-by-side".
std::string OneCallBidderName(const std::string& kind, const FeatureSpec& spec);

// The two payload lines every one-call model starts with:
//   features binary|condensed|condensed2|condensed3
//   hands north | hands both joint | hands both side_by_side
void WriteFeatureSpec(PayloadWriter& writer, const FeatureSpec& spec);
FeatureSpec ReadFeatureSpec(PayloadReader& reader);

}  // namespace bidlab
