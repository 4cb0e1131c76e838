#include "report/doc_links.h"

#include <gtest/gtest.h>

#include <map>

namespace bidlab {
namespace {

// Anchors as GitHub shows them for these headings (read off rendered pages).
TEST(DocLinks, AnchorsAreGithubs) {
  EXPECT_EQ(GithubAnchor("The yardstick"), "the-yardstick");
  EXPECT_EQ(GithubAnchor("On a cluster: the same commands under `mpirun`"),
            "on-a-cluster-the-same-commands-under-mpirun");
  EXPECT_EQ(GithubAnchor("Table 4.1: cost-sensitive baselines"), "table-41-cost-sensitive-baselines");
  EXPECT_EQ(GithubAnchor("Figures 4.1-4.3, Tables 4.3, 4.4 and A.1"), "figures-41-43-tables-43-44-and-a1");
  EXPECT_EQ(GithubAnchor("Ho's thesis"), "hos-thesis");
  EXPECT_EQ(GithubAnchor("Mańdziuk & Suchan: who should bid higher, NS or WE?"),
            "mańdziuk--suchan-who-should-bid-higher-ns-or-we");
  EXPECT_EQ(GithubAnchor("The job at 64 nodes × 32 cores"), "the-job-at-64-nodes--32-cores");
  EXPECT_EQ(GithubAnchor("White, \"Do I Hear 3NT?\" — softmax"), "white-do-i-hear-3nt--softmax");
  EXPECT_EQ(GithubAnchor("Über **bold** and [a link](x.md) in snake_case"), "über-bold-and-a-link-in-snake_case");
  EXPECT_EQ(GithubAnchor("The ℓ = 6 bandit, 1♣ openings"), "the-ℓ--6-bandit-1-openings");
}

TEST(DocLinks, RepeatedHeadingsAreNumberedAndCodeIsNoHeading) {
  const std::set<std::string> anchors = PageAnchors(
      "# Speed\n\n## Speed\n\n### Speed ###\n\n```sh\n# a comment, not a heading\n```\n"
      "#not-a-heading\n<a id=\"kept\"></a>\n");
  EXPECT_EQ(anchors, (std::set<std::string>{"speed", "speed-1", "speed-2", "kept"}));
}

TEST(DocLinks, LinksOutsideCodeAreFound) {
  const std::vector<DocLink> links = LinksOf(
      "See [the yardstick](yardstick.md#imp-arithmetics) and ![a picture](report.png \"title\").\n"
      "`[not](a-link.md)` in code\n```\n[nor](this.md)\n```\n[last](https://example.org) [x](<b c.md>)\n");
  ASSERT_EQ(links.size(), 4u);
  EXPECT_EQ(links[0].target, "yardstick.md#imp-arithmetics");
  EXPECT_EQ(links[0].line, 1);
  EXPECT_EQ(links[1].target, "report.png");
  EXPECT_EQ(links[2].target, "https://example.org");
  EXPECT_EQ(links[2].line, 6);
  EXPECT_EQ(links[3].target, "b c.md");  // <…>: a target with a space
}

TEST(DocLinks, EveryKindOfDeadLinkIsNamed) {
  const std::map<std::string, std::set<std::string>> pages = {
      {"README.md", {"results-at-a-glance"}},
      {"docs/yardstick.md", {"the-yardstick", "imp-arithmetics"}},
      {"docs/papers/white.md", {"table-i"}},
  };
  const DocTree tree{
      [&](const std::string& path) { return pages.count(path) || path == "docs" || path == "docs/report.png"; },
      [&](const std::string& path) { return pages.at(path); }};
  const std::string page =
      "[ok](../yardstick.md#imp-arithmetics) [ok](../../README.md#results-at-a-glance) [ok](#table-i)\n"
      "[ok](../report.png) [ok](../../docs/) [ok](https://example.org/x.md#y) [ok](mailto:a@b.c)\n"
      "[no file](../commands.md#eval)\n"
      "[no anchor](../yardstick.md#imp-arithmetic)\n"
      "[no anchor here](#table-ii)\n"
      "[outside](../../../shared/DESIGN.md)\n"
      "[absolute](/docs/yardstick.md)\n";
  const std::vector<std::string> problems = CheckLinks(page, "docs/papers/white.md", tree);
  ASSERT_EQ(problems.size(), 5u);
  EXPECT_EQ(problems[0],
            "docs/papers/white.md:3: the link ../commands.md#eval names docs/commands.md, which does not exist");
  EXPECT_EQ(problems[1],
            "docs/papers/white.md:4: the link ../yardstick.md#imp-arithmetic names #imp-arithmetic, which is no "
            "heading of docs/yardstick.md");
  EXPECT_EQ(problems[2],
            "docs/papers/white.md:5: the link #table-ii names #table-ii, which is no heading of docs/papers/white.md");
  EXPECT_EQ(problems[3], "docs/papers/white.md:6: the link ../../../shared/DESIGN.md leads outside the repository");
  EXPECT_EQ(problems[4],
            "docs/papers/white.md:7: the link /docs/yardstick.md is absolute: write it relative to "
            "docs/papers/white.md");
}

}  // namespace
}  // namespace bidlab
