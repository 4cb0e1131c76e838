// The records the DD networks learn from: the train, validation and test
// splits (DESIGN.md §1) gathered over one or more data sets, e.g. the
// standard set's shards (train deals 0-79,999 only ever train). The command
// line reads the files; this only gathers.
#pragma once

#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "io/dataset_file.h"

namespace bidlab::ddnet {

struct SplitRecords {
  std::vector<DealRecord> train, validation, test;
};

// Adds data sets one by one, each split by DatasetSplitRange, a generated
// deal kept once however many data sets hold it (a build journal's snapshot
// and its finished shard may both be given).
class SplitRecordsBuilder {
 public:
  void Add(const Dataset& dataset);
  SplitRecords Take() { return std::move(records_); }

 private:
  SplitRecords records_;
  std::set<std::pair<std::uint64_t, std::uint64_t>> seen_;  // a generated deal is (seed, index)
};

// The first `count` records (all when count is 0 or larger than the set).
std::vector<DealRecord> FirstRecords(const std::vector<DealRecord>& records, std::size_t count);

}  // namespace bidlab::ddnet
