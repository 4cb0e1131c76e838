#include "io/run_log.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace bidlab {
namespace {

std::string TempPath(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / "bidlab_run_log_test";
  std::filesystem::create_directories(dir);
  const auto path = dir / name;
  std::filesystem::remove(path);
  return path.string();
}

TEST(RunLog, RunsLoggedAreFoundAgainByANewLog) {
  const std::string path = TempPath("runs.jsonl");
  {
    RunLog log(path);
    EXPECT_EQ(log.size(), 0u);
    log.Add("tree l=6 seed=1", {{"validation", 2.93}});
    log.Add("tree l=6 seed=2", {{"validation", 2.95}});
  }
  std::ifstream file(path);
  int lines = 0;
  for (std::string line; std::getline(file, line);) {
    EXPECT_FALSE(line.empty());
    ++lines;
  }
  EXPECT_EQ(lines, 2) << "one line per run";
  const RunLog again(path);
  ASSERT_EQ(again.size(), 2u);
  ASSERT_NE(again.Find("tree l=6 seed=2"), nullptr);
  EXPECT_DOUBLE_EQ((*again.Find("tree l=6 seed=2"))["validation"].get<double>(), 2.95);
  EXPECT_EQ(again.Find("tree l=4 seed=1"), nullptr);
}

TEST(RunLog, ATornLastLineIsIgnoredAndLoggingGoesOn) {
  const std::string path = TempPath("torn.jsonl");
  {
    RunLog log(path);
    log.Add("a", 1);
  }
  std::ofstream(path, std::ios::app) << R"({"key": "b", "resu)";  // killed mid-write
  {
    RunLog log(path);
    EXPECT_EQ(log.size(), 1u);
    EXPECT_EQ(log.Find("b"), nullptr);
    log.Add("b", 2);
  }
  const RunLog again(path);
  EXPECT_EQ(again.size(), 2u);
  EXPECT_EQ(*again.Find("b"), 2);
}

}  // namespace
}  // namespace bidlab
