// bidlab experiment challenges (experiment_challenges.cc), registered by
// cli.cc beside the experiments cli.h declares.
#pragma once

#include <CLI/CLI.hpp>

#include "cli/cli.h"

namespace bidlab {

void AddExperimentChallenges(CLI::App& experiment, CliStreams& io);

}  // namespace bidlab
