// Whether deals are the standard benchmark set or a part of it (a shard, a
// build in progress): their splits are the standard set's, defined on deal
// indices (data/dataset_ops.h: DatasetSplitRange), and the learners trained
// on its training split.
#pragma once

#include <cstddef>

#include "io/dataset_file.h"

namespace bidlab {

// `count` deals from `header`: generated from seed 2014, nobody vulnerable,
// within its 100,000 deals.
bool IsPartOfStandard(const DatasetHeader& header, std::size_t count);

}  // namespace bidlab
