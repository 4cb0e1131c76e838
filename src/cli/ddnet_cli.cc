#include "cli/ddnet_cli.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "data/dataset_ops.h"

namespace bidlab {

void AddDdnetDataOption(CLI::App& cmd, std::vector<std::string>& data) {
  cmd.add_option("--data", data,
                 "data-set files or build journals (.partial), each split by DESIGN.md §1, a deal counted once "
                 "(repeatable; default: the standard set, or while it is being built its shards, complete or still being solved)");
}

std::vector<std::string> DdnetDataPaths(const std::vector<std::string>& data) {
  if (!data.empty()) return data;
  if (std::filesystem::exists(StandardDatasetPath())) return {"standard"};
  std::vector<std::string> paths = CompleteStandardShards();
  // Shards still being solved lend the deals finished so far (their journals).
  const std::filesystem::path dir = std::filesystem::path(BIDLAB_DATA_DIR) / "shards";
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("standard-", 0) == 0 && name.ends_with(".bdl.partial") &&
        !std::filesystem::exists(dir / name.substr(0, name.size() - 8)))
      paths.push_back(entry.path().string());
  }
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
