#include "report/doc_figures.h"

#include <gtest/gtest.h>

#include <map>

#include "core/error.h"

namespace bidlab {
namespace {

const std::map<std::string, std::string> kFiles = {
    {"results/compare.md",
     "# Every bidder\n\ntext\n\n<!-- compare: ours (test) = published -->\n| Bidder | ours (test) |\n|---|---|\n"
     "| SAYC | 2.9918 |\n\nmore\n\n| second | table |\n|---|---|\n| a | 1 |\n"},
    {"results/runs/bandit.json",
     R"({"validation_cost": 2.93581, "deals": 2623, "rows": [{"diff": -25}], "pass_share": 0.64186})"},
};

std::string Read(const std::string& path) {
  const auto it = kFiles.find(path);
  if (it == kFiles.end()) throw Error(path + ": cannot open");
  return it->second;
}

TEST(DocFigures, AMarkedTableEqualToItsSourcePasses) {
  const std::string readme =
      "intro\n<!-- BEGIN results/compare.md table 1 -->\n| Bidder | ours (test) |\n|---|---|\n| SAYC | 2.9918 |\n"
      "<!-- END -->\nafter\n";
  const FigureCheck check = CheckFigures(readme, "README.md", Read);
  EXPECT_TRUE(check.problems.empty()) << check.problems.front();
  EXPECT_EQ(check.blocks, 1);
  EXPECT_EQ(check.text, readme);
}

TEST(DocFigures, AStaleTableIsReportedWithItsLineAndRewritten) {
  const std::string readme =
      "intro\n<!-- BEGIN results/compare.md table 2 -->\n| second | table |\n|---|---|\n| a | 2 |\n<!-- END -->\n";
  const FigureCheck check = CheckFigures(readme, "README.md", Read);
  ASSERT_EQ(check.problems.size(), 1u);
  EXPECT_EQ(check.problems[0].rfind("README.md:2: the table differs from results/compare.md table 2", 0), 0u)
      << check.problems[0];
  EXPECT_NE(check.text.find("| a | 1 |"), std::string::npos);
  EXPECT_EQ(check.text.find("| a | 2 |"), std::string::npos);
}

TEST(DocFigures, InlineNumbersAreCheckedAsThePageWritesThem) {
  const std::string good =
      "validation <!-- results/runs/bandit.json /validation_cost -->2.9358, deals "
      "<!-- results/runs/bandit.json /deals -->2,623 and <!-- results/runs/bandit.json /rows/0/diff -->\u221225, "
      "PASS on <!-- results/runs/bandit.json /pass_share percent -->64.2% of hands.\n";
  const FigureCheck ok = CheckFigures(good, "README.md", Read);
  EXPECT_TRUE(ok.problems.empty()) << ok.problems.front();
  EXPECT_EQ(ok.numbers, 4);
  EXPECT_EQ(ok.text, good);

  const std::string stale = "validation <!-- results/runs/bandit.json /validation_cost -->2.9276 here\n";
  const FigureCheck bad = CheckFigures(stale, "README.md", Read);
  ASSERT_EQ(bad.problems.size(), 1u);
  EXPECT_NE(
      bad.problems[0].find("README.md:1: the text has 2.9276, results/runs/bandit.json /validation_cost is 2.9358"),
      std::string::npos);
  EXPECT_EQ(bad.text, "validation <!-- results/runs/bandit.json /validation_cost -->2.9358 here\n");
}

TEST(DocFigures, MissingSourcesAndMarkersAreProblems) {
  const std::string readme =
      "a <!-- results/none.json /x -->1.0\nb <!-- results/runs/bandit.json /nothing -->1.0\n"
      "<!-- BEGIN results/compare.md table 9 -->\n| x |\n<!-- END -->\n<!-- BEGIN results/compare.md table 1 -->\n";
  const FigureCheck check = CheckFigures(readme, "R.md", Read);
  ASSERT_EQ(check.problems.size(), 4u);
  EXPECT_EQ(check.problems[0], "R.md:1: results/none.json: cannot open");
  EXPECT_EQ(check.problems[1], "R.md:2: results/runs/bandit.json has nothing at /nothing");
  EXPECT_EQ(check.problems[2], "R.md:3: results/compare.md has no table 9");
  EXPECT_EQ(check.problems[3], "R.md:6: <!-- BEGIN results/compare.md table 1 --> has no <!-- END --> after it");
}

TEST(DocFigures, AMarkerMayNotBeginALine) {
  const FigureCheck check =
      CheckFigures("text\n  <!-- results/runs/bandit.json /deals -->2,623 deals\n", "README.md", Read);
  ASSERT_EQ(check.problems.size(), 1u);
  EXPECT_NE(check.problems[0].find("README.md:2: a figure's marker begins the line"), std::string::npos);
}

TEST(DocFigures, FormatLikeThePage) {
  EXPECT_EQ(FormatLike(3.00906, "3.0090"), "3.0091");
  EXPECT_EQ(FormatLike(2623, "2,623"), "2,623");
  EXPECT_EQ(FormatLike(1234567.5, "1,000.0"), "1,234,567.5");
  EXPECT_EQ(FormatLike(788, "+788"), "+788");
  EXPECT_EQ(FormatLike(-702, "+788"), "-702");
  EXPECT_EQ(FormatLike(-702, "\u2212702"), "\u2212702");
  EXPECT_EQ(FormatLike(25, "\u221225"), "+25");  // a difference keeps its sign
  EXPECT_EQ(FormatLike(-0.00001, "0.0000"), "0.0000");
  EXPECT_EQ(FormatLike(64.2, "64"), "64");
}

}  // namespace
}  // namespace bidlab
