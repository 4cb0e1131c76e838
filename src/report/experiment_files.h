// What every `bidlab experiment …` leaves in its output folder, for people
// (NAME.md, printed too) and for `bidlab report` (NAME.json), plus any
// pictures or CSV it draws.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"

namespace bidlab {

// Creates `dir` if needed and writes NAME.md, NAME.json and `extra`, each
// atomically; prints the markdown and the files written to `out`.
void WriteExperimentFiles(const std::string& dir, const std::string& name, const std::string& markdown,
                          const nlohmann::json& json, const std::vector<ExperimentFile>& extra, std::ostream& out);
void WriteExperimentFiles(const std::string& dir, const ExperimentOutput& output, std::ostream& out);

}  // namespace bidlab
