// The JSON line a network model keeps before its weights (the settings and
// figures of its training), read back for the neural and contested models.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace bidlab {

// `line` (the payload's first line, line 2 of the file) as a JSON object,
// nested at most kMaxJsonDepth deep; throws InputError naming `model`
// ("neural model") and line 2 otherwise.
nlohmann::json ModelInfoLine(std::string_view line, const std::string& model);

}  // namespace bidlab
