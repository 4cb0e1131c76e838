// The bidlab data-set file: deals with their double-dummy tables in a compact,
// versioned, checksummed binary form (little-endian throughout).
//
//   header (48 bytes)
//     8  magic "BIDLABDS"
//     4  format version (kDatasetVersion, or kDatasetVersionWithBoards)
//     4  origin: 0 = generated from (seed, first), 1 = imported
//     8  seed            8  first index        8  deal count
//     1  vulnerability   7  zero padding
//   records (23 bytes each, deal i of the file at 48 + 23·i)
//     13 deal: card c's seat (N,E,S,W = 0..3) in bits 2(c mod 4) of byte c/4
//     10 table: tricks for (strain, seat) k = 4·strain + seat in nibble k mod 2
//        of byte k/2 (low nibble first)
//   boards (version 2 only, 8 bytes each, board i at 48 + 23·count + 8·i):
//     what the records a data set was imported from say of each deal
//     4  board number (0 = not known)
//     1  dealer (N,E,S,W = 0..3; 0xFF = not known)
//     1  vulnerability (None, NS, EW, All = 0..3; 0xFF = not known)
//     2  zero
//   trailer (8 bytes): FNV-1a-64 of everything before it
//
// A data set without boards (every generated one) is written as version 1,
// the same bytes as before boards existed.
//
// A file whose name ends in ".xz" is read and written through xz compression.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bridge.h"
#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

inline constexpr std::uint32_t kDatasetVersion = 1;            // without boards
inline constexpr std::uint32_t kDatasetVersionWithBoards = 2;  // with a board section
inline constexpr std::size_t kDatasetHeaderBytes = 48;
inline constexpr std::size_t kDatasetRecordBytes = 23;
inline constexpr std::size_t kDatasetTrailerBytes = 8;
inline constexpr std::size_t kDatasetBoardBytes = 8;

enum class DatasetOrigin : std::uint32_t { kGenerated = 0, kImported = 1 };

struct DatasetHeader {
  DatasetOrigin origin = DatasetOrigin::kGenerated;
  std::uint64_t seed = 0;
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  Vulnerability vulnerability = Vulnerability::kNone;
  bool with_boards = false;  // format version 2: a board section follows the records
  friend bool operator==(const DatasetHeader&, const DatasetHeader&) = default;
};

struct DealRecord {
  Deal deal;
  DoubleDummyTable table;
  friend bool operator==(const DealRecord&, const DealRecord&) = default;
};

// What an imported deal's record said of its board; nullopt / 0 where it
// said nothing, so that an export never writes what nobody knew.
struct BoardInfo {
  std::uint32_t number = 0;  // 0: not known
  std::optional<Seat> dealer;
  std::optional<Vulnerability> vulnerability;
  friend bool operator==(const BoardInfo&, const BoardInfo&) = default;
};

struct Dataset {
  DatasetHeader header;
  std::vector<DealRecord> records;
  std::vector<BoardInfo> boards;  // empty, or one per record
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

// Fixed-size encoding of a board (8 bytes); DecodeBoard throws Error for a
// dealer or vulnerability code out of range or non-zero padding.
void EncodeBoard(const BoardInfo& board, std::uint8_t* out);
BoardInfo DecodeBoard(const std::uint8_t* in);

// The whole file image (header, records, boards, trailer).
std::vector<std::uint8_t> SerializeDataset(const Dataset& dataset);
// Throws InputError naming `name` for a wrong magic, another version, a wrong
// size, a bad checksum, or a record that is not a deal with a table.
Dataset ParseDataset(const std::vector<std::uint8_t>& bytes, const std::string& name);

// Reads and writes files (xz-compressed when the name ends in ".xz"). Writing
// goes to a temporary file renamed into place when complete.
Dataset ReadDatasetFile(const std::string& path);
void WriteDatasetFile(const Dataset& dataset, const std::string& path);

}  // namespace bidlab
