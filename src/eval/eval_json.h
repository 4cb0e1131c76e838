// Eval results as JSON (for experiments and the report) and as a table.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "eval/evaluate.h"

namespace bidlab {

// {"bidder", "deals", "avg_cost", "total_cost",
//  "by_type": {"PASS": {"deals", "total_cost", "avg_cost"}, …}}
nlohmann::json EvalResultJson(const EvalResult& result);
// A few lines for people: the average and the breakdown by contract type.
std::string FormatEvalTable(const EvalResult& result);

// The words for DeclarerRule in JSON and on the command line: assumed, real.
std::string DeclarerRuleName(DeclarerRule declarer);
std::optional<DeclarerRule> ParseDeclarerRule(std::string_view name);

}  // namespace bidlab
