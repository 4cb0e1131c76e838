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
// (a file written over its own input is lost if anything goes wrong):
// RequireOutputsAreNotInputs with `output` as -o.
void RequireOutputIsNotAnInput(const std::string& output, const std::vector<std::string>& inputs);

// A path as the user gave it, with the option (or argument) that gave it,
// and the files it stands for besides its own: names made by appending to
// it (`beside`: "PATH.checkpoint", "PATH.snapshot-*") and names inside the
// folder it names (`inside`: "*.json", "models/*"). A `*` stands for any
// characters of a name, a `#` one or more digits.
struct PathOption {
  std::string option;  // "--log", "-o", "dataset"
  std::string path;
  std::vector<std::string> beside = {}, inside = {};
};

// The one rule of every command's outputs. Throws Error when a file an
// output stands for (its path, the files beside or inside it, and the
// temporary FILE.tmp.PID of each) is a file an input that exists stands for
// ("--log std.bdl is also an input (--data std.bdl): …"), or one another
// output stands for. Files are the same by their folders (symbolic links
// followed) and names, or when they are one file (a hard link): a name
// with `*` is the same as every name it matches, and as every file in its
// folder that it matches. Every command's every output goes through this
// (cli/cli.cc), and Python's too.
void RequireOutputsAreNotInputs(const std::vector<PathOption>& outputs, const std::vector<PathOption>& inputs);

}  // namespace bidlab
