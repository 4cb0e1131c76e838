// Numbers as the experiments' tables print them.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>

namespace bidlab {

// `v` with `digits` decimals: Fixed(2.91684) = "2.9168", Fixed(2.9, 1) = "2.9".
inline std::string Fixed(double v, int digits = 4) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", digits, v);
  return text;
}

// `v` with its sign and `digits` decimals: Signed(0.582) = "+0.58", Signed(-1.5, 1) = "-1.5".
inline std::string Signed(double v, int digits = 2) {
  char text[32];
  std::snprintf(text, sizeof text, "%+.*f", digits, v);
  return text;
}

// The shortest form of a parameter value: 0.5, 1e-05, 100.
inline std::string Shortest(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", v);
  return text;
}

// `n` and the noun, plural unless n is 1: Counted(1, "hand") = "1 hand", Counted(3, "hand") = "3 hands".
inline std::string Counted(std::size_t n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

}  // namespace bidlab
