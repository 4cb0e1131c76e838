// The league: a round robin of four-seat bidders, each pair one duplicate
// match (eval/duplicate_match.h) on the same boards, read as a cross table
// (the row bidder's IMPs/board against the column bidder), each pair's
// penalty doubles (eval/match_doubles.h) and a rating per bidder
// (league_rating.h).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "eval/duplicate_match.h"
#include "experiments/league/league_rating.h"
#include "learn/bidder.h"

namespace bidlab {

struct LeagueMember {
  std::string label;               // as the tables name it: unique in a league
  std::unique_ptr<Bidder> bidder;  // seated for a four-seat table
};

// One cell of the cross table, from the row bidder's side.
struct LeagueCell {
  double imps_per_board = 0, standard_error = 0, interval_low = 0, interval_high = 0;
  PairDoubles doubles;     // the row bidder's (its penalty doubles of the column bidder's contracts)
  PairHardDecisions hard;  // the row bidder's slams and sacrifices (eval/match_hard.h)
};

struct LeagueResult {
  std::vector<std::string> labels;
  std::size_t boards = 0;
  // Each pair once, in the order (0,1), (0,2) … (1,2) …: A is the earlier
  // member; a and b are the members' labels.
  std::vector<MatchSummary> matches;
  Ratings ratings;
  std::size_t anchor = 0;  // the member rated 0

  // Row `row` against column `column`; nullopt on the diagonal (a pair
  // against itself is not played: it scores 0 on every board). Below the
  // diagonal the match above it read from the other side.
  std::optional<LeagueCell> Cell(std::size_t row, std::size_t column) const;
};

// Plays every pair of `members` on `boards` (each match on `threads`
// threads, the boards shared out), one progress line on `log`, and rates
// them anchored on member `anchor`. Throws Error when two members share a
// label or there are fewer than two.
LeagueResult PlayLeague(std::span<const LeagueMember> members, const std::vector<MatchBoard>& boards,
                        std::size_t anchor, int threads, std::ostream& log);

}  // namespace bidlab
