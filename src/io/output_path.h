// Checks of the files a command will write, made before any work is done:
// each says what is wrong in one sentence, or "" when all is well.
#pragma once

#include <string>
#include <vector>

namespace bidlab {

// A new file `path`: not a folder, in a folder that exists and takes a new
// file (probed by creating and removing one; nothing is left behind).
std::string WhyNotWritableFile(const std::string& path);
// A folder `path`: not a file, and creatable or writable (probed the same way).
std::string WhyNotWritableFolder(const std::string& path);

// Throws Error when `output` names the same file as one of `inputs`
// (a file written over its own input is lost if anything goes wrong).
void RequireOutputIsNotAnInput(const std::string& output, const std::vector<std::string>& inputs);

// A path as the user gave it, with the option (or argument) that gave it.
struct PathOption {
  std::string option;  // "--log", "-o", "dataset"
  std::string path;
};

// Throws Error when an output names the same file as an input that exists
// ("--log std.bdl is also an input (--data std.bdl): …"), or as another
// output. Every command's every output goes through this (cli/cli.cc), and
// Python's too.
void RequireOutputsAreNotInputs(const std::vector<PathOption>& outputs, const std::vector<PathOption>& inputs);

}  // namespace bidlab
