// bidlab experiment league end to end on a few boards of the standard set:
// the files it writes (and nothing else), a bad --model file's one message,
// and the splits it refuses.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_test_util.h"
#include "data/dataset_ops.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

using testing::Bidlab;
using testing::CliRun;

class LeagueCli : public testing::ScratchDirTest {
 protected:
  std::vector<std::string> League(const std::string& out) {
    return {"experiment", "league",         "-o",   Path(out),           "--quick", "--boards", "24", "--threads",
            "2",          "--neural-model", "none", "--contested-model", "none"};
  }
  std::vector<std::string> Files(const std::string& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(Path(dir)))
      names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }
};

TEST_F(LeagueCli, WritesTheLeagueAndNothingElseAndEveryCellHasItsMirror) {
  const CliRun run = Bidlab(League("out"));
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(Files("out"), (std::vector<std::string>{"league.json", "league.md"}));  // no temporary file left
  EXPECT_NE(run.err.find("league: 5 bidders, 10 matches of 24 boards"), std::string::npos) << run.err;
  const nlohmann::json j = nlohmann::json::parse(ReadFileText(Path("out/league.json")));
  EXPECT_EQ(j["experiment"], "league");
  EXPECT_EQ(j["anchor"], "sayc");
  const nlohmann::json& imps = j["cross_table"]["imps_per_board"];
  ASSERT_EQ(imps.size(), 5u);  // sayc, its two styles, sayc-uncontested, the bandit trained now
  for (std::size_t r = 0; r < 5; ++r)
    for (std::size_t c = 0; c < 5; ++c)
      if (r == c) EXPECT_TRUE(imps[r][c].is_null());
      else EXPECT_DOUBLE_EQ(imps[r][c].get<double>(), -imps[c][r].get<double>());
}

TEST_F(LeagueCli, ABadModelFileIsOneMessageNamingItAndLeavesTheFolderAsItWas) {
  std::filesystem::create_directories(Path("out"));
  std::ofstream(Path("out/league.md")) << "the last league\n";
  std::ofstream(Path("broken.model")) << "not a model\n";
  auto args = League("out");
  args.insert(args.end(), {"--model", Path("broken.model")});
  const CliRun run = Bidlab(args);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(Path("broken.model")), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("\n"), run.err.size() - 1) << "one line: " << run.err;
  EXPECT_EQ(ReadFileText(Path("out/league.md")), "the last league\n");
  EXPECT_EQ(Files("out"), (std::vector<std::string>{"league.md"}));
}

// A model given twice, by a copy or beside the shipped member it is, would
// play itself: refused before any work (no bandit trained, no board played).
TEST_F(LeagueCli, AModelGivenTwiceIsRefusedBeforeAnyWork) {
  std::filesystem::copy_file(ShippedContestedModelPath(), Path("copy.model"));
  const std::string twice = "the league would seat one model twice: ";
  const auto refused = [&](const std::vector<std::string>& more, const std::string& says) {
    auto args = League("out");
    args.insert(args.end(), more.begin(), more.end());
    const CliRun run = Bidlab(args);
    EXPECT_EQ(run.status, 1) << says;
    EXPECT_NE(run.err.find(twice + says), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("bandit"), std::string::npos) << "nothing trained: " << run.err;
    EXPECT_FALSE(std::filesystem::exists(Path("out")));
  };
  refused({"--model", Path("copy.model"), "--model", Path("copy.model")},
          "--model " + Path("copy.model") + " and --model " + Path("copy.model") + " hold the same model");
  // League() names no shipped model; here the shipped ones sit in the league.
  auto shipped = League("out");
  shipped.erase(shipped.end() - 4, shipped.end());
  for (const std::string& model : {Path("copy.model"), ShippedContestedModelPath()}) {
    const CliRun run = Bidlab([&] {
      auto args = shipped;
      args.insert(args.end(), {"--model", model});
      return args;
    }());
    EXPECT_EQ(run.status, 1);
    EXPECT_NE(run.err.find(twice + "--contested-model shipped (" + ShippedContestedModelPath() + ") and --model " +
                           model + " hold the same model"),
              std::string::npos)
        << run.err;
  }
  auto neural = shipped;
  neural.insert(neural.end(), {"--model", ShippedNeuralModelPath()});
  const CliRun run = Bidlab(neural);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find(twice + "--neural-model shipped"), std::string::npos) << run.err;
}

TEST_F(LeagueCli, PlaysHeldOutDealsOnly) {
  auto args = League("out");
  args.insert(args.end(), {"--split", "train"});
  const CliRun run = Bidlab(args);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("--split train: the league plays deals no learner trained on"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace bidlab
