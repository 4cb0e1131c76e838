// The report's table of hard decisions under its matches: for every match
// whose result holds them (`bidlab match --json`'s "hard_decisions"), each
// pair's slams, makeable slams missed and sacrifices
// (experiments/match/match_hard_text.h).
#pragma once

#include <string>
#include <vector>

#include "report/match_results.h"

namespace bidlab {

// "" when no row holds hard decisions.
std::string HardDecisionsHtml(const std::vector<MatchRow>& rows);

}  // namespace bidlab
