#include "report/report_charts.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(ReportCharts, LearningCurvesBecomeOneLineChart) {
  const nlohmann::json j = {{"curves",
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

TEST(ReportCharts, CurvesWithPanelsGetOnePanelEachAndIdentifiableLines) {
  nlohmann::json curves = nlohmann::json::array();
  for (const char* panel : {"ℓ = 4, α = 10", "ℓ = 6, α = 10"})
    for (const char* p : {"p = 0", "p = 0.25"})
      curves.push_back({{"label", p}, {"panel", panel}, {"iterations", {1000, 2000}}, {"validation_cost", {4.5, 4.0}}});
  const auto charts = ChartsOf("figure4.3", {{"curves", curves}});
  ASSERT_EQ(charts.size(), 1u);
  const auto& spec = charts[0].spec;
  EXPECT_EQ(spec["facet"]["field"], "panel");
  EXPECT_EQ(spec["facet"]["sort"], nlohmann::json({"ℓ = 4, α = 10", "ℓ = 6, α = 10"}));  // as listed, not a-z
  EXPECT_EQ(spec["spec"]["encoding"]["color"]["field"], "series");
  EXPECT_EQ(spec["spec"]["encoding"]["strokeDash"]["field"], "series");  // dash as well as colour
  EXPECT_EQ(spec["data"]["values"][2]["panel"], "ℓ = 4, α = 10");
  EXPECT_EQ(spec["data"]["values"][2]["series"], "p = 0.25");
}

TEST(ReportCharts, ACurveNamesItsXAxis) {
  const nlohmann::json j = {{"curves",
                             {{{"label", "neural"},
                               {"x_label", "training steps"},
                               {"iterations", {250, 500}},
                               {"validation_cost", {2.9, 2.8}}}}}};
  EXPECT_EQ(ChartsOf("neural", j)[0].spec["encoding"]["x"]["title"], "training steps");
  EXPECT_EQ(ChartsOf("neural", j)[0].title, "neural: validation cost against training steps");
  const nlohmann::json bandit = {{"curves", {{{"label", "a"}, {"iterations", {1}}, {"validation_cost", {3.0}}}}}};
  EXPECT_EQ(ChartsOf("figure4.1", bandit)[0].spec["encoding"]["x"]["title"], "iterations");
}

TEST(ReportCharts, ACurveNamesItsYAxis) {
  const nlohmann::json j = {{"curves",
                             {{{"label", "sayc"},
                               {"panel", "pav_first120"},
                               {"x_label", "board"},
                               {"y_label", "points lost so far"},
                               {"iterations", {1, 2}},
                               {"validation_cost", {0, 3}}}}}};
  const auto charts = ChartsOf("challenges", j);
  ASSERT_EQ(charts.size(), 1u);
  EXPECT_EQ(charts[0].title, "challenges: points lost so far against board");
  EXPECT_EQ(charts[0].spec["spec"]["encoding"]["y"]["title"], "points lost so far");  // one panel a set
}

TEST(ReportCharts, AListOfFiguresIsDrawnAsListedAndNothingElse) {
  nlohmann::json counts = nlohmann::json::array();
  for (int r = 0; r < 36; ++r) counts.push_back(std::vector<int>(36, 0));
  counts[0][0] = 3;
  counts[0][5] = 1;
  counts[5][5] = 4;
  // Two matrices in the results, one listed as a figure: only that one is drawn.
  nlohmann::json listed = {
      {"table1", {{{"bidder", "softmax-raw"}, {"dev", {{"counts", counts}}}, {"test", {{"counts", counts}}}}}}};
  listed["figures"] = {{{"title", "Fig. 2: normalised"}, {"counts", counts}, {"normalised", true}}};
  const auto charts = ChartsOf("white", listed);
  ASSERT_EQ(charts.size(), 1u);
  EXPECT_EQ(charts[0].title, "Fig. 2: normalised");
  EXPECT_EQ(charts[0].spec["encoding"]["color"]["field"], "share");
  // PASS row: 3 of 4 stayed PASS.
  EXPECT_DOUBLE_EQ(charts[0].spec["data"]["values"][0]["share"].get<double>(), 0.75);
}

TEST(ReportCharts, EmptyMatricesAndOtherJsonGiveNoChart) {
  nlohmann::json zeros = nlohmann::json::array({{0, 0}, {0, 0}});
  const nlohmann::json j = {{"counts", zeros}, {"curves", "none"}, {"values", {1, 2, 3}}};
  EXPECT_TRUE(ChartsOf("x", j).empty());
}

}  // namespace
}  // namespace bidlab
