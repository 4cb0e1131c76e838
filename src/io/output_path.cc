#include "io/output_path.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "core/error.h"

namespace bidlab {

namespace fs = std::filesystem;

namespace {

// "" when a file can be created (and was removed again) in `folder`, else why not.
std::string ProbeFolder(const fs::path& folder) {
  const fs::path probe = folder / (".bidlab-probe." + std::to_string(::getpid()));
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0644);
  if (fd < 0) return "cannot create a file in " + folder.string() + " (" + std::strerror(errno) + ")";
  ::close(fd);
  ::unlink(probe.c_str());
  return "";
}

// The folder a new file `path` would go in.
fs::path FolderOf(const std::string& path) {
  const fs::path parent = fs::path(path).parent_path();
  return parent.empty() ? fs::path(".") : parent;
}

}  // namespace

std::string WhyNotWritableFile(const std::string& path) {
  std::error_code ec;
  if (path.empty()) return "expected a file name";
  if (fs::is_directory(path, ec)) return path + " is a folder, expected a file to write";
  const fs::path folder = FolderOf(path);
  if (!fs::is_directory(folder, ec))
    return "cannot write " + path + ": the folder " + folder.string() + " does not exist";
  if (const std::string why = ProbeFolder(folder); !why.empty()) return "cannot write " + path + ": " + why;
  return "";
}

std::string WhyNotWritableFolder(const std::string& path) {
  std::error_code ec;
  if (path.empty()) return "expected a folder name";
  if (fs::exists(path, ec) && !fs::is_directory(path, ec)) return path + " is a file, expected a folder";
  // The folder, or the nearest folder above it that exists (it will
  // be created there).
  fs::path folder = fs::absolute(path, ec);
  while (!fs::exists(folder, ec) && folder.has_parent_path() && folder.parent_path() != folder)
    folder = folder.parent_path();
  if (!fs::is_directory(folder, ec)) return "cannot write to " + path + ": " + folder.string() + " is not a folder";
  if (const std::string why = ProbeFolder(folder); !why.empty()) return "cannot write to " + path + ": " + why;
  return "";
}

void RequireOutputIsNotAnInput(const std::string& output, const std::vector<std::string>& inputs) {
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (output == input || fs::equivalent(output, input, ec))
      throw Error("-o " + output + " is also an input (" + input + "): write the output to another file");
  }
}

void RequireOutputsAreNotInputs(const std::vector<PathOption>& outputs, const std::vector<PathOption>& inputs) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const PathOption& output = outputs[i];
    const auto same = [&](const PathOption& other) {
      std::error_code ec;
      return fs::equivalent(output.path, other.path, ec);
    };
    for (const PathOption& input : inputs)
      if (same(input))
        throw Error(output.option + " " + output.path + " is also an input (" + input.option + " " + input.path +
                    "): write the output to another file");
    for (std::size_t j = i + 1; j < outputs.size(); ++j)
      if (outputs[j].path == output.path || same(outputs[j]))
        throw Error(output.option + " " + output.path + " and " + outputs[j].option + " " + outputs[j].path +
                    " are the same file: write each output to a file of its own");
  }
}

}  // namespace bidlab
