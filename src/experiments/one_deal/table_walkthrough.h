// `bidlab bid` at four seats: one board bid by two pairs from its dealer
// (eval/contested_auction.h, as `bidlab match` bids it), each call with what
// it means at that table (sampled with both pairs bidding every seat,
// eval/call_meaning.h) and the bidder's own reason; then the contract played
// by its real declarer double-dummy, its score and the board's par.
#pragma once

#include <ostream>

#include "core/hand.h"
#include "experiments/one_deal/bid_walkthrough.h"
#include "learn/bidder.h"

namespace bidlab {

// `north_south` and `east_west` bid `deal`; a pair that does not compete is
// seated through the uncontested adapter (eval/uncontested_seat.h). The
// dealer and vulnerability are options.board's by the rotation when it is
// set, else options.dealer's and options.vulnerability's.
void TableWalkthrough(const Bidder& north_south, const Bidder& east_west, const Deal& deal,
                      const BidWalkthroughOptions& options, std::ostream& out);

}  // namespace bidlab
