// `bidlab summary`: what a data set holds (best contracts and their types,
// the cost of always passing) and a sample of it re-solved against DDS.
#pragma once

#include <cstdint>
#include <ostream>
#include <vector>

#include "io/dataset_file.h"

namespace bidlab {

// `parts` are one data set, or the complete shards of one being built (kept
// apart: each is re-solved against its own deal numbers). Writes text, or
// one JSON object, to `out` and the progress line to `err`; throws Error
// when a re-solved table differs.
void SummariseData(const std::vector<Dataset>& parts, std::uint64_t sample, bool json, std::ostream& out,
                   std::ostream& err);

// The data set `name`; for "standard" while it is being built, each of its
// complete shards (saying so on `err`), kept apart: each knows its own first
// deal, which re-solving checks, and complete shards need not be contiguous.
std::vector<Dataset> SummaryDataOf(const std::string& name, std::ostream& err);

}  // namespace bidlab
