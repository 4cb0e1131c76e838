// `bidlab experiment NAME …`: reproductions of the papers' tables and
// figures, one file per experiment (experiment_table41.cc, …), each adding
// its subcommand to `bidlab experiment` in experiment_commands.cc.
#pragma once

#include "cli/cli.h"

namespace CLI { class App; }

namespace bidlab {

void AddExperimentTable41(CLI::App& experiment, CliStreams& io);
void AddExperimentCbr(CLI::App& experiment, CliStreams& io);
void AddExperimentWhite(CLI::App& experiment, CliStreams& io);
void AddExperimentDdnet(CLI::App& experiment, CliStreams& io);
void AddExperimentNeural(CLI::App& experiment, CliStreams& io);
void AddExperimentCompare(CLI::App& experiment, CliStreams& io);

}  // namespace bidlab
