// The name a mistyped word was most likely meant to be, for "did you mean"
// hints: the fewest letters to change, add or drop (Levenshtein distance).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace bidlab {

std::size_t EditDistance(const std::string& a, const std::string& b);

// The first of `names` at the least edit distance from `word`, letters
// compared without case ("SAYC" is closest to "sayc"); "" when `names` is
// empty.
std::string ClosestName(const std::string& word, const std::vector<std::string>& names);

}  // namespace bidlab
