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
#include "data/dataset_ops.h"
#include "io/dataset_file.h"
#include "io/file_util.h"
#include "io/model_file.h"
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

// The shipped contested model with its payload's info line (line 2) or
// network (line 3 on) replaced, written at `path` as a model of an earlier
// bidlab (no checksum) so the loaders see the edit; returns `path`.
std::string EditedContestedModel(const std::string& path, const std::string* info, const std::string* network) {
  const ModelFile shipped = ReadModelFile(ShippedContestedModelPath());
  const std::size_t eol = shipped.payload.find('\n');
  const std::string payload =
      (info ? *info : shipped.payload.substr(0, eol)) + "\n" + (network ? *network : shipped.payload.substr(eol + 1));
  WriteFileAtomically(path, "bidlab-model " + shipped.kind + " " + std::to_string(shipped.version) + "\n" + payload);
  return path;
}

// Issue 38: files hostile in size or shape, and outputs named like inputs: a
// log nested 100,000 levels deep, a model whose info line is, /dev/zero as a
// log, a model or a data set, --log over the data set or a model, an empty
// split. Each gets one message naming the file, and nothing is overwritten.
TEST_F(HardeningCliTest, ALogNestedTooDeepIsRefusedNotACrash) {
  // The file is past the line bound; a line within it, 30,000 deep, is past the depth bound.
  WriteFileAtomically(Path("deep.jsonl"), std::string(100000, '[') + std::string(100000, ']') + "\n");
  ExpectRefused({"serve", "--match-log", Path("deep.jsonl"), "--port", "0"},
                Path("deep.jsonl") + ":1: a line longer than 65536 bytes");
  WriteFileAtomically(Path("deep.jsonl"), std::string(30000, '[') + std::string(30000, ']') + "\n");
  ExpectRefused({"serve", "--match-log", Path("deep.jsonl"), "--port", "0"},
                Path("deep.jsonl") + ":1: not JSON: nested more than 64 levels deep");
}

TEST_F(HardeningCliTest, AModelWhoseInfoLineNestsTooDeepIsRefusedByEveryCommand) {
  const std::string deep = std::string(200000, '[') + std::string(200000, ']');
  const std::string model = EditedContestedModel(Path("deep.model"), &deep, nullptr);
  const std::string message =
      model + ":2: expected the JSON object describing the training: nested more than 64 levels deep";
  ExpectRefused({"explain", model}, message);
  ExpectRefused({"match", "--ns", model, "--ew", "pass", "--data", Path("tiny.bdl"), "--split", "all"}, message);
  ExpectRefused({"serve", "--model", model, "--port", "0"}, message);
  ExpectRefused(
      {"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", model, "--steps", "1", "-o", Path("rl.model")},
      message);
}

TEST_F(HardeningCliTest, ABrokenNetworkIsReportedAgainstItsFile) {
  const std::string network = "network 1\ndense 3 x relu 0\n";
  const std::string model = EditedContestedModel(Path("broken.model"), nullptr, &network);
  const CliRun run = Bidlab({"match", "--ns", model, "--ew", "pass", "--data", Path("tiny.bdl"), "--split", "all"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err.rfind("bidlab: " + model + ": ", 0), 0u) << run.err;
  EXPECT_EQ(run.err.find("contested-neural model"), std::string::npos) << run.err;
}

TEST_F(HardeningCliTest, AStartingModelThatIsNotOneIsCalledAnInput) {
  const CliRun run = Bidlab({"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("tiny.bdl"), "--steps",
                             "1", "-o", Path("rl.model")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(Path("tiny.bdl") + ": not a contested-neural model: --from expects a model"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(run.err.find("choose another output"), std::string::npos) << run.err;
}

// A device that never ends is refused by its name before a byte is read
// (io/bounded_file.h), not read to the memory limit.
TEST_F(HardeningCliTest, AnEndlessFileIsRefusedAtTheBound) {
  const std::string device = "/dev/zero: is a device, expected a regular file";
  ExpectRefused({"serve", "--match-log", "/dev/zero", "--port", "0"}, device);
  ExpectRefused({"explain", "/dev/zero"}, device);
  ExpectRefused({"serve", "--model", "/dev/zero", "--port", "0"}, device);
  ExpectRefused({"match", "--ns", "sayc", "--ew", "pass", "--data", "/dev/zero"}, device);
}

TEST_F(HardeningCliTest, TheLogIsCheckedAgainstEveryInput) {
  const std::string data = ReadFileText(Path("tiny.bdl"));
  ExpectRefused({"match", "--ns", "sayc", "--ew", "pass", "--data", Path("tiny.bdl"), "--split", "all", "--boards", "5",
                 "--log", Path("tiny.bdl")},
                "--log " + Path("tiny.bdl") + " is also an input (--data " + Path("tiny.bdl") + ")");
  EXPECT_EQ(ReadFileText(Path("tiny.bdl")), data);

  std::filesystem::copy_file(ShippedContestedModelPath(), Path("cm.model"));
  const std::string model = ReadFileText(Path("cm.model"));
  ExpectRefused({"match", "--ns", Path("cm.model"), "--ew", "pass", "--data", Path("tiny.bdl"), "--split", "all",
                 "--log", dir_.string() + "/./cm.model"},
                "is also an input (--ns " + Path("cm.model") + ")");
  EXPECT_EQ(ReadFileText(Path("cm.model")), model);
  // A positional input.
  ExpectRefused({"dataset", "export", Path("tiny.bdl"), "-o", Path("tiny.bdl")},
                "--output " + Path("tiny.bdl") + " is also an input");
}

TEST_F(HardeningCliTest, AnEmptySplitIsRefusedNotReportedAsAResult) {
  WriteDatasetFile(testing::TinyDataset(9, 3), Path("three.bdl"));
  const std::string message =
      "the validation split of this data set of 3 deals is empty: nothing to measure; choose another split or a "
      "larger data set";
  ExpectRefused({"match", "--ns", "sayc", "--ew", "pass", "--data", Path("three.bdl"), "--split", "validation"},
                message);
  ExpectRefused({"eval", "--bidder", "sayc", "--data", Path("three.bdl"), "--split", "validation"}, message);
  // The same set's train split has deals, and is measured.
  EXPECT_EQ(Bidlab({"eval", "--bidder", "sayc", "--data", Path("three.bdl"), "--split", "train"}).status, 0);
}

}  // namespace
}  // namespace bidlab
