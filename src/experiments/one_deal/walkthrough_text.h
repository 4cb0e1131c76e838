// The lines `bidlab bid` prints at two seats and at four
// (experiments/one_deal/bid_walkthrough.h, table_walkthrough.h): a hand with
// its HCP, and a call with what it means and why the bidder made it.
#pragma once

#include <ostream>
#include <string>

#include "core/hand.h"
#include "eval/call_meaning.h"

namespace bidlab {

// "North  AKQ2.K32.Q32.J32     (12 HCP)".
void WriteHandLine(const std::string& seat_name, const Hand& hand, std::ostream& out);

// "  N  1NT    " then what the call means at this point (`meanings`:
// sampled from the bidders, eval/call_meaning.h) with the bidder's reason
// `why` on the next line; `why` alone when `meanings` is nullptr (not
// sampled).
void WriteCallLine(Seat seat, Call call, const std::string& why, const AuctionMeanings* meanings, std::ostream& out);

// "+430", "-50", "0".
std::string SignedScore(int score);

}  // namespace bidlab
