// Markdown lines without their leading and trailing blanks (spaces, tabs and
// the CR of CRLF files): what the report's markdown reader and the docs'
// figure check both compare.
#pragma once

#include <string>

namespace bidlab {

inline std::string Trim(const std::string& s) {
  const auto begin = s.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  return s.substr(begin, s.find_last_not_of(" \t\r") - begin + 1);
}

}  // namespace bidlab
