#include "report/report_charts.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(ReportCharts, LearningCurvesBecomeOneLineChart) {
  const nlohmann::json j = {
      {"curves",
       {{{"label", "full"}, {"iterations", {1000, 2000}}, {"validation_cost", {4.5, 4.0}}},
        {{"label", "single"}, {"iterations", {1000, 2000}}, {"validation_cost", {4.9, 4.8}}}}}};
  const auto charts = ChartsOf("figure4.1", j);
  ASSERT_EQ(charts.size(), 1u);
  const auto& spec = charts[0].spec;
  EXPECT_EQ(spec["mark"]["type"], "line");
  ASSERT_EQ(spec["data"]["values"].size(), 4u);
  EXPECT_EQ(spec["data"]["values"][3]["series"], "single");
  EXPECT_DOUBLE_EQ(spec["data"]["values"][3]["cost"].get<double>(), 4.8);
  EXPECT_FALSE(spec.contains("$schema"));  // the report loads nothing
}

TEST(ReportCharts, ConfusionCountsBecomeHeatMapsOfTheCallsThatOccur) {
  nlohmann::json counts = nlohmann::json::array();
  for (int r = 0; r < 36; ++r) counts.push_back(std::vector<int>(36, 0));
  counts[0][0] = 10;
  counts[0][5] = 2;  // PASS predicted as 1NT
  counts[5][5] = 7;
  const nlohmann::json j = {{"table1", {{{"bidder", "softmax-raw"}, {"dev", {{"counts", counts}}}}}}};
  const auto charts = ChartsOf("white", j);
  ASSERT_EQ(charts.size(), 1u);
  EXPECT_EQ(charts[0].title, "white · table1 · softmax-raw · dev");
  const auto& spec = charts[0].spec;
  EXPECT_EQ(spec["mark"]["type"], "rect");
  EXPECT_EQ(spec["encoding"]["x"]["sort"], nlohmann::json({"PASS", "1NT"}));
  EXPECT_EQ(spec["data"]["values"].size(), 4u);  // 2 calls × 2 calls
}

TEST(ReportCharts, EmptyMatricesAndOtherJsonGiveNoChart) {
  nlohmann::json zeros = nlohmann::json::array({{0, 0}, {0, 0}});
  const nlohmann::json j = {{"counts", zeros}, {"curves", "none"}, {"values", {1, 2, 3}}};
  EXPECT_TRUE(ChartsOf("x", j).empty());
}

}  // namespace
}  // namespace bidlab
