// End-to-end: bidlab report and bidlab experiment all, in process.
#include <gtest/gtest.h>

#include <fstream>

#include "cli/cli_test_util.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

using testing::Bidlab;

class ReportCli : public testing::ScratchDirTest {
 protected:
  void WriteResults() {
    std::filesystem::create_directories(Path("results"));
    std::ofstream(Path("results/figure4.1.json"))
        << R"({"curves": [{"label": "full", "iterations": [1, 2], "validation_cost": [4.5, 4.0]}]})";
    std::ofstream(Path("results/figure4.1.md"))
        << "# Figure 4.1\n\n<!-- compare: ours = paper -->\n| α | paper | ours |\n|---|---|---|\n| 10 | 3.0 | 3.1 |\n";
    WriteDatasetFile(testing::TinyDataset(5, 60), Path("tiny.bdl"));
  }
};

TEST_F(ReportCli, WritesOneSelfContainedFileAndSaysWhatIsMissing) {
  WriteResults();
  const auto run =
      Bidlab({"report", Path("results"), "-o", Path("report.html"), "--deals", Path("tiny.bdl"), "--samples", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("1 experiment result(s)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("missing: compare table4.1"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("sample deals: 2"), std::string::npos) << run.out;
  const std::string html = ReadFileText(Path("report.html"));
  EXPECT_NE(html.find("<h3>Figure 4.1</h3>"), std::string::npos);
  EXPECT_NE(html.find("class=\"cmp near\""), std::string::npos);  // 3.1 beside 3.0
  EXPECT_EQ(html.find("<script src"), std::string::npos);
}

TEST_F(ReportCli, DocFiguresAndLinksAreCheckedAndFiguresRewrittenFromTheirResults) {
  WriteResults();
  std::ofstream(Path("results/bandit.json")) << R"({"validation": {"avg_cost": 2.9358}})";
  std::ofstream(Path("README.md"))
      << "Validation <!-- results/bandit.json /validation/avg_cost -->2.9276.\n\n"
         "<!-- BEGIN results/figure4.1.md table 1 -->\n| α | paper | ours |\n<!-- END -->\n\n"
         "[the manual](docs/manual.md#figures)\n";
  std::filesystem::create_directories(Path("docs"));
  std::ofstream(Path("docs/manual.md")) << "# Manual\n\n## Figures\n\n[back](../README.md)\n";
  auto run = Bidlab({"check-docs", Path("")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("README.md:1: the text has 2.9276, results/bandit.json /validation/avg_cost is 2.9358"),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("README.md:3: the table differs from results/figure4.1.md table 1"), std::string::npos);
  run = Bidlab({"check-docs", Path(""), "--write"});
  ASSERT_EQ(run.status, 0) << run.err;
  run = Bidlab({"check-docs", Path("")});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("2 pages: 1 tables and 1 figures, each as its results file says; 2 links"), std::string::npos)
      << run.out;
  EXPECT_NE(ReadFileText(Path("README.md")).find("| 10 | 3.0 | 3.1 |"), std::string::npos);
  std::ofstream(Path("docs/manual.md")) << "# Manual\n\n[back](../README.md#nowhere)\n";
  run = Bidlab({"check-docs", Path("")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("README.md:9: the link docs/manual.md#figures names #figures"), std::string::npos) << run.err;
}

TEST_F(ReportCli, BadInputIsOneClearErrorAndNoFile) {
  auto run = Bidlab({"report", Path("nowhere"), "-o", Path("report.html")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("not a folder of experiment results"), std::string::npos) << run.err;
  WriteResults();
  std::ofstream(Path("results/broken.json")) << "{\"half";
  run = Bidlab({"report", Path("results"), "-o", Path("report.html"), "--samples", "0"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("broken.json: not JSON"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(Path("report.html")));
}

TEST_F(ReportCli, ExperimentAllStopsAtTheFirstFailure) {
  const auto run = Bidlab({"experiment", "all", "-o", Path("results"), "--quick", "--data", Path("missing.bdl")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("failed (--keep-going runs the others anyway)"), std::string::npos) << run.err;
}

TEST_F(ReportCli, ExperimentAllKeepsTheResultsTheFolderHoldsUnlessRedo) {
  std::filesystem::create_directories(Path("results"));
  // Every experiment's results but table4.2's, which then fails on the missing data set.
  for (const char* id : {"compare", "table4.1", "figure4.1", "figure4.2", "figure4.3", "table4.3", "table4.4",
                         "tablea.1", "white", "cbr", "who-bids-higher", "neural"})
    std::ofstream(Path("results/" + std::string(id) + ".json")) << R"({"experiment": ")" << id << R"("})";
  auto run = Bidlab({"experiment", "all", "-o", Path("results"), "--quick", "--data", Path("missing.bdl")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("== figure4.1: kept the results already in"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("experiment table4.2 failed"), std::string::npos) << run.err;
  run = Bidlab({"experiment", "all", "-o", Path("results"), "--quick", "--data", Path("missing.bdl"), "--redo"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out.find("kept the results"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace bidlab
