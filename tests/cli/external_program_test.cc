// End-to-end: bidlab and the external programs it runs (eval --bidder-cmd,
// protocol 1; match --ns-cmd, protocol 2) when a program misbehaves: it
// never reads, answers twice, answers nonsense while another thread plays
// on, or sleeps mid-answer while bidlab is told to stop. Each case ends
// with one clear message, soon, and leaves no program behind.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli/cli_test_util.h"
#include "io/dataset_file.h"
#include "io/file_util.h"

extern char** environ;

namespace bidlab {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;
using testing::Bidlab;
using testing::CliRun;

// The processes of process group `group` that are still alive (zombies,
// which have ended and wait only to be reaped, aside).
std::vector<pid_t> LiveProcessesOfGroup(pid_t group) {
  std::vector<pid_t> live;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat(entry.path() / "stat");
    std::string text;
    if (!std::getline(stat, text)) continue;
    // pid (comm) state ppid pgrp …: comm may hold spaces, so from the last ')'.
    std::istringstream fields(text.substr(text.rfind(')') + 2));
    char state = 0;
    pid_t parent = 0, pgrp = 0;
    fields >> state >> parent >> pgrp;
    if (pgrp == group && state != 'Z') live.push_back(std::stoi(name));
  }
  return live;
}

class ExternalProgramCli : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(9, 400), Path("tiny.bdl"));
  }
  // A shell script in the scratch folder, run as "sh FILE".
  std::string Program(const std::string& name, const std::string& script) {
    WriteFileAtomically(Path(name), script);
    return "sh " + Path(name);
  }
  std::vector<std::string> Match(const std::string& program, const std::vector<std::string>& more = {}) {
    std::vector<std::string> args = {"match", "--ns-cmd", program, "--ew", "sayc", "--data", Path("tiny.bdl")};
    args.insert(args.end(), more.begin(), more.end());
    return args;
  }
};

// A program that never reads its input: once the pipe is full, writing a
// request used to block forever; --cmd-timeout now covers the writes, and
// the program's unasked lines are an error of their own.
TEST_F(ExternalProgramCli, AProgramThatNeverReadsEndsTheMatchWithAnError) {
  const auto start = std::chrono::steady_clock::now();
  const CliRun run = Bidlab({"match", "--ns-cmd", "yes PASS", "--ew", "sayc", "--data", Path("tiny.bdl"), "--boards",
                             "300", "--threads", "1", "--cmd-timeout", "1"});
  EXPECT_EQ(run.status, 1) << run.out;
  EXPECT_NE(run.err.find("external bidder \"yes PASS\""), std::string::npos) << run.err;
  EXPECT_LT(std::chrono::steady_clock::now() - start, seconds(30));
}

// One request, one line: a second line used to be taken as the answer to
// the next request (South's "7NT" was North's stale line), in both protocols.
TEST_F(ExternalProgramCli, AProgramThatAnswersTwiceIsAnError) {
  const std::string twice =
      Program("twice.sh", "read request; printf 'PASS\\n7NT\\n'; while read request; do echo PASS; done\n");
  const std::string expected = "answered more than one line: \"7NT\" came after its answer \"PASS\"";
  const CliRun match = Bidlab(Match(twice, {"--boards", "4", "--threads", "1"}));
  EXPECT_EQ(match.status, 1) << match.out;
  EXPECT_NE(match.err.find("external bidder \"" + twice + "\" " + expected), std::string::npos) << match.err;
  EXPECT_NE(match.err.find("(request: \"V2 "), std::string::npos) << match.err;
  const CliRun eval =
      Bidlab({"eval", "--bidder-cmd", twice, "--data", Path("tiny.bdl"), "--split", "test", "--threads", "1"});
  EXPECT_EQ(eval.status, 1) << eval.out;
  EXPECT_NE(eval.err.find("external bidder \"" + twice + "\" " + expected), std::string::npos) << eval.err;
}

// A bad answer on board 1 with two threads stops the other thread at once
// (it answers every call after 50 ms: its 200 boards would take minutes).
TEST_F(ExternalProgramCli, TheFirstErrorStopsEveryThread) {
  const std::string program = Program("first.sh", "if mkdir " + Path("first") +
                                                      " 2>/dev/null; then read request; echo NONSENSE; sleep 60; fi\n"
                                                      "while read request; do sleep 0.05; echo PASS; done\n");
  for (const std::string command : {"match", "eval"}) {
    std::filesystem::remove_all(Path("first"));
    const auto start = std::chrono::steady_clock::now();
    const CliRun run = command == "match"
                           ? Bidlab(Match(program, {"--split", "train", "--threads", "2", "--cmd-timeout", "600"}))
                           : Bidlab({"eval", "--bidder-cmd", program, "--data", Path("tiny.bdl"), "--split", "train",
                                     "--threads", "2", "--bidder-timeout", "600"});
    const auto took = std::chrono::steady_clock::now() - start;
    EXPECT_EQ(run.status, 1) << command << run.out;
    EXPECT_NE(run.err.find("answered \"NONSENSE\""), std::string::npos) << command << run.err;
    EXPECT_EQ(run.err.find("was stopped"), std::string::npos) << "the first error is the one reported: " << run.err;
    EXPECT_LT(took, seconds(10)) << command;
  }
}

