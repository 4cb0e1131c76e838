// The simplest bidder: always passes. Its cost is the average best score in
// IMPs — the yardstick's ceiling that every real bidder must beat.
#pragma once

#include "learn/bidder.h"

namespace bidlab {

class PassBidder : public Bidder {
 public:
  std::string Name() const override { return "pass"; }
  Call Bid(const BidRequest&) override { return Call::Pass(); }
  std::string Explain(const BidRequest&) override { return "always pass"; }
  bool Competes() const override { return true; }  // PASS is legal in every auction
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<PassBidder>(); }
};

}  // namespace bidlab
