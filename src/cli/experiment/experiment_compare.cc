// bidlab experiment compare -o DIR: the main job (experiments/compare/compare.h).
// The neural row is the shipped model on the standard set, or --neural-model;
// the learned contested bidder likewise (--contested-model).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/options.h"
#include "experiments/compare/compare.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct CompareCommand {
  CompareOptions options;
  std::string output, bandit_model, neural_model = "shipped", contested_model = "shipped";
};

}  // namespace

void AddExperimentCompare(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "compare",
      "The main job: always-pass, CSTSR, the default bandit (trained now), SAYC, the neural bidder and the "
      "optimistic bound on the test split, beside the published figures");
  auto c = std::make_shared<CompareCommand>();
  AddDataOption(*cmd, c->options.data_name);
  AddOutputFolderOption(*cmd, c->output, "folder for compare.md and compare.json");
  cmd->add_option("--bandit-model", c->bandit_model, "a trained bandit model instead of training the default one");
  AddShippedModelOptions(*cmd, c->neural_model, c->contested_model);
  AddThreadsOption(*cmd, c->options.threads);
  cmd->add_flag("--quick", c->options.quick,
                "smoke test: 5,000 training, 1,000 validation and test deals, a short bandit");
  cmd->callback([c, &io] {
    WriteExperimentFiles(c->output,
                         RunCompareWithModels(c->options, c->bandit_model, c->neural_model, c->contested_model, io.err),
                         io.out);
  });
}

}  // namespace bidlab
