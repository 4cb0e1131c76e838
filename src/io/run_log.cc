#include "io/run_log.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/error.h"
#include "io/bounded_json.h"
#include "io/file_util.h"

namespace bidlab {

RunLog::RunLog(std::string path) : path_(std::move(path)) {
  if (!std::filesystem::exists(path_)) return;
  const std::string text = ReadFileText(path_, kMaxTextFileBytes, "a run log may hold");
  torn_ = !text.empty() && text.back() != '\n';  // the last line had no newline
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    nlohmann::json run;
    try {
      run = ParseBoundedJson(line);
    } catch (const JsonError&) {
      continue;  // a torn or foreign line: that run is made again
    }
    if (run.is_object() && run.contains("key") && run["key"].is_string() && run.contains("result"))
      runs_[run["key"].get<std::string>()] = run["result"];
  }
}

const nlohmann::json* RunLog::Find(const std::string& key) const {
  const auto it = runs_.find(key);
  return it == runs_.end() ? nullptr : &it->second;
}

void RunLog::Add(const std::string& key, const nlohmann::json& result) {
  std::ofstream out(path_, std::ios::app);
  if (torn_) out << "\n";  // a line of its own after a torn one
  out << nlohmann::json{{"key", key}, {"result", result}}.dump() << "\n";
  out.flush();
  if (!out) throw Error(path_ + ": cannot append to the run log");
  torn_ = false;
  runs_[key] = result;
}

}  // namespace bidlab
