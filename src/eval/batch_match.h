// Duplicate matches with batched bidders (a Python policy on numpy arrays, a
// network on a batch) on the one match path (PlayMatch, eval/duplicate_match.h).
//
// PlayMatchBatched bids both tables of every board in lockstep — each round
// asks each batched pair, in one batch, for the next call of every
// unfinished auction where it is that pair's turn (a plain bidder's calls are
// made as they come) — and remembers each answer (eval/batch_answers.h). It
// then runs PlayMatch on bidders that replay those answers, so legality,
// scoring, the summary and the log are PlayMatch's own.
#pragma once

#include <vector>

#include "eval/batch_bidder.h"
#include "eval/duplicate_match.h"

namespace bidlab {

// One pair of a match: a bidder, or a batched bidder (exactly one is set).
struct MatchPair {
  const Bidder* bidder = nullptr;
  BatchBidder* batch = nullptr;
};

// PlayMatch of `a` against `b`. Throws IllegalCallError (PlayMatch's
// message) when a call is not legal, and Error when a batched bidder
// answered the same decision with two different calls.
MatchResult PlayMatchBatched(MatchPair a, MatchPair b, const std::vector<MatchBoard>& boards,
                             const MatchOptions& options = {});

}  // namespace bidlab
