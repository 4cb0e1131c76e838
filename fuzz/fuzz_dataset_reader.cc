// libFuzzer target: the data-set reader must reject any byte string with
// bidlab::Error (or accept it), never crash or read out of bounds.
//
// Built twice: fuzz_dataset_reader takes the bytes as they are;
// fuzz_dataset_records (BIDLAB_FUZZ_SEAL) first makes the header's count fit
// the size and rewrites the checksum, so mutations reach the records instead
// of dying at the checksum.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/error.h"
#include "io/dataset_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::uint8_t> bytes(data, data + size);
#ifdef BIDLAB_FUZZ_SEAL
  if (bytes.size() < bidlab::kDatasetHeaderBytes + bidlab::kDatasetTrailerBytes) return 0;
  // A deal takes its record, and its board in format version 2 (the version's low byte at 8).
  const std::size_t per_deal =
      bidlab::kDatasetRecordBytes + (bytes[8] == bidlab::kDatasetVersionWithBoards ? bidlab::kDatasetBoardBytes : 0);
  const std::uint64_t count = (bytes.size() - bidlab::kDatasetHeaderBytes - bidlab::kDatasetTrailerBytes) / per_deal;
  bytes.resize(bidlab::kDatasetHeaderBytes + per_deal * count + bidlab::kDatasetTrailerBytes);
  for (int i = 0; i < 8; ++i) bytes[32 + i] = static_cast<std::uint8_t>(count >> (8 * i));
  const std::size_t body = bytes.size() - bidlab::kDatasetTrailerBytes;
  const std::uint64_t sum = bidlab::Fnv1a64(bytes.data(), body);
  for (int i = 0; i < 8; ++i) bytes[body + i] = static_cast<std::uint8_t>(sum >> (8 * i));
#endif
  try {
    const bidlab::Dataset dataset = bidlab::ParseDataset(bytes, "fuzz");
    // Whatever parses must serialise back to the same bytes.
    if (bidlab::SerializeDataset(dataset) != bytes) __builtin_trap();
  } catch (const bidlab::Error&) {
  }
  return 0;
}
