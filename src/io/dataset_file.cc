#include "io/dataset_file.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include "core/error.h"
#include "io/bounded_file.h"
#include "io/file_util.h"
#include "io/streamed_file.h"

namespace bidlab {

namespace {

constexpr char kMagic[8] = {'B', 'I', 'D', 'L', 'A', 'B', 'D', 'S'};
constexpr std::uint8_t kUnknownCode = 0xFF;  // a board's dealer or vulnerability that its record did not give

// The bytes a deal takes: its record, and its board in version 2.
std::size_t BytesPerDeal(const DatasetHeader& header) {
  return kDatasetRecordBytes + (header.with_boards ? kDatasetBoardBytes : 0);
}

void PutU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}
void PutU64(std::vector<std::uint8_t>& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

}  // namespace

std::uint32_t GetU32(const std::uint8_t* in) {
  std::uint32_t v = 0;
  for (int i = 3; i >= 0; --i) v = (v << 8) | in[i];
  return v;
}
std::uint64_t GetU64(const std::uint8_t* in) {
  std::uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | in[i];
  return v;
}

std::uint64_t Fnv1a64(const std::uint8_t* data, std::size_t size, std::uint64_t hash) {
  for (std::size_t i = 0; i < size; ++i) {
    hash ^= data[i];
    hash *= 0x100000001B3ull;
  }
  return hash;
}

void EncodeRecord(const DealRecord& record, std::uint8_t* out) {
  std::memset(out, 0, kDatasetRecordBytes);
  for (int s = 0; s < kNumSeats; ++s) {
    std::uint64_t mask = record.deal.hand(SeatAt(s)).mask();
    for (int c = 0; c < kNumCards; ++c)
      if ((mask >> c) & 1u) out[c / 4] |= static_cast<std::uint8_t>(s << (2 * (c % 4)));
  }
  for (int strain = 0; strain < kNumStrains; ++strain)
    for (int seat = 0; seat < kNumSeats; ++seat) {
      const int k = 4 * strain + seat;
      out[13 + k / 2] |=
          static_cast<std::uint8_t>(record.table.Tricks(SeatAt(seat), StrainAt(strain)) << (4 * (k % 2)));
    }
}

DealRecord DecodeRecord(const std::uint8_t* in) {
  std::array<Hand, kNumSeats> hands{};
  for (int c = 0; c < kNumCards; ++c) hands[(in[c / 4] >> (2 * (c % 4))) & 3u].Add(Card{static_cast<std::uint8_t>(c)});
  if (auto problem = DealProblem(hands); !problem.empty()) throw Error("invalid deal: " + problem);
  DealRecord record{Deal(hands), {}};
  for (int strain = 0; strain < kNumStrains; ++strain)
    for (int seat = 0; seat < kNumSeats; ++seat) {
      const int k = 4 * strain + seat;
      const int tricks = (in[13 + k / 2] >> (4 * (k % 2))) & 0xF;
      if (tricks > kNumRanks) throw Error("invalid double-dummy table: " + std::to_string(tricks) + " tricks");
      record.table.Set(SeatAt(seat), StrainAt(strain), tricks);
    }
  return record;
}

void EncodeBoard(const BoardInfo& board, std::uint8_t* out) {
  std::memset(out, 0, kDatasetBoardBytes);
  for (int i = 0; i < 4; ++i) out[i] = static_cast<std::uint8_t>(board.number >> (8 * i));
  out[4] = board.dealer ? static_cast<std::uint8_t>(*board.dealer) : kUnknownCode;
  out[5] = board.vulnerability ? static_cast<std::uint8_t>(*board.vulnerability) : kUnknownCode;
}

BoardInfo DecodeBoard(const std::uint8_t* in) {
  BoardInfo board;
  board.number = GetU32(in);
  if (in[4] != kUnknownCode) {
    if (in[4] > 3) throw Error("unknown dealer code " + std::to_string(in[4]));
    board.dealer = SeatAt(in[4]);
  }
  if (in[5] != kUnknownCode) {
    if (in[5] > 3) throw Error("unknown vulnerability code " + std::to_string(in[5]));
    board.vulnerability = static_cast<Vulnerability>(in[5]);
  }
  if (in[6] != 0 || in[7] != 0) throw Error("board padding is not zero");
  return board;
}

std::vector<std::uint8_t> EncodeHeader(const DatasetHeader& header, const char magic[8]) {
  std::vector<std::uint8_t> out(magic, magic + 8);
  PutU32(out, header.with_boards ? kDatasetVersionWithBoards : kDatasetVersion);
  PutU32(out, static_cast<std::uint32_t>(header.origin));
  PutU64(out, header.seed);
  PutU64(out, header.first);
  PutU64(out, header.count);
  out.push_back(static_cast<std::uint8_t>(header.vulnerability));
  out.resize(kDatasetHeaderBytes, 0);
  return out;
}

DatasetHeader DecodeHeader(const std::uint8_t* in, const char magic[8], const std::string& name) {
  if (std::memcmp(in, magic, 8) != 0)
    throw InputError(name, 0,
                     std::string("not a bidlab data-set file (expected magic \"") + std::string(magic, 8) + "\")");
  const std::uint32_t version = GetU32(in + 8);
  if (version != kDatasetVersion && version != kDatasetVersionWithBoards)
    throw InputError(name, 0,
                     "data-set format version " + std::to_string(version) + ", this bidlab reads versions " +
                         std::to_string(kDatasetVersion) + " and " + std::to_string(kDatasetVersionWithBoards));
  DatasetHeader header;
  header.with_boards = version == kDatasetVersionWithBoards;
  const std::uint32_t origin = GetU32(in + 12);
  if (origin > 1) throw InputError(name, 0, "unknown data-set origin " + std::to_string(origin));
  header.origin = static_cast<DatasetOrigin>(origin);
  header.seed = GetU64(in + 16);
  header.first = GetU64(in + 24);
  header.count = GetU64(in + 32);
  if (in[40] > 3) throw InputError(name, 0, "unknown vulnerability code " + std::to_string(in[40]));
  header.vulnerability = static_cast<Vulnerability>(in[40]);
  // Reserved: a file with anything there would not be written back the same.
  for (std::size_t i = 41; i < kDatasetHeaderBytes; ++i)
    if (in[i] != 0)
      throw InputError(name, 0,
                       "reserved header byte " + std::to_string(i) + " is " + std::to_string(in[i]) + ", expected 0");
  return header;
}

std::vector<std::uint8_t> SerializeDataset(const Dataset& dataset) {
  DatasetHeader header = dataset.header;
  header.count = dataset.records.size();
  header.with_boards = !dataset.boards.empty();
  if (header.with_boards && dataset.boards.size() != dataset.records.size())
    throw Error("internal: a data set of " + std::to_string(dataset.records.size()) + " deals with " +
                std::to_string(dataset.boards.size()) + " boards");
  std::vector<std::uint8_t> out = EncodeHeader(header, kMagic);
  const std::size_t records_end = kDatasetHeaderBytes + kDatasetRecordBytes * dataset.records.size();
  out.resize(kDatasetHeaderBytes + BytesPerDeal(header) * dataset.records.size());
  for (std::size_t i = 0; i < dataset.records.size(); ++i)
    EncodeRecord(dataset.records[i], out.data() + kDatasetHeaderBytes + kDatasetRecordBytes * i);
  for (std::size_t i = 0; i < dataset.boards.size(); ++i)
    EncodeBoard(dataset.boards[i], out.data() + records_end + kDatasetBoardBytes * i);
  PutU64(out, Fnv1a64(out.data(), out.size()));
  return out;
}

Dataset ParseDataset(const std::vector<std::uint8_t>& bytes, const std::string& name) {
  if (bytes.size() < kDatasetHeaderBytes + kDatasetTrailerBytes)
    throw InputError(name, 0,
                     "truncated data-set file (" + std::to_string(bytes.size()) +
                         " bytes, a header and trailer alone take " +
                         std::to_string(kDatasetHeaderBytes + kDatasetTrailerBytes) + ")");
  Dataset dataset;
  dataset.header = DecodeHeader(bytes.data(), kMagic, name);
  const std::uint64_t count = dataset.header.count;
  // Version 2 exists for its boards: written only for a set with deals, so that every file reads back to its bytes.
  if (dataset.header.with_boards && count == 0)
    throw InputError(name, 0, "a data set of format version 2 (with boards) and no deal");
  const std::size_t expected = kDatasetHeaderBytes + BytesPerDeal(dataset.header) * count + kDatasetTrailerBytes;
  if (count > bytes.size() || bytes.size() != expected)
    throw InputError(name, 0,
                     "truncated or padded data-set file: " + std::to_string(bytes.size()) + " bytes, expected " +
                         std::to_string(expected) + " for " + std::to_string(count) + " deals");
  const std::size_t body = bytes.size() - kDatasetTrailerBytes;
  if (Fnv1a64(bytes.data(), body) != GetU64(bytes.data() + body))
    throw InputError(name, 0, "checksum mismatch: the data-set file is corrupted");
  dataset.records.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    try {
      dataset.records.push_back(DecodeRecord(bytes.data() + kDatasetHeaderBytes + kDatasetRecordBytes * i));
    } catch (const Error& e) {
      throw InputError(name, 0, "deal " + std::to_string(i) + ": " + e.what());
    }
  }
  const std::size_t records_end = kDatasetHeaderBytes + kDatasetRecordBytes * count;
  if (dataset.header.with_boards) dataset.boards.reserve(count);
  for (std::uint64_t i = 0; dataset.header.with_boards && i < count; ++i) {
    try {
      dataset.boards.push_back(DecodeBoard(bytes.data() + records_end + kDatasetBoardBytes * i));
    } catch (const Error& e) {
      throw InputError(name, 0, "board of deal " + std::to_string(i) + ": " + e.what());
    }
  }
  return dataset;
}

