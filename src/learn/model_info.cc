#include "learn/model_info.h"

#include "core/error.h"
#include "io/bounded_json.h"

namespace bidlab {

nlohmann::json ModelInfoLine(std::string_view line, const std::string& model) {
  constexpr char kExpected[] = "expected the JSON object describing the training";
  nlohmann::json info;
  try {
    info = ParseBoundedJson(line);
  } catch (const JsonError& e) {
    throw InputError(model, 2, std::string(kExpected) + ": " + e.what());
  }
  if (!info.is_object()) throw InputError(model, 2, kExpected);
  return info;
}

}  // namespace bidlab
