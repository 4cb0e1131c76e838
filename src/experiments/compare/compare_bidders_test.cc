// The comparison table colours only like for like: the published figures
// (Ho's IMP arithmetic) pair with our thesis-arithmetic column, never with
// our WBF costs.
#include "experiments/compare/compare_bidders.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

std::vector<ComparisonRow> Rows(bool with_thesis) {
  ComparisonRow row{"SAYC (rule-based)", {}, "Wbridge5, Ho 2014 Table 4.1", 2.9550};
  row.ours.avg_cost = 2.9863;
  if (with_thesis) row.ours_thesis = 3.1190;
  return {row};
}

TEST(ComparisonMarkdown, PairsThePublishedFiguresWithOurThesisArithmetic) {
  const std::string md = ComparisonMarkdown(Rows(true));
  EXPECT_EQ(md.rfind("<!-- compare: ours (thesis IMPs) = published -->\n", 0), 0u) << md;
  EXPECT_NE(md.find("| 2.9863 |"), std::string::npos);
  EXPECT_NE(md.find("| 3.1190 | 2.9550 |"), std::string::npos) << md;
  EXPECT_NE(ComparisonJson(Rows(true))[0].value("avg_cost_thesis", 0.0), 0.0);
}

TEST(ComparisonMarkdown, WithoutThesisArithmeticNothingIsCompared) {
  const std::string md = ComparisonMarkdown(Rows(false));
  EXPECT_EQ(md.find("<!-- compare:"), std::string::npos) << "WBF costs beside thesis figures are not like for like";
  EXPECT_FALSE(ComparisonJson(Rows(false))[0].contains("avg_cost_thesis"));
}

}  // namespace
}  // namespace bidlab
