// The report's section of duplicate matches: every match result in a results
// folder — the contested table of compare.json (each bidder against the
// competing SAYC, experiments/compare/contested_rows.h) and each match*.json
// that `bidlab match --json` printed — as A's IMPs per board with the
// standard error and the 95% interval, drawn as a bar beside zero, and a
// short note on how to read it. No published figure measures these, so
// nothing in it is coloured as a comparison (report/markdown_html.h colours
// like-for-like figures only).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "report/results_dir.h"

namespace bidlab {

// True when `result` is one match as `bidlab match --json` writes it (a file
// named match*.json with imps_per_board and interval95).
bool IsMatchResult(const ExperimentResult& result);

struct MatchRow {
  std::string source;    // the results file it came from: "compare", "match-neural"
  nlohmann::json match;  // MatchJson's fields: ns, ew, boards, imps_per_board, stderr, interval95, against_par
};

// compare's contested rows, then each match result, in the results' order.
std::vector<MatchRow> MatchRowsOf(const std::vector<ExperimentResult>& results);

// The section (id "matches"), or "" when there is no match result.
std::string MatchResultsHtml(const std::vector<MatchRow>& rows);

}  // namespace bidlab
