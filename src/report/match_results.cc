#include "report/match_results.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "experiments/charts/line_chart_svg.h"
#include "experiments/number_text.h"
#include "report/match_hard_html.h"

namespace bidlab {

namespace {

bool HasMatchFields(const nlohmann::json& j) {
  return j.is_object() && j.contains("imps_per_board") && j.contains("interval95") && j["interval95"].is_array() &&
         j["interval95"].size() == 2 && j.contains("ns") && j.contains("ew");
}

double Number(const nlohmann::json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

std::string Text(const nlohmann::json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

// The bars' width and where a number of IMPs/board falls on them: zero in
// the middle, ±scale a margin from each end (room for the axis's labels).
constexpr double kBarWidth = 160, kBarMargin = 12;
double BarX(double v, double scale) { return kBarWidth / 2 + v / scale * (kBarWidth / 2 - kBarMargin); }

// The scale every bar shares: the widest interval's end rounded up to 1, 2
// or 5 times a power of ten (at least 0.5), so the axis reads in round numbers.
double NiceScale(double widest) {
  double scale = 0.5;
  for (double power = 0.1; scale < widest; power *= 10)
    for (const double step : {1.0, 2.0, 5.0})
      if (scale < widest && step * power > scale) scale = step * power;
  return scale;
}

// The interval as a bar on a scale shared by every row, zero marked: a bar
// clear of the zero line is a result beyond the match's luck.
std::string IntervalBar(double low, double high, double mean, double scale) {
  constexpr double kHeight = 14;
  const auto x = [&](double v) { return BarX(v, scale); };
  std::ostringstream svg;
  svg << "<svg class=\"interval\" width=\"" << kBarWidth << "\" height=\"" << kHeight << "\" viewBox=\"0 0 "
      << kBarWidth << " " << kHeight << "\" role=\"img\"><title>95% interval " << Signed(low) << " … " << Signed(high)
      << "</title><line x1=\"" << x(0) << "\" y1=\"0\" x2=\"" << x(0) << "\" y2=\"" << kHeight
      << "\" stroke=\"#8c959f\" stroke-dasharray=\"2 2\"/><rect x=\"" << x(low) << "\" y=\"4\" width=\""
      << std::max(1.0, x(high) - x(low)) << "\" height=\"6\" fill=\"#0969da\" fill-opacity=\"0.35\"/><line x1=\""
      << x(mean) << "\" y1=\"2\" x2=\"" << x(mean) << "\" y2=\"12\" stroke=\"#0969da\" stroke-width=\"2\"/></svg>";
  return svg.str();
}

// The bars' axis, under their column: ticks at -scale, -scale/2, 0,
// +scale/2 and +scale IMPs/board, each labelled.
std::string IntervalAxis(double scale) {
  constexpr double kHeight = 24;
  std::ostringstream svg;
  svg << "<svg class=\"interval-axis\" width=\"" << kBarWidth << "\" height=\"" << kHeight << "\" viewBox=\"0 0 "
      << kBarWidth << " " << kHeight << "\" role=\"img\"><title>IMPs/board</title><line x1=\"" << BarX(-scale, scale)
      << "\" y1=\"1\" x2=\"" << BarX(scale, scale) << "\" y2=\"1\" stroke=\"#57606a\"/>";
  for (const double v : {-scale, -scale / 2, 0.0, scale / 2, scale}) {
    const std::string label = (v > 0 ? "+" : "") + Shortest(v);
    svg << "<g class=\"tick\" data-value=\"" << Shortest(v) << "\"><line x1=\"" << BarX(v, scale) << "\" y1=\"1\" x2=\""
        << BarX(v, scale) << "\" y2=\"5\" stroke=\"#57606a\"/><text x=\"" << BarX(v, scale)
        << "\" y=\"16\" font-size=\"9\" text-anchor=\"middle\" fill=\"#57606a\">" << label << "</text></g>";
  }
  svg << "</svg>";
  return svg.str();
}

}  // namespace

bool IsMatchResult(const ExperimentResult& result) {
  return result.id().starts_with("match") && HasMatchFields(result.json);
}

std::vector<MatchRow> MatchRowsOf(const std::vector<ExperimentResult>& results) {
  std::vector<MatchRow> rows;
  for (const ExperimentResult& r : results) {
    if (r.id() != "compare" || !r.json.is_object()) continue;
    // Its contested table (A: competing SAYC), then the learned bidder's.
    for (const char* table : {"contested", "contested_learned"})
      if (r.json.contains(table))
        for (const nlohmann::json& match : r.json[table])
          if (HasMatchFields(match)) rows.push_back({r.name, match});
  }
  for (const ExperimentResult& r : results)
    if (IsMatchResult(r)) rows.push_back({r.name, r.json});
  return rows;
}

std::string MatchResultsHtml(const std::vector<MatchRow>& rows) {
  if (rows.empty()) return "";
  double widest = 0;  // IMPs/board either side of zero: the widest interval fits
  for (const MatchRow& row : rows)
    for (const auto& end : row.match["interval95"])
      if (end.is_number()) widest = std::max(widest, std::abs(end.get<double>()));
  const double scale = NiceScale(widest);
  std::ostringstream html;
  html << "<section class=\"experiment\" id=\"matches\"><h2>Matches: IMPs per board with 95% intervals</h2>\n"
       << "<p>Each row is a duplicate match: pair A against pair B on every board at two tables (A North-South at "
          "one, East-West at the other), each contract played by its real declarer and scored double-dummy. "
          "<b>IMPs/board</b> is A's mean per board (positive: A won); <b>±</b> its standard error; the <b>95% "
          "interval</b> is the mean ± 1.96 standard errors, drawn as a bar beside zero (dashed) on the scale under the "
          "bars. An interval clear "
          "of zero is a difference the boards' luck does not explain; one across zero is a tie as far as these "
          "boards can tell. <b>Against par</b>: each pair's mean IMPs per table against the double-dummy par, "
          "from its own side. The rows from <code>compare</code> are its contested tables (A is the competing "
          "SAYC, then the learned four-seat bidder); the others come from <code>bidlab match --json</code>. No "
          "published figure measures these, "
          "so none is coloured.</p>\n"
       << "<table class=\"matches\"><thead><tr><th>from</th><th>A</th><th>B</th><th>boards</th><th>IMPs/board</th>"
          "<th>±</th><th>95% interval</th><th></th><th>A against par</th><th>B against par</th></tr></thead><tbody>\n";
  for (const MatchRow& row : rows) {
    const nlohmann::json& m = row.match;
    const double mean = Number(m, "imps_per_board"),
                 low = m["interval95"][0].is_number() ? m["interval95"][0].get<double>() : 0,
                 high = m["interval95"][1].is_number() ? m["interval95"][1].get<double>() : 0;
    const nlohmann::json par = m.contains("against_par") ? m["against_par"] : nlohmann::json::object();
    html << "<tr><td><code>" << XmlEscape(row.source) << "</code></td><td>" << XmlEscape(Text(m, "ns")) << "</td><td>"
         << XmlEscape(Text(m, "ew")) << "</td><td class=\"num\">" << static_cast<long long>(Number(m, "boards"))
         << "</td><td class=\"num\">" << Signed(mean) << "</td><td class=\"num\">" << Fixed(Number(m, "stderr"), 2)
         << "</td><td class=\"num\">" << Signed(low) << " … " << Signed(high) << "</td><td>"
         << IntervalBar(low, high, mean, scale) << "</td><td class=\"num\">" << Signed(Number(par, "ns"))
         << "</td><td class=\"num\">" << Signed(Number(par, "ew")) << "</td></tr>\n";
  }
  // The axis under the bars: what their lengths measure.
  html << "</tbody><tfoot><tr><td colspan=\"7\"></td><td>" << IntervalAxis(scale)
       << "</td><td colspan=\"2\"></td></tr></tfoot></table>\n"
       << HardDecisionsHtml(rows) << "</section>\n";
  return html.str();
}

}  // namespace bidlab
