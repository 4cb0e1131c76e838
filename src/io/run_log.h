// The finished runs of a long experiment, kept so that a stopped one goes
// on where it was: one JSON line per run, {"key": …, "result": …},
// appended and flushed as each run ends. A torn last line (the process
// killed mid-write) is ignored; the run it described is simply done again.
#pragma once

#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace bidlab {

class RunLog {
 public:
  // Reads the runs already in `path` (none if it does not exist).
  explicit RunLog(std::string path);

  // The result logged for `key`, or nullptr.
  const nlohmann::json* Find(const std::string& key) const;
  // Logs a finished run: appends its line to the file and flushes it.
  void Add(const std::string& key, const nlohmann::json& result);

  std::size_t size() const { return runs_.size(); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  bool torn_ = false;  // the file ends inside a line: the next line starts a new one
  std::map<std::string, nlohmann::json> runs_;
};

}  // namespace bidlab
