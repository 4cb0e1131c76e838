// Any bidder cut down to its opening call: it makes the first call of the
// auction as `opener` would, then passes — the "open, then the baseline
// continuation" setting the CBR opener is measured in, applied to SAYC so
// the two openings are compared on equal terms.
#pragma once

#include <memory>
#include <string>

#include "learn/bidder.h"

namespace bidlab::cbr {

class OpeningOnlyBidder : public Bidder {
 public:
  explicit OpeningOnlyBidder(std::unique_ptr<Bidder> opener) : opener_(std::move(opener)) {}
  // "sayc-opening-only".
  std::string Name() const override { return opener_->Name() + "-opening-only"; }
  Call Bid(const BidRequest& request) override {
    return request.auction != nullptr && request.auction->empty() ? opener_->Bid(request) : Call::Pass();
  }
  std::string Explain(const BidRequest& request) override {
    return request.auction != nullptr && request.auction->empty() ? opener_->Explain(request)
                                                                  : "PASS: only the first call of the auction is the opener's";
  }
  bool SeesPartnerHand() const override { return opener_->SeesPartnerHand(); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<OpeningOnlyBidder>(opener_->Clone()); }

 private:
  std::unique_ptr<Bidder> opener_;
};

}  // namespace bidlab::cbr
