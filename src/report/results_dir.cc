#include "report/results_dir.h"

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "io/bounded_json.h"
#include "io/file_util.h"

namespace bidlab {

namespace {

std::string ReadText(const std::filesystem::path& path) { return ReadFileText(path.string()); }

}  // namespace

std::vector<std::string> ResultsFilesRead() { return {"*.json", "*.md", "*.svg"}; }

std::vector<ExperimentResult> ReadResultsDir(const std::string& dir) {
  namespace fs = std::filesystem;
  if (!fs::is_directory(dir)) throw InputError(dir, 0, "not a folder of experiment results");
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.is_regular_file()) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::vector<ExperimentResult> results;
  for (const fs::path& path : files) {
    if (path.extension() != ".json") continue;
    ExperimentResult r;
    r.name = path.stem().string();
    try {
      r.json = ParseBoundedJson(ReadText(path));
    } catch (const JsonError& e) {
      throw InputError(path.string(), 0, std::string("not JSON (") + e.what() + ")");
    }
    // table4.1 writes table41.json: the JSON says which experiment it is.
    const auto id = r.json.is_object() ? r.json.find("experiment") : r.json.end();
    r.experiment = id != r.json.end() && id->is_string() ? id->get<std::string>() : r.name;
    const fs::path md = path.parent_path() / (r.name + ".md");
    if (fs::exists(md)) r.markdown = ReadText(md);
    // NAME.svg and NAME_….svg belong to NAME.
    for (const fs::path& other : files) {
      const std::string file = other.filename().string();
      if (other.extension() == ".svg" && (file == r.name + ".svg" || file.rfind(r.name + "_", 0) == 0))
        r.pictures.emplace_back(file, ReadText(other));
    }
    results.push_back(std::move(r));
  }
  return results;
}

std::vector<std::string> MissingExperiments(const std::vector<ExperimentResult>& results,
                                            const std::vector<std::string>& expected) {
  std::vector<std::string> missing;
  for (const std::string& name : expected)
    if (std::none_of(results.begin(), results.end(),
                     [&](const ExperimentResult& r) { return r.id() == name || r.name == name; }))
      missing.push_back(name);
  return missing;
}

}  // namespace bidlab
