// Seating a bidder that plays only the thesis's uncontested game (Bidder::
// Competes() false) at a four-seat table: the uncontested adapter.
//
// It shows the bidder its own side's calls only, as an uncontested auction:
// the partner who speaks first on its side is "North", the other "South",
// dealer North, the opponents' calls replaced by passes, the vulnerability
// turned with the seats (its own side's is North-South's). The bidder's call
// is made at the real table while it stays legal there; otherwise (the
// opponents have bid higher) the adapter passes, and it passes too once the
// uncontested view is over. With the opponents passing throughout and dealer
// North it makes exactly the calls BidUncontested makes.
//
// Its name says so: "neural (uncontested)", so that a match shows what
// interference costs a bidder that cannot compete.
#pragma once

#include <memory>
#include <string>

#include "core/auction.h"
#include "learn/bidder.h"

namespace bidlab {

class UncontestedSeat : public Bidder {
 public:
  explicit UncontestedSeat(std::unique_ptr<Bidder> inner);

  std::string Name() const override { return inner_->Name() + " (uncontested)"; }
  Call Bid(const BidRequest& request) override;
  std::string Explain(const BidRequest& request) override;
  bool Competes() const override { return true; }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<UncontestedSeat>(inner_->Clone()); }

 private:
  std::unique_ptr<Bidder> inner_;
};

// What the adapter shows its bidder for `request`: the uncontested auction
// of its side's calls, the bidder's seat in it (N or S) and the turned
// vulnerability. `over` when that auction has ended (the adapter passes).
struct UncontestedView {
  Auction auction;
  Seat seat = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
  bool over = false;
};
UncontestedView ViewOfOwnSide(const BidRequest& request);

// `bidder` ready for a four-seat table: a clone of it when it competes,
// otherwise a clone seated through the adapter.
std::unique_ptr<Bidder> SeatAtContestedTable(const Bidder& bidder);

// A registered bidder by name for a contested table; "NAME-uncontested"
// (e.g. "sayc-uncontested") is NAME seated through the adapter even when it
// competes: the bidder that never enters the opponents' auction. Throws
// Error listing the names when unknown.
std::unique_ptr<Bidder> MakeContestedBidder(const std::string& name);

}  // namespace bidlab
