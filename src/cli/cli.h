// The bidlab command line: parses options and calls the layers below. Each
// group of subcommands lives in its own file and registers itself here.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

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

void AddDealCommands(CLI::App& app, CliStreams& io);
void AddDatasetCommands(CLI::App& app, CliStreams& io);
void AddBenchCommands(CLI::App& app, CliStreams& io);
void AddEvalCommands(CLI::App& app, CliStreams& io);
void AddBidCommands(CLI::App& app, CliStreams& io);
void AddExplainCommands(CLI::App& app, CliStreams& io);
void AddTrainCommands(CLI::App& app, CliStreams& io);
void AddExperimentCommands(CLI::App& app, CliStreams& io);
void AddSummaryCommands(CLI::App& app, CliStreams& io);
void AddReportCommands(CLI::App& app, CliStreams& io);
void AddServeCommands(CLI::App& app, CliStreams& io);
// Last: finds or makes the train, bench and experiment groups.
void AddBanditCommands(CLI::App& app, CliStreams& io);
// After every experiment: `experiment all` runs them all.
void AddExperimentAll(CLI::App& app, CliStreams& io);

}  // namespace bidlab
