// bidlab experiment neural -o DIR [--quick]: the neural bidder's learning
// curve and its test cost beside the other bidders (experiments/neural/neural_experiment.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/options.h"
#include "experiments/neural/neural_experiment.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct ExperimentNeuralCommand {
  NeuralExperimentOptions options;
  std::vector<std::string> data;
  std::string output;
  std::string model;         // a trained neural model instead of training one
  std::string bandit_model;  // a trained bandit model instead of training the default one
};

}  // namespace

void AddExperimentNeural(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "neural",
      "Beyond the papers: the neural bidder's learning curve and its test cost beside always-pass, CSTSR, "
      "the bandit, SAYC and the optimistic bound, with the published anchors");
  auto c = std::make_shared<ExperimentNeuralCommand>();
  AddDataOption(*cmd, c->data)->description("data-set files (default: standard); several = their splits together");
  AddNeuralParamOptions(*cmd, c->options.params, c->options.run);
  AddOutputFolderOption(*cmd, c->output, "folder for neural.md, neural.json and neural-curve.svg");
  cmd->add_option("--model", c->model, "a trained neural model to measure instead of training one");
  cmd->add_option("--bandit-model", c->bandit_model, "a trained bandit model instead of training the default one");
  cmd->add_flag("--quick", c->options.quick, "smoke test: a small network, 40 steps, 1,000 validation and test deals");
  cmd->callback([c, &io] {
    WriteExperimentFiles(c->output,
                         RunNeuralExperimentFromFiles(c->options, c->data, c->model, c->bandit_model, io.err), io.out);
  });
}

}  // namespace bidlab
