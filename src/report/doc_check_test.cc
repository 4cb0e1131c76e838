#include "report/doc_check.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/error.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

namespace fs = std::filesystem;

class DocCheckTree : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            (std::string("bidlab_doc_check_") + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_ / "docs/papers");
    fs::create_directories(root_ / "results");
    std::ofstream(root_ / "results/run.json") << R"({"avg_cost": 2.9358})";
    std::ofstream(root_ / "results/t.md") << "# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
  }
  void TearDown() override { fs::remove_all(root_); }
  void Write(const std::string& path, const std::string& text) { std::ofstream(root_ / path) << text; }

  fs::path root_;
};

TEST_F(DocCheckTree, FindsTheReadmeThenEveryPageInOrder) {
  Write("README.md", "# R\n");
  Write("docs/b.md", "# B\n");
  Write("docs/papers/a.md", "# A\n");
  Write("docs/notes.txt", "not a page");
  EXPECT_EQ(DocPagePaths(root_.string()), (std::vector<std::string>{"README.md", "docs/b.md", "docs/papers/a.md"}));
  EXPECT_THROW(DocPagePaths((root_ / "docs").string()), Error);
}

TEST_F(DocCheckTree, AStaleFigureOnAnyPageAndADeadLinkFailAndWriteMendsTheFigure) {
  Write("README.md", "# R\n\nSee [the page](docs/papers/a.md#costs) and [gone](docs/gone.md).\n");
  Write("docs/papers/a.md",
        "# A\n\n## Costs\n\nIt costs <!-- results/run.json /avg_cost -->2.9276 a deal.\n\n"
        "<!-- BEGIN results/t.md table 1 -->\n| a | b |\n|---|---|\n| 1 | 3 |\n<!-- END -->\n\n"
        "[back](../../README.md#r) [nowhere](../../README.md#s)\n");
  std::ostringstream out, err;
  EXPECT_THROW(RunCheckDocs(root_.string(), false, out, err), Error);
  EXPECT_NE(err.str().find("docs/papers/a.md:5: the text has 2.9276, results/run.json /avg_cost is 2.9358"),
            std::string::npos)
      << err.str();
  EXPECT_NE(err.str().find("docs/papers/a.md:7: the table differs from results/t.md table 1"), std::string::npos);
  EXPECT_NE(err.str().find("README.md:3: the link docs/gone.md names docs/gone.md, which does not exist"),
            std::string::npos);
  EXPECT_NE(err.str().find("docs/papers/a.md:13: the link ../../README.md#s names #s, which is no heading"),
            std::string::npos);

  // --write mends the figures, not the links.
  EXPECT_THROW(RunCheckDocs(root_.string(), true, out, err), Error);
  const std::string page = ReadFileText((root_ / "docs/papers/a.md").string());
  EXPECT_NE(page.find("-->2.9358 a deal"), std::string::npos);
  EXPECT_NE(page.find("| 1 | 2 |"), std::string::npos);

  Write("README.md", "# R\n\nSee [the page](docs/papers/a.md#costs).\n");
  Write("docs/papers/a.md", page.substr(0, page.find("[back]")) + "[back](../../README.md#r)\n");
  std::ostringstream ok_out, ok_err;
  RunCheckDocs(root_.string(), false, ok_out, ok_err);
  EXPECT_EQ(ok_err.str(), "");
  EXPECT_NE(ok_out.str().find("2 pages: 1 tables and 1 figures"), std::string::npos) << ok_out.str();
}

// The check CI runs: every figure the README and the manual mark is what the
// committed results file it comes from says, and every link between their
// pages leads to a file and a heading that exist.
TEST(DocCheck, TheDocsQuoteTheCommittedResultsAndEveryLinkResolves) {
  const fs::path root = fs::path(BIDLAB_DATA_DIR).parent_path();
  const DocCheck check = CheckDocs(root.string());
  for (const std::string& p : check.problems) ADD_FAILURE() << p;
  EXPECT_GT(check.blocks + check.numbers, 0) << "the docs mark no figure";
  EXPECT_GT(check.links, 0) << "the docs link nothing";
  EXPECT_GT(check.pages.size(), 1u) << "no page under docs/";
}

}  // namespace
}  // namespace bidlab
