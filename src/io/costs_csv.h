// Cost tables made elsewhere (`bidlab eval --costs FILE`): a CSV with one
// deal a line, "north,south,c0,…,c35" (PBN hands S.H.D.C; costs in IMPs,
// PASS first, then 1C … 7NT), no header.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/call.h"
#include "core/hand.h"

namespace bidlab {

struct CostsCsvRow {
  std::uint64_t index = 0;  // the line number - 1
  Hand north, south;
  std::array<int, kNumFinalCalls> costs{};
};

// Throws InputError naming the file and line.
std::vector<CostsCsvRow> ReadCostsCsv(const std::string& path);
// The same for a file holding `text` (the fuzz target's entry); errors name `path`.
std::vector<CostsCsvRow> ParseCostsCsv(const std::string& text, const std::string& path);

}  // namespace bidlab
