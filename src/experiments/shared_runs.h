// A grid of independent runs (trainings, each scored) shared across the
// ranks of an mpirun job: rank 0 hands the runs out as ranks become free and
// logs each result as it arrives, so a stopped grid resumes from its log;
// every rank then holds every result, so the experiment's table is built
// alike everywhere. Alone, the runs go one after the other.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/run_log.h"

namespace bidlab {

struct SharedRuns {
  std::vector<std::string> keys;  // one per run, as `log` knows it
  // Run i from scratch (on whichever rank; it must not read or write files).
  std::function<nlohmann::json(std::size_t i)> run;
  // Whether a logged result will do (default: any); others are run again.
  std::function<bool(const nlohmann::json& logged)> usable;
  // Rank 0 only: run i ended now (logged = false) or was in the log.
  std::function<void(std::size_t i, const nlohmann::json& result, bool logged)> report;
};

// The result of every run, by key; runs already in `log` (read on rank 0) are
// not run again. Every rank calls this with the same keys.
std::map<std::string, nlohmann::json> RunAcrossRanks(const SharedRuns& runs, RunLog& log);

}  // namespace bidlab
