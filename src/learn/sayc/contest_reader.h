// Reads a four-seat auction, any dealer, into what the player to call knows.
//
// While the opponents have only passed, a side bids its uncontested system
// (the first player of the side to call plays North's part), so the reading
// is the uncontested RuleBook's. Once an opponent has acted, each call is
// read with the competitive rules: those of the competitive book's specific
// tier that could have made it; failing them, the uncontested system's
// (the opening side keeps bidding its system where the call stays legal and
// natural); failing that, the competitive general rules.
#pragma once

#include <optional>
#include <vector>

#include "core/auction.h"
#include "learn/sayc/contest.h"
#include "learn/sayc/rule.h"
#include "learn/sayc/situation.h"

namespace bidlab::sayc {

struct Reading {
  // The situation of the player to call; its `contest` is set once an
  // opponent has made a call other than pass.
  Situation situation;
  // The partnership's uncontested situation while its calls still read as
  // the system (the opening side, bids only): the transparent fallback.
  std::optional<Situation> system;
};

// The calls made by `seat` and its partner, in order.
std::vector<Call> SideCalls(const Auction& auction, Seat seat);

Reading ReadAuction(const RuleBook& system, const RuleBook& competition, const Auction& auction, Seat seat,
                    Vulnerability vulnerability, const Style& style = StandardStyle());

// Whether a call the uncontested system chose may stand at a contested
// table: a legal bid, not in a suit the opponents have bid naturally.
bool SystemCallFits(const Contest& contest, Call call);

}  // namespace bidlab::sayc
