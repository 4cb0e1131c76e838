// End-to-end: what the command line does with hostile or careless input
// files and numbers: empty files, files that never end, folders and devices
// given as files, values too long to quote, board numbers past LIN's, counts
// past their range, challenge files given twice or in the wrong folder,
// broken markers in the manual. Each case gets one clear message naming the
// file and a non-zero exit, and leaves no output behind.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "cli/cli_test_util.h"
#include "io/dataset_file.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

using testing::Bidlab;
using testing::CliRun;

// A deal whose four hands anyone can check: North holds every ace, king,
// queen and the jack of spades.
constexpr char kDeal[] = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432";

// One board of a bidding challenge with the experts' table `table`; with
// `robot`, a robot's result file of it (its points and running score).
std::string FacitBoard(const std::string& table, bool robot = false) {
  return std::string("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"") + kDeal +
         "\"]\n[Scoring \"Facit\"]\n{" +
         (robot ? "Score Table: " + table + "\nFacit Score: 10\nRunning Score: 10" : table) + "}\n\n";
}

// A LIN record of kDeal (md: South, West, North, East; dealer North).
constexpr char kLinDeal[] = "md|3S32H432D5432C5432,ST987HJT9DJT9CJT9,SAKQJHAKQDAKQCAKQ,|";

class InputHardeningCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(9, 3), Path("three.bdl"));
  }
  void Write(const std::string& name, const std::string& text) {
    fs::create_directories(fs::path(Path(name)).parent_path());
    WriteFileAtomically(Path(name), text);
  }
  // Runs bidlab and expects it to fail with `message` in its error output and
  // no internal error.
  CliRun ExpectRefused(const std::vector<std::string>& args, const std::string& message) {
    const CliRun run = Bidlab(args);
    EXPECT_NE(run.status, 0) << run.out;
    EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("internal error"), std::string::npos) << run.err;
    return run;
  }
};

// Empty inputs make no empty data set: an empty file, a LIN file of only its
// title, /dev/null.
TEST_F(InputHardeningCliTest, AnEmptyInputIsRefusedNotImportedAsNoDeals) {
  Write("empty.lin", "");
  Write("title.lin", "vg|Nothing,Round 1,I,1,1,A,0,B,0|\n");
  Write("empty.pbn", "% no games\n");
  ExpectRefused({"dataset", "import", Path("empty.lin"), "-o", Path("x.bdl")},
                Path("empty.lin") + ": no boards: expected LIN records with a deal (md|…|)");
  ExpectRefused({"dataset", "import", Path("title.lin"), "-o", Path("x.bdl")},
                Path("title.lin") + ": no boards: expected LIN records with a deal (md|…|)");
  ExpectRefused({"dataset", "import", Path("empty.pbn"), "-o", Path("x.bdl")},
                Path("empty.pbn") + ": no boards: expected PBN games with a [Deal]");
  ExpectRefused({"dataset", "import", "/dev/null", "-o", Path("x.bdl")},
                "/dev/null: is a device, expected a regular file");
  ExpectRefused({"experiment", "experts", "--records", Path("title.lin"), "--cache", Path("c.bdl"), "-o", Path("out")},
                Path("title.lin") + ": no records: expected tables of real boards");
  EXPECT_FALSE(fs::exists(Path("x.bdl")));
  EXPECT_FALSE(fs::exists(Path("c.bdl")));
}

// A file that never ends, or a folder, given where a file is read: refused
// by its name before it is read, by every command that reads one.
TEST_F(InputHardeningCliTest, DevicesAndFoldersAreRefusedByNameWhereverAFileIsRead) {
  const std::string device = "/dev/zero: is a device, expected a regular file";
  ASSERT_EQ(::symlink("/dev/zero", Path("zero.lin").c_str()), 0);
  ExpectRefused({"dataset", "import", "/dev/zero", "-o", Path("x.bdl")}, device);
  ExpectRefused({"dataset", "import", Path("zero.lin"), "-o", Path("x.bdl")},
                Path("zero.lin") + ": is a device, expected a regular file");
  ExpectRefused({"eval", "--bidder", "sayc", "--facit", "/dev/zero"}, device);
  ExpectRefused({"eval", "--bidder", "sayc", "--costs", "/dev/zero"}, device);
  ExpectRefused({"experiment", "experts", "--records", "/dev/zero", "--cache", Path("c.bdl"), "-o", Path("out")},
                device);
  ExpectRefused({"dataset", "snapshot", "/dev/zero", "-o", Path("x.bdl")}, device);
  ExpectRefused({"dataset", "info", "/dev/zero"}, device);
  fs::create_directories(Path("dir.lin"));
  fs::create_directories(Path("adir.pbn"));
  ExpectRefused({"dataset", "import", Path("dir.lin"), "-o", Path("x.bdl")},
                Path("dir.lin") + ": is a folder, expected a file");
  ExpectRefused({"eval", "--bidder", "sayc", "--facit", Path("adir.pbn")},
                Path("adir.pbn") + ": is a folder, expected a file");
  // check-docs: a results file a marker names that is a device.
  fs::create_directories(Path("results"));
  ASSERT_EQ(::symlink("/dev/zero", Path("results/zero.json").c_str()), 0);
  Write("README.md", "Cost <!-- results/zero.json /cost -->2.97.\n");
  ExpectRefused({"check-docs", Path("")}, Path("results/zero.json") + ": is a device, expected a regular file");
  EXPECT_FALSE(fs::exists(Path("x.bdl")));
}

