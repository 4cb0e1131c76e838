// bidlab experiment white -o DIR [--quick]: White, "Do I Hear 3NT?"
// (experiments/white/white_experiment.h). Writes DIR/white.md, DIR/white.json and the
// confusion matrices as SVG heat maps.
#include <CLI/CLI.hpp>

#include <filesystem>

#include "cli/cli.h"
#include "cli/optional_input.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/opening_examples.h"
#include "experiments/white/white_experiment.h"
#include "io/shared_data.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct WhiteCommand {
  std::string output;
  bool quick = false;
  std::vector<std::string> pbn;  // empty: the shared game records (DefaultGameRecords)
  std::string contract_data = "standard";
  std::string contract_split = "validation";
  std::string test = "standard";  // its test split
  WhiteExperimentOptions options;
};

// The real game records in the shared data, found at run time; not
// pbn/pbnjveri, PBN conformance fixtures (some deliberately invalid).
std::vector<std::string> DefaultGameRecords(std::string& skipped) {
  const auto shared = FindSharedDataDir();
  if (!shared) {
    skipped += std::string("- the shared data (") + kSharedDataHelp + ") was not found: Table I was skipped.\n";
    return {};
  }
  std::vector<std::string> paths;
  for (const char* part : {"ben", "endplay", "vugraph_etc99", "vugraph_eyc00"})
    paths.push_back((*shared / "external/pbn" / part).string());
  return paths;
}

void RunWhite(const CLI::App& cmd, const WhiteCommand& c, CliStreams& io) {
  WhiteInputs inputs;
  std::string skipped;
  for (const std::string& path : c.pbn.empty() ? DefaultGameRecords(skipped) : c.pbn) {
    if (!OptionalInputPresent(cmd, "--pbn", path, skipped)) continue;
    for (OpeningExample& e : ReadOpeningExamples(path)) inputs.pbn.push_back(std::move(e));
    inputs.pbn_source +=
        (inputs.pbn_source.empty() ? "" : ", ") + std::filesystem::path(path).lexically_normal().filename().string();
  }
  if (OptionalInputPresent(cmd, "--contract-data", c.contract_data, skipped)) {
    inputs.contract_data = LoadDataset(c.contract_data);
    const auto split = ParseSplit(c.contract_split);
    if (!split) throw Error("--contract-split must be train or validation");
    inputs.contract_split = *split;
    inputs.contract_source =
        std::filesystem::path(c.contract_data).filename().string() + " (" + SplitName(*split) + " split)";
  }
  if (OptionalInputPresent(cmd, "--test", c.test, skipped)) {
    inputs.test = ScoreDataset(LoadDataset(c.test), Split::kTest);
    if (inputs.test.empty()) throw Error(c.test + ": no deals of the test split");
    inputs.test_source = std::filesystem::path(c.test).filename().string() + " (test split)";
  }
  const WhiteResult result =
      RunWhiteExperiment(inputs, c.options, [&](const std::string& stage) { io.err << "white: " << stage << "\n"; });
  WriteExperimentFiles(c.output, WhiteOutput(result, MissingInputsText(skipped)), io.out);
}

}  // namespace

void AddExperimentWhite(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "white",
      "White, \"Do I Hear 3NT?\": Table I (opening-bid accuracy), the final contract (flat and two-stage, "
      "accuracy and IMP cost) and the confusion matrices");
  auto c = std::make_shared<WhiteCommand>();
  c->options.sayc_params.max_epochs = 100;
  AddOutputFolderOption(*cmd, c->output, "folder for white.md, white.json and the SVG pictures");
  cmd->add_flag("--quick", c->quick, "smoke test: 20 epochs, small samples, same files (under a minute)");
  cmd->add_option("--pbn", c->pbn,
                  std::string("PBN files or folders of real game records (Table I); default: external/pbn/{ben,"
                              "endplay,vugraph_etc99,vugraph_eyc00} of the shared data: ") +
                      kSharedDataHelp);
  cmd->add_option("--contract-data", c->contract_data,
                  "data set with double-dummy tables to train the final-contract models on");
  cmd->add_option("--contract-split", c->contract_split,
                  "its split to train on: train (dev = validation) or validation (halves: train, dev)")
      ->check(CLI::IsMember({"train", "validation", "valid", "val"}));
  cmd->add_option("--dev-fraction", c->options.dev_fraction, "with --contract-split validation: the dev share")
      ->check(CLI::Range(0.0, 0.99));
  cmd->add_option("--test", c->test, "data set whose test split scores the bidders");
  cmd->add_option("--epochs", c->options.params.max_epochs, "epochs at most, real openings and contracts (White: 1000)")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--sayc-epochs", c->options.sayc_params.max_epochs, "epochs at most on SAYC's 80,000 openings")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--sayc-deals", c->options.sayc_deals, "SAYC training deals (0 … N−1 of the standard set)")
      ->check(CLI::Range(1, 80000));
  cmd->add_option("--split-seed", c->options.split_seed, "seed of the by-hand split of the real openings");
  AddThreadsOption(*cmd, c->options.threads);
  cmd->callback([cmd, c, &io] {
    c->options.quick = c->quick;
    RunWhite(*cmd, *c, io);
  });
}

}  // namespace bidlab
