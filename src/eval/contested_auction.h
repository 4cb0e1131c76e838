// The four-seat game (DESIGN.md §1b): each seat's bidder is asked in turn,
// from the dealer, until the auction ends (Law 22), with every call so far
// (the opponents' bids, doubles and redoubles included) and the board's
// vulnerability. Bidders that do not compete are seated through the
// uncontested adapter (eval/uncontested_seat.h) by the caller.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/auction.h"
#include "core/hand.h"
#include "eval/evaluate.h"
#include "learn/bidder.h"

namespace bidlab {

// The four bidders at a table, by seat (N, E, S, W). One bidder may sit in
// two seats (a pair is one bidder object at N and S).
using TableSeats = std::array<Bidder*, kNumSeats>;

// Bids `deal` from `dealer`. Throws IllegalCallError (eval/evaluate.h) naming
// the bidder, its seat, the board, the auction so far and the call when a
// bidder makes a call that is not legal (Laws 18-19), e.g. a double of its
// partner's bid. `observe` sees every seat's call once it is found legal
// (`bidlab bid` asks the bidder why there).
Auction BidContested(const TableSeats& seats, const Deal& deal, Seat dealer, Vulnerability vulnerability,
                     std::uint64_t board = 0, const CallObserver& observe = {});

// The reason each seat's bidder gives now for each call of `auction` (a
// table's auction of `deal`, finished or not), asked in turn as BidContested
// asks, one entry per call: Bidder::Explain when the bidder makes that call
// again, "now bids 2H here" when it would make another, "" for a seat
// without a bidder (nullptr) and for a bidder that gives no reason.
std::vector<std::string> ReasonsOfAuction(const TableSeats& seats, const Deal& deal, const Auction& auction,
                                          Vulnerability vulnerability);

// Two pairs at one table as one bidder: `north_south` bids for North and
// South, `east_west` for East and West (each seated at a contested table,
// eval/uncontested_seat.h), so that what a call means at that table is
// sampled with both pairs bidding (eval/call_meaning.h).
class TableOfPairs : public Bidder {
 public:
  TableOfPairs(const Bidder& north_south, const Bidder& east_west);

  std::string Name() const override { return north_south_->Name() + " / " + east_west_->Name(); }
  Call Bid(const BidRequest& request) override { return PairOf(request.seat).Bid(request); }
  std::string Explain(const BidRequest& request) override { return PairOf(request.seat).Explain(request); }
  bool SeesPartnerHand() const override { return north_south_->SeesPartnerHand() || east_west_->SeesPartnerHand(); }
  bool Competes() const override { return true; }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<TableOfPairs>(*north_south_, *east_west_); }

 private:
  Bidder& PairOf(Seat seat) { return IsNorthSouth(seat) ? *north_south_ : *east_west_; }

  std::unique_ptr<Bidder> north_south_, east_west_;
};

}  // namespace bidlab
