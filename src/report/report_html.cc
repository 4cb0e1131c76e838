#include "report/report_html.h"

#include <algorithm>
#include <sstream>

#include "experiments/charts/line_chart_svg.h"
#include "report/league_table.h"
#include "report/markdown_html.h"
#include "report/match_results.h"
#include "report/report_charts.h"
#include "report/web_assets.h"

namespace bidlab {

namespace {

std::string ReplaceAll(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

std::string Anchor(const std::string& name) {
  std::string id = "exp-";
  for (char c : name) id += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return id;
}

// Results in the order bidlab lists its experiments, unknown ones after.
std::vector<const ExperimentResult*> Ordered(const ReportInputs& in) {
  std::vector<const ExperimentResult*> ordered;
  const auto known = [&](const ExperimentResult& r) {
    return std::find(in.expected.begin(), in.expected.end(), r.id()) != in.expected.end();
  };
  for (const auto& name : in.expected)
    for (const auto& r : in.results)
      if (r.id() == name) ordered.push_back(&r);
  for (const auto& r : in.results)
    if (!known(r) && !IsMatchResult(r)) ordered.push_back(&r);  // matches have their own section
  return ordered;
}

// The SVG markup without its XML prologue, so it can sit inside HTML.
std::string InlineSvg(const std::string& svg) {
  const auto start = svg.find("<svg");
  return start == std::string::npos ? "" : svg.substr(start);
}

}  // namespace

std::string ScriptSafeJson(const nlohmann::json& json) {
  return ReplaceAll(ReplaceAll(json.dump(), "</", "<\\/"), "<!--", "<\\u0021--");
}

std::string ScriptSafeJs(std::string_view js) { return ReplaceAll(std::string(js), "</script", "<\\/script"); }

std::string BuildReportHtml(const ReportInputs& in) {
  const auto ordered = Ordered(in);
  const auto missing = MissingExperiments(in.results, in.expected);
  const std::string matches = MatchResultsHtml(MatchRowsOf(in.results));
  std::ostringstream body;
  nlohmann::json charts = nlohmann::json::object();
  body << "<header><h1>bidlab: what was learned</h1><p>Experiment results from <code>" << XmlEscape(in.source)
       << "</code>: " << in.results.size() << " experiment" << (in.results.size() == 1 ? "" : "s") << ".</p>";
  if (!missing.empty()) {
    body << "<p class=\"missing\" id=\"missing\">Missing: ";
    for (std::size_t i = 0; i < missing.size(); ++i)
      body << (i ? ", " : "") << "<code>" << XmlEscape(missing[i]) << "</code>";
    body << " (run <code>bidlab experiment NAME -o " << XmlEscape(in.source)
         << "</code>, or <code>bidlab experiment all</code>).</p>";
  }
  body << "<nav><ul>";
  for (const auto* r : ordered)
    body << "<li><a href=\"#" << Anchor(r->name) << "\">" << XmlEscape(r->id()) << "</a></li>";
  if (!matches.empty()) body << "<li><a href=\"#matches\">matches</a></li>";
  body << "<li><a href=\"#gallery\">sample deals</a></li></ul></nav>"
       << "<p class=\"legend\">Beside a published figure of the same metric and arithmetic, ours shows (ours − "
          "published): "
          "<span class=\"cmp close\">within 2%</span> <span class=\"cmp near\">within 10%</span> "
          "<span class=\"cmp far\">further</span>.</p></header>\n";

  for (const auto* r : ordered) {
    body << "<section class=\"experiment\" id=\"" << Anchor(r->name) << "\"><h2>" << XmlEscape(r->id()) << "</h2>\n";
    // Its own title and tables first, then its figures.
    if (!r->markdown.empty()) body << MarkdownToHtml(r->markdown);
    else body << "<pre class=\"json\">" << XmlEscape(r->json.dump(2)) << "</pre>\n";
    body << LeagueCrossTableHtml(r->json);  // a league's cross table as a heat map ("" for the rest)
    const auto experiment_charts = ChartsOf(r->id(), r->json);
    for (const auto& chart : experiment_charts) {
      const std::string id = "chart-" + std::to_string(charts.size());
      charts[id] = chart.spec;
      body << "<figure class=\"chart\" id=\"" << id << "\" data-title=\"" << XmlEscape(chart.title) << "\"></figure>\n";
    }
    // The experiment's own pictures stand in where its JSON gave no chart.
    if (experiment_charts.empty())
      for (const auto& [file, svg] : r->pictures)
        body << "<figure class=\"picture\">" << InlineSvg(svg) << "<figcaption>" << XmlEscape(file)
             << "</figcaption></figure>\n";
    body << "</section>\n";
  }
  body << matches;
  body << "<section id=\"gallery\"><h2>Sample deals</h2><p>" << XmlEscape(in.gallery_note)
       << "</p><div id=\"deals\"></div></section>\n";

  const nlohmann::json data = {{"charts", charts}, {"deals", in.deals}};
  std::ostringstream html;
  html << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
       << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
       << "<title>bidlab report</title><style>" << WebAsset("report.css") << "</style></head>\n<body>\n"
       << body.str() << "<script type=\"application/json\" id=\"bidlab-data\">" << ScriptSafeJson(data)
       << "</script>\n";
  for (const char* asset : {"vega.min.js", "vega-lite.min.js", "vega-embed.min.js", "deal_view.js", "report.js"})
    html << "<script>" << ScriptSafeJs(WebAsset(asset)) << "</script>\n";
  html << "</body></html>\n";
  return html.str();
}

std::string ReportSummaryText(const ReportInputs& inputs, const std::string& output, std::size_t html_bytes) {
  std::string text =
      "report: " + std::to_string(inputs.results.size()) + " experiment result(s) from " + inputs.source + ":";
  for (const auto& r : inputs.results) text += " " + r.id();
  text += "\n";
  const auto missing = MissingExperiments(inputs.results, inputs.expected);
  if (!missing.empty()) {
    text += "missing:";
    for (const auto& name : missing) text += " " + name;
    text += " (bidlab experiment NAME -o " + inputs.source + ")\n";
  }
  return text + "sample deals: " + std::to_string(inputs.deals.size()) + "\nwrote " + output + " (" +
         std::to_string(html_bytes / 1024) + " KiB, self-contained)\n";
}

}  // namespace bidlab
