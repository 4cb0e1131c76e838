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

std::string ExpectedResultName(const CLI::App& sub, const std::vector<ExperimentResult>& results) {
  std::string name = sub.get_name();
  for (const std::string& alias : sub.get_aliases())
    for (const ExperimentResult& r : results)
      if (r.id() == alias) name = alias;
  return name;
}

std::vector<std::string> ExpectedExperiments(const CLI::App& experiment, const std::vector<ExperimentResult>& results) {
  std::vector<std::string> names;
  for (const CLI::App* sub : experiment.get_subcommands({}))
    if (sub->get_name() != "all") names.push_back(ExpectedResultName(*sub, results));
  return names;
}

}  // namespace bidlab
