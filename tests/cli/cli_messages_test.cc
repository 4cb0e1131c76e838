// What a new user reads when a command is mistyped or misused: the unknown
// word with the valid ones and the closest, files that are not found, usage
// lines that name the program, help without build-machine paths or CLI11's
// enum mappings, and the messages of a resumable build.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <sys/wait.h>

#include "cli/cli_test_util.h"
#include "data/dataset_builder.h"
#include "io/dataset_file.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

// A writable output, so that the output check passes and the message under
// test is the one printed (neither command gets as far as writing it).
std::string ScratchModel() { return (std::filesystem::temp_directory_path() / "bidlab-cli-messages.model").string(); }

using testing::Bidlab;
using testing::CliRun;

class CliMessagesTest : public testing::ScratchDirTest {};

TEST(CliMessages, AMistypedCommandNamesTheWordTheValidOnesAndTheClosest) {
  CliRun r = Bidlab({"traon"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("unknown command \"traon\""), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("train"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("did you mean \"bidlab train\""), std::string::npos) << r.err;

  r = Bidlab({"dataset", "bild", "--count", "3"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("bidlab dataset: unknown command \"bild\""), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("did you mean \"bidlab dataset build\""), std::string::npos) << r.err;

  r = Bidlab({"experiment", "table9"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("unknown command \"table9\""), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("table4.1"), std::string::npos) << r.err;
  // A command's own argument is not a mistyped command.
  EXPECT_EQ(Bidlab({"explain", "sayc"}).status, 0);
}

TEST(CliMessages, UsageNamesTheProgramAndVersionIsThere) {
  CliRun r = Bidlab({"train", "bandit", "--help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("Usage: bidlab train bandit"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("ENUM:"), std::string::npos) << r.out;  // no CLI11 mapping {layered->1,tree->0}
  EXPECT_EQ(r.out.find("->"), std::string::npos) << r.out;
  r = Bidlab({"train", "neural", "--help"});
  EXPECT_EQ(r.out.find("->"), std::string::npos) << r.out;
  r = Bidlab({"--version"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("bidlab ", 0), 0u) << r.out;
  // bidlab measures both games, not the uncontested one only.
  EXPECT_NE(r.out.find("uncontested and in duplicate matches"), std::string::npos) << r.out;
  // A wrong name for a choice lists the valid ones.
  r = Bidlab({"train", "bandit", "--data", "standard", "--structure", "bush", "-o", ScratchModel()});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("expected one of layered, tree"), std::string::npos) << r.err;
}

TEST(CliMessages, ExplainSaysAMissingModelFileIsMissing) {
  CliRun r = Bidlab({"explain", "nosuch.model"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("\"nosuch.model\": no such model file"), std::string::npos) << r.err;
  r = Bidlab({"explain", "--help"});
  EXPECT_NE(r.out.find("model file"), std::string::npos) << r.out;
}

TEST(CliMessages, HelpPrintsNoBuildMachinePaths) {
  for (const auto& args :
       std::vector<std::vector<std::string>>{{"experiment", "white", "--help"}, {"train", "cbr", "--help"}}) {
    const CliRun r = Bidlab(args);
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(r.out.find(BIDLAB_DATA_DIR), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("/../"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("BIDLAB_SHARED"), std::string::npos) << r.out;
  }
}

TEST(CliMessages, SharedDataIsLookedForWhereBidlabSharedSays) {
  ::setenv("BIDLAB_SHARED", "/nonexistent/shared", 1);
  const CliRun r = Bidlab({"train", "cbr", "--cases", "records", "-o", ScratchModel()});
  ::unsetenv("BIDLAB_SHARED");
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("/nonexistent/shared"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("set BIDLAB_SHARED"), std::string::npos) << r.err;
}

TEST_F(CliMessagesTest, OpeningOnlyNamesAndCostsRefuseSplit) {
  WriteDatasetFile(testing::TinyDataset(9, 40), Path("tiny.bdl"));
  CliRun r = Bidlab({"eval", "--bidder", "sayc-opening-only-either", "--data", Path("tiny.bdl"), "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("\"bidder\":\"sayc-opening-only-either\""), std::string::npos) << r.out;
  const CliRun same = Bidlab(
      {"eval", "--bidder", "sayc-opening-only", "--opening-only", "either", "--data", Path("tiny.bdl"), "--json"});
  ASSERT_EQ(same.status, 0) << same.err;
  EXPECT_EQ(same.out.find("opening-only-opening-only"), std::string::npos) << same.out;
  EXPECT_NE(same.out.find("\"bidder\":\"sayc-opening-only-either\""), std::string::npos) << same.out;

  std::ofstream(Path("c.csv")) << "AKQ2.K32.Q32.J32,97.AQJ54.K8.Q976\n";  // refused before it is read
  r = Bidlab({"eval", "--bidder", "pass", "--costs", Path("c.csv"), "--split", "test"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("--split picks deals of a data set"), std::string::npos) << r.err;
}

TEST_F(CliMessagesTest, BidTakesVulnerableLikeEveryOtherCommand) {
  const CliRun r = Bidlab({"bid", "--bidder", "pass", "--north", "AKQ2.K32.Q32.J32", "--south", "97.AQJ54.K8.Q976",
                           "--vulnerable", "NS", "--meaning-deals", "0"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(Bidlab({"bid", "--bidder", "pass", "--north", "AKQ2.K32.Q32.J32", "--south", "97.AQJ54.K8.Q976",
                    "--vulnerable", "Everyone"})
                .err.find("--vulnerable"),
            std::string::npos);
}

TEST_F(CliMessagesTest, BidWritesItsAuctionInSuitSymbolsAndTakesAnySpellingOfVulnerable) {
  // SAYC opens 1♠ with five spades and 13 HCP; the Auction line spells its calls as the lines above it.
  const CliRun r = Bidlab({"bid", "--bidder", "sayc", "--north", "AKJ32.K32.Q32.32", "--south", "97.AQJ54.K8.Q976",
                           "--vulnerable", "ns", "--meaning-deals", "0"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("  N  1♠"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nAuction: 1♠ Pass "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("PASS"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("1S"), std::string::npos) << r.out;
}

// A bidder's name means one bidder: "sayc-uncontested" is SAYC seated at a
// four-seat table, and the four-seat commands list it among the names.
TEST(CliMessages, UnknownBiddersNameTheUncontestedSeat) {
  CliRun r = Bidlab({"eval", "--bidder", "sayc-uncontested", "--data", "standard"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("\"sayc-uncontested\" is sayc bidding as if the opponents passed"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("use \"sayc\""), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("sayc-opening-only"), std::string::npos) << r.err;
  r = Bidlab({"match", "--ns", "sayc-uncontestd", "--ew", "pass", "--boards", "2"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("did you mean \"sayc-uncontested\""), std::string::npos) << r.err;
  r = Bidlab({"match", "--ns", "nobody", "--ew", "pass", "--boards", "2"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("sayc-uncontested"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("sayc, "), std::string::npos) << r.err;
}

// The shipped models by name wherever a bidder is chosen; a name in capitals suggests itself.
TEST(CliMessages, TheShippedModelsHaveNamesAndSuggestionsIgnoreCase) {
  CliRun r = Bidlab({"bid", "--bidder", "neural", "--north", "AK2.KQ2.AQ32.Q32", "--south", "J43.A54.KJ4.K654",
                     "--meaning-deals", "0"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("probability"), std::string::npos) << r.out;  // the network's reason for its calls
  r = Bidlab({"match", "--ns", "contested", "--ew", "sayc", "--boards", "2"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("contested-neural"), std::string::npos) << r.out;
  r = Bidlab({"bid", "--bidder", "SAYC", "--north", "AK2.KQ2.AQ32.Q32", "--south", "J43.A54.KJ4.K654"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("did you mean \"sayc\"?"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the shipped models neural and contested"), std::string::npos) << r.err;
  r = Bidlab({"eval", "--bidder", "nural", "--data", "standard"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("did you mean \"neural\"?"), std::string::npos) << r.err;
}

TEST_F(CliMessagesTest, DatasetBuildSaysWhatItDoesAndWhatItResumes) {
  CliRun r = Bidlab({"dataset", "build", "--count", "2", "--seed", "9", "-o", Path("two.bdl")});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("dealing and solving 2 deals"), std::string::npos) << r.err;
  // The two deals as the journal of a three-deal build: it resumes.
  const Dataset two = ReadDatasetFile(Path("two.bdl"));
  std::vector<std::uint8_t> journal =
      EncodeHeader({DatasetOrigin::kGenerated, 9, 0, 3, Vulnerability::kNone}, "BIDLABDJ");
  std::vector<std::uint8_t> block(4 + kDatasetRecordBytes * 2);
  block[0] = 2;
  for (std::size_t i = 0; i < 2; ++i) EncodeRecord(two.records[i], block.data() + 4 + kDatasetRecordBytes * i);
  const std::uint64_t sum = Fnv1a64(block.data(), block.size());
  journal.insert(journal.end(), block.begin(), block.end());
  for (int i = 0; i < 8; ++i) journal.push_back(static_cast<std::uint8_t>(sum >> (8 * i)));
  WriteFileAtomically(JournalPath(Path("three.bdl")), journal);
  r = Bidlab({"dataset", "build", "--count", "3", "--seed", "9", "-o", Path("three.bdl")});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("resuming: 2 of 3 deals done"), std::string::npos) << r.err;
}

TEST(CliMessages, BenchDdSaysWhatItSolvesBeforeItSolves) {
  const CliRun r = Bidlab({"bench", "dd", "--deals", "2", "--only", "dds"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("bench dd: solving 2 deals with a bare DDS loop"), std::string::npos) << r.err;
}

TEST_F(CliMessagesTest, AnInterruptedBuildSaysHowToResume) {
  // The real binary, interrupted by SIGINT after two seconds.
  const std::string command = "timeout --preserve-status -s INT 2 " + std::string(BIDLAB_BINARY) +
                              " dataset build --count 4000 --seed 5 -o " + Path("big.bdl") + " 2> " + Path("err.txt");
  const int status = std::system(command.c_str());
  std::ifstream in(Path("err.txt"));
  const std::string err((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 130) << status << " " << err;
  EXPECT_NE(err.find("interrupted: run the same command to resume"), std::string::npos) << err;
  EXPECT_TRUE(std::filesystem::exists(JournalPath(Path("big.bdl"))));
}

}  // namespace
}  // namespace bidlab
