#include "experiments/charts/heatmap_svg.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "core/error.h"
#include "experiments/charts/line_chart_svg.h"

namespace bidlab {

namespace {

// White (0) to dark blue (1).
std::string Shade(double v) {
  v = std::clamp(v, 0.0, 1.0);
  char colour[16];
  std::snprintf(colour, sizeof colour, "#%02x%02x%02x", static_cast<int>(255 - 247 * v),
                static_cast<int>(255 - 207 * v), static_cast<int>(255 - 148 * v));
  return colour;
}

}  // namespace

std::string ConfusionHeatmapSvg(const std::string& title, const std::vector<std::string>& labels,
                                const std::vector<std::vector<long>>& counts, HeatmapScale scale) {
  const std::size_t n = labels.size();
  if (counts.size() != n)
    throw Error("heat map: " + std::to_string(n) + " labels but " + std::to_string(counts.size()) + " rows");
  for (const auto& row : counts)
    if (row.size() != n)
      throw Error("heat map: a row of " + std::to_string(row.size()) + " cells, not " + std::to_string(n));
  std::vector<std::size_t> shown;
  std::vector<long> row_total(n, 0);
  long largest = 0;
  for (std::size_t i = 0; i < n; ++i) {
    long column = 0;
    for (std::size_t j = 0; j < n; ++j) {
      row_total[i] += counts[i][j];
      column += counts[j][i];
      largest = std::max(largest, counts[i][j]);
    }
    if (row_total[i] > 0 || column > 0) shown.push_back(i);
  }

  constexpr double kCell = 26, kLeft = 90, kTop = 80, kRight = 20, kBottom = 40;
  const double side = kCell * static_cast<double>(shown.size());
  // Wide enough for the title (about 7 px a character at 14 px).
  const double width = std::max(kLeft + side + kRight, 20 + 7.0 * static_cast<double>(title.size()));
  const double height = kTop + side + kBottom;
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
    << "\" font-family=\"sans-serif\" font-size=\"10\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    << "<text x=\"10\" y=\"20\" font-size=\"14\">" << XmlEscape(title) << "</text>\n"
    << "<text x=\"" << kLeft + side / 2 << "\" y=\"42\" text-anchor=\"middle\" font-size=\"12\">predicted</text>\n"
    << "<text x=\"14\" y=\"" << kTop + side / 2 << "\" font-size=\"12\" transform=\"rotate(-90 14 " << kTop + side / 2
    << ")\" text-anchor=\"middle\">true</text>\n";
  for (std::size_t k = 0; k < shown.size(); ++k) {
    const double at = static_cast<double>(k) * kCell + kCell / 2;
    s << "<text x=\"" << kLeft + at << "\" y=\"" << kTop - 6 << "\" text-anchor=\"middle\">"
      << XmlEscape(labels[shown[k]]) << "</text>\n"
      << "<text x=\"" << kLeft - 6 << "\" y=\"" << kTop + at + 3 << "\" text-anchor=\"end\">"
      << XmlEscape(labels[shown[k]]) << "</text>\n";
  }
  for (std::size_t r = 0; r < shown.size(); ++r)
    for (std::size_t c = 0; c < shown.size(); ++c) {
      const long count = counts[shown[r]][shown[c]];
      const double value =
          scale == HeatmapScale::kCounts
              ? (largest ? static_cast<double>(count) / static_cast<double>(largest) : 0.0)
              : (row_total[shown[r]] ? static_cast<double>(count) / static_cast<double>(row_total[shown[r]]) : 0.0);
      const double x = kLeft + static_cast<double>(c) * kCell, y = kTop + static_cast<double>(r) * kCell;
      s << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << kCell << "\" height=\"" << kCell << "\" fill=\""
        << Shade(value) << "\" stroke=\"#dddddd\"><title>true " << XmlEscape(labels[shown[r]]) << ", predicted "
        << XmlEscape(labels[shown[c]]) << ": " << count << "</title></rect>\n";
      if (count == 0) continue;
      char text[16];
      if (scale == HeatmapScale::kCounts) std::snprintf(text, sizeof text, "%ld", count);
      else std::snprintf(text, sizeof text, "%.0f", 100 * value);
      s << "<text x=\"" << x + kCell / 2 << "\" y=\"" << y + kCell / 2 + 3 << "\" text-anchor=\"middle\" fill=\""
        << (value > 0.5 ? "white" : "black") << "\" font-size=\"" << (std::string(text).size() > 3 ? 7 : 9) << "\">"
        << text << "</text>\n";
    }
  s << "<text x=\"10\" y=\"" << height - 12 << "\" font-size=\"11\">"
    << (scale == HeatmapScale::kCounts ? "cells: counts (shade relative to the largest)"
                                       : "cells: % of the true call's examples (each row sums to 100)")
    << "</text>\n</svg>\n";
  return s.str();
}

}  // namespace bidlab
