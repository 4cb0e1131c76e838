#include "cli/optional_input.h"

#include <CLI/CLI.hpp>

#include <algorithm>

#include "core/error.h"
#include "data/dataset_ops.h"

namespace bidlab {

bool OptionalInputPresent(const CLI::App& cmd, const std::string& option, const std::string& paths,
                          std::string& notes) {
  if (paths == "none") return false;
  for (std::size_t start = 0; start < paths.size();) {
    const std::size_t comma = std::min(paths.find(',', start), paths.size());
    const std::string path = paths.substr(start, comma - start);
    if (!DatasetExists(path)) {
      if (cmd.count(option) > 0) throw Error(path + ": no such file or folder (" + option + ")");
      notes += "- " + path + " is absent: the part that reads " + option + " was skipped.\n";
      return false;
    }
    start = comma + 1;
  }
  return true;
}

std::string MissingInputsText(const std::string& notes) { return notes.empty() ? "" : "\nInputs missing:\n" + notes; }

}  // namespace bidlab
