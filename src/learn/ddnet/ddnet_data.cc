#include "learn/ddnet/ddnet_data.h"

#include <set>
#include <utility>

#include "core/error.h"
#include "data/dataset_builder.h"
#include "data/dataset_ops.h"

namespace bidlab::ddnet {

SplitRecords LoadSplitRecords(const std::vector<std::string>& paths) {
  if (paths.empty()) throw Error("no data-set file given");
  SplitRecords out;
  // A generated deal is (seed, index): a snapshot and its finished shard may both be given.
  std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
  for (const std::string& path : paths) {
    const bool journal = path.size() > 8 && path.ends_with(".partial");
    const Dataset dataset = journal ? SnapshotJournal(path) : LoadDataset(path);
    const bool generated = dataset.header.origin == DatasetOrigin::kGenerated;
    const auto append = [&](Split split, std::vector<DealRecord>& to) {
      const IndexRange range = DatasetSplitRange(dataset.header, dataset.records.size(), split);
      for (std::size_t i = range.begin; i < range.end; ++i)
        if (!generated || seen.insert({dataset.header.seed, dataset.header.first + i}).second)
          to.push_back(dataset.records[i]);
    };
    append(Split::kTrain, out.train);
    append(Split::kValidation, out.validation);
    append(Split::kTest, out.test);
  }
  return out;
}

std::vector<DealRecord> FirstRecords(const std::vector<DealRecord>& records, std::size_t count) {
  if (count == 0 || count >= records.size()) return records;
  return {records.begin(), records.begin() + static_cast<std::ptrdiff_t>(count)};
}

}  // namespace bidlab::ddnet
