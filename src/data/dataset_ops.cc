#include "data/dataset_ops.h"

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "data/dealer.h"
#include "data/standard_set.h"
#include "io/pbn_deal.h"

namespace bidlab {

IndexRange DatasetSplitRange(const DatasetHeader& header, std::size_t count, Split split) {
  if (!IsPartOfStandard(header, count)) return SplitRange(count, split);
  const IndexRange wanted = SplitRange(kStandardCount, split);
  const std::size_t first = header.first;
  const std::size_t begin = std::clamp<std::size_t>(wanted.begin, first, first + count) - first;
  const std::size_t end = std::clamp<std::size_t>(wanted.end, first, first + count) - first;
  return {begin, end};
}

IndexRange NonEmptySplitRange(const DatasetHeader& header, std::size_t count, Split split) {
  const IndexRange range = DatasetSplitRange(header, count, split);
  if (range.size() == 0)
    throw Error("the " + SplitName(split) + " split of this data set of " + std::to_string(count) +
                " deals is empty: nothing to measure; choose another split or a larger data set");
  return range;
}

std::string StandardDatasetPath() { return std::string(BIDLAB_DATA_DIR) + "/standard.bdl.xz"; }
std::string ShippedNeuralModelPath() { return std::string(BIDLAB_DATA_DIR) + "/neural.model"; }

std::string ShippedContestedModelPath() { return std::string(BIDLAB_DATA_DIR) + "/contested.model"; }

std::string ShippedOrGivenModel(const std::string& given, const std::string& shipped, const std::string& data_name) {
  if (given == "none") return "";
  if (given != "shipped") return given;
  return data_name == "standard" && std::filesystem::exists(shipped) ? shipped : "";
}

std::vector<std::string> ShippedDatasetPaths() {
  std::vector<std::string> paths;
  if (std::filesystem::exists(StandardDatasetPath())) paths.push_back(StandardDatasetPath());
  const std::filesystem::path hard = std::filesystem::path(BIDLAB_DATA_DIR) / "hard";
  std::vector<std::string> found;
  if (std::filesystem::exists(hard))
    for (const auto& entry : std::filesystem::directory_iterator(hard))
      if (entry.path().string().ends_with(".bdl.xz")) found.push_back(entry.path().string());
  std::sort(found.begin(), found.end());
  paths.insert(paths.end(), found.begin(), found.end());
  return paths;
}

std::vector<std::string> CompleteStandardShards() {
  std::vector<std::pair<std::uint64_t, std::string>> shards;
  const std::filesystem::path dir = std::filesystem::path(BIDLAB_DATA_DIR) / "shards";
  if (!std::filesystem::exists(dir)) return {};
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("standard-", 0) != 0 || entry.path().extension() != ".bdl") continue;
    shards.emplace_back(std::stoull(name.substr(9)), entry.path().string());
  }
  std::sort(shards.begin(), shards.end());
  std::vector<std::string> paths;
  for (auto& [first, path] : shards) paths.push_back(path);
  return paths;
}

Dataset LoadDataset(const std::string& path_or_standard) {
  if (path_or_standard != "standard") return ReadDatasetFile(path_or_standard);
  const std::string path = StandardDatasetPath();
  if (!std::filesystem::exists(path))
    throw Error(
        "the standard data set " + path +
        " is not in this checkout yet: " + std::to_string(CompleteStandardShards().size()) +
        " of its 10 shards are built (data/shards/, scripts/build_standard_shards.sh); use a shard with --data FILE");
  return ReadDatasetFile(path);
}

bool DatasetExists(const std::string& path_or_standard) {
  return std::filesystem::exists(path_or_standard == "standard" ? StandardDatasetPath() : path_or_standard);
}

Dataset MergeShards(const std::vector<std::string>& paths) {
  if (paths.empty()) throw Error("dataset merge: no shards given");
  std::vector<std::pair<Dataset, std::string>> shards;
  for (const auto& path : paths) shards.emplace_back(ReadDatasetFile(path), path);
  std::sort(shards.begin(), shards.end(),
            [](const auto& a, const auto& b) { return a.first.header.first < b.first.header.first; });
  Dataset merged;
  merged.header = shards.front().first.header;
  merged.header.count = 0;
  for (auto& [shard, path] : shards) {
    const DatasetHeader& h = shard.header;
    if (h.origin != DatasetOrigin::kGenerated)
      throw InputError(path, 0, "only generated data sets can be merged (this one was imported)");
    if (h.seed != merged.header.seed || h.vulnerability != merged.header.vulnerability)
      throw InputError(path, 0,
                       "seed " + std::to_string(h.seed) + " / vulnerability " + VulnerabilityName(h.vulnerability) +
                           " differ from the other shards");
    const std::uint64_t expected_first = merged.header.first + merged.header.count;
    if (h.first != expected_first)
      throw InputError(path, 0,
                       "starts at deal " + std::to_string(h.first) + ", expected " + std::to_string(expected_first) +
                           " (shards must not overlap or leave gaps)");
    merged.header.count += h.count;
    merged.records.insert(merged.records.end(), shard.records.begin(), shard.records.end());
  }
  return merged;
}

std::vector<std::uint64_t> EvenlySpread(std::uint64_t count, std::uint64_t sample) {
  sample = std::min(sample, count);
  std::vector<std::uint64_t> picked;
  picked.reserve(sample);
  for (std::uint64_t k = 0; k < sample; ++k) picked.push_back(k * count / sample);
  return picked;
}

VerifyReport VerifyDataset(const Dataset& dataset, std::uint64_t sample, const DdsSolver& solver,
                           const std::function<void(std::uint64_t, std::uint64_t)>& progress) {
  VerifyReport report;
  const std::uint64_t count = dataset.records.size();
  if (dataset.header.origin == DatasetOrigin::kGenerated) {
    for (std::uint64_t i = 0; i < count; ++i) {
      const std::uint64_t index = dataset.header.first + i;
      if (!(dataset.records[i].deal == DealAt(dataset.header.seed, index)))
        report.problems.push_back("deal " + std::to_string(index) + " is not deal " + std::to_string(index) +
                                  " of seed " + std::to_string(dataset.header.seed));
      ++report.deals_checked;
    }
  }
  sample = std::min(sample, count);
  const std::vector<std::uint64_t> picked = EvenlySpread(count, sample);
  const std::size_t batch = static_cast<std::size_t>(DdsSolver::MaxBatch());
  for (std::size_t start = 0; start < picked.size(); start += batch) {
    std::vector<Deal> deals;
    for (std::size_t k = start; k < std::min(picked.size(), start + batch); ++k)
      deals.push_back(dataset.records[picked[k]].deal);
    const auto tables = solver.Solve(deals);
    for (std::size_t k = 0; k < tables.size(); ++k) {
      const std::uint64_t i = picked[start + k];
      if (!(tables[k] == dataset.records[i].table))
        report.problems.push_back("deal " + std::to_string(dataset.header.first + i) + " (" +
                                  FormatDealPbn(dataset.records[i].deal) + "): stored table differs from DDS");
      ++report.tables_resolved;
    }
    if (progress) progress(report.tables_resolved, sample);
  }
  return report;
}

}  // namespace bidlab
