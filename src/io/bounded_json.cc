#include "io/bounded_json.h"

namespace bidlab {

namespace {

// Thrown from the parser's callback to stop at the first level too deep.
struct TooDeep {};

// "[json.exception.parse_error.101] parse error at …" without the bracket.
std::string WithoutPrefix(const std::exception& e) {
  std::string what = e.what();
  if (const auto end = what.find("] "); what.starts_with("[") && end != std::string::npos) what.erase(0, end + 2);
  return what;
}

}  // namespace

nlohmann::json ParseBoundedJson(std::string_view text) {
  using json = nlohmann::json;
  // The callback sees each value as it is read, with the depth of the
  // container it is in: a container opened at kMaxJsonDepth is one too many.
  const json::parser_callback_t bound = [](int depth, json::parse_event_t event, json&) {
    if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) &&
        depth >= kMaxJsonDepth)
      throw TooDeep{};
    return true;
  };
  try {
    return json::parse(text, bound);
  } catch (const TooDeep&) {
    throw JsonError("nested more than " + std::to_string(kMaxJsonDepth) + " levels deep");
  } catch (const json::exception& e) {
    throw JsonError(WithoutPrefix(e));
  }
}

}  // namespace bidlab
