#include "core/closest_name.h"

#include <algorithm>
#include <cctype>

namespace bidlab {

std::size_t EditDistance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

namespace {

std::string Lower(const std::string& text) {
  std::string lower = text;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower;
}

}  // namespace

std::string ClosestName(const std::string& word, const std::vector<std::string>& names) {
  std::string closest;
  std::size_t best = std::string::npos;
  const std::string lower = Lower(word);
  for (const std::string& name : names)
    if (const std::size_t d = EditDistance(lower, Lower(name)); d < best) best = d, closest = name;
  return closest;
}

}  // namespace bidlab