// A value far longer than a message should hold is quoted by its first 80
// bytes and its size; raw bytes are shown escaped.
TEST_F(InputHardeningCliTest, AHugeValueIsQuotedInEightyBytes) {
  Write("huge.lin", "qx|o1|" + std::string(kLinDeal) + "sv|0|mb|" + std::string(10'000'000, 'Z') + "|pg||\n");
  const CliRun run = ExpectRefused({"dataset", "import", Path("huge.lin"), "-o", Path("x.bdl")},
                                   "not \"" + std::string(80, 'Z') + "…\" (10000000 bytes)");
  EXPECT_LT(run.err.size(), 500u);
  Write("raw.pbn", FacitBoard("2n 10 \xFF\xFE 7"));
  ExpectRefused({"eval", "--bidder", "sayc", "--facit", Path("raw.pbn")},
                "expected a contract like 2N, 4h, N6N, E4Sx or P, not \"\\xFF\\xFE\"");
}

// LIN board numbers: `match --lin` refuses, before a board is played, a
// board its own reader would refuse.
TEST_F(InputHardeningCliTest, MatchLinRefusesBoardNumbersPastLinsBeforePlaying) {
  Dataset far = testing::TinyDataset(9, 2);
  far.header.first = 3000000000;
  WriteDatasetFile(far, Path("far.bdl"));
  ExpectRefused({"match", "--ns", "sayc", "--ew", "pass", "--data", Path("far.bdl"), "--lin", Path("m.lin")},
                "cannot write the match as LIN: board 3000000001 is outside LIN's board numbers, 1 to 2147483647");
  EXPECT_FALSE(fs::exists(Path("m.lin")));
}

// Counts wrap no more: -1, 2^32 and a number too long for any type are
// refused with the range.
TEST_F(InputHardeningCliTest, CountsOfEveryCommandAreRefusedOutsideTheirRange) {
  for (const char* bad : {"-1", "4294967296", "99999999999999999999"}) {
    ExpectRefused({"bid", "--bidder", "sayc", "--north", "AKQ2.K32.Q32.J32", "--meaning-deals", bad},
                  std::string("--meaning-deals: must be a whole number from 0 to 1000000, not \"") + bad + "\"");
    ExpectRefused({"explain", "sayc", "--auction", "1NT", "--meaning-deals", bad},
                  std::string("--meaning-deals: must be a whole number from 1 to 1000000, not \"") + bad + "\"");
  }
}

// A data set padded past its size is said with the file's own size.
TEST_F(InputHardeningCliTest, APaddedDataSetIsReportedWithItsOwnSize) {
  std::string bytes = ReadFileText(Path("three.bdl"));
  const std::size_t size = bytes.size();
  bytes.resize(5000, '\0');
  Write("padded.bdl", bytes);
  ExpectRefused(
      {"dataset", "info", Path("padded.bdl")},
      Path("padded.bdl") + ": padded data-set file: 5000 bytes, expected " + std::to_string(size) + " for 3 deals");
}

