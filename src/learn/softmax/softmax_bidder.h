// White's classifiers as bidders, for the one eval path:
//  - opening (task opening): North, the dealer, makes the most probable
//    LEGAL call for North's hand; every other call is PASS, so the opening
//    bid is the final contract (as the one-call bidders of learn/baseline
//    and the CBR opener: comparable costs).
//  - contract (task contract): the optimistic bidder, which sees both N-S
//    hands (SeesPartnerHand() is true): North names the predicted final
//    contract directly, then everyone passes.
#pragma once

#include <memory>
#include <string>

#include "learn/bidder.h"
#include "learn/registry.h"
#include "learn/softmax/softmax_call_model.h"

namespace bidlab {

class SoftmaxBidder : public Bidder {
 public:
  explicit SoftmaxBidder(std::shared_ptr<const SoftmaxCallModel> model);

  std::string Name() const override { return model_->BidderName(); }
  Call Bid(const BidRequest& request) override;
  std::string Explain(const BidRequest& request) override;
  bool SeesPartnerHand() const override { return model_->task() == SoftmaxTask::kContract; }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<SoftmaxBidder>(model_); }

  const SoftmaxCallModel& model() const { return *model_; }

 private:
  // The holding the model reads when this bidder calls now, or nothing when it passes.
  std::optional<Hand> Holding(const BidRequest& request) const;

  std::shared_ptr<const SoftmaxCallModel> model_;
};

// The registry entry: model kind "softmax", loaded as a SoftmaxBidder.
ModelKind SoftmaxModelKind();

}  // namespace bidlab
