#include "io/model_file.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/error.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

std::string ErrorOf(std::string_view text) {
  try {
    ParseModelFile(text, "m.model");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

const ModelFile kModel{"bandit", 1, "structure tree\ndepth 2\n\x01\x02\xff binary", true};

TEST(ModelFile, HeaderCarriesKindVersionAndChecksumAndRoundTrips) {
  const std::string text = FormatModelFile(kModel);
  // FNV-1a-64 of "bidlab-model bandit 1\n" and the payload.
  EXPECT_EQ(text.substr(0, text.find('\n')), "bidlab-model bandit 1 fnv1a64:de35ed52f12b0423");
  const ModelFile back = ParseModelFile(text, "m.model");
  EXPECT_EQ(back.kind, "bandit");
  EXPECT_EQ(back.version, 1);
  EXPECT_EQ(back.payload, kModel.payload);
  EXPECT_TRUE(back.checksummed);
}

// Every single-bit flip anywhere in the file is refused: in the payload by
// the checksum, in the header by its strict shape or the checksum.
TEST(ModelFile, EveryFlippedBitIsRefused) {
  const std::string text = FormatModelFile(kModel);
  for (std::size_t i = 0; i < text.size(); ++i)
    for (int bit = 0; bit < 8; ++bit) {
      std::string damaged = text;
      damaged[i] = static_cast<char>(damaged[i] ^ (1 << bit));
      EXPECT_NE(ErrorOf(damaged), "") << "byte " << i << " bit " << bit;
    }
}

TEST(ModelFile, DamageIsReportedWithTheFileName) {
  std::string text = FormatModelFile(kModel);
  text[text.size() - 1] ^= 1;
  EXPECT_EQ(ErrorOf(text).rfind("m.model: checksum mismatch: the model file is damaged (it says ", 0), 0u)
      << ErrorOf(text);
}

// Models saved before checksums (a header of three words) still load.
TEST(ModelFile, AModelWithoutChecksumFromEarlierBidlabStillLoads) {
  const ModelFile old = ParseModelFile("bidlab-model cstsr 2\nfeatures condensed\n", "old.model");
  EXPECT_EQ(old.kind, "cstsr");
  EXPECT_EQ(old.version, 2);
  EXPECT_EQ(old.payload, "features condensed\n");
  EXPECT_FALSE(old.checksummed);
}

TEST(ModelFile, RefusesWhatIsNotAModelHeader) {
  const std::string expected =
      "m.model:1: not a bidlab model file (expected a first line \"bidlab-model KIND VERSION fnv1a64:CHECKSUM\")";
  for (const char* text : {"", "hello\n", "bidlab-model bandit\n", "bidlab-model bandit x\n",
                           "bidlab-model  bandit 1\n", "bidlab-model bandit 1 fnv1a64:00 extra\n",
                           "bidlab-model Bandit! 1\n", "bidlab-model bandit 99999999999\n", "bidlab-model bandit 1"})
    EXPECT_EQ(ErrorOf(text), expected) << text;
  EXPECT_EQ(ErrorOf("bidlab-model bandit 1 crc:0123\nx"),
            "m.model:1: the model's checksum must read fnv1a64: and 16 hex digits");
}

// A file with no first line is refused after the longest a header may be,
// not read to the memory limit; /dev/zero, a device, is refused unread.
TEST(ModelFile, AFileWithoutAHeaderLineIsRefusedBeforeTheRestIsRead) {
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_model_no_header.model").string();
  WriteFileAtomically(path, std::string(1'000'000, 'x'));
  try {
    ReadModelFile(path);
    ADD_FAILURE() << "a file without a header line read as a model";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), path +
                                         ":1: not a bidlab model file (expected a first line \"bidlab-model KIND "
                                         "VERSION fnv1a64:CHECKSUM\")");
  }
  std::filesystem::remove(path);
  try {
    ReadModelFile("/dev/zero");
    ADD_FAILURE() << "/dev/zero read as a model";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "/dev/zero: is a device, expected a regular file");
  }
  EXPECT_EQ(ReadModelFileOfKind("/dev/zero", "bandit", 1), std::nullopt);  // not a regular file
}

TEST(ModelFile, FilesAreWrittenWithTheChecksum) {
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_model_file_test.model").string();
  WriteModelFile(path, kModel);
  EXPECT_EQ(ReadFileText(path), FormatModelFile(kModel));
  EXPECT_EQ(ReadModelFile(path).payload, kModel.payload);
  std::string text = ReadFileText(path);
  text[30] ^= 4;
  WriteFileAtomically(path, text);
  EXPECT_THROW(ReadModelFileOfKind(path, "bandit", 1), InputError);  // damaged, not "some other file"
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace bidlab
