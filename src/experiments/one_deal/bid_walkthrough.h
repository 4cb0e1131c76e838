// `bidlab bid`: one auction, call by call, through the eval path's auction
// loop (eval/evaluate.h, BidUncontested), with what each call means (sampled
// from the bidder itself, eval/call_meaning.h) and the bidder's own reason;
// with the whole deal, its double-dummy result and its cost on the yardstick.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "core/bridge.h"
#include "core/hand.h"
#include "eval/call_meaning.h"
#include "learn/bidder.h"

namespace bidlab {

struct BidWalkthroughOptions {
  std::size_t meaning_deals = kMeaningDeals;  // sampled for each call's meaning; 0: none
  bool sample_meanings = true;                // false for bidders too slow to sample (external programs)
  Vulnerability vulnerability = Vulnerability::kNone;
  // Who deals, or the board number (1-based; 0: none), whose dealer and
  // vulnerability (the standard rotation, core/board.h) then replace these:
  // at four seats (experiments/one_deal/table_walkthrough.h) or for North
  // and South alone, whose first speaker then bids in North's place.
  Seat dealer = Seat::kNorth;
  std::uint64_t board = 0;
};

// The hands `bidlab bid` is given: North and South's (PBN "S.H.D.C"), or
// the whole deal (PBN "N:…"), or both when they agree.
struct BidHands {
  Hand north, south;
  std::optional<Deal> deal;
};
// Throws Error naming the option when a hand is not 13 cards, the hands
// share a card, or they differ from the deal.
BidHands ParseBidHands(const std::string& north, const std::string& south, const std::string& deal);

// Writes the hands, the auction with each call's meaning and reason, the
// contract, and (with `deal`) the double-dummy outcome to `out`.
void BidWalkthrough(Bidder& bidder, const Hand& north, const Hand& south, const std::optional<Deal>& deal,
                    const BidWalkthroughOptions& options, std::ostream& out);

}  // namespace bidlab
