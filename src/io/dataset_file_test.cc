#include "io/dataset_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "data/dealer.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

Dataset SmallDataset(std::size_t n) {
  Dataset d;
  d.header = {DatasetOrigin::kGenerated, 42, 10, n, Vulnerability::kNorthSouth};
  for (std::size_t i = 0; i < n; ++i) {
    DealRecord r{DealAt(42, 10 + i), {}};
    for (int st = 0; st < kNumStrains; ++st)
      for (int s = 0; s < kNumSeats; ++s) r.table.Set(SeatAt(s), StrainAt(st), static_cast<int>((i + st * 3 + s) % 14));
    d.records.push_back(r);
  }
  return d;
}

// Rewrites the trailer to the bytes' checksum, as a writer would.
void WriteChecksum(std::vector<std::uint8_t>& bytes) {
  const std::size_t body = bytes.size() - kDatasetTrailerBytes;
  const std::uint64_t sum = Fnv1a64(bytes.data(), body);
  for (int i = 0; i < 8; ++i) bytes[body + i] = static_cast<std::uint8_t>(sum >> (8 * i));
}

std::string ErrorOf(const std::vector<std::uint8_t>& bytes) {
  try {
    ParseDataset(bytes, "set.bdl");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(DatasetFile, RecordTakesTwentyThreeBytesAndRoundTrips) {
  const Dataset d = SmallDataset(5);
  const auto bytes = SerializeDataset(d);
  EXPECT_EQ(bytes.size(), kDatasetHeaderBytes + 5 * kDatasetRecordBytes + kDatasetTrailerBytes);
  const Dataset back = ParseDataset(bytes, "x");
  EXPECT_EQ(back.header, d.header);
  EXPECT_EQ(back.records, d.records);
}

// An imported set keeps each deal's board number, dealer and vulnerability
// (version 2, 8 bytes a deal after the records); what a record did not give
// stays unknown. A set without boards keeps version 1's bytes.
TEST(DatasetFile, BoardsRoundTripAsVersionTwoAndASetWithoutThemStaysVersionOne) {
  Dataset d = SmallDataset(3);
  EXPECT_EQ(SerializeDataset(d)[8], 1);
  d.boards = {{12, Seat::kEast, Vulnerability::kNone}, {0, std::nullopt, std::nullopt}, {4000000000u, Seat::kWest, {}}};
  const auto bytes = SerializeDataset(d);
  EXPECT_EQ(bytes[8], 2);
  EXPECT_EQ(bytes.size(), kDatasetHeaderBytes + 3 * (kDatasetRecordBytes + kDatasetBoardBytes) + kDatasetTrailerBytes);
  const Dataset back = ParseDataset(bytes, "x");
  EXPECT_TRUE(back.header.with_boards);
  EXPECT_EQ(back.records, d.records);
  EXPECT_EQ(back.boards, d.boards);
  const auto dir = std::filesystem::temp_directory_path();
  for (const char* name : {"bidlab_ds_boards.bdl", "bidlab_ds_boards.bdl.xz"}) {
    const std::string path = (dir / name).string();
    WriteDatasetFile(d, path);
    EXPECT_EQ(ReadDatasetFile(path).boards, d.boards) << name;
    std::filesystem::remove(path);
  }
}

// Found by fuzz_dataset_records: a version-2 file of no deal would read back as version 1's bytes.
TEST(DatasetFile, RejectsAVersionTwoFileOfNoDeal) {
  auto bytes = SerializeDataset(SmallDataset(0));
  bytes[8] = 2;
  WriteChecksum(bytes);
  EXPECT_EQ(ErrorOf(bytes), "set.bdl: a data set of format version 2 (with boards) and no deal");
}

TEST(DatasetFile, RejectsABoardWithAnUnknownDealerCode) {
  Dataset d = SmallDataset(2);
  d.boards = {{1, Seat::kNorth, Vulnerability::kBoth}, {2, Seat::kEast, Vulnerability::kNone}};
  auto bytes = SerializeDataset(d);
  bytes[kDatasetHeaderBytes + 2 * kDatasetRecordBytes + kDatasetBoardBytes + 4] = 9;  // deal 1's dealer
  WriteChecksum(bytes);
  EXPECT_EQ(ErrorOf(bytes), "set.bdl: board of deal 1: unknown dealer code 9");
  bytes.resize(bytes.size() - 3);  // a version-2 file cut short
  WriteChecksum(bytes);
  EXPECT_NE(ErrorOf(bytes).find("truncated or padded"), std::string::npos) << ErrorOf(bytes);
}

TEST(DatasetFile, FileRoundTripPlainAndCompressed) {
  const Dataset d = SmallDataset(300);
  const auto dir = std::filesystem::temp_directory_path();
  for (const char* name : {"bidlab_ds_test.bdl", "bidlab_ds_test.bdl.xz"}) {
    const std::string path = (dir / name).string();
    WriteDatasetFile(d, path);
    const Dataset back = ReadDatasetFile(path);
    EXPECT_EQ(back.records, d.records) << name;
    std::filesystem::remove(path);
  }
}

TEST(DatasetFile, RejectsTruncatedFile) {
  auto bytes = SerializeDataset(SmallDataset(3));
  bytes.resize(bytes.size() - 5);
  EXPECT_NE(ErrorOf(bytes).find("set.bdl: truncated or padded data-set file"), std::string::npos) << ErrorOf(bytes);
  bytes.resize(20);
  EXPECT_NE(ErrorOf(bytes).find("truncated data-set file"), std::string::npos);
}

// A plain file is read up to the size its header gives, so a file that never
// ends is refused at its header or after that size, not read until memory
// runs out.
TEST(DatasetFile, AFileThatNeverEndsIsReadOnlyAsFarAsItsHeaderSays) {
  try {
    ReadDatasetFile("/dev/zero");
    ADD_FAILURE() << "/dev/zero read as a data set";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "/dev/zero: is a device, expected a regular file");
  }
  auto bytes = SerializeDataset(SmallDataset(3));
  const std::size_t size = bytes.size();
  bytes.resize(size + 1'000'000, 0);
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_padded.bdl").string();
  WriteFileAtomically(path, bytes);
  try {
    ReadDatasetFile(path);
    ADD_FAILURE() << "a padded file was read";
  } catch (const InputError& e) {
    // One byte past the size is all that was read, and the message gives the file's own size.
    EXPECT_EQ(std::string(e.what()), path + ": padded data-set file: " + std::to_string(size + 1'000'000) +
                                         " bytes, expected " + std::to_string(size) + " for 3 deals");
  }
  std::filesystem::remove(path);
}

TEST(DatasetFile, RejectsCorruptedByte) {
  auto bytes = SerializeDataset(SmallDataset(3));
  bytes[kDatasetHeaderBytes + 30] ^= 0x10;
  EXPECT_EQ(ErrorOf(bytes), "set.bdl: checksum mismatch: the data-set file is corrupted");
}

TEST(DatasetFile, RejectsAnotherVersion) {
  auto bytes = SerializeDataset(SmallDataset(1));
  bytes[8] = 7;
  EXPECT_EQ(ErrorOf(bytes), "set.bdl: data-set format version 7, this bidlab reads versions 1 and 2");
}

TEST(DatasetFile, RejectsOtherFiles) {
  std::vector<std::uint8_t> bytes(100, 'x');
  EXPECT_NE(ErrorOf(bytes).find("not a bidlab data-set file"), std::string::npos);
}

// A record whose checksum is right but whose deal gives North 14 cards.
TEST(DatasetFile, RejectsInvalidDealEvenWithAGoodChecksum) {
  auto bytes = SerializeDataset(SmallDataset(1));
  std::uint8_t* rec = bytes.data() + kDatasetHeaderBytes;
  // Move the first card (2C) whoever holds it to North, then to East: one
  // hand 14 and another 12 unless it already was North's.
  const int owner = rec[0] & 3;
  rec[0] = static_cast<std::uint8_t>((rec[0] & ~3) | ((owner + 1) % 4));
  WriteChecksum(bytes);
  EXPECT_NE(ErrorOf(bytes).find("deal 0: invalid deal"), std::string::npos) << ErrorOf(bytes);
}

// The padding after the vulnerability must be zero, or the file would not
// be written back the same.
TEST(DatasetFile, RejectsNonZeroReservedBytesEvenWithAGoodChecksum) {
  auto bytes = SerializeDataset(SmallDataset(2));
  bytes[45] = 7;
  WriteChecksum(bytes);
  EXPECT_EQ(ErrorOf(bytes), "set.bdl: reserved header byte 45 is 7, expected 0");
}

// `copies` concatenated xz streams of 1 MiB each: what follows `head` in
// the decompressed bytes is zeros.
std::vector<std::uint8_t> XzBomb(const std::vector<std::uint8_t>& head, int copies) {
  std::vector<std::uint8_t> first = head;
  first.resize(1 << 20, 0);
  std::vector<std::uint8_t> bomb = XzCompress(first);
  const std::vector<std::uint8_t> zeros = XzCompress(std::vector<std::uint8_t>(1 << 20, 0));
  for (int k = 1; k < copies; ++k) bomb.insert(bomb.end(), zeros.begin(), zeros.end());
  return bomb;
}

std::string ReadErrorOf(const std::string& path) {
  try {
    ReadDatasetFile(path);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// The process's resident memory in MiB: now (VmRSS) or its peak (VmHWM).
long StatusMiB(const std::string& key) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind(key + ":", 0) == 0) return std::stol(line.substr(key.size() + 1)) / 1024;
  return -1;
}

// A 200 KB .xz that unpacks to 1 GiB is refused at its first bad byte: the
// header when there is none, the deal count's size, the first bad record;
// reading it raises the peak memory by less than 50 MiB (the peak is reset
// first through /proc/self/clear_refs).
TEST(DatasetFile, XzBombsStopAtTheirFirstBadByteWithBoundedMemory) {
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_bomb.bdl.xz").string();
  auto refused_within = [&](const std::vector<std::uint8_t>& bomb, const std::string& message) {
    WriteFileAtomically(path, bomb);
    std::ofstream("/proc/self/clear_refs") << "5";
    const long before = StatusMiB("VmRSS");
    EXPECT_EQ(ReadErrorOf(path), message);
    const long growth = StatusMiB("VmHWM") - before;
    EXPECT_GE(before, 0);
    EXPECT_LT(growth, 50) << message;
  };
  refused_within(XzBomb({}, 1024), path + ": not a bidlab data-set file (expected magic \"BIDLABDS\")");
  // A valid set of 2 deals followed by zeros.
  refused_within(XzBomb(SerializeDataset(SmallDataset(2)), 1024),
                 path + ": decompresses to more than the 102 bytes of the 2 deals its header announces");
  // A header announcing a million deals, then zeros: deal 0 gives North all 52 cards.
  std::vector<std::uint8_t> header =
      EncodeHeader({DatasetOrigin::kGenerated, 1, 0, 1'000'000, Vulnerability::kNone}, "BIDLABDS");
  refused_within(XzBomb(header, 1024), path + ": deal 0: invalid deal: North holds 52 cards, expected 13");
  std::filesystem::remove(path);
}

TEST(DatasetFile, RejectsBadXz) {
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_bad.bdl.xz").string();
  WriteFileAtomically(path, std::string("not xz at all"));
  try {
    ReadDatasetFile(path);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("not a complete xz stream"), std::string::npos);
  }
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace bidlab
