#include "report/report_html.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "report/web_assets.h"

namespace bidlab {
namespace {

ExperimentResult Figure() {
  ExperimentResult r;
  r.name = "figure4.1";
  r.json = {{"curves", {{{"label", "full"}, {"iterations", {1, 2}}, {"validation_cost", {4.0, 3.5}}}}}};
  r.markdown = "# Figure 4.1\n\n| α | ours |\n|---|---|\n| 10 | 3.9 |\n";
  r.pictures = {{"figure4.1.svg", "<?xml version=\"1.0\"?><svg id=\"hand-drawn\"></svg>"}};
  return r;
}

TEST(ReportHtml, SelfContainedWithChartsTablesAndMissingExperiments) {
  ReportInputs in;
  in.source = "results";
  in.results = {Figure()};
  in.expected = {"table4.1", "figure4.1", "white"};
  in.gallery_note = "no deals";
  const std::string html = BuildReportHtml(in);
  EXPECT_EQ(html.find("<script src"), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
  EXPECT_NE(html.find(std::string(WebAsset("vega-lite.min.js")).substr(0, 200)), std::string::npos);
  EXPECT_NE(html.find("id=\"chart-0\""), std::string::npos);
  EXPECT_NE(html.find("<h3>Figure 4.1</h3>"), std::string::npos);
  EXPECT_NE(html.find("Missing: <code>table4.1</code>, <code>white</code>"), std::string::npos);
  // The picture is the experiment's own: a chart was drawn instead.
  EXPECT_EQ(html.find("hand-drawn"), std::string::npos);
  // The section's own title and table come before its figures.
  EXPECT_LT(html.find("<h3>Figure 4.1</h3>"), html.find("id=\"chart-0\""));
  EXPECT_LT(html.find("<table"), html.find("id=\"chart-0\""));
}

TEST(ReportHtml, PicturesStandInWhenNoChartCanBeDrawnAndUnknownExperimentsFollow) {
  ExperimentResult other;
  other.name = "zzz-new";
  other.json = {{"accuracy", 0.5}};
  other.pictures = {{"zzz-new_plot.svg", "<?xml version=\"1.0\"?>\n<svg id=\"own\"></svg>"}};
  ReportInputs in;
  in.results = {other, Figure()};
  in.expected = {"figure4.1"};
  const std::string html = BuildReportHtml(in);
  EXPECT_NE(html.find("<svg id=\"own\"></svg>"), std::string::npos);
  EXPECT_EQ(html.find("<?xml"), std::string::npos);
  EXPECT_NE(html.find("&quot;accuracy&quot;: 0.5"), std::string::npos);  // no markdown: the JSON
  EXPECT_LT(html.find("id=\"exp-figure4-1\""), html.find("id=\"exp-zzz-new\""));
  EXPECT_EQ(html.find("id=\"missing\""), std::string::npos);
}

TEST(ReportHtml, ScriptEscaping) {
  EXPECT_EQ(ScriptSafeJson(nlohmann::json{{"a", "</script><!--"}}), "{\"a\":\"<\\/script><\\u0021--\"}");
  EXPECT_EQ(ScriptSafeJs("x='</script>'"), "x='<\\/script>'");
}

TEST(ReportResults, ReadsAFolderAndSaysWhatIsMissing) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "bidlab_report_results_test";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "table4.4.json") << R"({"deals": 3})";
  std::ofstream(dir / "table4.4.md") << "# Table 4.4\n";
  std::ofstream(dir / "table4.4_extra.svg") << "<svg/>";
  std::ofstream(dir / "table4.40.svg") << "<svg/>";  // another experiment's
  std::ofstream(dir / "notes.txt") << "ignored";
  const auto results = ReadResultsDir(dir.string());
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].name, "table4.4");
  EXPECT_EQ(results[0].json["deals"], 3);
  EXPECT_EQ(results[0].markdown, "# Table 4.4\n");
  ASSERT_EQ(results[0].pictures.size(), 1u);
  EXPECT_EQ(results[0].pictures[0].first, "table4.4_extra.svg");
  EXPECT_EQ(MissingExperiments(results, {"table4.3", "table4.4"}), std::vector<std::string>{"table4.3"});
  // The file's name need not be the experiment's: the JSON says which it is.
  std::ofstream(dir / "table41.json") << R"({"experiment": "table4.1"})";
  const auto renamed = ReadResultsDir(dir.string());
  ASSERT_EQ(renamed.size(), 2u);
  EXPECT_EQ(renamed[1].id(), "table4.1");  // after table4.4.json in name order
  EXPECT_EQ(renamed[1].name, "table41");
  EXPECT_TRUE(MissingExperiments(renamed, {"table4.1", "table4.4"}).empty());

  std::ofstream(dir / "broken.json") << "{";
  EXPECT_THROW(ReadResultsDir(dir.string()), InputError);
  EXPECT_THROW(ReadResultsDir((dir / "nope").string()), InputError);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace bidlab
