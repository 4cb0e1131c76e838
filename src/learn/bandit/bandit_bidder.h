// The bandit model as a Bidder (learn/bidder.h): finds the node the N-S
// calls so far lead to and makes the call that node predicts for the
// caller's hand; PASS once the auction has left the model's nodes (after a
// terminal call). Every call is legal in the uncontested setting: a node
// only predicts PASS or bids above its label, which is the last bid.
#pragma once

#include <memory>
#include <string>

#include "learn/bandit/bandit_model.h"
#include "learn/bidder.h"

namespace bidlab {

class BanditBidder : public Bidder {
 public:
  explicit BanditBidder(std::shared_ptr<const BanditModel> model);

  // "bandit-tree6"
  std::string Name() const override { return name_; }
  Call Bid(const BidRequest& request) override;
  // "layer 3 node after 1C 1H: 1NT, estimated reward 21.3 (then 2H 20.9, PASS 20.1)".
  std::string Explain(const BidRequest& request) override;
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<BanditBidder>(model_); }

  const BanditModel& model() const { return *model_; }

 private:
  // The node that is to call now, -1 when the auction has left the model.
  int NodeOf(const BidRequest& request) const;

  std::shared_ptr<const BanditModel> model_;
  std::string name_;
};

}  // namespace bidlab
