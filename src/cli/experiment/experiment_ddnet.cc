// bidlab experiment ddnet -o DIR [--quick] (alias who-bids-higher): Table III
// of Mańdziuk & Suchan beside ours (experiments/ddnet/who_bids_higher.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/ddnet/who_bids_higher.h"
#include "experiments/train/training_data.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct ExperimentDdnetCommand {
  std::vector<std::string> data;
  std::string output;
  ddnet::WhoBidsHigherOptions options;
};

void RunExperimentDdnet(const ExperimentDdnetCommand& c, CliStreams& io) {
  WriteExperimentFiles(c.output, ddnet::RunWhoBidsHigherExperiment(LoadDdnetData(c.data), c.options, io.err), io.out);
}

}  // namespace

void AddExperimentDdnet(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "ddnet",
      "Mańdziuk & Suchan Table III: who should bid higher, NS or WE? Human evaluators, the comparator and "
      "the AE-MLP trick predictors F and D, NT and suits, on the test split");
  cmd->alias("who-bids-higher");
  auto c = std::make_shared<ExperimentDdnetCommand>();
  ddnet::WhoBidsHigherOptions& o = c->options;
  AddDdnetDataOption(*cmd, c->data);
  AddOutputFolderOption(*cmd, c->output, "folder for who-bids-higher.md, .json and the SVG curves");
  cmd->add_flag("--quick", o.quick, "smoke test: 300 training, 200 validation, 500 test deals, 3 epochs");
  cmd->add_option("--train-deals", o.train_deals, "training deals (0 = all)")->check(WholeNumber(0, INT32_MAX));
  cmd->add_option("--validation-deals", o.validation_deals, "validation deals for the epoch choice (0 = all)")
      ->check(WholeNumber(0, INT32_MAX));
  cmd->add_option("--test-deals", o.test_deals, "test deals (0 = all)")->check(WholeNumber(0, INT32_MAX));
  AddDdnetConfigOptions(*cmd, o.config);
  cmd->add_flag("!--no-comparator", o.comparator, "skip the comparator");
  cmd->callback([c, &io] { RunExperimentDdnet(*c, io); });
}

}  // namespace bidlab
