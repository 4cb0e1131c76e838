// The one JSON parser every reader of outside JSON uses (model info lines,
// match logs, results files, run logs): nlohmann's, with the nesting bounded
// so a hostile "[[[[…" is refused as it is read instead of crashing whatever
// walks the value later (dump, copy and compare all recurse).
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/error.h"

namespace bidlab {

// Far deeper than anything bidlab writes (a results file nests 6 levels).
inline constexpr int kMaxJsonDepth = 64;

// Thrown for text that is not one JSON value or nests deeper than
// kMaxJsonDepth; what() is the reason alone ("syntax error while parsing
// value - invalid literal; last read: 'x'", "nested more than 64 levels
// deep"), for the caller to put after its file and line.
class JsonError : public Error {
 public:
  using Error::Error;
};

nlohmann::json ParseBoundedJson(std::string_view text);

}  // namespace bidlab
