// The contested table of `experiment compare`: competing SAYC in duplicate
// matches (eval/duplicate_match.h) against each other pair on the test
// split's boards, dealer and vulnerability rotating (DESIGN.md §1b) — the
// value of competing (against the SAYC that never enters the opponents'
// auction) and what interference costs the uncontested bidders.
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eval/duplicate_match.h"
#include "experiments/match/match_experiment.h"
#include "io/dataset_file.h"
#include "learn/bidder.h"

namespace bidlab {

// Competing SAYC against SAYC that never enters, pass, and each of `others`
// (seated uncontested when they do not compete), then against itself (0 on
// every board), on the boards `options` picks.
std::vector<MatchSummary> ContestedMatches(const Dataset& dataset, const MatchExperimentOptions& options,
                                           const std::vector<const Bidder*>& others, std::ostream& log);

// The learned four-seat bidder against the league's rule-based members
// (competing SAYC first, RuleBasedLeagueNames), each of `others` (seated
// uncontested when they do not compete) and itself (0).
std::vector<MatchSummary> LearnedContestedMatches(const Dataset& dataset, const MatchExperimentOptions& options,
                                                  const Bidder& learned, const std::vector<const Bidder*>& others,
                                                  std::ostream& log);

std::string ContestedMarkdown(const std::vector<MatchSummary>& matches, const MatchExperimentOptions& options);
// The learned bidder's table (its IMPs/board against each).
std::string LearnedContestedMarkdown(const std::vector<MatchSummary>& matches);
nlohmann::json ContestedJson(const std::vector<MatchSummary>& matches, const MatchExperimentOptions& options);

}  // namespace bidlab
