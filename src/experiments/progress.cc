#include "experiments/progress.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>

namespace bidlab {

namespace {

constexpr double kShortestRateSeconds = 0.5;

}  // namespace

ProgressLine::ProgressLine(std::ostream& err, std::string what)
    : err_(err),
      what_(std::move(what)),
      terminal_(&err == &std::cerr && ::isatty(2)),
      last_(std::chrono::steady_clock::now() - std::chrono::hours(1)) {}

void ProgressLine::Update(std::uint64_t done, std::uint64_t total, const std::string& unit) {
  // A rate measured over a moment (a stage's first report comes after its
  // first chunk) would read billions per second: none until it means something.
  const double seconds = since_start_.Seconds();
  const double rate = seconds >= kShortestRateSeconds ? static_cast<double>(done) / seconds : 0;
  const double left = rate > 0 ? static_cast<double>(total > done ? total - done : 0) / rate : -1;
  Update(done, total, rate, left, unit);
}

void ProgressLine::Update(std::uint64_t done, std::uint64_t total, double per_second, double seconds_left,
                          const std::string& unit) {
  const auto now = std::chrono::steady_clock::now();
  const auto every = terminal_ ? std::chrono::milliseconds(200) : std::chrono::milliseconds(10000);
  if (now - last_ < every && done < total) return;
  last_ = now;
  char line[256];
  const std::string units = unit.empty() ? "" : " " + unit;
  const int length =
      std::snprintf(line, sizeof line, "%s: %llu/%llu%s (%.1f%%)", what_.c_str(), static_cast<unsigned long long>(done),
                    static_cast<unsigned long long>(total), units.c_str(),
                    total ? 100.0 * static_cast<double>(done) / static_cast<double>(total) : 100.0);
  if (per_second > 0 && length > 0 && length < static_cast<int>(sizeof line))
    std::snprintf(line + length, sizeof line - static_cast<std::size_t>(length), ", %.1f%s/s, %s left", per_second,
                  units.c_str(), FormatDuration(seconds_left).c_str());
  if (terminal_) {
    err_ << "\r" << line << "\033[K" << std::flush;
    dirty_ = true;
  } else {
    err_ << line << "\n" << std::flush;
  }
}

void ProgressLine::Finish() {
  if (dirty_) err_ << "\n";
  dirty_ = false;
}

std::string FormatDuration(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  const auto s = static_cast<long long>(std::llround(seconds));
  char text[64];
  if (s >= 3600) std::snprintf(text, sizeof text, "%lldh %02lldm", s / 3600, (s / 60) % 60);
  else if (s >= 60) std::snprintf(text, sizeof text, "%lldm %02llds", s / 60, s % 60);
  else std::snprintf(text, sizeof text, "%llds", s);
  return text;
}

void StagedProgress::Update(const std::string& stage, std::uint64_t done, std::uint64_t total,
                            const std::string& unit) {
  if (!line_ || stage != stage_) {
    Finish();
    stage_ = stage;
    line_ = std::make_unique<ProgressLine>(err_, stage);
  }
  line_->Update(done, total, unit);
}

void StagedProgress::Finish() {
  if (line_) line_->Finish();
  line_.reset();
}

}  // namespace bidlab
