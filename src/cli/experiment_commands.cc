// bidlab experiment NAME: one subcommand per reproduced table or figure.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/experiment_commands.h"

namespace bidlab {

void AddExperimentCommands(CLI::App& app, CliStreams& io) {
  auto* experiment = app.add_subcommand("experiment", "Reproduce a table or figure of the papers");
  experiment->require_subcommand(1);
  AddExperimentCompare(*experiment, io);  // the main job
  AddExperimentTable41(*experiment, io);
  AddExperimentCbr(*experiment, io);
  AddExperimentWhite(*experiment, io);
  AddExperimentDdnet(*experiment, io);
  AddExperimentNeural(*experiment, io);
}

}  // namespace bidlab
