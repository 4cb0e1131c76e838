// What every experiment gives back: the layer of experiments (thesis/,
// white/, cbr/, ddnet/, neural/, compare/) runs on data and bidders it is
// handed and returns this; the command line writes it (report/experiment_files.h).
//
// The shape of an experiment: Options (plain values, no CLI::App, no paths
// chosen here) → Run(options, loaded data, built bidders, log stream,
// progress) → a result struct → its markdown and JSON → ExperimentOutput.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace bidlab {

struct ExperimentFile {
  std::string name;  // file name inside the output folder ("figure4.1.svg")
  std::string contents;
};

struct ExperimentOutput {
  std::string name;  // NAME.md and NAME.json
  std::string markdown;
  nlohmann::json json;
  std::vector<ExperimentFile> files;  // pictures and CSV beside them
};

}  // namespace bidlab
