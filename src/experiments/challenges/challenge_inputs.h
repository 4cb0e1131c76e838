// What `bidlab experiment challenges` reads: the challenge sets and the
// robots' result files (by default every pav_*.pbn of the shared data's
// pbn/ben/Challenges/: "SET.pbn" a set, "SET-ROBOT.pbn" a robot's result on
// it), the double-dummy tables of their deals (solved now), and the bidders:
// sayc and the shipped neural and four-seat models (pass scores 0 here).
// Files go by where they are, not by name: a file given twice (under any
// name) or two sets of one name are refused, and a robot's result file
// belongs to the set of its name in its own folder (Error otherwise).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"

namespace bidlab {

struct ChallengeInputRequest {
  std::vector<std::string> files;                                     // empty: the shared data's challenges
  std::string neural_model = "shipped", contested_model = "shipped";  // "none" leaves a row out
  int threads = 0;
};

ExperimentOutput RunChallengesFromFiles(const ChallengeInputRequest& request, std::ostream& log);

}  // namespace bidlab
