// The standard 80/10/10 split (DESIGN.md §1): the first 80% of a data set's
// deals train, the next 10% validate, the last 10% test. For the standard
// 100,000-deal set that is deals 0-79,999, 80,000-89,999 and 90,000-99,999.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace bidlab {

enum class Split { kTrain, kValidation, kTest, kAll };

struct IndexRange {
  std::size_t begin = 0;
  std::size_t end = 0;  // exclusive
  std::size_t size() const { return end - begin; }
};

IndexRange SplitRange(std::size_t count, Split split);
std::string SplitName(Split split);                      // train validation test all
std::optional<Split> ParseSplit(std::string_view name);  // also "valid", "val"

}  // namespace bidlab
