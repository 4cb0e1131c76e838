// Small bidders for the contested-game tests: each plays the four-seat game
// (Competes() is true) with one simple rule a reader can follow by hand.
#pragma once

#include <memory>
#include <string>

#include "core/auction.h"
#include "learn/bidder.h"

namespace bidlab::testing {

// Doubles the opponents' bid with 16+ HCP; redoubles a double of its side's
// bid with 14+; otherwise bids its longest suit (5+ cards, 10+ HCP) at the
// cheapest level up to 4; otherwise passes. Makes every kind of call.
class Competitor : public Bidder {
 public:
  std::string Name() const override { return "competitor"; }
  bool Competes() const override { return true; }
  Call Bid(const BidRequest& r) override {
    const Auction& a = *r.auction;
    const int hcp = r.hand.HighCardPoints();
    if (a.CanDouble() && hcp >= 16) return Call::Double();
    if (a.CanRedouble() && hcp >= 14) return Call::Redouble();
    Suit longest = Suit::kClubs;
    for (int s = 1; s < kNumSuits; ++s)
      if (r.hand.Length(SuitAt(s)) > r.hand.Length(longest)) longest = SuitAt(s);
    if (r.hand.Length(longest) < 5 || hcp < 10) return Call::Pass();
    for (int level = 1; level <= 4; ++level) {
      const Call bid = Call::Bid(level, StrainOf(longest));
      if (bid.index() > a.LastBidIndex()) return bid;
    }
    return Call::Pass();
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<Competitor>(); }
};

// Bids `bid` at its side's first chance when it is legal, then passes.
class FixedBid : public Bidder {
 public:
  explicit FixedBid(Call bid) : bid_(bid) {}
  std::string Name() const override { return "fixed " + CallName(bid_); }
  bool Competes() const override { return true; }
  Call Bid(const BidRequest& r) override { return r.auction->IsLegal(bid_) ? bid_ : Call::Pass(); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<FixedBid>(bid_); }

 private:
  Call bid_;
};

// Doubles whenever it may, otherwise passes.
class Doubler : public Bidder {
 public:
  std::string Name() const override { return "doubler"; }
  bool Competes() const override { return true; }
  Call Bid(const BidRequest& r) override { return r.auction->CanDouble() ? Call::Double() : Call::Pass(); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<Doubler>(); }
};

// Always doubles: illegal at its first turn.
class AlwaysDouble : public Bidder {
 public:
  std::string Name() const override { return "always-x"; }
  bool Competes() const override { return true; }
  Call Bid(const BidRequest&) override { return Call::Double(); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<AlwaysDouble>(); }
};

}  // namespace bidlab::testing
