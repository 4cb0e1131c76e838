// Bidders that decide many auctions at once (a network on a batch, a Python
// policy on numpy arrays), measured by the one evaluation path.
//
// EvaluateBatched bids every deal in lockstep — round k asks the bidder for
// the k-th North-South call of every unfinished auction in one batch — and
// remembers each answer under the caller's hand and the auction. It then
// runs Evaluate (eval/evaluate.h) on a bidder that replays those answers, so
// legality, scoring, the tallies and their JSON are Evaluate's own: a batched
// bidder scores exactly what the same calls score from any other bidder.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "learn/bidder.h"

namespace bidlab {

class BatchBidder {
 public:
  virtual ~BatchBidder() = default;
  virtual std::string Name() const = 0;
  // calls[k] = the call for requests[k]. For EvaluateBatched each request
  // is North or South's turn in an unfinished uncontested auction; in a
  // match (PlayMatchBatched, eval/batch_match.h) any seat's turn in a
  // four-seat auction. A bidder's call must depend only on the request.
  virtual void BidBatch(std::span<const BidRequest> requests, std::span<Call> calls) = 0;
};

// Evaluates `bidder` on every deal: Evaluate's result for the calls it
// makes. Throws IllegalCallError (Evaluate's message) when a call is not
// legal, and Error when the bidder answered the same hand and auction with
// two different calls.
EvalResult EvaluateBatched(BatchBidder& bidder, const std::vector<ScoredDeal>& deals, const EvalOptions& options = {});

}  // namespace bidlab
