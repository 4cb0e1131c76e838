// `bidlab bench dd`: double-dummy throughput through bidlab's builder
// against a bare DDS loop on the same deals in the same run, and peak memory.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

namespace bidlab {

struct BenchDdOptions {
  int deals = 160;
  std::uint64_t seed = 1;
  int threads = 0;
  std::string only;  // "", "bidlab" or "dds": one side alone, for peak-memory measurements
  bool json = false;
};

// Writes the figures (or one JSON line) to `out`, what runs to `err`.
void RunBenchDd(const BenchDdOptions& options, std::ostream& out, std::ostream& err);

}  // namespace bidlab
