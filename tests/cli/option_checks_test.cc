#include "cli/option_checks.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/cli.h"
#include "core/error.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

// What parsing `args` with one option checked by `check` says ("" when it is accepted).
template <typename T>
std::string ParseError(const std::string& name, T& value, const CLI::Validator& check, std::vector<std::string> args) {
  CLI::App app;
  app.add_option(name, value)->check(check);
  std::reverse(args.begin(), args.end());
  try {
    app.parse(args);
  } catch (const CLI::ParseError& e) {
    return e.what();
  }
  return "";
}

TEST(OptionChecks, WholeNumbersRefuseSignsOverflowAndTheOutOfRange) {
  std::uint64_t n = 0;
  EXPECT_EQ(ParseError("--seed", n, WholeNumber(0), {"--seed", "-5"}),
            "--seed: must be a whole number from 0 to 18446744073709551615, not \"-5\"");
  EXPECT_EQ(ParseError("--count", n, WholeNumber(1), {"--count", "18446744073709551616"}),
            "--count: must be a whole number from 1 to 18446744073709551615, not \"18446744073709551616\"");
  EXPECT_EQ(ParseError("--count", n, WholeNumber(1), {"--count", "0"}),
            "--count: must be a whole number from 1 to 18446744073709551615, not \"0\"");
  EXPECT_EQ(ParseError("--count", n, WholeNumber(1), {"--count", "+3"}),
            "--count: must be a whole number from 1 to 18446744073709551615, not \"+3\"");
  EXPECT_EQ(ParseError("--count", n, WholeNumber(1), {"--count", "18446744073709551615"}), "");
  EXPECT_EQ(n, 18446744073709551615u);
  int k = 0;
  EXPECT_EQ(ParseError("--epochs", k, WholeNumber(1, INT32_MAX), {"--epochs", "2147483648"}),
            "--epochs: must be a whole number from 1 to 2147483647, not \"2147483648\"");
}

TEST(OptionChecks, ThreadsAreZeroForEveryCoreOrOneToSixtyFour) {
  int threads = -1;
  for (const char* bad : {"-3", "1000", "65", "two"})
    EXPECT_EQ(ParseError("--threads", threads, ThreadCount(), {"--threads", bad}),
              std::string("--threads: must be 0 (every core) or 1 to 64, not \"") + bad + "\"");
  EXPECT_EQ(ParseError("--threads", threads, ThreadCount(), {"--threads", "0"}), "");
  EXPECT_EQ(ParseError("--threads", threads, ThreadCount(), {"--threads", "64"}), "");
  EXPECT_EQ(threads, 64);
}

TEST(OptionChecks, BoundedNumbersStateTheirRange) {
  double seconds = 0;
  for (const char* bad : {"1e300", "0", "-1", "inf", "nan", "10s"})
    EXPECT_EQ(ParseError("--bidder-timeout", seconds, NumberInRange(0.001, 86400), {"--bidder-timeout", bad}),
              std::string("--bidder-timeout: must be a number from 0.001 to 86400, not \"") + bad + "\"");
  EXPECT_EQ(ParseError("--bidder-timeout", seconds, NumberInRange(0.001, 86400), {"--bidder-timeout", "2.5"}), "");
  EXPECT_EQ(seconds, 2.5);
}

TEST(OptionChecks, DealRangesMustNotRunPastTheLastIndex) {
  EXPECT_NO_THROW(RequireDealRange(18446744073709551614u, 2));
  EXPECT_NO_THROW(RequireDealRange(0, 18446744073709551615u));
  try {
    RequireDealRange(18446744073709551615u, 2);
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "--first 18446744073709551615 with --count 2 runs past the last deal index, "
                 "18446744073709551615");
  }
}

// Every option of every command that takes a number checks it against a
// stated range (WholeNumber, ThreadCount or NumberInRange): none is left to
// CLI11's conversion, which wraps -1 to 2^64 − 1 and says "At Most 1 required
// but received 2" for a number too long for its type.
TEST(OptionChecks, EveryNumberOptionOfEveryCommandStatesItsRange) {
  CLI::App app{"bidlab", "bidlab"};
  std::ostringstream out, err;
  CliStreams io{out, err};
  AddEveryCommand(app, io);
  EXPECT_EQ(NumbersWithoutARange(app), std::vector<std::string>{});
  // The mechanism itself: an unchecked count is found, a checked one is not.
  CLI::App probe{"probe", "probe"};
  int deals = 0;
  double share = 0;
  probe.add_option("--deals", deals);
  probe.add_option("--share", share)->check(NumberInRange(0, 1));
  EXPECT_EQ(NumbersWithoutARange(probe), std::vector<std::string>{"probe --deals"});
}

class OutputChecks : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("bidlab_output_checks_" + std::to_string(::getpid()));
    fs::create_directories(dir_ / "folder");
    std::ofstream(dir_ / "file") << "x";
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
};

