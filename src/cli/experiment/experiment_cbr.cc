// bidlab experiment cbr -o DIR [--quick]: Bellamy-McIntyre's CBridge1 and
// CBridge1a (experiments/cbr/cbr_experiment.h). Writes DIR/cbr.md, DIR/cbr.json
// and DIR/cbr_accuracy_vs_size.svg.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <memory>

#include "cli/cli.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "experiments/cbr/case_source_spec.h"
#include "experiments/cbr/cbr_experiment.h"
#include "experiments/optional_input.h"
#include "experiments/progress.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct CbrCommand {
  std::string output;
  std::string pbn = "records";    // cbr::GameRecordPaths()
  std::string data = "standard";  // its test split
  cbr::CbrExperimentOptions options;
};

void RunCbr(const CLI::App& cmd, CbrCommand& c, CliStreams& io) {
  std::string notes;
  const bool records = c.pbn == "records";
  if (OptionalInputPresent({"--pbn", records ? cbr::GameRecordPaths() : c.pbn, cmd.count("--pbn") > 0}, notes))
    c.options.real_cases = cbr::LoadCaseSource(records ? "records" : "pbn:" + c.pbn);
  if (OptionalInputPresent({kDataOptionName, c.data, cmd.count(kDataOptionName) > 0}, notes)) {
    c.options.test_source = c.data;
    c.options.test_data = LoadDataset(c.data);
  }
  StagedProgress progress(io.err);
  const cbr::CbrExperimentResult result =
      cbr::RunCbrExperiment(c.options, [&](const std::string& what, std::size_t done, std::size_t total) {
        progress.Update("cbr: " + what, done, total, "");
      });
  progress.Finish();
  WriteExperimentFiles(c.output, cbr::CbrExperimentOutput(result, MissingInputsText(notes)), io.out);
}

}  // namespace

void AddExperimentCbr(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "cbr",
      "Bellamy-McIntyre chapter 4: CBridge1/CBridge1a leave-one-out K sweeps beside the paper's, accuracy vs "
      "case-base size, the PASS majority, and the CBR opener's IMP cost on the test split");
  auto c = std::make_shared<CbrCommand>();
  AddOutputFolderOption(*cmd, c->output, "folder for cbr.md, cbr.json and cbr_accuracy_vs_size.svg");
  cmd->add_flag("--quick", c->options.quick, "SAYC case bases up to 5,000, 3,000 real cases, 1,000 test deals");
  cmd->add_option(
      "--pbn", c->pbn,
      "PBN files or folders of real records for the first case base, separated by commas; records = the game "
      "records of the shared PBN folder, without the convention-selected BBA deals, challenges and "
      "conformance fixtures; none = skip");
  AddDataOption(*cmd, c->data, "its test split scores the openers (none = skip)");
  AddThreadsOption(*cmd, c->options.threads);
  cmd->callback([cmd, c, &io] { RunCbr(*cmd, *c, io); });
}

}  // namespace bidlab
