// End-to-end: the one rule of every command's outputs (io/output_path.h).
// Every file a command writes — its -o, the checkpoint and snapshots beside
// a model, the journal beside a data set, the results files inside an
// output folder — is checked against every file it reads and every other
// file it writes, by name (symbolic links followed) and as a file (hard
// links), before any work: nothing is overwritten.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/cli_test_util.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

using testing::Bidlab;
using testing::CliRun;

class OutputRuleCliTest : public testing::ScratchDirTest {
 protected:
  // Runs bidlab, expects exit status 1 with `message`, and every file of
  // the scratch folder as it was.
  void ExpectRefused(const std::vector<std::string>& args, const std::string& message) {
    std::vector<std::pair<std::string, std::string>> before;
    for (const auto& e : fs::recursive_directory_iterator(dir_))
      if (e.is_regular_file()) before.emplace_back(e.path().string(), ReadFileText(e.path().string()));
    const CliRun run = Bidlab(args);
    EXPECT_EQ(run.status, 1) << run.out;
    EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
    for (const auto& [path, text] : before) EXPECT_EQ(ReadFileText(path), text) << path;
  }
  void Write(const std::string& name, const std::string& text) {
    fs::create_directories(fs::path(Path(name)).parent_path());
    WriteFileAtomically(Path(name), text);
  }
};

// `report a -o a/league.json` would write its page over a results file it
// reads; through a symbolic link to the folder, or a hard link to the file,
// the same.
TEST_F(OutputRuleCliTest, AReportIsNotWrittenOverAResultsFileItReads) {
  Write("a/league.json", R"({"experiment": "league"})");
  ExpectRefused({"report", Path("a"), "-o", Path("a/league.json")},
                "--output " + Path("a/league.json") + " is a file the input results " + Path("a") + " reads (" +
                    Path("a/*.json") + "): write the output to another file");
  fs::create_directory_symlink(Path("a"), Path("b"));
  ExpectRefused({"report", Path("b"), "-o", Path("a/league.json")}, "is a file the input results " + Path("b"));
  ExpectRefused({"report", Path("a"), "-o", Path("b/new.md")}, "is a file the input results " + Path("a"));
  fs::create_directories(Path("c"));
  fs::create_hard_link(Path("a/league.json"), Path("c/page.html"));
  ExpectRefused({"report", Path("a"), "-o", Path("c/page.html")}, "is a file the input results " + Path("a"));
}

// An output folder written with its slash and not made yet ("-o out/", as
// the docs write it) is checked as the folder out, not resolved for ever.
TEST_F(OutputRuleCliTest, AnOutputFolderNotYetMadeMayEndInASlash) {
  Write("m.lin", "pn|a,b,c,d|\n");
  ExpectRefused({"experiment", "experts", "--records", Path("m.lin"), "--cache", Path("new/experts.json"), "-o",
                 Path("new") + "/"},
                "is a file --output " + Path("new") + "/ writes");
}

// `experiment experts --cache d/experts.json -o d`: the solved deals and the
// results file would be one file; its journal too.
TEST_F(OutputRuleCliTest, AnExperimentsCacheIsNotOneOfItsResultsFiles) {
  Write("m.lin", "pn|a,b,c,d|\n");
  fs::create_directories(Path("d"));
  ExpectRefused(
      {"experiment", "experts", "--records", Path("m.lin"), "--cache", Path("d/experts.json"), "-o", Path("d")},
      "--cache " + Path("d/experts.json") + " is a file --output " + Path("d") + " writes (" + Path("d/*.json") +
          "): write each output to a file of its own");
  fs::create_directory_symlink(Path("d"), Path("e"));
  ExpectRefused(
      {"experiment", "experts", "--records", Path("m.lin"), "--cache", Path("e/experts.json"), "-o", Path("d")},
      "is a file --output " + Path("d") + " writes");
  ExpectRefused({"experiment", "experts", "--records", Path("m.lin"), "--cache", Path("m.lin"), "-o", Path("d")},
                "--cache " + Path("m.lin") + " is also an input (--records " + Path("m.lin") + ")");
  // Its journal, beside it.
  Write("m.partial", "pn|a,b,c,d|\n");
  ExpectRefused({"experiment", "experts", "--records", Path("m.partial"), "--cache", Path("m"), "-o", Path("d")},
                "--cache " + Path("m") + " writes " + Path("m.partial") + ", which is also an input (--records " +
                    Path("m.partial") + ")");
}

// `train contested-rl --against opp.model.snapshot-10 --snapshot-every 10 -o
// opp.model` would write its snapshot of step 10 over its opponent; its
// checkpoint, a link to either, the same.
TEST_F(OutputRuleCliTest, ATrainingRunWritesNoSnapshotOrCheckpointOverAnInput) {
  Write("s.model", "stage 1");
  Write("opp.model.snapshot-10", "an opponent");
  Write("opp.model.checkpoint", "an opponent");
  const auto rl = [&](const std::string& against) {
    return std::vector<std::string>{"train",     "contested-rl",   "--from",           Path("s.model"),
                                    "--against", against,          "--snapshot-every", "10",
                                    "-o",        Path("opp.model")};
  };
  ExpectRefused(rl(Path("opp.model.snapshot-10")),
                "--output " + Path("opp.model") + " writes " + Path("opp.model.snapshot-N") +
                    ", which is also an input (--against " + Path("opp.model.snapshot-10") +
                    "): write the output to another file");
  ExpectRefused(rl(Path("opp.model.checkpoint")),
                "writes " + Path("opp.model.checkpoint") + ", which is also an input (--against");
  fs::create_symlink(Path("opp.model.snapshot-10"), Path("link.model"));
  ExpectRefused(rl(Path("link.model")), "which is also an input (--against " + Path("link.model"));
  fs::create_hard_link(Path("opp.model.snapshot-10"), Path("hard.model"));
  ExpectRefused(rl(Path("hard.model")), "which is also an input (--against " + Path("hard.model"));
  // Stage 1's checkpoint, and the temporary file of any output, alike.
  ExpectRefused({"train", "contested", "--data", Path("opp.model.checkpoint"), "-o", Path("opp.model")},
                "writes " + Path("opp.model.checkpoint") + ", which is also an input (--data");
  Write("x.pbn.tmp.123", "a temporary file of a writer still running");
  ExpectRefused({"dataset", "export", Path("x.pbn.tmp.123"), "-o", Path("x.pbn")},
                "writes " + Path("x.pbn.tmp.PID") + ", which is also an input (FILE " + Path("x.pbn.tmp.123"));
}

}  // namespace
}  // namespace bidlab