TEST_F(OutputChecks, FilesAndFoldersAreCheckedBeforeAnyWork) {
  std::string out;
  EXPECT_EQ(ParseError("-o,--output", out, OutputFile(), {"-o", Path("folder")}),
            "--output: " + Path("folder") + " is a folder, expected a file to write");
  EXPECT_EQ(ParseError("-o,--output", out, OutputFile(), {"-o", Path("none/x.pbn")}),
            "--output: cannot write " + Path("none/x.pbn") + ": the folder " + Path("none") + " does not exist");
  EXPECT_EQ(ParseError("-o,--output", out, OutputFile(), {"-o", Path("new.pbn")}), "");
  EXPECT_EQ(ParseError("-o,--output", out, OutputFile(), {"-o", Path("file")}), "");
  EXPECT_EQ(ParseError("-o,--output", out, OutputFolder(), {"-o", Path("file")}),
            "--output: " + Path("file") + " is a file, expected a folder");
  EXPECT_EQ(ParseError("-o,--output", out, OutputFolder(), {"-o", Path("new/deeper")}), "");
  EXPECT_EQ(ParseError("-o,--output", out, OutputFolder(), {"-o", "/proc/nope"})
                .rfind("--output: cannot write to /proc/nope: cannot create a file in /proc (", 0),
            0u);
  // The probes leave nothing behind, and create no folder.
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++entries;
  EXPECT_EQ(entries, 2u);
}

TEST_F(OutputChecks, AnOutputThatIsAnInputIsRefused) {
  EXPECT_NO_THROW(RequireOutputIsNotAnInput(Path("other"), {Path("file")}));
  EXPECT_THROW(RequireOutputIsNotAnInput(Path("file"), {Path("x"), Path("file")}), Error);
  try {
    RequireOutputIsNotAnInput(Path("folder/../file"), {Path("file")});
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "-o " + Path("folder/../file") + " is also an input (" + Path("file") +
                                         "): write the output to another file");
  }
}

TEST_F(OutputChecks, EveryOutputIsCheckedAgainstEveryInputAndTheOtherOutputs) {
  EXPECT_NO_THROW(RequireOutputsAreNotInputs({{"--log", Path("new.jsonl")}}, {{"--data", Path("file")}}));
  // An input that does not exist is nothing to lose, whatever its name.
  EXPECT_NO_THROW(RequireOutputsAreNotInputs({{"--log", Path("new.jsonl")}}, {{"--ns", "sayc"}}));
  try {
    RequireOutputsAreNotInputs({{"-o", Path("x")}, {"--log", Path("folder/../file")}},
                               {{"--ns", "sayc"}, {"--data", Path("file")}});
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "--log " + Path("folder/../file") + " is also an input (--data " + Path("file") +
                                         "): write the output to another file");
  }
  try {
    RequireOutputsAreNotInputs({{"-o", Path("new")}, {"--log", Path("new")}}, {});
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "-o " + Path("new") + " and --log " + Path("new") +
                                         " are the same file: write each output to a file of its own");
  }
}

// The files an output stands for besides its own path: by pattern (`#`
// digits, `*` anything), as names and as the files that exist.
TEST_F(OutputChecks, TheFilesBesideAndInsideAnOutputAreCheckedToo) {
  for (const char* name : {"x.model.snapshot-10", "x.model.snapshot-a", "r.json", "folder/a.json"})
    std::ofstream(dir_ / name) << "x";
  const PathOption model{"-o", Path("x.model"), {".checkpoint", ".snapshot-#"}};
  try {
    RequireOutputsAreNotInputs({model}, {{"--against", Path("x.model.snapshot-10")}});
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "-o " + Path("x.model") + " writes " + Path("x.model.snapshot-N") +
                                         ", which is also an input (--against " + Path("x.model.snapshot-10") +
                                         "): write the output to another file");
  }
  EXPECT_NO_THROW(RequireOutputsAreNotInputs({model}, {{"--against", Path("x.model.snapshot-a")}})) << "not a step";
  EXPECT_NO_THROW(RequireOutputsAreNotInputs({model}, {{"--against", Path("file")}}));
  const PathOption folder{"-o", Path("folder"), {}, {"*.json", "models/*"}};
  EXPECT_THROW(RequireOutputsAreNotInputs({folder}, {{"--x", Path("folder/../folder/a.json")}}), Error);
  EXPECT_NO_THROW(RequireOutputsAreNotInputs({folder}, {{"--x", Path("r.json")}})) << "not in the folder";
  // Outputs against each other, also where neither exists yet.
  EXPECT_THROW(RequireOutputsAreNotInputs({folder, {"--cache", Path("folder/c.json")}}, {}), Error);
  EXPECT_THROW(RequireOutputsAreNotInputs({folder, {"--cache", Path("folder/models/m")}}, {}), Error);
  EXPECT_NO_THROW(RequireOutputsAreNotInputs({folder, {"--cache", Path("folder/c.bdl"), {".partial"}}}, {}))
      << "c.bdl.tmp.PID and c.bdl.partial are no results file";
  EXPECT_THROW(RequireOutputsAreNotInputs({model, {"--log", Path("x.model.tmp.77")}}, {}), Error);
  EXPECT_NO_THROW(RequireOutputsAreNotInputs({model, {"--log", Path("x.model.tmp.log")}}, {}));
  // A symbolic link to the output's folder, and a hard link to a snapshot.
  fs::create_directory_symlink(dir_, dir_ / "link");
  EXPECT_THROW(RequireOutputsAreNotInputs({{"-o", Path("link/x.model"), {".snapshot-#"}}},
                                          {{"--against", Path("x.model.snapshot-10")}}),
               Error);
  fs::create_hard_link(dir_ / "x.model.snapshot-10", dir_ / "hard");
  EXPECT_THROW(RequireOutputsAreNotInputs({model}, {{"--against", Path("hard")}}), Error);
}

}  // namespace
}  // namespace bidlab
