#include "cli/ddnet_cli.h"

#include <CLI/CLI.hpp>

#include <filesystem>
#include <map>

#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_builder.h"
#include "data/dataset_ops.h"

namespace bidlab {

namespace {

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

}  // namespace

void AddDdnetDataOption(CLI::App& cmd, std::vector<std::string>& data) {
  AddDataOption(cmd, data)->description(
      "data-set files or build journals (.partial), each split by DESIGN.md §1, a deal counted once (repeatable; "
      "default: the standard set, or while it is being built its shards, complete or still being solved)");
}

ddnet::SplitRecords LoadDdnetData(const std::vector<std::string>& data) {
  ddnet::SplitRecordsBuilder records;
  for (const std::string& path : DdnetDataPaths(data))
    records.Add(path.size() > 8 && path.ends_with(".partial") ? SnapshotJournal(path) : LoadDataset(path));
  return records.Take();
}

void AddDdnetVariantOption(CLI::App& cmd, ddnet::Variant& variant) {
  const std::map<std::string, ddnet::Variant> variants = {{"F", ddnet::Variant::kF}, {"D", ddnet::Variant::kD}};
  cmd.add_option("--variant", variant, "F (fully connected encoder) or D (each hand to its own quarter)")
      ->transform(NamedChoices(variants))
      ->type_name("TEXT")
      ->default_str(ddnet::VariantName(variant));
}

void AddDdnetConfigOptions(CLI::App& cmd, ddnet::TrainConfig& config) {
  cmd.add_option("--epochs", config.epochs, "fine-tuning epochs")
      ->check(WholeNumber(1, INT32_MAX))
      ->capture_default_str();
  cmd.add_option("--ae-iterations", config.ae_max_iterations, "autoencoder iterations at most")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd.add_option("--seed", config.seed, "random seed (weights, shuffling)")
      ->capture_default_str()
      ->check(WholeNumber(0));
  cmd.add_flag("--permute-suits", config.permute_suits,
               "not in the paper: relabel the suits of each training deal at random every epoch (trumps kept)");
}

}  // namespace bidlab
