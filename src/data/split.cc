#include "data/split.h"

namespace bidlab {

IndexRange SplitRange(std::size_t count, Split split) {
  const std::size_t train_end = count * 8 / 10;
  const std::size_t validation_end = count * 9 / 10;
  switch (split) {
    case Split::kTrain: return {0, train_end};
    case Split::kValidation: return {train_end, validation_end};
    case Split::kTest: return {validation_end, count};
    case Split::kAll: return {0, count};
  }
  return {0, count};
}

std::string SplitName(Split split) {
  switch (split) {
    case Split::kTrain: return "train";
    case Split::kValidation: return "validation";
    case Split::kTest: return "test";
    case Split::kAll: return "all";
  }
  return "all";
}

std::optional<Split> ParseSplit(std::string_view name) {
  if (name == "train") return Split::kTrain;
  if (name == "validation" || name == "valid" || name == "val") return Split::kValidation;
  if (name == "test") return Split::kTest;
  if (name == "all") return Split::kAll;
  return std::nullopt;
}

}  // namespace bidlab
