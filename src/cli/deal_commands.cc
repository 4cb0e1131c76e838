#include <CLI/CLI.hpp>

#include "cli/cli.h"

namespace bidlab {
void AddDealCommands(CLI::App&, CliStreams&) {}
}  // namespace bidlab
