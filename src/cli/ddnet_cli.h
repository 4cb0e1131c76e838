// What the ddnet commands (train ddnet, eval-ddnet, experiment ddnet, bench
// ddnet) share: the data files they read and a progress line per phase.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "experiments/progress.h"
#include "learn/ddnet/trick_net.h"

namespace CLI { class App; }

namespace bidlab {

// --data FILE… (repeatable); none = the standard set's complete shards.
void AddDdnetDataOption(CLI::App& cmd, std::vector<std::string>& data);
std::vector<std::string> DdnetDataPaths(const std::vector<std::string>& data);

// A progress callback drawing one line per training phase on `err`.
class DdnetProgress {
 public:
  explicit DdnetProgress(std::ostream& err) : err_(err) {}
  ~DdnetProgress() { Finish(); }
  ddnet::TrainProgress Callback();
  void Finish();

 private:
  std::ostream& err_;
  std::string phase_;
  std::unique_ptr<ProgressLine> line_;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t first_done_ = 0;
};

}  // namespace bidlab
