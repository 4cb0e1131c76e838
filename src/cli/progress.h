// One progress line for long jobs: rewritten in place on a terminal, one line
// every few seconds otherwise (logs, CI).
#pragma once

#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>

namespace bidlab {

class ProgressLine {
 public:
  ProgressLine(std::ostream& err, std::string what);
  // Reports `done` of `total` with a rate and time left.
  void Update(std::uint64_t done, std::uint64_t total, double per_second, double seconds_left,
              const std::string& unit);
  void Finish();

 private:
  std::ostream& err_;
  std::string what_;
  bool terminal_;
  bool dirty_ = false;
  std::chrono::steady_clock::time_point last_;
};

std::string FormatDuration(double seconds);  // "2h 41m", "3m 05s", "12s"

}  // namespace bidlab
