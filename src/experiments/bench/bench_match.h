// `bidlab bench match`: boards/s of a duplicate match (two tables a board,
// eval/duplicate_match.h) of a bidder against itself (SAYC by default, or a
// model file such as data/contested.model) on one and two threads, the
// share of the time spent inside the bidders' Bid() — the rest is the
// engine (auctions, legality, the uncontested adapter, scoring, par) — and
// the bidding decisions (calls) per second.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eval/duplicate_match.h"

namespace bidlab {

struct BenchMatchOptions {
  std::string bidder = "sayc";  // a registered name or a model file; plays against itself
  std::vector<int> threads = {1, 2};
};

// {"bidder", "boards", "runs": [{"threads", "seconds", "boards_per_s", "bidder_share", "calls_per_s",
//   "calls_per_bidder_s"}]}
nlohmann::json BenchMatch(const BenchMatchOptions& options, const std::vector<MatchBoard>& boards);
std::string BenchMatchText(const nlohmann::json& result);

}  // namespace bidlab
