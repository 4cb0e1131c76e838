// End-to-end: bidlab train contested on a tiny data set with made-up
// double-dummy tables (no DDS), resumed from its checkpoint, and the model
// playing a duplicate match against SAYC.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <streambuf>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/cli_test_util.h"
#include "experiments/train/reinforce_test_util.h"
#include "io/dataset_file.h"
#include "io/file_util.h"
#include "io/model_file.h"
#include "learn/contested_neural/contested_model.h"

namespace bidlab {
namespace {

using testing::Bidlab;
using testing::CliRun;
using testing::WithoutSeconds;

// A log that ends its process the moment it shows `trigger`, as SIGKILL
// would: no unwinding, nothing flushed, no destructor run.
class DyingLog : public std::streambuf {
 public:
  explicit DyingLog(std::string trigger) : trigger_(std::move(trigger)) {}

 protected:
  int overflow(int c) override {
    if (c != EOF) Seen(std::string(1, static_cast<char>(c)));
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    Seen(std::string(s, static_cast<std::size_t>(n)));
    return n;
  }

 private:
  void Seen(const std::string& text) {
    seen_ += text;
    if (seen_.find(trigger_) != std::string::npos) std::_Exit(137);
  }
  std::string trigger_, seen_;
};

// `bidlab ARGS…` in a child process killed where its log shows `trigger`:
// its exit status (137 when killed there).
int BidlabKilledAt(const std::vector<std::string>& args, const std::string& trigger) {
  const pid_t child = ::fork();
  if (child == 0) {
    DyingLog log(trigger);
    std::ostream err(&log);
    std::ostringstream out;
    std::_Exit(RunCli(args, out, err));
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A contested model file's network, and its info without the run times.
std::pair<std::string, nlohmann::json> ModelOf(const std::string& path) {
  const auto model = contested_neural::ContestedModel::LoadPayload(ReadModelFile(path).payload);
  return {model->network().Save(), WithoutSeconds(model->info())};
}

class TrainContestedCliTest : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    WriteDatasetFile(testing::TinyDataset(9, 400), Path("tiny.bdl"));
  }
  // train contested-rl from stage 1's c.model on tiny.bdl, then `more`.
  std::vector<std::string> StageTwo(const std::vector<std::string>& more) {
    std::vector<std::string> args = {"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("c.model")};
    args.insert(args.end(), more.begin(), more.end());
    return args;
  }
  CliRun Train(const std::string& epochs) {
    return Bidlab({"train", "contested", "--data", Path("tiny.bdl"), "--epochs", epochs, "--hidden", "16",
                   "--minibatch", "32", "--seed", "3", "--json", "-o", Path("c.model")});
  }
};

TEST_F(TrainContestedCliTest, TrainsResumesAndPlaysAMatch) {
  const CliRun first = Train("1");
  ASSERT_EQ(first.status, 0) << first.err;
  const nlohmann::json a = nlohmann::json::parse(first.out);
  EXPECT_EQ(a["train_boards"], 320);
  EXPECT_EQ(a["validation_boards"], 40);
  EXPECT_EQ(a["teacher"], "sayc");
  EXPECT_EQ(a["epochs_done"], 1);
  EXPECT_GT(a["validation_accuracy"].get<double>(), 0.3);
  EXPECT_TRUE(std::filesystem::exists(Path("c.model.checkpoint")));
  EXPECT_NE(first.err.find("epoch 1/1"), std::string::npos) << first.err;

  const CliRun second = Train("3");
  ASSERT_EQ(second.status, 0) << second.err;
  EXPECT_NE(second.err.find("resuming from"), std::string::npos) << second.err;
  const nlohmann::json b = nlohmann::json::parse(second.out);
  EXPECT_EQ(b["epochs_done"], 3);
  EXPECT_EQ(b["curve"].size(), 3u);
  EXPECT_GE(b["validation_accuracy"].get<double>(), a["validation_accuracy"].get<double>());

  const CliRun match = Bidlab({"match", "--ns", Path("c.model"), "--ew", "sayc", "--data", Path("tiny.bdl"), "--split",
                               "validation", "--json"});
  ASSERT_EQ(match.status, 0) << match.err;
  const nlohmann::json m = nlohmann::json::parse(match.out);
  EXPECT_EQ(m["boards"], 40);
  EXPECT_EQ(m["ns"], "contested-neural");

  const CliRun other = Bidlab(
      {"train", "contested", "--data", Path("tiny.bdl"), "--epochs", "1", "--hidden", "8", "-o", Path("c.model")});
  EXPECT_EQ(other.status, 1) << "the checkpoint has another shape";
  EXPECT_NE(other.err.find("shape"), std::string::npos) << other.err;
}

// The teacher bids the --train-extra boards too; validation stays tiny.bdl's.
TEST_F(TrainContestedCliTest, TrainExtraBoardsJoinTheTrainingSplitOnly) {
  WriteDatasetFile(testing::TinyDataset(11, 100), Path("hard.bdl"));
  const CliRun r =
      Bidlab({"train", "contested", "--data", Path("tiny.bdl"), "--train-extra", Path("hard.bdl"),
              "--train-extra-share", "0.2", "--epochs", "1", "--hidden", "8", "--json", "-o", Path("c.model")});
  ASSERT_EQ(r.status, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["train_boards"], 400);
  EXPECT_EQ(j["validation_boards"], 40);
  EXPECT_EQ(j["train_extra"]["file"], Path("hard.bdl"));
}

TEST_F(TrainContestedCliTest, StageTwoTrainsFromStageOneResumesAndRefusesAMissingStart) {
  ASSERT_EQ(Train("1").status, 0);
  const auto rl = [&](const std::string& steps) {
    return Bidlab({"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("c.model"), "--steps", steps,
                   "--boards-per-step", "8", "--validate-every", "2", "--json", "-o", Path("rl.model")});
  };
  const CliRun first = rl("2");
  ASSERT_EQ(first.status, 0) << first.err;
  const nlohmann::json a = nlohmann::json::parse(first.out);
  EXPECT_EQ(a["reinforce"]["steps_done"], 2);
  EXPECT_EQ(a["reinforce"]["opponents"], "sayc, pass") << "the passing pair by default";
  EXPECT_EQ(a["reinforce"]["validation_boards"], 40);
  EXPECT_EQ(a["stage"], "imitation") << "stage 1's info is kept";
  EXPECT_NE(first.err.find("validation, worst:"), std::string::npos) << first.err;

  const CliRun second = rl("4");
  ASSERT_EQ(second.status, 0) << second.err;
  EXPECT_NE(second.err.find("resuming from"), std::string::npos) << second.err;
  EXPECT_EQ(nlohmann::json::parse(second.out)["reinforce"]["curve"].size(), 2u);

  const CliRun match = Bidlab({"match", "--ns", Path("rl.model"), "--ew", "sayc", "--data", Path("tiny.bdl"), "--split",
                               "validation", "--json"});
  ASSERT_EQ(match.status, 0) << match.err;

  const CliRun missing = Bidlab(
      {"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("none.model"), "-o", Path("x.model")});
  EXPECT_EQ(missing.status, 1);
  EXPECT_NE(missing.err.find("none.model"), std::string::npos) << missing.err;
}

// A checkpoint resumes only the run it came from: another start model,
// opponent, seed or number of boards per step is refused, naming the
// setting, and leaves the checkpoint as it was; more steps continue it.
TEST_F(TrainContestedCliTest, StageTwoRefusesToResumeWithOtherSettings) {
  ASSERT_EQ(Train("1").status, 0);
  std::filesystem::copy_file(Path("c.model"), Path("other.model"));
  // --from c.model and --boards-per-step 8 unless `more` gives them.
  const auto rl = [&](const std::string& steps, const std::vector<std::string>& more) {
    std::vector<std::string> args = {"train",   "contested-rl",  "--data",           Path("tiny.bdl"),
                                     "--steps", steps,           "--validate-every", "2",
                                     "-o",      Path("rl.model")};
    const auto given = [&](const std::string& option) {
      return std::find(more.begin(), more.end(), option) != more.end();
    };
    if (!given("--from")) args.insert(args.end(), {"--from", Path("c.model")});
    if (!given("--boards-per-step")) args.insert(args.end(), {"--boards-per-step", "8"});
    args.insert(args.end(), more.begin(), more.end());
    return Bidlab(args);
  };
  ASSERT_EQ(rl("2", {}).status, 0);
  const std::string checkpoint = ReadFileText(Path("rl.model.checkpoint"));
  const std::string cannot = "cannot resume from " + Path("rl.model.checkpoint") + ": its run had ";
  const struct {
    std::vector<std::string> args;
    std::string says;
  } cases[] = {
      {{"--seed", "5"}, "--seed 1, this one has 5"},
      {{"--boards-per-step", "4"}, "--boards-per-step 8, this one has 4"},
      {{"--against", "sayc-cautious", "pass"},
       "opponents (--against, --league, --exploit) \"sayc, pass\", this one has \"sayc-cautious, pass\""},
      {{"--snapshot-every", "1"}, "--snapshot-every 0, this one has 1"},
      {{"--priority-floor", "0.2"}, "--priority-floor 0.5, this one has 0.2"},
      {{"--from", Path("other.model")}, "--from \"" + Path("c.model") + "\", this one has \"" + Path("other.model")},
      {{"--imitation-weight", "0.5", "--uncontested-teacher", "sayc"}, "--imitation-weight 0.0, this one has 0.5"},
  };
  for (const auto& c : cases) {
    const CliRun refused = rl("4", c.args);
    EXPECT_EQ(refused.status, 1) << c.says;
    EXPECT_NE(refused.err.find(cannot + c.says), std::string::npos) << refused.err;
    EXPECT_EQ(ReadFileText(Path("rl.model.checkpoint")), checkpoint) << c.says;
  }
  const CliRun more = rl("4", {"--json"});
  ASSERT_EQ(more.status, 0) << more.err;
  EXPECT_EQ(nlohmann::json::parse(more.out)["reinforce"]["steps_done"], 4);
}

// --imitation-weight: the anchor's teacher is recorded; without one (no
// shipped neural bidder on another data set) the run is refused.
TEST_F(TrainContestedCliTest, StageTwoAnchorsToTheUncontestedTeacherItIsGiven) {
  ASSERT_EQ(Train("1").status, 0);
  const auto rl = [&](const std::vector<std::string>& more) {
    std::vector<std::string> args = {"train",
                                     "contested-rl",
                                     "--data",
                                     Path("tiny.bdl"),
                                     "--from",
                                     Path("c.model"),
                                     "--steps",
                                     "2",
                                     "--boards-per-step",
                                     "8",
                                     "--validate-every",
                                     "2",
                                     "--json",
                                     "--imitation-weight",
                                     "0.5",
                                     "-o",
                                     Path("a.model")};
    args.insert(args.end(), more.begin(), more.end());
    return Bidlab(args);
  };
  const CliRun none = rl({});
  EXPECT_EQ(none.status, 1);
  EXPECT_NE(none.err.find("--imitation-weight needs an --uncontested-teacher"), std::string::npos) << none.err;
  EXPECT_FALSE(std::filesystem::exists(Path("a.model")));
  const CliRun anchored = rl({"--uncontested-teacher", "sayc"});
  ASSERT_EQ(anchored.status, 0) << anchored.err;
  const nlohmann::json r = nlohmann::json::parse(anchored.out)["reinforce"];
  EXPECT_EQ(r["params"]["imitation_weight"], 0.5);
  EXPECT_EQ(r["uncontested_teacher"], "sayc");
}

// --exploit: a best response to one model (here SAYC), its margin reported
// as the model's exploitability; a league run writes its snapshots beside
// the model and resumes with them.
TEST_F(TrainContestedCliTest, StageTwoExploitsAModelAndKeepsTheLeaguesSnapshots) {
  ASSERT_EQ(Train("1").status, 0);
  const CliRun exploit =
      Bidlab({"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("c.model"), "--exploit", "sayc",
              "--steps", "2", "--boards-per-step", "8", "--validate-every", "1", "--json", "-o", Path("x.model")});
  ASSERT_EQ(exploit.status, 0) << exploit.err;
  const nlohmann::json e = nlohmann::json::parse(exploit.out)["reinforce"];
  EXPECT_EQ(e["opponents"], "sayc");
  EXPECT_EQ(e["exploitability"]["model"], "sayc");
  EXPECT_EQ(e["exploitability"]["boards"], 40);
  EXPECT_EQ(e["exploitability"]["imps_per_board"], e["best_validation_imps"]);
  const CliRun text =
      Bidlab({"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("c.model"), "--exploit", "sayc",
              "--steps", "2", "--boards-per-step", "8", "--validate-every", "1", "-o", Path("x.model")});
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("exploitability of sayc: "), std::string::npos) << text.out;

  const auto league = [&](const std::string& steps) {
    return Bidlab({"train", "contested-rl", "--data", Path("tiny.bdl"), "--from", Path("c.model"), "--league",
                   "--snapshot-every", "1", "--steps", steps, "--boards-per-step", "8", "--validate-every", "2",
                   "--json", "-o", Path("l.model")});
  };
  const CliRun first = league("2");
  ASSERT_EQ(first.status, 0) << first.err;
  const nlohmann::json a = nlohmann::json::parse(first.out)["reinforce"];
  EXPECT_EQ(a["opponents"], "sayc, sayc-aggressive, sayc-cautious, pass") << "no shipped model on another data set";
  EXPECT_EQ(a["curve"][0]["members"].size(), 4u);
  EXPECT_TRUE(std::filesystem::exists(Path("l.model.snapshot-1")));
  EXPECT_TRUE(std::filesystem::exists(Path("l.model.snapshot-2")));
  std::filesystem::remove(Path("l.model.snapshot-2"));
  const CliRun missing = league("4");
  EXPECT_EQ(missing.status, 1);
  EXPECT_NE(missing.err.find("l.model.snapshot-2 is missing"), std::string::npos) << missing.err;
}

// Stopped anywhere, as by SIGKILL, and run again, `train contested-rl` ends
// with the model of the run that was never stopped: killed between a
// validation and its checkpoint (step 4), in the middle of an interval
// (step 5, the first thing the resumed run does being the validation it
// lost) and at the next validation (step 8), with snapshots of itself.
TEST_F(TrainContestedCliTest, StageTwoStoppedAnywhereEndsWithTheUninterruptedModel) {
  ASSERT_EQ(Train("1").status, 0);
  const auto rl = [&](const std::string& output) {
    return StageTwo({"--steps", "12", "--validate-every", "4", "--snapshot-every", "3", "--boards-per-step", "8",
                     "--threads", "1", "-o", Path(output)});
  };
  const CliRun straight = Bidlab(rl("u.model"));
  ASSERT_EQ(straight.status, 0) << straight.err;

  EXPECT_EQ(BidlabKilledAt(rl("i.model"), "step 4  "), 137);
  EXPECT_TRUE(std::filesystem::exists(Path("i.model.checkpoint"))) << "written before the validation";
  EXPECT_EQ(BidlabKilledAt(rl("i.model"), "5/12 steps"), 137);
  EXPECT_TRUE(std::filesystem::exists(Path("i.model"))) << "the validation of step 4 was made again";
  EXPECT_EQ(BidlabKilledAt(rl("i.model"), "step 8  "), 137);
  const CliRun resumed = Bidlab(rl("i.model"));
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("resuming from " + Path("i.model.checkpoint") + " after step 8"), std::string::npos)
      << resumed.err;
  EXPECT_EQ(resumed.err.find("step 4  "), std::string::npos) << "nothing done twice";
  const auto [network, info] = ModelOf(Path("i.model"));
  const auto [straight_network, straight_info] = ModelOf(Path("u.model"));
  EXPECT_EQ(network, straight_network) << "the same weights, to the bit";
  EXPECT_EQ(info, straight_info) << "the same record, run times aside";
  EXPECT_EQ(info["reinforce"]["curve"].size(), 3u);
  for (const int step : {3, 6, 9, 12})
    EXPECT_EQ(ReadFileText(Path("i.model.snapshot-" + std::to_string(step))),
              ReadFileText(Path("u.model.snapshot-" + std::to_string(step))))
        << "snapshot " << step;
}

// A resumed run trains on only what its own run wrote: a model copied over
// its output, two snapshots swapped, fewer --steps than it has done, or a
// checkpoint of an older bidlab are refused, naming the file, and leave
// every file as it was.
TEST_F(TrainContestedCliTest, StageTwoResumesOnlyItsOwnFiles) {
  ASSERT_EQ(Train("1").status, 0);
  const auto rl = [&](const std::string& steps) {
    return Bidlab(StageTwo({"--steps", steps, "--validate-every", "2", "--snapshot-every", "1", "--boards-per-step",
                            "8", "-o", Path("r.model")}));
  };
  ASSERT_EQ(rl("4").status, 0);
  const std::string model = ReadFileText(Path("r.model")), checkpoint = ReadFileText(Path("r.model.checkpoint"));
  const std::string cannot = "cannot resume from " + Path("r.model.checkpoint") + ": ";
  const auto refused = [&](const std::string& steps, const std::string& says) {
    const CliRun run = rl(steps);
    EXPECT_EQ(run.status, 1) << says;
    EXPECT_NE(run.err.find(says), std::string::npos) << run.err;
    EXPECT_EQ(ReadFileText(Path("r.model.checkpoint")), checkpoint) << says;
  };

  std::filesystem::copy_file(Path("c.model"), Path("r.model"), std::filesystem::copy_options::overwrite_existing);
  refused("6", cannot + Path("r.model") + " is not the model its run wrote");
  WriteFileAtomically(Path("r.model"), model);

  const std::string one = ReadFileText(Path("r.model.snapshot-1")), two = ReadFileText(Path("r.model.snapshot-2"));
  WriteFileAtomically(Path("r.model.snapshot-1"), two);
  WriteFileAtomically(Path("r.model.snapshot-2"), one);
  refused("6", cannot + Path("r.model.snapshot-1") + " is not the snapshot its run took after step 1");
  WriteFileAtomically(Path("r.model.snapshot-1"), one);
  WriteFileAtomically(Path("r.model.snapshot-2"), two);

  refused("2", cannot + "its run has done 4 steps, more than --steps 2 (--steps may only grow");
  EXPECT_EQ(ReadFileText(Path("r.model")), model);

  std::filesystem::remove(Path("r.model"));
  const CliRun again = rl("4");
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(ReadFileText(Path("r.model")), model) << "a finished run writes its model again from the checkpoint";

  std::filesystem::copy_file(Path("c.model"), Path("r.model.checkpoint"),
                             std::filesystem::copy_options::overwrite_existing);
  const CliRun older = rl("6");
  EXPECT_EQ(older.status, 1);
  EXPECT_NE(older.err.find(Path("r.model.checkpoint") + " is a checkpoint of an older bidlab"), std::string::npos)
      << older.err;
}

}  // namespace
}  // namespace bidlab
