// End-to-end: what the command line does with hostile or careless input
// (issue 20): damaged models, oversized structures, outputs that would
// overwrite an input or cannot be written, and numbers that would wrap.
// Each case gets one clear message and a non-zero exit, before any work,
// and nothing is overwritten.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "cli/cli_test_util.h"
#include "io/dataset_file.h"
#include "io/file_util.h"
#include "io/pbn_writer.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

using testing::Bidlab;
using testing::CliRun;

class HardeningCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(9, 300), Path("tiny.bdl"));
  }
  // Runs bidlab and expects it to fail with exactly `message` (after "bidlab: " for bidlab's own errors).
  void ExpectRefused(const std::vector<std::string>& args, const std::string& message) {
    const CliRun run = Bidlab(args);
    EXPECT_NE(run.status, 0) << run.out;
    EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
  }
};

// Issue 20, case 5: the options' depth and width are checked before training.
TEST_F(HardeningCliTest, ABanditTooBigToHoldIsRefusedBeforeTraining) {
  ExpectRefused({"train", "bandit", "--data", Path("tiny.bdl"), "--depth", "40", "--width", "36", "--iterations",
                 "1000", "-o", Path("x.model")},
                "a bandit tree of depth 40 and width 36 has 68719476736 bidding nodes; at most 100000 are allowed");
  EXPECT_FALSE(fs::exists(Path("x.model")));
}

// Case 6: one flipped bit of a model is refused, naming the file; the same
// model intact evaluates.
TEST_F(HardeningCliTest, AModelWithAFlippedBitIsRefused) {
  ASSERT_EQ(
      Bidlab({"train", "bandit", "--data", Path("tiny.bdl"), "--iterations", "2000", "-o", Path("b.model")}).status, 0);
  const std::vector<std::string> eval = {"eval",           "--model", Path("b.model"), "--data",
                                         Path("tiny.bdl"), "--split", "test"};
  ASSERT_EQ(Bidlab(eval).status, 0);
  std::string bytes = ReadFileText(Path("b.model"));
  bytes[bytes.size() - 100] ^= 0x10;  // a bit of a weight
  WriteFileAtomically(Path("b.model"), bytes);
  ExpectRefused(eval, "bidlab: " + Path("b.model") + ": checksum mismatch: the model file is damaged");
}

// Case 12: an output that is also an input is refused and the input kept.
TEST_F(HardeningCliTest, AnOutputThatIsAnInputIsRefused) {
  const std::string tiny = ReadFileText(Path("tiny.bdl"));
  const std::string same = "is also an input";
  ExpectRefused({"dataset", "export", Path("tiny.bdl"), "-o", Path("tiny.bdl")}, same);
  ExpectRefused({"train", "cstsr", "--data", Path("tiny.bdl"), "-o", Path("tiny.bdl")}, same);
  ExpectRefused({"train", "bandit", "--data", Path("tiny.bdl"), "-o", Path("tiny.bdl")}, same);
  ExpectRefused({"dataset", "merge", Path("tiny.bdl"), "-o", dir_.string() + "/./tiny.bdl"}, same);
  EXPECT_EQ(ReadFileText(Path("tiny.bdl")), tiny);
  WritePbnFile(Path("four.pbn"), {MakePbnBoard(testing::TinyDataset(9, 1).records[0].deal, 1, Seat::kNorth,
                                               Vulnerability::kNone, testing::TinyDataset(9, 1).records[0].table)});
  const std::string pbn = ReadFileText(Path("four.pbn"));
  ExpectRefused({"dataset", "import", Path("four.pbn"), "-o", Path("four.pbn")}, same);
  ExpectRefused({"solve", Path("four.pbn"), "-o", Path("four.pbn")}, same);
  EXPECT_EQ(ReadFileText(Path("four.pbn")), pbn);
  WriteFileAtomically(Path("j.partial"), std::string("journal"));
  ExpectRefused({"dataset", "snapshot", Path("j.partial"), "-o", Path("j.partial")}, same);
  EXPECT_EQ(ReadFileText(Path("j.partial")), "journal");
}

// Case 12: outputs that cannot be written are refused before the work.
TEST_F(HardeningCliTest, AnOutputThatCannotBeWrittenIsRefusedFirst) {
  fs::create_directories(Path("folder"));
  ExpectRefused({"dataset", "export", Path("tiny.bdl"), "-o", Path("folder")},
                "--output: " + Path("folder") + " is a folder, expected a file to write");
  ExpectRefused({"deal", "--count", "3", "--seed", "1", "-o", Path("no/such/folder/x.pbn")},
                "the folder " + Path("no/such/folder") + " does not exist");
  ExpectRefused({"experiment", "compare", "-o", "/proc/nope"},
                "--output: cannot write to /proc/nope: cannot create a file in /proc");
  ExpectRefused({"experiment", "compare", "-o", Path("tiny.bdl")}, Path("tiny.bdl") + " is a file, expected a folder");
  // Nothing is left behind by the checks.
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++entries;
  EXPECT_EQ(entries, 2u);  // tiny.bdl and folder
}

// Case 13: whole numbers refuse signs and overflow; ranges are stated.
TEST_F(HardeningCliTest, NumbersThatWouldWrapAreRefusedWithTheirRange) {
  ExpectRefused({"deal", "--count", "2", "--seed", "-5"},
                "--seed: must be a whole number from 0 to 18446744073709551615, not \"-5\"");
  ExpectRefused({"deal", "--count", "18446744073709551616", "--seed", "1"},
                "--count: must be a whole number from 1 to 18446744073709551615, not \"18446744073709551616\"");
  ExpectRefused({"deal", "--count", "0", "--seed", "1"},
                "--count: must be a whole number from 1 to 18446744073709551615, not \"0\"");
  ExpectRefused({"deal", "--count", "2", "--seed", "1", "--first", "18446744073709551615"},
                "--first 18446744073709551615 with --count 2 runs past the last deal index, 18446744073709551615");
  ExpectRefused({"dataset", "verify", Path("tiny.bdl"), "--sample", "-1"},
                "--sample: must be a whole number from 0 to 18446744073709551615, not \"-1\"");
  for (const char* threads : {"-3", "1000"})
    ExpectRefused({"eval", "--bidder", "pass", "--data", Path("tiny.bdl"), "--threads", threads},
                  std::string("--threads: must be 0 (every core) or 1 to 64, not \"") + threads + "\"");
  ExpectRefused({"eval", "--bidder-cmd", "cat", "--data", Path("tiny.bdl"), "--bidder-timeout", "1e300"},
                "--bidder-timeout: must be a number from 0.001 to 86400, not \"1e300\"");
  EXPECT_EQ(Bidlab({"eval", "--bidder", "pass", "--data", Path("tiny.bdl"), "--threads", "0"}).status, 0);
}

// Case 13: `deal` streams: ten billion deals start coming out at once (the
// whole would be 2.3 TB), with the memory of one board.
TEST(DealStreaming, AHugeCountStreamsInsteadOfBuffering) {
  const std::string command = std::string("timeout 60 ") + BIDLAB_BINARY +
                              " deal --count 10000000000 --seed 1 2>/dev/null | head -c 200000 | wc -c";
  FILE* pipe = ::popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  char text[64] = {};
  const std::size_t n = std::fread(text, 1, sizeof text - 1, pipe);
  ::pclose(pipe);
  EXPECT_EQ(std::string(text, n), "200000\n");
}

}  // namespace
}  // namespace bidlab