namespace {

// The size of the file `header` describes.
std::uint64_t DatasetFileBytes(const DatasetHeader& header, const std::string& name) {
  const std::uint64_t kMaxCount =
      (std::numeric_limits<std::uint64_t>::max() - kDatasetHeaderBytes - kDatasetTrailerBytes) / BytesPerDeal(header);
  if (header.count > kMaxCount)
    throw InputError(name, 0, "the header's deal count " + std::to_string(header.count) + " is impossible");
  return kDatasetHeaderBytes + BytesPerDeal(header) * header.count + kDatasetTrailerBytes;
}

// A compressed file is checked as it is decompressed (its header first, then
// each record), and never unpacks past the size its header's count gives.
std::vector<std::uint8_t> DecompressDataset(const std::vector<std::uint8_t>& compressed, const std::string& name) {
  // Checked as the bytes come out, so a bomb (a small file that unpacks to
  // gigabytes) stops at its first bad byte: the header once it is complete,
  // then no more bytes than the header's count takes, each record once whole.
  std::vector<std::uint8_t> bytes;
  std::uint64_t count = 0, expected = 0;
  std::size_t records_checked = 0;
  XzDecompressChunks(compressed, name, [&](const std::uint8_t* data, std::size_t size) {
    const std::size_t before = bytes.size();
    if (before < kDatasetHeaderBytes) {
      const std::size_t header_part = std::min(size, kDatasetHeaderBytes - before);
      bytes.insert(bytes.end(), data, data + header_part);
      data += header_part;
      size -= header_part;
      if (bytes.size() < kDatasetHeaderBytes) return;
      const DatasetHeader header = DecodeHeader(bytes.data(), kMagic, name);
      count = header.count;
      expected = DatasetFileBytes(header, name);
    }
    if (bytes.size() + size > expected)
      throw InputError(name, 0,
                       "decompresses to more than the " + std::to_string(expected) + " bytes of the " +
                           std::to_string(count) + " deals its header announces");
    bytes.insert(bytes.end(), data, data + size);
    for (; kDatasetHeaderBytes + kDatasetRecordBytes * (records_checked + 1) <= bytes.size() && records_checked < count;
         ++records_checked) {
      try {
        DecodeRecord(bytes.data() + kDatasetHeaderBytes + kDatasetRecordBytes * records_checked);
      } catch (const Error& e) {
        throw InputError(name, 0, "deal " + std::to_string(records_checked) + ": " + e.what());
      }
    }
  });
  return bytes;
}

}  // namespace

