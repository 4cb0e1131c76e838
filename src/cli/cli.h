// The bidlab command line: parses options and calls the layers below. Every
// command registers itself through one function declared here, and cli.cc
// calls them in the order `bidlab --help` lists them. A command's file holds
// its options and the one call that does its work.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "report/results_dir.h"

namespace CLI {
class App;
}

namespace bidlab {

// Runs `bidlab ARGS…` (args excludes the program name), writing results to
// `out` and messages to `err`; returns the exit status. Tests call this.
int RunCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// Where a subcommand writes.
struct CliStreams {
  std::ostream& out;
  std::ostream& err;
};

// Every command and its options on `app`, in the order `bidlab --help` lists
// them (what RunCli parses; tests walk it).
void AddEveryCommand(CLI::App& app, CliStreams& io);

// Top-level commands (on `app`).
void AddDealCommands(CLI::App& app, CliStreams& io);     // deal, solve, costs: deal_commands.cc
void AddDatasetCommands(CLI::App& app, CliStreams& io);  // dataset …: dataset_commands.cc
void AddEvalCommands(CLI::App& app, CliStreams& io);     // eval_commands.cc
void AddMatchCommands(CLI::App& app, CliStreams& io);    // match_commands.cc
void AddBidCommands(CLI::App& app, CliStreams& io);      // bid_commands.cc
void AddExplainCommands(CLI::App& app, CliStreams& io);  // explain_commands.cc
void AddSummaryCommands(CLI::App& app, CliStreams& io);  // summary_commands.cc
void AddReportCommands(CLI::App& app, CliStreams& io);   // report, check-docs: report_commands.cc
void AddServeCommands(CLI::App& app, CliStreams& io);    // serve_commands.cc

// bidlab bench NAME (bench/).
void AddBenchDd(CLI::App& bench, CliStreams& io);
void AddBenchDdnet(CLI::App& bench, CliStreams& io);
void AddBenchBandit(CLI::App& bench, CliStreams& io);
void AddBenchMatch(CLI::App& bench, CliStreams& io);
void AddBenchApi(CLI::App& bench, CliStreams& io);

// bidlab train LEARNER (train/). train ddnet also adds `bidlab eval-ddnet`.
void AddTrainCstsr(CLI::App& train, CliStreams& io);
void AddTrainCsosr(CLI::App& train, CliStreams& io);
void AddTrainCbr(CLI::App& train, CliStreams& io);
void AddTrainSoftmax(CLI::App& train, CliStreams& io);
void AddTrainDdnet(CLI::App& train, CliStreams& io);
void AddTrainNeural(CLI::App& train, CliStreams& io);
void AddTrainContested(CLI::App& train, CliStreams& io);
void AddTrainContestedRl(CLI::App& train, CliStreams& io);
void AddTrainBandit(CLI::App& train, CliStreams& io);

// bidlab experiment NAME (experiment/), one per reproduced table or figure.
void AddExperimentCompare(CLI::App& experiment, CliStreams& io);
void AddExperimentTable41(CLI::App& experiment, CliStreams& io);
void AddExperimentCbr(CLI::App& experiment, CliStreams& io);
void AddExperimentWhite(CLI::App& experiment, CliStreams& io);
void AddExperimentDdnet(CLI::App& experiment, CliStreams& io);
void AddExperimentNeural(CLI::App& experiment, CliStreams& io);
void AddExperimentLeague(CLI::App& experiment, CliStreams& io);
// figure4.1-4.3; table4.2-4.4, tablea.1; bandit-ab (experiment_bandit.cc).
void AddBanditFigures(CLI::App& experiment, CliStreams& io);
void AddBanditTables(CLI::App& experiment, CliStreams& io);
void AddBanditAb(CLI::App& experiment, CliStreams& io);
// Last: `experiment all` runs every experiment registered before it.
void AddExperimentAll(CLI::App& experiment, CliStreams& io);

// The name experiment `sub`'s results go by: its own, or the alias the
// results in `results` use (ddnet writes who-bids-higher).
std::string ExpectedResultName(const CLI::App& sub, const std::vector<ExperimentResult>& results);
// The experiments `experiment` can run (all but "all"), in its order, by
// ExpectedResultName: what a complete results folder holds.
std::vector<std::string> ExpectedExperiments(const CLI::App& experiment, const std::vector<ExperimentResult>& results);

}  // namespace bidlab
