#include "report/league_table.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>

#include "experiments/charts/line_chart_svg.h"
#include "experiments/number_text.h"

namespace bidlab {

namespace {

bool IsCrossTable(const nlohmann::json& json) {
  if (!json.is_object() || !json.contains("cross_table") || !json.contains("bidders")) return false;
  const nlohmann::json& t = json["cross_table"];
  if (!t.is_object() || !t.contains("bidders") || !t["bidders"].is_array()) return false;
  const std::size_t n = t["bidders"].size();
  for (const char* key : {"imps_per_board", "stderr", "interval95"}) {
    if (!t.contains(key) || !t[key].is_array() || t[key].size() != n) return false;
    for (const auto& row : t[key])
      if (!row.is_array() || row.size() != n) return false;
  }
  return json["bidders"].is_array() && json["bidders"].size() == n;
}

// Blue where the row bidder won, red where it lost; opaque at ±`scale`.
std::string Shade(double imps, double scale) {
  const double depth = std::min(1.0, std::abs(imps) / scale) * 0.7;
  std::ostringstream css;
  css << (imps >= 0 ? "rgba(9, 105, 218, " : "rgba(207, 34, 46, ") << Fixed(depth, 2) << ")";
  return css.str();
}

}  // namespace

std::string LeagueCrossTableHtml(const nlohmann::json& json) {
  if (!IsCrossTable(json)) return "";
  const nlohmann::json& t = json["cross_table"];
  const std::size_t n = t["bidders"].size();
  std::vector<double> rating(n, 0.0);
  for (std::size_t i = 0; i < n; ++i) rating[i] = json["bidders"][i].value("rating", 0.0);
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rating[a] > rating[b]; });
  double scale = 0.5;  // the widest margin, so the deepest shade is the biggest win
  for (const auto& row : t["imps_per_board"])
    for (const auto& v : row)
      if (v.is_number()) scale = std::max(scale, std::abs(v.get<double>()));
  const auto name = [&](std::size_t i) { return XmlEscape(t["bidders"][i].get<std::string>()); };

  std::ostringstream html;
  html << "<figure class=\"league\"><table class=\"league\"><thead><tr><th></th>";
  for (const std::size_t c : order) html << "<th scope=\"col\">" << name(c) << "</th>";
  html << "</tr></thead><tbody>\n";
  for (const std::size_t r : order) {
    html << "<tr><th scope=\"row\">" << name(r) << " <span class=\"rating\">" << Signed(rating[r]) << "</span></th>";
    for (const std::size_t c : order) {
      const nlohmann::json& imps = t["imps_per_board"][r][c];
      const nlohmann::json& interval = t["interval95"][r][c];
      if (!imps.is_number() || !interval.is_array() || interval.size() != 2) {
        html << "<td class=\"self\">—</td>";
        continue;
      }
      const double v = imps.get<double>();
      const std::string range = Signed(interval[0].get<double>()) + " … " + Signed(interval[1].get<double>());
      html << "<td class=\"num\" data-imps=\"" << Fixed(v, 4) << "\" style=\"background: " << Shade(v, scale)
           << "\" title=\"" << name(r) << " against " << name(c) << ": 95% interval " << range << "\"><b>" << Signed(v)
           << "</b> <span class=\"se\">± " << Fixed(t["stderr"][r][c].get<double>(), 2)
           << "</span><br><span class=\"interval\">" << range << "</span></td>";
    }
    html << "</tr>\n";
  }
  html << "</tbody></table><figcaption>The row bidder's IMPs/board against the column bidder ± its standard error, "
          "and the 95% interval under it; blue where the row won, red where it lost, full colour at ±"
       << Fixed(scale, 2) << ". Rows and columns in rating order, each row's rating beside its name (IMPs/board "
       << "against " << XmlEscape(json.value("anchor", std::string("the anchor"))) << ").</figcaption></figure>\n";
  return html.str();
}

}  // namespace bidlab
