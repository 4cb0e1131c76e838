#include "report/match_results.h"

#include <gtest/gtest.h>

#include "report/report_html.h"

namespace bidlab {
namespace {

nlohmann::json Match(const std::string& ns, const std::string& ew, double mean, double se) {
  return {{"ns", ns},
          {"ew", ew},
          {"boards", 10000},
          {"imps_per_board", mean},
          {"stderr", se},
          {"interval95", {mean - 1.96 * se, mean + 1.96 * se}},
          {"against_par", {{"ns", 0.25}, {"ew", -0.25}}}};
}

ExperimentResult Result(const std::string& name, const nlohmann::json& json) {
  ExperimentResult r;
  r.name = name;
  r.experiment = json.contains("experiment") ? json["experiment"].get<std::string>() : "";
  r.json = json;
  return r;
}

std::vector<ExperimentResult> Results() {
  return {Result("compare", {{"experiment", "compare"},
                             {"rows", nlohmann::json::array()},
                             {"contested", {Match("sayc", "pass", 4.25, 0.06), Match("sayc", "neural", 0.02, 0.06)}}}),
          Result("match-neural", Match("neural", "sayc", -0.02, 0.06)),
          Result("figure4.1", {{"experiment", "figure4.1"}, {"imps_per_board", 1}})};
}

TEST(ReportMatchResults, ContestedRowsThenMatchFiles) {
  const std::vector<ExperimentResult> results = Results();
  EXPECT_FALSE(IsMatchResult(results[0]));
  EXPECT_TRUE(IsMatchResult(results[1]));
  EXPECT_FALSE(IsMatchResult(results[2]));  // not named match*, whatever its fields
  const std::vector<MatchRow> rows = MatchRowsOf(results);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].source, "compare");
  EXPECT_EQ(rows[1].match["ew"], "neural");
  EXPECT_EQ(rows[2].source, "match-neural");
}

TEST(ReportMatchResults, TheLearnedBiddersTableFollowsSaycs) {
  std::vector<ExperimentResult> results = Results();
  results[0].json["contested_learned"] = {Match("contested-neural", "sayc", 1.81, 0.07)};
  const std::vector<MatchRow> rows = MatchRowsOf(results);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[2].source, "compare");
  EXPECT_EQ(rows[2].match["ns"], "contested-neural");
  EXPECT_EQ(rows[3].source, "match-neural");
}

TEST(ReportMatchResults, EachRowHasItsIntervalAndNothingIsColoured) {
  const std::string html = MatchResultsHtml(MatchRowsOf(Results()));
  EXPECT_NE(html.find("id=\"matches\""), std::string::npos);
  EXPECT_NE(html.find("95% interval</b> is the mean ± 1.96 standard errors"), std::string::npos);
  // +4.25 ± 0.06: 4.25 ∓ 0.1176.
  EXPECT_NE(html.find("<td class=\"num\">+4.25</td><td class=\"num\">0.06</td><td class=\"num\">+4.13 … +4.37</td>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<td class=\"num\">-0.02</td>"), std::string::npos);
  EXPECT_EQ(html.find("cmp"), std::string::npos);  // no published figure to compare with
  EXPECT_EQ(MatchResultsHtml({}), "");
}

TEST(ReportMatchResults, TheBarsHaveAnAxisInRoundNumbers) {
  // The widest interval ends at +4.37 IMPs/board: the scale is ±5, ticks every 2.5.
  const std::string html = MatchResultsHtml(MatchRowsOf(Results()));
  const std::size_t axis = html.find("<svg class=\"interval-axis\"");
  ASSERT_NE(axis, std::string::npos) << html;
  EXPECT_GT(axis, html.find("<tfoot>"));
  std::vector<std::string> labels;
  for (std::size_t at = html.find("text-anchor", axis); at != std::string::npos; at = html.find("text-anchor", at + 1))
    labels.push_back(html.substr(html.find('>', at) + 1, html.find('<', at) - html.find('>', at) - 1));
  EXPECT_EQ(labels, (std::vector<std::string>{"-5", "-2.5", "0", "+2.5", "+5"}));
  // Zero on the axis is the bars' dashed zero line (the middle of 160 pixels).
  EXPECT_NE(html.find("<g class=\"tick\" data-value=\"0\"><line x1=\"80\""), std::string::npos) << html;
  EXPECT_NE(html.find("<line x1=\"80\" y1=\"0\" x2=\"80\" y2=\"14\" stroke=\"#8c959f\""), std::string::npos);
  // Small intervals keep a scale of at least ±0.5.
  const std::string small = MatchResultsHtml({{"m", Match("a", "b", 0.01, 0.01)}});
  EXPECT_NE(small.find(">+0.5</text>"), std::string::npos) << small;
}

TEST(ReportMatchResults, TheReportShowsTheSectionOnceAndTheMatchFileNowhereElse) {
  ReportInputs in;
  in.source = "results";
  in.results = Results();
  const std::string html = BuildReportHtml(in);
  EXPECT_NE(html.find("<a href=\"#matches\">matches</a>"), std::string::npos);
  EXPECT_NE(html.find("<section class=\"experiment\" id=\"matches\">"), std::string::npos);
  EXPECT_EQ(html.find("id=\"exp-match-neural\""), std::string::npos);
  EXPECT_NE(html.find("id=\"exp-compare\""), std::string::npos);
}

}  // namespace
}  // namespace bidlab
