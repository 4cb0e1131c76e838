// The hard decisions of a match (eval/match_hard.h) for people and as JSON:
// each pair's slams bid, made and down, the makeable slams it missed, and
// its sacrifices against par and against the contract they outbid.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "eval/duplicate_match.h"

namespace bidlab {

// A markdown section: one column per pair.
std::string HardDecisionsMarkdown(const MatchSummary& summary);

// The rows of that section for one pair, as cells (the league's table uses
// them too): slams bid, made and down, missed, sacrifices.
struct HardDecisionCells {
  std::string slams, down, missed, sacrifices, outbid;
};
HardDecisionCells HardDecisionsCells(const PairHardDecisions& hard, const Sacrifices& sacrifices);

// {"slams": {small, grand, made, down, down_share},
//  "makeable_slams": {tables, missed},
//  "sacrifices": {count, average_imps_against_par, cheaper, phantoms}}
nlohmann::json HardDecisionsJson(const PairHardDecisions& hard, const Sacrifices& sacrifices);

// The cells of a pair from that JSON (the report reads a match's file);
// missing fields count 0.
HardDecisionCells HardDecisionsCellsOfJson(const nlohmann::json& json);

}  // namespace bidlab
