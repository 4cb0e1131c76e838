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
  EXPECT_NE(MarkdownToHtml("see [the picture](white.svg) here").find("<p>see the picture here</p>"),
            std::string::npos);
}

TEST(ReportMarkdown, PublishedColumnBesideOursShowsTheDifference) {
  const std::string html = MarkdownToHtml(
      "| K | paper correct | ours | note |\n|---|---|---|---|\n| 1 | 36.97% | 37.00% | a |\n| 2 | 40.0% | 50.0% | b |\n");
  EXPECT_NE(html.find("<th>paper correct</th>"), std::string::npos);
  EXPECT_NE(html.find("class=\"cmp close\""), std::string::npos);  // 37.00 vs 36.97
  EXPECT_NE(html.find("class=\"cmp far\""), std::string::npos);    // 50 vs 40
  EXPECT_NE(html.find("(+0.03)"), std::string::npos);
  EXPECT_NE(html.find("(+10)"), std::string::npos);
  EXPECT_NE(html.find("<td>a</td>"), std::string::npos);  // other columns untouched
}

TEST(ReportMarkdown, OursIsComparedWithThePublishedColumnOfTheSameSubject) {
  const std::string html = MarkdownToHtml(
      "| method | NT (ours) | NT (paper) | Suit (ours) | Suit (paper) |\n|---|---|---|---|---|\n"
      "| work | 81.45% | 80.81% | 72.15% | 67.00% |\n");
  EXPECT_NE(html.find("(+0.64)"), std::string::npos);  // NT against NT
  EXPECT_NE(html.find("(+5.15)"), std::string::npos);  // suit against suit, not against NT
  EXPECT_EQ(html.find("(-8.66)"), std::string::npos);
}

TEST(ReportMarkdown, PaperRowBesideOurRowComparesCellByCell) {
  const std::string html = MarkdownToHtml(
      "| features | train | dev |\n|---|---|---|\n| raw (ours) | 77.7% | 86.9% |\n| raw (paper) | 84.0% | 89.6% |\n");
  EXPECT_NE(html.find("(-6.3)"), std::string::npos);
  EXPECT_NE(html.find("(-2.7)"), std::string::npos);
  // The paper's own row is left as it is.
  EXPECT_NE(html.find("<td>84.0%</td>"), std::string::npos);
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