namespace {

// The largest compressed data set read (xz barely shrinks the records: the
// shipped 100,000 deals take 1.9 MB, a billion about 20 GB).
constexpr std::uint64_t kMaxCompressedBytes = std::uint64_t{1} << 34;

std::vector<std::uint8_t> AsBytes(const std::string& text) { return {text.begin(), text.end()}; }

// A plain file is read up to the size its header gives (and a byte more, for
// ParseDataset to refuse as padded), so /dev/zero or a pipe that never ends
// is refused after its header, not read until memory runs out.
std::vector<std::uint8_t> ReadDatasetBytes(const std::string& path) {
  BoundedFile file(path);
  if (EndsWith(path, ".xz")) return AsBytes(file.ReadRest(kMaxCompressedBytes, "a compressed data set takes"));
  std::string bytes = file.Read(kDatasetHeaderBytes);
  if (bytes.size() < kDatasetHeaderBytes) return AsBytes(bytes);  // ParseDataset: truncated
  const DatasetHeader header = DecodeHeader(reinterpret_cast<const std::uint8_t*>(bytes.data()), kMagic, path);
  const std::uint64_t expected = DatasetFileBytes(header, path);
  bytes += file.Read(expected - kDatasetHeaderBytes + 1);
  // Padded: said with the file's own size, not the byte past the bound.
  if (bytes.size() > expected)
    throw InputError(path, 0,
                     "padded data-set file: " + std::to_string(std::max<std::uint64_t>(file.size(), bytes.size())) +
                         " bytes, expected " + std::to_string(expected) + " for " + std::to_string(header.count) +
                         " deals");
  return AsBytes(bytes);
}

}  // namespace

Dataset ReadDatasetFile(const std::string& path) {
  std::vector<std::uint8_t> bytes = ReadDatasetBytes(path);
  if (EndsWith(path, ".xz")) bytes = DecompressDataset(bytes, path);
  return ParseDataset(bytes, path);
}

void WriteDatasetFile(const Dataset& dataset, const std::string& path) {
  std::vector<std::uint8_t> bytes = SerializeDataset(dataset);
  if (EndsWith(path, ".xz")) bytes = XzCompress(bytes);
  WriteFileAtomically(path, bytes);
}

}  // namespace bidlab
