// `bidlab experiment NAME …`: reproductions of the papers' tables and
// figures, one file per experiment (experiment_table41.cc, …), each adding
// its subcommand to `bidlab experiment` in experiment_commands.cc.
#pragma once

#include <string>
#include <vector>

#include "cli/cli.h"
#include "report/results_dir.h"

namespace CLI {
class App;
}

namespace bidlab {

void AddExperimentTable41(CLI::App& experiment, CliStreams& io);
void AddExperimentCbr(CLI::App& experiment, CliStreams& io);
void AddExperimentWhite(CLI::App& experiment, CliStreams& io);
void AddExperimentDdnet(CLI::App& experiment, CliStreams& io);
void AddExperimentNeural(CLI::App& experiment, CliStreams& io);
void AddExperimentCompare(CLI::App& experiment, CliStreams& io);

// The name experiment `sub`'s results go by: its own, or the alias the
// results in `results` use (ddnet writes who-bids-higher).
std::string ExpectedResultName(const CLI::App& sub, const std::vector<ExperimentResult>& results);
// The experiments `experiment` can run (all but "all"), in its order, by
// ExpectedResultName: what a complete results folder holds.
std::vector<std::string> ExpectedExperiments(const CLI::App& experiment, const std::vector<ExperimentResult>& results);

}  // namespace bidlab
