#include "cli/ddnet_cli.h"

#include <CLI/CLI.hpp>

#include <algorithm>

#include "core/error.h"
#include "data/dataset_ops.h"

namespace bidlab {

void AddDdnetDataOption(CLI::App& cmd, std::vector<std::string>& data) {
  cmd.add_option("--data", data,
                 "data-set files, each split by DESIGN.md §1, a deal counted once (repeatable; default: the "
                 "standard set's complete shards)");
}

std::vector<std::string> DdnetDataPaths(const std::vector<std::string>& data) {
  const std::vector<std::string> paths = data.empty() ? CompleteStandardShards() : data;
  if (paths.empty()) throw Error("no data: no standard shard is complete yet; give --data FILE");
  return paths;
}

ddnet::TrainProgress DdnetProgress::Callback() {
  return [this](const std::string& phase, std::uint64_t done, std::uint64_t total) {
    if (phase != phase_) {
      Finish();
      phase_ = phase;
      line_ = std::make_unique<ProgressLine>(err_, "ddnet " + phase);
      start_ = std::chrono::steady_clock::now();
      first_done_ = done;  // the clock starts at the phase's first report
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double rate = done > first_done_ ? static_cast<double>(done - first_done_) / std::max(seconds, 1e-9) : 0;
    line_->Update(done, total, rate, rate > 0 ? static_cast<double>(total - done) / rate : -1,
                  phase == "autoencoder" ? "iterations" : "epochs");
  };
}

void DdnetProgress::Finish() {
  if (line_) line_->Finish();
  line_.reset();
  phase_.clear();
}

}  // namespace bidlab
