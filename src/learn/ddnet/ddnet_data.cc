#include "learn/ddnet/ddnet_data.h"

#include "data/dataset_ops.h"

namespace bidlab::ddnet {

void SplitRecordsBuilder::Add(const Dataset& dataset) {
  const bool generated = dataset.header.origin == DatasetOrigin::kGenerated;
  const auto append = [&](Split split, std::vector<DealRecord>& to) {
    const IndexRange range = DatasetSplitRange(dataset.header, dataset.records.size(), split);
    for (std::size_t i = range.begin; i < range.end; ++i)
      if (!generated || seen_.insert({dataset.header.seed, dataset.header.first + i}).second)
        to.push_back(dataset.records[i]);
  };
  append(Split::kTrain, records_.train);
  append(Split::kValidation, records_.validation);
  append(Split::kTest, records_.test);
}

std::vector<DealRecord> FirstRecords(const std::vector<DealRecord>& records, std::size_t count) {
  if (count == 0 || count >= records.size()) return records;
  return {records.begin(), records.begin() + static_cast<std::ptrdiff_t>(count)};
}

}  // namespace bidlab::ddnet
