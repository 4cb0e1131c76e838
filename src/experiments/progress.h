// The one progress line of every long job: rewritten in place on a terminal,
// one line every few seconds otherwise (logs, CI), with its rate and time left.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>

#include "experiments/stopwatch.h"

namespace bidlab {

class ProgressLine {
 public:
  ProgressLine(std::ostream& err, std::string what);
  // Reports `done` of `total`; the rate and time left are measured from the
  // line's construction (a resumed job that knows better passes its own).
  void Update(std::uint64_t done, std::uint64_t total, const std::string& unit);
  // The same with a rate and time left the caller knows better.
  void Update(std::uint64_t done, std::uint64_t total, double per_second, double seconds_left, const std::string& unit);
  void Finish();

 private:
  std::ostream& err_;
  std::string what_;
  bool terminal_;
  bool dirty_ = false;
  std::chrono::steady_clock::time_point last_;
  Stopwatch since_start_;
};

// A job of several stages: one progress line per stage, a new line whenever
// the stage's label changes (the last one finished by Finish or on
// destruction).
class StagedProgress {
 public:
  explicit StagedProgress(std::ostream& err) : err_(err) {}
  ~StagedProgress() { Finish(); }
  void Update(const std::string& stage, std::uint64_t done, std::uint64_t total, const std::string& unit);
  void Finish();

 private:
  std::ostream& err_;
  std::string stage_;
  std::unique_ptr<ProgressLine> line_;
};

std::string FormatDuration(double seconds);  // "2h 41m", "3m 05s", "12s"

}  // namespace bidlab
