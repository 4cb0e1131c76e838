// The data-set commands' work, with their progress and messages: `bidlab
// deal`, `solve`, `dataset build | info | verify` (the command line only
// parses their options).
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include "core/bridge.h"
#include "data/dataset_builder.h"

namespace bidlab {

// Deals and solves `request` (resumable: a rerun goes on from its journal),
// saying on `err` whether it starts or resumes and how to resume after
// Ctrl-C; what it wrote on `out`.
void RunDatasetBuild(const BuildRequest& request, int threads, std::ostream& out, std::ostream& err);

// The header of a data-set file as "key: value" lines, or one JSON object.
std::string DatasetInfoText(const std::string& path, bool json);

// Checks `path`'s checksum, its deals against their seed and `sample` tables
// against DDS; throws Error when a problem is found (each listed on `err`).
void RunDatasetVerify(const std::string& path, std::uint64_t sample, int threads, std::ostream& out, std::ostream& err);

// Deals first … first + count − 1 of `seed` as PBN, to `output` (written
// whole or not at all) or, when it is empty, to `out`.
void WriteDealsPbn(std::uint64_t seed, std::uint64_t first, std::uint64_t count, Vulnerability vulnerability,
                   const std::string& output, std::ostream& out);

// Every board of PBN file `input` with its double-dummy table, to `output`.
void SolvePbnFile(const std::string& input, const std::string& output, int threads, std::ostream& err);

}  // namespace bidlab
