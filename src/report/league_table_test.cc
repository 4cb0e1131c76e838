// The league's heat map reads league.json by its shape: a cell per match
// with its margin, error and interval, shaded by who won, the diagonal
// empty, bidders in rating order; anything else gives nothing.
#include "report/league_table.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

nlohmann::json TwoBidders() {
  return nlohmann::json::parse(R"({
    "anchor": "sayc",
    "bidders": [{"name": "sayc", "rating": 0}, {"name": "contested-neural", "rating": 1.16}],
    "cross_table": {"bidders": ["sayc", "contested-neural"],
                    "imps_per_board": [[null, -1.16], [1.16, null]],
                    "stderr": [[null, 0.06], [0.06, null]],
                    "interval95": [[null, [-1.28, -1.03]], [[1.03, 1.28], null]]}})");
}

TEST(LeagueCrossTableHtml, ShadesEachMatchByWhoWonAndShowsItsInterval) {
  const std::string html = LeagueCrossTableHtml(TwoBidders());
  ASSERT_NE(html.find("<table class=\"league\">"), std::string::npos) << html;
  // The better-rated bidder's row first, its win blue, its loss red, each with its interval.
  EXPECT_LT(html.find("<th scope=\"row\">contested-neural"), html.find("<th scope=\"row\">sayc"));
  EXPECT_NE(html.find("data-imps=\"1.1600\" style=\"background: rgba(9, 105, 218, 0.70)\""), std::string::npos) << html;
  EXPECT_NE(html.find("data-imps=\"-1.1600\" style=\"background: rgba(207, 34, 46, 0.70)\""), std::string::npos);
  EXPECT_NE(html.find("<span class=\"interval\">+1.03 … +1.28</span>"), std::string::npos);
  EXPECT_NE(html.find("± 0.06"), std::string::npos);
  std::size_t selves = 0;
  for (std::size_t at = html.find("class=\"self\""); at != std::string::npos; at = html.find("class=\"self\"", at + 1))
    ++selves;
  EXPECT_EQ(selves, 2u);
}

TEST(LeagueCrossTableHtml, NothingForOtherResultsOrABrokenTable) {
  EXPECT_EQ(LeagueCrossTableHtml(nlohmann::json::parse(R"({"rows": []})")), "");
  nlohmann::json ragged = TwoBidders();
  ragged["cross_table"]["stderr"][1] = nlohmann::json::array({0.06});
  EXPECT_EQ(LeagueCrossTableHtml(ragged), "");
}

}  // namespace
}  // namespace bidlab
