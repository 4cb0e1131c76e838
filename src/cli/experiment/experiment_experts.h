// bidlab experiment experts (experiment_experts.cc), registered by cli.cc
// beside the experiments cli.h declares.
#pragma once

#include <CLI/CLI.hpp>

#include "cli/cli.h"

namespace bidlab {

void AddExperimentExperts(CLI::App& experiment, CliStreams& io);

}  // namespace bidlab
