// A four-seat teacher made of two bidders: `first` bids while the opponents
// have only passed (an uncontested bidder seated through the uncontested
// adapter plays its own system there), `then` as soon as an opponent has
// bid, doubled or redoubled. Stage 1 of the learned contested bidder
// imitates it (issue 25), so that the network starts from the neural
// bidder's uncontested system and competing SAYC's interference.
#pragma once

#include <memory>
#include <string>

#include "learn/bidder.h"

namespace bidlab {

class HandoverSeat : public Bidder {
 public:
  // Both are seated at a contested table (SeatAtContestedTable).
  HandoverSeat(const Bidder& first, const Bidder& then);

  std::string Name() const override { return first_->Name() + ", then " + then_->Name(); }
  Call Bid(const BidRequest& request) override;
  std::string Explain(const BidRequest& request) override;
  bool Competes() const override { return true; }
  std::unique_ptr<Bidder> Clone() const override;

 private:
  HandoverSeat(std::unique_ptr<Bidder> first, std::unique_ptr<Bidder> then)
      : first_(std::move(first)), then_(std::move(then)) {}
  Bidder& Active(const BidRequest& request);

  std::unique_ptr<Bidder> first_, then_;
};

// Whether an opponent of `request.seat` has made a call other than PASS.
bool OpponentsHaveSpoken(const BidRequest& request);

}  // namespace bidlab
