#include "experiments/charts/heatmap_svg.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace bidlab {
namespace {

int Occurrences(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Heatmap, ShowsOnlyClassesSeenAndRowShares) {
  // 1C never occurs: left out. PASS: 3 right, 1 called 1NT (75% / 25%).
  const std::vector<std::string> labels = {"PASS", "1C", "1NT"};
  const std::vector<std::vector<long>> counts = {{3, 0, 1}, {0, 0, 0}, {0, 0, 2}};
  const std::string shares = ConfusionHeatmapSvg("t", labels, counts, HeatmapScale::kRowShares);
  EXPECT_EQ(Occurrences(shares, ">1C<"), 0);
  EXPECT_EQ(Occurrences(shares, ">PASS<"), 2);  // a row and a column label
  EXPECT_NE(shares.find(">75<"), std::string::npos);
  EXPECT_NE(shares.find(">25<"), std::string::npos);
  EXPECT_NE(shares.find(">100<"), std::string::npos);  // 1NT row
  const std::string raw = ConfusionHeatmapSvg("a <b>", labels, counts, HeatmapScale::kCounts);
  EXPECT_NE(raw.find(">3<"), std::string::npos);
  EXPECT_NE(raw.find("a &lt;b&gt;"), std::string::npos);
  EXPECT_EQ(Occurrences(raw, "<rect"), 1 + 4);  // background and 2 × 2 cells
}

TEST(Heatmap, RefusesMismatchedShapes) {
  EXPECT_THROW(ConfusionHeatmapSvg("t", {"A", "B"}, {{1, 2}}, HeatmapScale::kCounts), Error);
  EXPECT_THROW(ConfusionHeatmapSvg("t", {"A"}, {{1, 2}}, HeatmapScale::kCounts), Error);
}

}  // namespace
}  // namespace bidlab
