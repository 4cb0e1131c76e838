// libFuzzer target: the cost CSV reader (eval --costs) must reject any byte
// string with bidlab::Error (or accept it), never crash, and what it accepts
// must be 38 fields a line: 13 different cards a hand, costs 0-24.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/error.h"
#include "io/costs_csv.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    for (const bidlab::CostsCsvRow& d : bidlab::ParseCostsCsv(text, "fuzz.csv")) {
      if (d.north.Size() != 13 || d.south.Size() != 13 || (d.north.mask() & d.south.mask())) __builtin_trap();
      for (int c : d.costs)
        if (c < 0 || c > 24) __builtin_trap();
    }
  } catch (const bidlab::Error&) {
  }
  return 0;
}
