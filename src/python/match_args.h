// The boards of a match from Python arguments, shared by bidlab.match, par and
// the contested environment (match_bindings.cc).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eval/duplicate_match.h"
#include "experiments/match/match_experiment.h"
#include "python/dataset_view.h"

namespace bidlab::python {

// "rotate" (nullopt: dealer and vulnerability by board number) or a fixed
// vulnerability (dealer North); ValueError otherwise.
std::optional<Vulnerability> MatchVulnerabilityArg(const std::string& name);

// MatchBoardsOf for the view's split `split` (its own when nullopt), the
// first `boards` (0 = all); the options used go to `used_options` when given.
std::vector<MatchBoard> BoardsOf(const DatasetView& view, const std::optional<std::string>& split,
                                 const std::string& vulnerable, std::size_t boards,
                                 MatchExperimentOptions* used_options);

}  // namespace bidlab::python
