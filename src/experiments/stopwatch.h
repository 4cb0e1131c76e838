// Seconds since a start, for the "(12.3 s)" of every report.
#pragma once

#include <chrono>

namespace bidlab {

class Stopwatch {
 public:
  double Seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace bidlab
