// The league (league.h) for people and as JSON: the ratings, the cross
// table and each pair's penalty doubles by level.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "experiments/league/league.h"
#include "experiments/match/match_experiment.h"

namespace bidlab {

// What the league played, said once at the top: "10000 boards of the test split of standard".
struct LeagueSetting {
  std::string boards_text;
  std::string bandit_text;  // where the bandit came from ("" when it is not in the league)
};

// Bidders in rating order (best first), the cross table in that order, the
// penalty doubles of every bidder against every other.
std::string LeagueMarkdown(const LeagueResult& league, const LeagueSetting& setting);

// {"bidders": [{name, rating, rating_stderr, mean_imps_per_board,
// worst: {against, imps_per_board, interval95} (its match with the lowest
// interval), penalty_doubles: {count, made, made_share, by_level}}] (the
// members' order; doubles against the whole league), "anchor", "rating_method", "cross_table": {bidders,
// imps_per_board, stderr, interval95} (rows and columns in the members'
// order, null on the diagonal), "matches": [MatchJson with a and b]}.
nlohmann::json LeagueJson(const LeagueResult& league, const MatchExperimentOptions& match_options);

}  // namespace bidlab
