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
  // The a-priori optimum's row: `layouts` random layouts of East-West's cards
  // a board (0: no row), dealt from `layout_seed`, solved into a data set of
  // imported deals (xz-compressed) in `layout_cache` (resumable: a rerun solves only what is
  // missing; a finished one is read, not solved again).
  std::uint64_t layouts = 40, layout_seed = 1;
  std::string layout_cache;  // a folder; empty: the shipped data/layouts
};

// The file that caches the solved layouts of challenge set `set`.
std::string LayoutCachePath(const ChallengeInputRequest& request, const std::string& set);

ExperimentOutput RunChallengesFromFiles(const ChallengeInputRequest& request, std::ostream& log);

}  // namespace bidlab
