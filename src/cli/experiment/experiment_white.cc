// bidlab experiment white -o DIR [--quick]: White, "Do I Hear 3NT?"
// (experiments/white/white_experiment.h). Writes DIR/white.md, DIR/white.json and the
// confusion matrices as SVG heat maps.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/white/white_inputs.h"
#include "io/shared_data.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct WhiteCommand {
  std::string output;
  WhiteInputRequest inputs;
  WhiteExperimentOptions options;
};

}  // namespace

void AddExperimentWhite(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "white",
      "White, \"Do I Hear 3NT?\": Table I (opening-bid accuracy), the final contract (flat and two-stage, "
      "accuracy and IMP cost) and the confusion matrices");
  auto c = std::make_shared<WhiteCommand>();
  c->options.sayc_params.max_epochs = 100;
  AddOutputFolderOption(*cmd, c->output, "folder for white.md, white.json and the SVG pictures");
  cmd->add_flag("--quick", c->options.quick, "smoke test: 20 epochs, small samples, same files (under a minute)");
  cmd->add_option("--pbn", c->inputs.pbn,
                  std::string("PBN files or folders of real game records (Table I); default: external/pbn/{ben,"
                              "endplay,vugraph_etc99,vugraph_eyc00} of the shared data: ") +
                      kSharedDataHelp);
  cmd->add_option("--contract-data", c->inputs.contract_data.paths,
                  "data set with double-dummy tables to train the final-contract models on");
  cmd->add_option("--contract-split", c->inputs.contract_split,
                  "its split to train on: train (dev = validation) or validation (halves: train, dev)")
      ->check(CLI::IsMember({"train", "validation", "valid", "val"}));
  cmd->add_option("--dev-fraction", c->options.dev_fraction, "with --contract-split validation: the dev share")
      ->check(NumberInRange(0, 0.99));
  cmd->add_option("--test", c->inputs.test.paths, "data set whose test split scores the bidders");
  cmd->add_option("--epochs", c->options.params.max_epochs, "epochs at most, real openings and contracts (White: 1000)")
      ->check(WholeNumber(1, 100000));
  cmd->add_option("--sayc-epochs", c->options.sayc_params.max_epochs, "epochs at most on SAYC's 80,000 openings")
      ->check(WholeNumber(1, 100000));
  cmd->add_option("--sayc-deals", c->options.sayc_deals, "SAYC training deals (0 … N−1 of the standard set)")
      ->check(WholeNumber(1, 80000));
  cmd->add_option("--split-seed", c->options.split_seed, "seed of the by-hand split of the real openings")
      ->check(WholeNumber(0));
  AddThreadsOption(*cmd, c->options.threads);
  cmd->callback([cmd, c, &io] {
    c->inputs.pbn_given = cmd->count("--pbn") > 0;
    c->inputs.contract_data.given = cmd->count("--contract-data") > 0;
    c->inputs.test.given = cmd->count("--test") > 0;
    WriteExperimentFiles(c->output, RunWhiteFromFiles(c->inputs, c->options, io.err), io.out);
  });
}

}  // namespace bidlab