// Messages about answers and programs.
TEST_F(ExternalProgramCli, AnswersAndProgramsAreQuotedSafely) {
  // A NUL used to cut the message so that it looked like a valid call; an
  // escape sequence reached the terminal as it was.
  const CliRun nul = Bidlab(Match(Program("nul.sh", "read request; printf 'PASS\\000 junk\\n'\n"), {"--boards", "2"}));
  EXPECT_EQ(nul.status, 1);
  EXPECT_NE(nul.err.find("answered \"PASS\\x00 junk\", which holds the control character 0x00 at byte 5; "
                         "expected a call (PASS, 1C … 7NT, X, XX)"),
            std::string::npos)
      << nul.err;
  const CliRun ansi = Bidlab(Match(Program("ansi.sh", "read request; printf '\\033[2J1C\\n'\n"), {"--boards", "2"}));
  EXPECT_EQ(ansi.status, 1);
  EXPECT_NE(ansi.err.find("answered \"\\x1B[2J1C\""), std::string::npos) << ansi.err;
  EXPECT_EQ(ansi.err.find('\x1b'), std::string::npos) << "an escape reached the terminal";

  // A command that is not UTF-8 is refused before any board is played.
  const CliRun bad_utf8 = Bidlab(Match("echo \xff\xfe", {"--boards", "2"}));
  EXPECT_EQ(bad_utf8.status, 1);
  EXPECT_NE(bad_utf8.err.find("the command is not valid UTF-8 text"), std::string::npos) << bad_utf8.err;

  // An illegal call through the uncontested adapter names its board.
  const CliRun illegal =
      Bidlab({"match", "--ns-cmd-uncontested", Program("low.sh", "while read request; do echo 1C; done\n"), "--ew",
              "sayc", "--data", Path("tiny.bdl"), "--boards", "3", "--threads", "1"});
  EXPECT_EQ(illegal.status, 1);
  EXPECT_NE(illegal.err.find("board 1: bidder external:"), std::string::npos) << illegal.err;
  EXPECT_NE(illegal.err.find("made an illegal call 1C"), std::string::npos) << illegal.err;
}

// bidlab as a process of its own, told to stop by a signal while its
// program sleeps mid-answer (the program runs in its own process group, so
// the signal does not reach it): the program must not outlive bidlab.
TEST_F(ExternalProgramCli, ASignalToBidlabStopsItsProgram) {
  // It writes its process group (the fifth field of /proc/PID/stat).
  const std::string program = Program(
      "sleeper.sh", "cut -d' ' -f5 /proc/$$/stat > " + Path("group") + "; read request; printf PA; sleep 300\n");
  // SIGKILL, which bidlab never sees: the guard in the program's group ends it.
  for (const int signal_number : {SIGINT, SIGTERM, SIGKILL}) {
    std::filesystem::remove(Path("group"));
    const std::vector<std::string> args = Match(program, {"--boards", "2", "--threads", "1", "--cmd-timeout", "600"});
    std::vector<char*> argv = {const_cast<char*>(BIDLAB_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_t bidlab = -1;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, Path("err.txt").c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    ASSERT_EQ(posix_spawn(&bidlab, BIDLAB_BINARY, &actions, nullptr, argv.data(), environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    pid_t group = 0;
    for (int i = 0; i < 600 && group == 0; ++i) {
      std::this_thread::sleep_for(milliseconds(50));
      std::ifstream in(Path("group"));
      if (!(in >> group)) group = 0;
    }
    ASSERT_GT(group, 0) << "the program did not start";
    std::this_thread::sleep_for(milliseconds(300));  // it is asleep mid-answer
    ::kill(bidlab, signal_number);
    int status = 0;
    ASSERT_EQ(::waitpid(bidlab, &status, 0), bidlab);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal_number) << status;
    std::vector<pid_t> left;
    for (int i = 0; i < 40 && !(left = LiveProcessesOfGroup(group)).empty(); ++i)
      std::this_thread::sleep_for(milliseconds(50));
    EXPECT_TRUE(left.empty()) << left.size() << " processes of the program outlived bidlab (signal " << signal_number
                              << ")";
    for (const pid_t pid : left) ::kill(pid, SIGKILL);
  }
}

}  // namespace
}  // namespace bidlab
