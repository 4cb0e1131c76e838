// End-to-end: what the commands do with files that are hostile in size or
// shape, and with outputs named like their inputs: a log nested 100,000
// levels deep, a model whose info line is, /dev/zero as a log, a model or a
// data set, `--log` over the data set or a model, an empty split. Each gets
// one message naming the file and a non-zero exit, and nothing is
// overwritten.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "cli/cli_test_util.h"
#include "data/dataset_ops.h"
#include "io/dataset_file.h"
#include "io/file_util.h"
#include "io/model_file.h"

namespace bidlab {
namespace {

using testing::Bidlab;
using testing::CliRun;

class InputBoundsCli : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(9, 30), Path("tiny.bdl"));
  }
  // Runs bidlab and expects a refusal (exit 1) whose message has `message`.
  void ExpectRefused(const std::vector<std::string>& args, const std::string& message) {
    const CliRun run = Bidlab(args);
    EXPECT_EQ(run.status, 1) << run.out << run.err;
    EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
  }
  // The shipped contested model with its payload's info line (line 2) or
  // network (line 3 on) replaced, written as a model of an earlier bidlab
  // (no checksum), so the loaders see the edit.
  std::string EditedContestedModel(const std::string& name, const std::string* info, const std::string* network) {
    const ModelFile shipped = ReadModelFile(ShippedContestedModelPath());
    const std::size_t eol = shipped.payload.find('\n');
    const std::string payload =
        (info ? *info : shipped.payload.substr(0, eol)) + "\n" + (network ? *network : shipped.payload.substr(eol + 1));
    WriteFileAtomically(Path(name),
                        "bidlab-model " + shipped.kind + " " + std::to_string(shipped.version) + "\n" + payload);
    return Path(name);
  }
};

TEST_F(InputBoundsCli, ALogNestedTooDeepIsRefusedNotACrash) {
  WriteFileAtomically(Path("deep.jsonl"), std::string(100000, '[') + std::string(100000, ']') + "\n");
  ExpectRefused({"serve", "--match-log", Path("deep.jsonl"), "--port", "0"},
                Path("deep.jsonl") + ":1: not JSON: nested more than 64 levels deep");
}

TEST_F(InputBoundsCli, AModelWhoseInfoLineNestsTooDeepIsRefusedByEveryCommand) {
  const std::string deep = std::string(200000, '[') + std::string(200000, ']');
  const std::string model = EditedContestedModel("deep.model", &deep, nullptr);
  const std::string message =
      model + ":2: expected the JSON object describing the training: nested more than 64 levels deep";
  ExpectRefused({"explain", model}, message);
  ExpectRefused({"match", "--ns", model, "--ew", "pass", "--data", Path("tiny.bdl"), "--split", "all"}, message);
  ExpectRefused({"serve", "--model", model, "--port", "0"}, message);
  ExpectRefused(
      {"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", model, "--steps", "1", "-o", Path("rl.model")},
      message);
}

TEST_F(InputBoundsCli, ABrokenNetworkIsReportedAgainstItsFile) {
  const std::string network = "network 1\ndense 3 x relu 0\n";
  const std::string model = EditedContestedModel("broken.model", nullptr, &network);
  const CliRun run = Bidlab({"match", "--ns", model, "--ew", "pass", "--data", Path("tiny.bdl"), "--split", "all"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err.rfind("bidlab: " + model + ": ", 0), 0u) << run.err;
  EXPECT_EQ(run.err.find("contested-neural model"), std::string::npos) << run.err;
}

TEST_F(InputBoundsCli, AStartingModelThatIsNotOneIsCalledAnInput) {
  const CliRun run = Bidlab({"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("tiny.bdl"), "--steps",
                             "1", "-o", Path("rl.model")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(Path("tiny.bdl") + ": not a contested-neural model: --from expects a model"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(run.err.find("choose another output"), std::string::npos) << run.err;
}

// A device that never ends is refused at the bound of its format (a log's
// line, a model's first line, a data set's header), not read to the memory
// limit.
TEST_F(InputBoundsCli, AnEndlessFileIsRefusedAtTheBound) {
  ExpectRefused({"serve", "--match-log", "/dev/zero", "--port", "0"}, "/dev/zero:1: a line longer than 65536 bytes");
  ExpectRefused({"explain", "/dev/zero"}, "/dev/zero:1: not a bidlab model file");
  ExpectRefused({"serve", "--model", "/dev/zero", "--port", "0"}, "/dev/zero:1: not a bidlab model file");
  ExpectRefused({"match", "--ns", "sayc", "--ew", "pass", "--data", "/dev/zero"},
                "/dev/zero: not a bidlab data-set file");
}

TEST_F(InputBoundsCli, TheLogIsCheckedAgainstEveryInput) {
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

TEST_F(InputBoundsCli, AnEmptySplitIsRefusedNotReportedAsAResult) {
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
