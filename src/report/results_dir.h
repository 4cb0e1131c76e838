// What `bidlab report` reads: the files `bidlab experiment …` leaves in a
// results folder (report/experiment_files.h): NAME.json, NAME.md and the
// pictures NAME*.svg.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace bidlab {

struct ExperimentResult {
  std::string name;        // the file's stem: NAME.json
  std::string experiment;  // the JSON's "experiment" (the command that wrote it), else `name`
  nlohmann::json json;
  std::string markdown;                                       // empty when NAME.md is absent
  std::vector<std::pair<std::string, std::string>> pictures;  // file name, SVG text

  const std::string& id() const { return experiment.empty() ? name : experiment; }
};

// The files of a results folder ReadResultsDir reads, as patterns of
// io/output_path.h.
std::vector<std::string> ResultsFilesRead();

// Every NAME.json in `dir`, in name order. Throws InputError when `dir` is
// not a folder or a JSON file does not parse.
std::vector<ExperimentResult> ReadResultsDir(const std::string& dir);

// The experiments in `expected` that no result came from, in `expected`'s order.
std::vector<std::string> MissingExperiments(const std::vector<ExperimentResult>& results,
                                            const std::vector<std::string>& expected);

}  // namespace bidlab
