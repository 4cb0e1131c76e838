// Inputs an experiment can do without (the shared game records, the
// standard set in a checkout without it): a default that is absent skips
// its part and says so in the results; one the user named must exist.
#pragma once

#include <string>

namespace bidlab {

// One such input: the option that names it, its comma-separated paths (or
// "none"), and whether the user gave the option (else `paths` is its default).
struct OptionalInput {
  std::string option;
  std::string paths;
  bool given = false;
};

// True when every path of `input` exists. False for "none", or for a default
// that is absent (adding "- PATH is absent: …" to `notes`); throws Error when
// the user gave the option and a path is absent.
bool OptionalInputPresent(const OptionalInput& input, std::string& notes);

// "\nInputs missing:\n" and the notes, or "" when there are none.
std::string MissingInputsText(const std::string& notes);

}  // namespace bidlab
