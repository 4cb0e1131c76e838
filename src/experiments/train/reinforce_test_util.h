// What the tests of stage 2's resume compare: a model's info without its
// run times, which two runs of the same settings share to the bit.
#pragma once

#include <nlohmann/json.hpp>

namespace bidlab::testing {

// `j` with every "seconds" (a curve point's, the exploitability's) removed.
inline nlohmann::json WithoutSeconds(nlohmann::json j) {
  if (j.is_object()) {
    j.erase("seconds");
    for (auto& [key, value] : j.items()) value = WithoutSeconds(value);
  } else if (j.is_array()) {
    for (auto& value : j) value = WithoutSeconds(value);
  }
  return j;
}

}  // namespace bidlab::testing
