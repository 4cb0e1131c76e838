// The bidlab data-set file: deals with their double-dummy tables in a compact,
// versioned, checksummed binary form (little-endian throughout).
//
//   header (48 bytes)
//     8  magic "BIDLABDS"
//     4  format version (kDatasetVersion)
//     4  origin: 0 = generated from (seed, first), 1 = imported
//     8  seed            8  first index        8  deal count
//     1  vulnerability   7  zero padding
//   records (23 bytes each, deal i of the file at 48 + 23·i)
//     13 deal: card c's seat (N,E,S,W = 0..3) in bits 2(c mod 4) of byte c/4
//     10 table: tricks for (strain, seat) k = 4·strain + seat in nibble k mod 2
//        of byte k/2 (low nibble first)
//   trailer (8 bytes): FNV-1a-64 of header and records
//
// A file whose name ends in ".xz" is read and written through xz compression.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bridge.h"
#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

inline constexpr std::uint32_t kDatasetVersion = 1;
inline constexpr std::size_t kDatasetHeaderBytes = 48;
inline constexpr std::size_t kDatasetRecordBytes = 23;
inline constexpr std::size_t kDatasetTrailerBytes = 8;

enum class DatasetOrigin : std::uint32_t { kGenerated = 0, kImported = 1 };

struct DatasetHeader {
  DatasetOrigin origin = DatasetOrigin::kGenerated;
  std::uint64_t seed = 0;
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  Vulnerability vulnerability = Vulnerability::kNone;
  friend bool operator==(const DatasetHeader&, const DatasetHeader&) = default;
};

struct DealRecord {
  Deal deal;
  DoubleDummyTable table;
  friend bool operator==(const DealRecord&, const DealRecord&) = default;
};

struct Dataset {
  DatasetHeader header;
  std::vector<DealRecord> records;
};

// Fixed-size encodings shared by the file and the build journal.
void EncodeRecord(const DealRecord& record, std::uint8_t* out);  // 23 bytes
// Throws Error when the bytes are not a valid deal with a table.
DealRecord DecodeRecord(const std::uint8_t* in);
std::vector<std::uint8_t> EncodeHeader(const DatasetHeader& header, const char magic[8]);
// Throws InputError naming `name` for a wrong magic, version or field.
DatasetHeader DecodeHeader(const std::uint8_t* in, const char magic[8], const std::string& name);
std::uint32_t GetU32(const std::uint8_t* in);
std::uint64_t GetU64(const std::uint8_t* in);

// 64-bit FNV-1a, continuing from `hash`.
std::uint64_t Fnv1a64(const std::uint8_t* data, std::size_t size, std::uint64_t hash = 0xCBF29CE484222325ull);

// The whole file image (header, records, trailer).
std::vector<std::uint8_t> SerializeDataset(const Dataset& dataset);
// Throws InputError naming `name` for a wrong magic, another version, a wrong
// size, a bad checksum, or a record that is not a deal with a table.
Dataset ParseDataset(const std::vector<std::uint8_t>& bytes, const std::string& name);

// Reads and writes files (xz-compressed when the name ends in ".xz"). Writing
// goes to a temporary file renamed into place when complete.
Dataset ReadDatasetFile(const std::string& path);
void WriteDatasetFile(const Dataset& dataset, const std::string& path);

}  // namespace bidlab
