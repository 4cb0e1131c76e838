// The README's first command — the main job — run as the README writes it
// (with --quick for speed), and its tables checked against the committed
// results/compare.md the README quotes: the same tables, the same columns,
// the same rows (every bidder and every match), figures aside.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "cli_test_util.h"
#include "io/file_util.h"
#include "report/doc_figures.h"
#include "report/trim.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;
using testing::Bidlab;
using testing::CliRun;

const fs::path kSourceDir = fs::path(BIDLAB_DATA_DIR).parent_path();

// The README's first ```sh block.
std::string FirstCodeBlock(const std::string& readme) {
  const std::size_t open = readme.find("```sh\n");
  if (open == std::string::npos) return "";
  const std::size_t begin = open + 6;
  return readme.substr(begin, readme.find("```", begin) - begin);
}

// The words of the first `build/bidlab …` step of `block` ("a && b && build/bidlab experiment compare -o results/").
std::vector<std::string> BidlabStep(const std::string& block) {
  const std::size_t at = block.find("build/bidlab ");
  if (at == std::string::npos) return {};
  std::string step = block.substr(at + 13);
  step = step.substr(0, step.find_first_of("&;\n"));
  std::istringstream words(step);
  std::vector<std::string> args;
  for (std::string w; words >> w;) args.push_back(w);
  return args;
}

bool IsFigure(const std::string& cell) {
  return cell == "—" || (!cell.empty() && cell.find_first_of("0123456789+-") == 0);
}

// A table's shape: its header row, then each row's leading labels (the
// cells before its first figure: "Always pass", "sayc | pass").
std::vector<std::string> TableShape(const std::string& table) {
  std::vector<std::string> shape;
  std::istringstream lines(table);
  for (std::string line; std::getline(lines, line);) {
    if (shape.empty()) {
      shape.push_back(line);
      continue;
    }
    std::string labels;
    std::istringstream cells(line.substr(1));
    for (std::string cell; std::getline(cells, cell, '|');) {
      const std::string trimmed = Trim(cell);
      if (IsFigure(trimmed) || trimmed.starts_with("---")) break;
      labels += (labels.empty() ? "" : " | ") + trimmed;
    }
    if (!labels.empty()) shape.push_back(labels);
  }
  return shape;
}

std::vector<std::vector<std::string>> TableShapes(const std::string& markdown) {
  std::vector<std::vector<std::string>> shapes;
  for (int n = 1; !NthTable(markdown, n).empty(); ++n) shapes.push_back(TableShape(NthTable(markdown, n)));
  return shapes;
}

class ReadmeMainJob : public testing::ScratchDirTest {};

TEST(ReadmeMainJobShape, ShapesAreHeadersAndRowLabels) {
  const std::string md =
      "| A | B | boards |\n|---|---|---:|\n| sayc | pass | 10 |\n\ntext\n\n| Bidder | x |\n|---|---|\n| Always pass "
      "| — |\n";
  const auto shapes = TableShapes(md);
  ASSERT_EQ(shapes.size(), 2u);
  EXPECT_EQ(shapes[0], (std::vector<std::string>{"| A | B | boards |", "sayc | pass"}));
  EXPECT_EQ(shapes[1], (std::vector<std::string>{"| Bidder | x |", "Always pass"}));
}

TEST_F(ReadmeMainJob, FirstCommandGivesTheReadmesTables) {
  const std::string committed_path = (kSourceDir / "results" / "compare.md").string();
  if (!fs::exists(kSourceDir / "data" / "neural.model") || !fs::exists(kSourceDir / "data" / "contested.model"))
    GTEST_SKIP() << "the shipped models are absent";
  std::vector<std::string> args = BidlabStep(FirstCodeBlock(ReadFileText((kSourceDir / "README.md").string())));
  ASSERT_GE(args.size(), 2u) << "README.md's first code block runs no build/bidlab command";
  ASSERT_EQ(args[0], "experiment");
  ASSERT_EQ(args[1], "compare");
  bool output_given = false;
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == "-o" || args[i] == "--output") {
      args[i + 1] = dir_.string();  // the scratch folder, not the committed results/
      output_given = true;
    }
  ASSERT_TRUE(output_given) << "the README's command names no -o folder";
  args.push_back("--quick");

  const CliRun run = Bidlab(args);
  ASSERT_EQ(run.status, 0) << run.err;
  const auto ours = TableShapes(ReadFileText(Path("compare.md")));
  const auto committed = TableShapes(ReadFileText(committed_path));
  ASSERT_EQ(ours.size(), committed.size()) << ReadFileText(Path("compare.md"));
  for (std::size_t t = 0; t < ours.size(); ++t) EXPECT_EQ(ours[t], committed[t]) << "table " << t + 1;
}

}  // namespace
}  // namespace bidlab
