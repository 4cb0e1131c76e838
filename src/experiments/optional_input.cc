#include "experiments/optional_input.h"

#include <algorithm>

#include "core/error.h"
#include "data/dataset_ops.h"

namespace bidlab {

bool OptionalInputPresent(const OptionalInput& input, std::string& notes) {
  const std::string& paths = input.paths;
  if (paths == "none") return false;
  for (std::size_t start = 0; start < paths.size();) {
    const std::size_t comma = std::min(paths.find(',', start), paths.size());
    const std::string path = paths.substr(start, comma - start);
    if (!DatasetExists(path)) {
      if (input.given) throw Error(path + ": no such file or folder (" + input.option + ")");
      notes += "- " + path + " is absent: the part that reads " + input.option + " was skipped.\n";
      return false;
    }
    start = comma + 1;
  }
  return true;
}

std::string MissingInputsText(const std::string& notes) { return notes.empty() ? "" : "\nInputs missing:\n" + notes; }

}  // namespace bidlab
