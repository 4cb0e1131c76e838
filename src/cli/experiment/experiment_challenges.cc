// bidlab experiment challenges -o DIR: bidlab's bidders on the experts'
// bidding challenges beside the robots' published scores
// (experiments/challenges/challenges.h).
#include "cli/experiment/experiment_challenges.h"

#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/challenges/challenge_inputs.h"
#include "io/shared_data.h"
#include "report/experiment_files.h"

namespace bidlab {

void AddExperimentChallenges(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "challenges",
      "Bidding challenges scored by experts: every bidder's points beside the robots' published scores and a "
      "perfect double-dummy bidder's");
  auto output = std::make_shared<std::string>();
  auto request = std::make_shared<ChallengeInputRequest>();
  AddOutputFolderOption(*cmd, *output, "folder for challenges.md and challenges.json");
  cmd->add_option("--pbn", request->files,
                  std::string("challenge sets (SET.pbn) and robots' result files (SET-ROBOT.pbn); default: "
                              "external/pbn/ben/Challenges of the shared data: ") +
                      kSharedDataHelp)
      ->check(CLI::ExistingFile);
  AddShippedModelOptions(*cmd, request->neural_model, request->contested_model);
  AddThreadsOption(*cmd, request->threads);
  // For `bidlab experiment all --quick`: the whole run takes about a minute.
  cmd->add_option("--layouts", request->layouts,
                  "random layouts of East-West's cards a board for the a-priori optimum's row "
                  "(0: no row; default 40, whose layouts of pav_first120 ship solved in data/layouts)")
      ->check(WholeNumber(0, 1000));
  cmd->add_option("--layout-seed", request->layout_seed, "the seed the layouts are dealt from")
      ->check(WholeNumber(0))
      ->default_val(request->layout_seed);
  cmd->add_option(
      "--layout-cache", request->layout_cache,
      "folder of the solved layouts (SET-layouts-R-seed-S.bdl.xz, resumable; default: the shipped data/layouts, "
      "which holds pav_first120's for 40 and 4 layouts of seed 1)");
  auto quick = std::make_shared<bool>(false);
  cmd->add_flag("--quick", *quick,
                "the same run as without it (it is short: 240 boards, the layouts of the shipped sets already solved)");
  cmd->callback([output, request, quick, &io] {
    WriteExperimentFiles(*output, RunChallengesFromFiles(*request, io.err), io.out);
  });
}

}  // namespace bidlab
