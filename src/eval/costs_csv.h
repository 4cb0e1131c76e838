// The cost CSV of `eval --costs` (ReadCostsCsv, scored_deal.h) parsed from
// its text rather than a file, so the fuzz target can reach the reader.
#pragma once

#include <string>
#include <vector>

#include "eval/scored_deal.h"

namespace bidlab {

// What ReadCostsCsv(path) gives for a file holding `text`; errors name `path`.
std::vector<ScoredDeal> ParseCostsCsv(const std::string& text, const std::string& path);

}  // namespace bidlab
