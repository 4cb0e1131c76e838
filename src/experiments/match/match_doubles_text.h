// The doubled contracts of a match (eval/match_doubles.h) for people and as
// JSON: each pair's penalty doubles by level, its own contracts doubled and
// its sacrifices against par.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "eval/duplicate_match.h"

namespace bidlab {

// A markdown section: one column per pair, a row per level with any double.
std::string DoublesMarkdown(const MatchSummary& summary);

// {"penalty_doubles": [{level, doubles, made, average_score} × 7],
//  "doubled": {count, made, average_score},
//  "sacrifices": {count, average_score, average_against_par, average_imps_against_par}}
nlohmann::json DoublesJson(const PairDoubles& pair);

}  // namespace bidlab
