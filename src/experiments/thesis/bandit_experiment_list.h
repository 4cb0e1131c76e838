// The bandit experiments of thesis chapter 4 and Appendix A by name, for
// the command line to offer (`bidlab experiment figure4.1` …): each loads
// what it needs (the data set, a --model file, its run log in the output
// folder) and runs (bandit_experiments.h).
#pragma once

#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"
#include "experiments/thesis/bandit_experiments.h"

namespace bidlab {

struct BanditExperimentRequest {
  BanditExperimentOptions options;
  std::string output_dir;             // table4.2 and bandit-ab keep their run logs here
  std::string model;                  // table4.3, table4.4, tablea.1: a bandit model file ("" = train one)
  std::vector<std::string> variants;  // bandit-ab: only these (empty = all)
};

// What an experiment takes beside the common options.
enum class BanditExperimentExtra { kNone, kModel, kVariants };

struct BanditExperiment {
  const char* name;
  const char* help;
  BanditExperimentExtra extra;
  ExperimentOutput (*run)(const BanditExperimentRequest&, std::ostream& log);
};

// Figures 4.1-4.3, then Tables 4.2-4.4 and A.1, then bandit-ab.
std::span<const BanditExperiment> BanditExperiments();

}  // namespace bidlab
