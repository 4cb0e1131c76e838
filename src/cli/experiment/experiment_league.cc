// bidlab experiment league -o DIR: a round robin of every bidder that can sit
// at a four-seat table (experiments/league/league_experiment.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "experiments/league/league_experiment.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct LeagueCommand {
  LeagueOptions options;
  LeagueInputs inputs;
  std::string output;
};

}  // namespace

void AddExperimentLeague(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "league",
      "A round robin of every four-seat bidder (competing SAYC and its styles, sayc-uncontested, the neural bidder "
      "and bandit through the adapter, the learned four-seat bidder, --model files): cross table, ratings, doubles");
  auto c = std::make_shared<LeagueCommand>();
  AddOutputFolderOption(*cmd, c->output, "folder for league.md and league.json");
  AddDataOption(*cmd, c->options.data_name, "its held-out deals are the boards");
  AddSplitOption(*cmd, c->options.split)->description("the boards: test (default) or validation");
  cmd->add_option("--boards", c->options.boards, "play the first N boards of the split (0 = all; --quick: 1000)")
      ->check(WholeNumber(0, INT32_MAX))
      ->capture_default_str();
  cmd->add_option(
         "--model", c->inputs.models,
         "a model file to add to the league (repeat for more; each model once: a file that holds the same model "
         "as another member is refused)")
      ->check(CLI::ExistingFile);
  cmd->add_option("--bandit-model", c->inputs.bandit_model,
                  "a trained bandit model instead of training the default one now")
      ->check(CLI::ExistingFile);
  AddShippedModelOptions(*cmd, c->inputs.neural_model, c->inputs.contested_model);
  AddThreadsOption(*cmd, c->options.threads);
  cmd->add_flag("--quick", c->options.quick, "smoke test: 1,000 boards, a short bandit on 5,000 training deals");
  cmd->callback([c, &io] {
    if (c->options.split == Split::kTrain || c->options.split == Split::kAll)
      throw Error("--split " + SplitName(c->options.split) +
                  ": the league plays deals no learner trained on (--split test or validation)");
    WriteExperimentFiles(c->output, RunLeagueExperiment(c->options, c->inputs, io.err), io.out);
  });
}

}  // namespace bidlab