// eval --facit shows the warnings the reader keeps, refuses the options that
// do not apply to it and a table without the experts' 10.
TEST_F(InputHardeningCliTest, FacitWarningsAreShownAndItsOptionsChecked) {
  Write("twice.pbn", FacitBoard("2n 10 2n 7 7n 4"));
  const CliRun run = Bidlab({"eval", "--bidder", "sayc", "--facit", Path("twice.pbn")});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find(Path("twice.pbn") + ": line 1: the score table names 2n twice (10 and 7 points): the first "
                                             "counts"),
            std::string::npos)
      << run.err;
  ExpectRefused({"eval", "--bidder", "sayc", "--facit", Path("twice.pbn"), "--declarer", "real"},
                "--declarer does not apply to --facit");
  ExpectRefused({"eval", "--bidder", "sayc", "--facit", Path("twice.pbn"), "--imp-scale", "thesis"},
                "--imp-scale does not apply to --facit");
  Write("noten.pbn", FacitBoard("2n 7 3n 4"));
  ExpectRefused({"eval", "--bidder", "sayc", "--facit", Path("noten.pbn")},
                Path("noten.pbn") + ":1: score table: no contract earns 10 points");
}

// LIN's warnings (no sv, a call after the end) are shown by the import.
TEST_F(InputHardeningCliTest, LinWarningsAreShownByTheImport) {
  Write("warn.lin", "qx|o1|" + std::string(kLinDeal) + "mb|p|mb|p|mb|p|mb|p|mb|1c|pg||\n");
  const CliRun run = Bidlab({"dataset", "import", Path("warn.lin"), "-o", Path("w.bdl")});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find(Path("warn.lin") + ": line 1: 1C after the end of the auction, ignored"), std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find(Path("warn.lin") + ": line 1: no sv, vulnerability taken from the board number"),
            std::string::npos)
      << run.err;
  EXPECT_EQ(ReadDatasetFile(Path("w.bdl")).records.size(), 1u);
}

// Challenge sets go by file, not name: the same file twice, two sets of one
// name, a robot's file away from its set are refused; beside it, it counts.
TEST_F(InputHardeningCliTest, ChallengeFilesAreMatchedByWhereTheyAreNotByName) {
  Write("a/set.pbn", FacitBoard("7n 10 6n 6"));
  Write("a/set-Robot.pbn", FacitBoard("7n 10 6n 6", true));
  Write("b/set.pbn", FacitBoard("7n 10 6n 6"));
  Write("b/set-Robot.pbn", FacitBoard("7n 10 6n 6", true));
  const std::vector<std::string> run = {"experiment", "challenges", "--neural-model", "none", "--contested-model",
                                        "none",       "-o",         Path("out")};
  const auto with = [&](std::vector<std::string> files) {
    std::vector<std::string> args = run;
    for (const std::string& f : files) args.insert(args.end(), {"--pbn", f});
    return args;
  };
  ExpectRefused(with({Path("a/set.pbn"), Path("a/set.pbn")}), Path("a/set.pbn") + " is given twice");
  ExpectRefused(with({Path("a/set.pbn"), dir_.string() + "/a/../a/set.pbn"}),
                " is given twice (as " + Path("a/set.pbn"));
  ExpectRefused(with({Path("a/set.pbn"), Path("b/set.pbn")}),
                "two challenge sets named set: " + Path("a/set.pbn") + " and " + Path("b/set.pbn"));
  ExpectRefused(with({Path("a/set.pbn"), Path("b/set-Robot.pbn")}),
                "set-Robot.pbn has no challenge set of its name in its folder");
  EXPECT_FALSE(fs::exists(Path("out")));
  const CliRun ok = Bidlab(with({Path("a/set.pbn"), Path("a/set-Robot.pbn")}));
  ASSERT_EQ(ok.status, 0) << ok.err;
  EXPECT_NE(ReadFileText(Path("out/challenges.md")).find("Robot"), std::string::npos);
}

// check-docs: a table number past any table is a problem of its line, and
// a comment never closed (it hides the rest of the page) is found.
TEST_F(InputHardeningCliTest, CheckDocsFindsBadTableNumbersAndUnclosedComments) {
  fs::create_directories(Path("results"));
  Write("results/experts.md", "| a |\n|---|\n| 1 |\n");
  Write("README.md", "<!-- BEGIN results/experts.md table 99999999999999999999 -->\n| a |\n<!-- END -->\n");
  ExpectRefused({"check-docs", Path("")},
                "README.md:1: table 99999999999999999999: expected a table number from 1 to 1000");
  Write("README.md", "# bidlab\n\nCost <!-- results/experts.json /cost 2.97.\n\nThe rest of the page.\n");
  ExpectRefused({"check-docs", Path("")},
                "README.md:3: <!-- is never closed with -->: Markdown hides the rest of the page after it");
}

}  // namespace
}  // namespace bidlab
