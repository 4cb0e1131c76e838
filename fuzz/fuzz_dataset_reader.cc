// libFuzzer target: the data-set reader must reject any byte string with
// bidlab::Error (or accept it), never crash or read out of bounds.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/error.h"
#include "io/dataset_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::uint8_t> bytes(data, data + size);
  try {
    const bidlab::Dataset dataset = bidlab::ParseDataset(bytes, "fuzz");
    // Whatever parses must serialise back to the same bytes.
    if (bidlab::SerializeDataset(dataset) != bytes) __builtin_trap();
  } catch (const bidlab::Error&) {
  }
  return 0;
}
