#include "io/dataset_file.h"

#include <gtest/gtest.h>

#include <filesystem>

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

TEST(DatasetFile, RejectsCorruptedByte) {
  auto bytes = SerializeDataset(SmallDataset(3));
  bytes[kDatasetHeaderBytes + 30] ^= 0x10;
  EXPECT_EQ(ErrorOf(bytes), "set.bdl: checksum mismatch: the data-set file is corrupted");
}

TEST(DatasetFile, RejectsAnotherVersion) {
  auto bytes = SerializeDataset(SmallDataset(1));
  bytes[8] = 7;
  EXPECT_EQ(ErrorOf(bytes), "set.bdl: data-set format version 7, this bidlab reads version 1");
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
  const std::size_t body = bytes.size() - kDatasetTrailerBytes;
  const std::uint64_t sum = Fnv1a64(bytes.data(), body);
  for (int i = 0; i < 8; ++i) bytes[body + i] = static_cast<std::uint8_t>(sum >> (8 * i));
  EXPECT_NE(ErrorOf(bytes).find("deal 0: invalid deal"), std::string::npos) << ErrorOf(bytes);
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
