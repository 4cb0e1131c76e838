// Real boards on the one eval path (eval/evaluate.h): each deal is bid from
// its own dealer with its vulnerability, East and West passing, and scored
// as Evaluate scores it. A bidder that competes bids through its four-seat
// path and hears the vulnerability; any other through BidUncontested (North
// first, as it learned), the two hands swapped when South would speak first
// (dealer East or South), its calls then given back at the table (from the
// dealer, East-West's passes between).
#pragma once

#include <vector>

#include "eval/evaluate.h"

namespace bidlab {

// Bids `deal` (its vulnerability: ScoredDeal::vulnerability) from `dealer`.
Auction BidFromDealer(Bidder& bidder, const ScoredDeal& deal, Seat dealer);

// Evaluate with a dealer a deal; throws Error unless there is one a deal.
EvalResult EvaluateFromDealers(const Bidder& bidder, const std::vector<ScoredDeal>& deals,
                               const std::vector<Seat>& dealers, const EvalOptions& options = {});

}  // namespace bidlab
