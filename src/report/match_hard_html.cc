#include "report/match_hard_html.h"

#include <sstream>

#include "experiments/charts/line_chart_svg.h"
#include "experiments/match/match_hard_text.h"

namespace bidlab {

std::string HardDecisionsHtml(const std::vector<MatchRow>& rows) {
  std::ostringstream html;
  bool any = false;
  for (const MatchRow& row : rows) {
    const nlohmann::json& m = row.match;
    if (!m.contains("hard_decisions") || !m["hard_decisions"].is_object()) continue;
    if (!any)
      html << "<h3>Hard decisions</h3>\n<p>Each pair's slams (its own final contracts at the six or seven level), "
              "the tables where its side takes 12 or more tricks double-dummy and it bid no slam, and its "
              "sacrifices (its doubled contracts that went down): their average IMPs against par, and how many cost "
              "less than the contract they outbid (the opponents' last bid, undoubled) or outbid one that would "
              "have gone down (phantoms).</p>\n<table class=\"matches "
              "hard-decisions\"><thead><tr><th>from</th><th>pair</th>"
              "<th>slams bid</th><th>made and down</th><th>makeable slams missed</th><th>sacrifices, IMPs against "
              "par</th><th>against the contract outbid</th></tr></thead><tbody>\n";
    any = true;
    for (const char* side : {"ns", "ew"}) {
      const HardDecisionCells c = HardDecisionsCellsOfJson(m["hard_decisions"].value(side, nlohmann::json()));
      const std::string pair = m.contains(side) && m[side].is_string() ? m[side].get<std::string>() : "";
      html << "<tr><td><code>" << XmlEscape(row.source) << "</code></td><td>" << XmlEscape(pair) << "</td><td>"
           << XmlEscape(c.slams) << "</td><td>" << XmlEscape(c.down) << "</td><td>" << XmlEscape(c.missed)
           << "</td><td>" << XmlEscape(c.sacrifices) << "</td><td>" << XmlEscape(c.outbid) << "</td></tr>\n";
    }
  }
  if (any) html << "</tbody></table>\n";
  return html.str();
}

}  // namespace bidlab
