// The one interface every bidder implements — learned, rule-based, or an
// external program — so that `eval` measures them all the same way.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "core/auction.h"
#include "core/hand.h"

namespace bidlab {

// What a bidder is shown when it is its turn to call.
struct BidRequest {
  Seat seat = Seat::kNorth;
  Hand hand;                         // the caller's own hand
  const Auction* auction = nullptr;  // every call so far, East and West's passes included
  // Partner's hand: given only to bidders whose SeesPartnerHand() is true
  // (the thesis's optimistic bound), never to real bidders.
  std::optional<Hand> partner_hand;
  // The board's vulnerability. The uncontested yardstick scores every deal
  // non-vulnerable (DESIGN.md §1), so it stays kNone there; contested matches
  // set it from the board number.
  Vulnerability vulnerability = Vulnerability::kNone;
};

class Bidder {
 public:
  virtual ~Bidder() = default;
  // A short name for tables and reports ("cstsr-condensed", "sayc").
  virtual std::string Name() const = 0;
  // The call to make; must be legal in the uncontested setting. Bidders may
  // keep scratch state, so this is not const; use one bidder per thread.
  virtual Call Bid(const BidRequest& request) = 0;
  // Why the last Bid() chose its call, in one line, when the bidder can say
  // ("1NT: 15-17 HCP, balanced"); empty otherwise.
  virtual std::string Explain(const BidRequest&) { return {}; }
  virtual bool SeesPartnerHand() const { return false; }
  // True when Bid() plays the four-seat game (any dealer and seat, the
  // opponents' bids, doubles and redoubles; DESIGN.md §1b). A bidder that
  // does not is seated at a contested table through eval's uncontested
  // adapter, which bids as if the opponents had passed.
  virtual bool Competes() const { return false; }
  // A copy for another thread.
  virtual std::unique_ptr<Bidder> Clone() const = 0;
  // The bidder a sampled meaning of this one's calls is made of (eval/
  // call_meaning.h, which asks for thousands of calls): null for this bidder
  // itself; a bidder that searches for seconds a call gives the fast policy
  // it searches around, whose system its calls follow.
  virtual std::unique_ptr<Bidder> MeaningSampler() const { return nullptr; }
};

}  // namespace bidlab
