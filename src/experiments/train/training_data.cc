#include "experiments/train/training_data.h"

#include <filesystem>

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

TrainingSplits LoadTrainingSplits(const std::string& data, ImpScale scale, int symmetries) {
  const Dataset dataset = LoadDataset(data);
  TrainingSplits s;
  s.train = CostExamplesOf(dataset, Split::kTrain, scale, symmetries);
  s.validation = CostExamplesOf(dataset, Split::kValidation, scale);
  if (s.train.empty())
    throw Error(data + ": no training deals (the data set has " + std::to_string(dataset.records.size()) + " deals)");
  return s;
}

NeuralSplits LoadNeuralSplits(const std::vector<std::string>& files) {
  NeuralSplits s;
  for (const std::string& file : files) AddNeuralSplits(LoadDataset(file), s);
  if (s.train.empty())
    throw Error("no training deals in " + files.front() + (files.size() > 1 ? " and the others" : ""));
  return s;
}

ddnet::SplitRecords LoadDdnetData(const std::vector<std::string>& data) {
  ddnet::SplitRecordsBuilder records;
  for (const std::string& path : DdnetDataPaths(data))
    records.Add(path.size() > 8 && path.ends_with(".partial") ? SnapshotJournal(path) : LoadDataset(path));
  return records.Take();
}

}  // namespace bidlab
