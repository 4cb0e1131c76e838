// The explorer's bidding table, answered without the socket like
// serve/explorer.h's APIs:
//
//   bid     one call: a bidder's call for one seat's hand after an auction
//           (any dealer and vulnerability), the candidate calls with the
//           bidder's scores (a learned bidder's probabilities or estimated
//           costs, learn/scoring_bidder.h; a rule system's one call) and,
//           with meanings=1, what each means at a table where that bidder
//           sits in every seat (eval/call_meaning.h)
//   table   a person at a table: their seat, a deal, the other three seats
//           bid by the explorer's bidders (partner's, the opponents'). Each
//           request brings the auction so far (the bidders' calls in it are
//           checked against what they bid) and gets the bidders' calls up to
//           the person's next turn, each with its reason and its meaning at
//           that table; when the auction is over, the review: the contract by
//           its real declarer, double-dummy tricks, score, par, the call the
//           partner's bidder would have made in the person's seat at each of
//           their turns, and the whole auction with that bidder in the seat.
#pragma once

#include "serve/explorer.h"

namespace bidlab {

// Never throw: a bad request is a 4xx with {"error": "…"}.
ApiResponse BidApi(const Explorer& explorer, const RequestParams& params);
ApiResponse TableApi(const Explorer& explorer, const RequestParams& params);

}  // namespace bidlab
