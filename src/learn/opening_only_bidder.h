// Any bidder cut down to its opening call: it makes the first call of the
// auction as `opener` would, then passes — the "open, then the baseline
// continuation" setting the CBR opener is measured in, applied to SAYC or
// any other bidder (`bidlab eval --opening-only`) so that openings are
// compared on equal terms.
//
// With `south_opens_too`, when North has passed (and East after him) South
// opens instead, `opener` seeing South's hand as a dealer's (an empty
// auction): the protocol of the softmax opener (learn/softmax), whose model
// ignores the seat, so the openers can be compared with it as well.
#pragma once

#include <memory>
#include <string>

#include "core/auction.h"
#include "learn/bidder.h"

namespace bidlab {

class OpeningOnlyBidder : public Bidder {
 public:
  explicit OpeningOnlyBidder(std::unique_ptr<Bidder> opener, bool south_opens_too = false)
      : opener_(std::move(opener)), south_opens_too_(south_opens_too) {
    // An opening-only bidder cut down again is its opener cut down once
    // ("sayc-opening-only" with --opening-only either: "sayc-opening-only-either").
    if (auto* inner = dynamic_cast<OpeningOnlyBidder*>(opener_.get())) {
      south_opens_too_ = south_opens_too_ || inner->south_opens_too_;
      opener_ = std::move(inner->opener_);
    }
  }
  // "sayc-opening-only", "sayc-opening-only-either".
  std::string Name() const override {
    return opener_->Name() + (south_opens_too_ ? "-opening-only-either" : "-opening-only");
  }
  Call Bid(const BidRequest& request) override {
    const BidRequest* opening = OpeningRequest(request);
    return opening ? opener_->Bid(*opening) : Call::Pass();
  }
  std::string Explain(const BidRequest& request) override {
    const BidRequest* opening = OpeningRequest(request);
    return opening ? opener_->Explain(*opening) : "PASS: only the opening call is the opener's";
  }
  bool SeesPartnerHand() const override { return opener_->SeesPartnerHand(); }
  std::unique_ptr<Bidder> Clone() const override {
    return std::make_unique<OpeningOnlyBidder>(opener_->Clone(), south_opens_too_);
  }

 private:
  // The request the opener answers, or null when this call is PASS.
  const BidRequest* OpeningRequest(const BidRequest& request) {
    if (request.auction == nullptr) return nullptr;
    if (request.auction->empty()) return &request;
    if (!south_opens_too_ || request.seat != Seat::kSouth || request.auction->size() != 2 || request.auction->LastBid())
      return nullptr;
    as_dealer_ = request;
    as_dealer_.seat = Seat::kNorth;
    as_dealer_.auction = &empty_;
    return &as_dealer_;
  }

  std::unique_ptr<Bidder> opener_;
  bool south_opens_too_;
  const Auction empty_;
  BidRequest as_dealer_;
};

}  // namespace bidlab
