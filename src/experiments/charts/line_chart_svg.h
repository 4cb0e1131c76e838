// A small self-contained SVG line chart for the pictures `bidlab experiment`
// writes beside its tables (learning curves, accuracy against case-base
// size); the HTML report draws its interactive charts from the JSON instead.
#pragma once

#include <string>
#include <vector>

namespace bidlab {

struct ChartSeries {
  std::string label;
  std::vector<double> x, y;  // same length
};

// One polyline per series, a legend on the right, four ticks per axis. With
// `log_x` the x axis is logarithmic (all x must then be positive).
std::string LineChartSvg(const std::string& title, const std::string& x_label, const std::string& y_label,
                         const std::vector<ChartSeries>& series, bool log_x = false);

// Text safe inside SVG/HTML elements and attributes.
std::string XmlEscape(const std::string& text);

}  // namespace bidlab
