// What `bidlab experiment experts` reads: the human records (by default the
// shared data's, data/expert_records.h), their deals' double-dummy tables
// (solved once into a cache outside the repository, resumable), and the
// bidders: sayc and the shipped neural and four-seat models.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"

namespace bidlab {

struct ExpertsInputRequest {
  std::vector<std::string> files;  // PBN and LIN records; empty: the shared data's human records
  std::string cache;               // the deals' data set; empty: DefaultExpertsCache()
  std::string neural_model = "shipped", contested_model = "shipped";  // "none" leaves a row out
  int threads = 0;
};

// $XDG_CACHE_HOME/bidlab/experts-deals.bdl, else ~/.cache/bidlab/…, else
// build/experts-deals.bdl (the records are others' data: never in the
// repository).
std::string DefaultExpertsCache();

// Why the run cannot start without files given: the shared data's folder of
// external records is absent (where it was looked for); nullopt when present.
std::optional<std::string> MissingExpertRecords();

ExperimentOutput RunExpertsFromFiles(const ExpertsInputRequest& request, std::ostream& log);

}  // namespace bidlab
