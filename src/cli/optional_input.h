// Inputs an experiment can do without (the shared game records, the
// standard set in a checkout without it): a default that is absent skips
// its part and says so in the results; one the user named must exist.
#pragma once

#include <string>

namespace CLI {
class App;
}  // namespace CLI

namespace bidlab {

// True when every path of `paths` (comma-separated) exists. False for
// "none", or for a default that is absent (adding "- PATH is absent: …" to
// `notes`); throws Error when the user gave `option` on `cmd` and a path is
// absent.
bool OptionalInputPresent(const CLI::App& cmd, const std::string& option, const std::string& paths, std::string& notes);

// "\nInputs missing:\n" and the notes, or "" when there are none.
std::string MissingInputsText(const std::string& notes);

}  // namespace bidlab
