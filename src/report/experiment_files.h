// What every `bidlab experiment …` leaves in its output folder, for people
// (NAME.md, printed too) and for `bidlab report` (NAME.json), plus any
// pictures or CSV it draws.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace bidlab {

struct ExperimentFile {
  std::string name;  // file name inside the output folder
  std::string contents;
};

// Creates `dir` if needed and writes NAME.md, NAME.json and `extra`, each
// atomically; prints the markdown and the files written to `out`.
void WriteExperimentFiles(const std::string& dir, const std::string& name, const std::string& markdown,
                          const nlohmann::json& json, const std::vector<ExperimentFile>& extra, std::ostream& out);

}  // namespace bidlab
