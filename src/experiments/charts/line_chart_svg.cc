#include "experiments/charts/line_chart_svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace bidlab {

std::string XmlEscape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

std::string Tick(double v) {
  char text[32];
  std::snprintf(text, sizeof text, std::fabs(v) >= 100 ? "%.0f" : "%.3g", v);
  return text;
}

}  // namespace

std::string LineChartSvg(const std::string& title, const std::string& x_label, const std::string& y_label,
                         const std::vector<ChartSeries>& series, bool log_x) {
  auto fx = [&](double x) { return log_x ? std::log10(x) : x; };
  double xmin = log_x ? 1e300 : 0, xmax = -1e300, ymin = 1e300, ymax = -1e300;
  for (const ChartSeries& s : series)
    for (std::size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
      if (log_x) xmin = std::min(xmin, fx(s.x[i]));
      xmax = std::max(xmax, fx(s.x[i]));
      ymin = std::min(ymin, s.y[i]);
      ymax = std::max(ymax, s.y[i]);
    }
  if (xmin >= xmax) xmin = xmax - 1;
  if (ymin > ymax) ymin = 0, ymax = 1;
  const double pad = std::max(0.02, (ymax - ymin) * 0.05);
  ymin -= pad;
  ymax += pad;
  constexpr double W = 720, H = 420, L = 70, R = 220, T = 40, B = 50;
  auto px = [&](double x) { return L + (W - L - R) * (fx(x) - xmin) / (xmax - xmin); };
  auto py = [&](double y) { return T + (H - T - B) * (ymax - y) / (ymax - ymin); };
  static const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
                                   "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << W << "\" height=\"" << H
    << "\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    << "<text x=\"" << L << "\" y=\"22\" font-size=\"15\">" << XmlEscape(title) << "</text>\n"
    << "<line x1=\"" << L << "\" y1=\"" << H - B << "\" x2=\"" << W - R << "\" y2=\"" << H - B
    << "\" stroke=\"black\"/>\n<line x1=\"" << L << "\" y1=\"" << T << "\" x2=\"" << L << "\" y2=\"" << H - B
    << "\" stroke=\"black\"/>\n";
  for (int k = 0; k <= 4; ++k) {
    const double tx = xmin + (xmax - xmin) * k / 4, y = ymin + (ymax - ymin) * k / 4;
    const double x = log_x ? std::pow(10.0, tx) : tx;
    s << "<text x=\"" << px(x) << "\" y=\"" << H - B + 18 << "\" text-anchor=\"middle\">" << Tick(x) << "</text>\n";
    char label[32];
    std::snprintf(label, sizeof label, "%.3f", y);
    s << "<text x=\"" << L - 6 << "\" y=\"" << py(y) + 4 << "\" text-anchor=\"end\">" << label << "</text>\n";
  }
  s << "<text x=\"" << (L + W - R) / 2 << "\" y=\"" << H - 10 << "\" text-anchor=\"middle\">" << XmlEscape(x_label)
    << (log_x ? " (log scale)" : "") << "</text>\n"
    << "<text x=\"16\" y=\"" << (T + H - B) / 2 << "\" transform=\"rotate(-90 16," << (T + H - B) / 2
    << ")\" text-anchor=\"middle\">" << XmlEscape(y_label) << "</text>\n";
  for (std::size_t i = 0; i < series.size(); ++i) {
    const char* colour = kColours[i % 10];
    s << "<polyline fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"1.8\" points=\"";
    for (std::size_t k = 0; k < series[i].x.size() && k < series[i].y.size(); ++k)
      s << px(series[i].x[k]) << "," << py(series[i].y[k]) << " ";
    s << "\"/>\n<text x=\"" << W - R + 10 << "\" y=\"" << T + 16 * (i + 1) << "\" fill=\"" << colour << "\">"
      << XmlEscape(series[i].label) << "</text>\n";
  }
  s << "</svg>\n";
  return s.str();
}

}  // namespace bidlab
