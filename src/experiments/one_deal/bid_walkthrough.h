// `bidlab bid`: one auction, call by call, through the eval path's auction
// loop (eval/evaluate.h, BidUncontested), with what each call means (sampled
// from the bidder itself, eval/call_meaning.h) and the bidder's own reason;
// with the whole deal, its double-dummy result and its cost on the yardstick.
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>

#include "core/bridge.h"
#include "core/hand.h"
#include "learn/bidder.h"

namespace bidlab {

struct BidWalkthroughOptions {
  std::size_t meaning_deals = 20000;  // sampled for each call's meaning; 0: none
  bool sample_meanings = true;        // false for bidders too slow to sample (external programs)
  Vulnerability vulnerability = Vulnerability::kNone;
};

// Writes the hands, the auction with each call's meaning and reason, the
// contract, and (with `deal`) the double-dummy outcome to `out`.
void BidWalkthrough(Bidder& bidder, const Hand& north, const Hand& south, const std::optional<Deal>& deal,
                    const BidWalkthroughOptions& options, std::ostream& out);

}  // namespace bidlab
