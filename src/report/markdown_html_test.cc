#include "report/markdown_html.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(ReportMarkdown, HeadingsParagraphsListsAndCode) {
  const std::string html = MarkdownToHtml("# Title\n\nSome `code` and **bold**.\n\n- one\n- two\n\n```\na < b\n```\n");
  EXPECT_NE(html.find("<h3>Title</h3>"), std::string::npos);
  EXPECT_NE(html.find("<p>Some <code>code</code> and <strong>bold</strong>.</p>"), std::string::npos);
  EXPECT_NE(html.find("<ul><li>one</li><li>two</li></ul>"), std::string::npos);
  EXPECT_NE(html.find("<pre>a &lt; b\n</pre>"), std::string::npos);
}

TEST(ReportMarkdown, EscapesEverythingItQuotes) {
  const std::string html = MarkdownToHtml("<script>alert(1)</script> & \"x\"");
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;"), std::string::npos);
}

TEST(ReportMarkdown, LinksKeepTheirTextOnly) {
  EXPECT_NE(MarkdownToHtml("see [the picture](white.svg) here").find("<p>see the picture here</p>"), std::string::npos);
}

TEST(ReportMarkdown, OnlyTheNamedLikeForLikeColumnsAreCompared) {
  // CBR's layout: accuracy is like for like, PASS answers are counts from a
  // case base of another size and are left alone.
  const std::string html = MarkdownToHtml(
      "<!-- compare: ours correct = paper correct -->\n"
      "| K | paper correct | ours correct | paper PASS answers | ours PASS answers |\n|---|---|---|---|---|\n"
      "| 1 | 36.97% | 37.00% | 1127 | 9462 |\n| 2 | 40.0% | 50.0% | 800 | 97664 |\n");
  EXPECT_EQ(html.find("compare:"), std::string::npos);  // the comment is not shown
  EXPECT_NE(html.find("<th>paper correct</th>"), std::string::npos);
  EXPECT_NE(html.find("class=\"cmp close\""), std::string::npos);  // 37.00 vs 36.97
  EXPECT_NE(html.find("class=\"cmp far\""), std::string::npos);    // 50.0 vs 40.0
  EXPECT_NE(html.find("(+0.03)"), std::string::npos);
  EXPECT_NE(html.find("(+10.0)"), std::string::npos);
  EXPECT_NE(html.find("<td>9462</td>"), std::string::npos);  // counts untouched
  EXPECT_NE(html.find("<td>97664</td>"), std::string::npos);
  EXPECT_EQ(html.find("e+"), std::string::npos);
}

TEST(ReportMarkdown, NothingIsComparedUnlessNamed) {
  const std::string html = MarkdownToHtml("| K | paper correct | ours |\n|---|---|---|\n| 1 | 36.97% | 37.00% |\n");
  EXPECT_EQ(html.find("cmp"), std::string::npos);
  // A compare list applies to the next table only.
  const std::string two = MarkdownToHtml(
      "<!-- compare: ours = paper -->\n| paper | ours |\n|---|---|\n| 1.0 | 1.1 |\n\ntext\n\n"
      "| paper | ours |\n|---|---|\n| 2.0 | 2.2 |\n");
  EXPECT_NE(two.find("(+0.1)"), std::string::npos);
  EXPECT_EQ(two.find("(+0.2)"), std::string::npos);
}

TEST(ReportMarkdown, DifferencesKeepTheCellsPrecisionNeverScientific) {
  // The main job's layout: the published column is far from ours; IMPs in
  // four decimals, counts as integers.
  const std::string html = MarkdownToHtml(
      "<!-- compare: ours (test) = published; difference = thesis difference -->\n"
      "| Bidder | ours (test) | PASS | published | difference | thesis difference |\n|---|---|---|---|---|---|\n"
      "| SAYC | 2.9918 | 1.5463 | 2.9550 | 96640 | -25 |\n");
  EXPECT_NE(html.find("(+0.0368)"), std::string::npos);
  EXPECT_NE(html.find("(+96665)"), std::string::npos);
  EXPECT_NE(html.find("<td>1.5463</td>"), std::string::npos);
  EXPECT_EQ(html.find("e+"), std::string::npos);
}

TEST(ReportMarkdown, RepeatedHeadersPairWithThePublishedColumnToTheirRight) {
  // Table 4.1's layout: two "ours (thesis IMPs)" columns, each before its "thesis".
  const std::string html = MarkdownToHtml(
      "<!-- compare: ours (thesis IMPs) = thesis -->\n"
      "| Method | ours (WBF) | ours (thesis IMPs) | thesis | opt. (WBF) | ours (thesis IMPs) | thesis |\n"
      "|---|---|---|---|---|---|---|\n| CSTSR | 3.6650 | 3.8157 | 3.8272 | 1.9915 | 2.0835 | 1.9228 |\n");
  EXPECT_NE(html.find("(-0.0115)"), std::string::npos);
  EXPECT_NE(html.find("(+0.1607)"), std::string::npos);
  EXPECT_NE(html.find("<td>3.6650</td>"), std::string::npos);  // WBF figures are not the thesis's arithmetic
}

TEST(ReportMarkdown, NamedRowsCompareCellByCell) {
  const std::string html = MarkdownToHtml(
      "<!-- compare: raw (ours) = raw (paper) -->\n"
      "| features | train | dev |\n|---|---|---|\n| m (ours) | 21,328 | 6,288 |\n| m (paper) | 16,602 | 4,744 |\n"
      "| raw (ours) | 77.7% | 86.9% |\n| raw (paper) | 84.0% | 89.6% |\n");
  EXPECT_NE(html.find("(-6.3)"), std::string::npos);
  EXPECT_NE(html.find("(-2.7)"), std::string::npos);
  EXPECT_NE(html.find("<td>84.0%</td>"), std::string::npos);   // the paper's own row is left as it is
  EXPECT_NE(html.find("<td>21,328</td>"), std::string::npos);  // counts of other data sets: not named
}

TEST(ReportMarkdown, CellNumbers) {
  EXPECT_DOUBLE_EQ(*CellNumber("84.1%"), 84.1);
  EXPECT_DOUBLE_EQ(*CellNumber("3.0123 ± 0.0100"), 3.0123);
  EXPECT_DOUBLE_EQ(*CellNumber("21,328"), 21328);
  EXPECT_DOUBLE_EQ(*CellNumber("-0.5"), -0.5);
  EXPECT_FALSE(CellNumber("K=60"));
  EXPECT_FALSE(CellNumber("-"));
  EXPECT_FALSE(CellNumber(""));
}

}  // namespace
}  // namespace bidlab
