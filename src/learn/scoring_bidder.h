// What a learned bidder weighed before it called: a score for each legal
// call, best first. A capability beside the Bidder interface (learn/
// bidder.h): the bidders whose calls come from scores implement it, and a
// caller asks for it with dynamic_cast (serve's /api/bid lists the
// candidates a bidding program or a page shows beside the call).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "learn/bidder.h"

namespace bidlab {

struct ScoredCalls {
  // What a score is: "probability" (higher is better) or "estimated cost
  // (IMP)" (lower is better).
  std::string kind;
  std::vector<std::pair<Call, double>> calls;  // every legal call, best first: the first is Bid()'s
};

class ScoringBidder {
 public:
  virtual ~ScoringBidder() = default;
  // The scores behind the call Bid() makes for `request`.
  virtual ScoredCalls Scores(const BidRequest& request) = 0;
};

// "1NT: probability 0.81 (then 2C 0.12, PASS 0.04)": the first three of
// `scores`, as the learned bidders explain a call.
std::string ScoresLine(const ScoredCalls& scores);

}  // namespace bidlab
