// The records the DD networks learn from: the train, validation and test
// splits (DESIGN.md §1) gathered over one or more data-set files, e.g. the
// standard set's shards (train deals 0-79,999 only ever train).
#pragma once

#include <string>
#include <vector>

#include "io/dataset_file.h"

namespace bidlab::ddnet {

struct SplitRecords {
  std::vector<DealRecord> train, validation, test;
};

// Each file split by DatasetSplitRange, a generated deal kept once however
// many files hold it. A name ending in ".partial" is a build journal in
// progress, read as its snapshot (dataset_builder.h). Throws InputError for an unreadable
// file and Error when no file is given.
SplitRecords LoadSplitRecords(const std::vector<std::string>& paths);

// The first `count` records (all when count is 0 or larger than the set).
std::vector<DealRecord> FirstRecords(const std::vector<DealRecord>& records, std::size_t count);

}  // namespace bidlab::ddnet
