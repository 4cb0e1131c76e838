// Registers the bandit learner's commands in the command groups (train,
// bench, experiment), creating a group no other file has made yet.
#include <CLI/CLI.hpp>

#include "cli/bandit_cli.h"
#include "cli/experiment_bandit.h"

namespace bidlab {

void AddBanditCommands(CLI::App& app, CliStreams& io) {
  AddTrainBandit(SubcommandGroup(app, "train", "Train a learner and write its model file"), io);
  AddBenchBandit(SubcommandGroup(app, "bench", "Measure speed and memory"), io);
  CLI::App& experiment = SubcommandGroup(app, "experiment", "Reproduce a table or figure of the papers");
  AddBanditFigures(experiment, io);
  AddBanditTables(experiment, io);
  AddBanditAb(experiment, io);
}

}  // namespace bidlab
