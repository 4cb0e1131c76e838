// bidlab experiment ddnet -o DIR [--quick] (alias who-bids-higher): Table III
// of Mańdziuk & Suchan beside ours (learn/ddnet/who_bids_higher.h), the
// predictors' trick accuracy, and the learning curves as SVG.
#include <CLI/CLI.hpp>

#include "cli/ddnet_cli.h"
#include "cli/experiment_commands.h"
#include "cli/option_checks.h"
#include "learn/ddnet/who_bids_higher.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct ExperimentDdnetCommand {
  std::vector<std::string> data;
  std::string output;
  bool quick = false;
  ddnet::WhoBidsHigherOptions options;
};

void RunExperimentDdnet(ExperimentDdnetCommand c, CliStreams& io) {
  if (c.quick) {
    // The same pipeline on a small sample, well under a minute.
    c.options.train_deals = 300;
    c.options.validation_deals = 200;
    c.options.test_deals = 500;
    c.options.config.epochs = 3;
    c.options.config.ae_max_iterations = 300;
  }
  const ddnet::SplitRecords data = ddnet::LoadSplitRecords(DdnetDataPaths(c.data));
  DdnetProgress progress(io.err);
  const ddnet::WhoBidsHigherResult result = ddnet::RunWhoBidsHigher(data, c.options, progress.Callback());
  progress.Finish();
  std::vector<ExperimentFile> extra;
  for (auto& [name, svg] : ddnet::WhoBidsHigherCharts(result)) extra.push_back({name, svg});
  WriteExperimentFiles(c.output, "who-bids-higher", ddnet::WhoBidsHigherMarkdown(result),
                       ddnet::WhoBidsHigherJson(result), extra, io.out);
}

}  // namespace

void AddExperimentDdnet(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "ddnet", "Mańdziuk & Suchan Table III: who should bid higher, NS or WE? Human evaluators, the comparator and "
               "the AE-MLP trick predictors F and D, NT and suits, on the test split");
  cmd->alias("who-bids-higher");
  auto c = std::make_shared<ExperimentDdnetCommand>();
  AddDdnetDataOption(*cmd, c->data);
  cmd->add_option("-o,--output", c->output, "folder for who-bids-higher.md, .json and the SVG curves")->required()->check(OutputFolder());
  cmd->add_flag("--quick", c->quick, "smoke test: 300 training, 200 validation, 500 test deals, 3 epochs");
  cmd->add_option("--train-deals", c->options.train_deals, "training deals (0 = all)")->capture_default_str();
  cmd->add_option("--validation-deals", c->options.validation_deals, "validation deals for the epoch choice (0 = all)")
      ->capture_default_str();
  cmd->add_option("--test-deals", c->options.test_deals, "test deals (0 = all)")->capture_default_str();
  cmd->add_option("--epochs", c->options.config.epochs, "fine-tuning epochs")
      ->check(WholeNumber(1, INT32_MAX))
      ->capture_default_str();
  cmd->add_option("--ae-iterations", c->options.config.ae_max_iterations, "autoencoder iterations at most")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--seed", c->options.config.seed, "random seed")->capture_default_str()->check(WholeNumber(0));
  cmd->add_flag("--permute-suits", c->options.config.permute_suits,
                "not in the paper: relabel the suits of each training deal at random every epoch (trumps kept)");
  cmd->add_flag("!--no-comparator", c->options.comparator, "skip the comparator");
  cmd->callback([c, &io] { RunExperimentDdnet(*c, io); });
}

}  // namespace bidlab
