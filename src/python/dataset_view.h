// A data set as Python sees it: the loaded deals and tables (shared, never
// copied) and which of its splits this object stands for.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "data/split.h"
#include "io/dataset_file.h"

namespace bidlab::python {

struct DatasetView {
  std::shared_ptr<const Dataset> data;
  Split split = Split::kAll;
  IndexRange range;    // the split's positions in data->records
  std::string source;  // "standard", a path, or how the set was made

  static DatasetView Whole(std::shared_ptr<const Dataset> data, std::string source);
  // ValueError when this view is a split already.
  DatasetView Part(Split part) const;
  // The split named `name` (this view's own when nullopt); ValueError when
  // this view is another split.
  Split SplitOf(const std::optional<std::string>& name) const;
  std::size_t size() const { return range.size(); }
  const DealRecord& record(std::size_t i) const { return data->records[range.begin + i]; }
};

}  // namespace bidlab::python
