// The report's interactive charts, as Vega-Lite specifications drawn from an
// experiment's JSON by what it holds rather than by its name, so that new
// experiments get charts without code here:
//  - "curves": [{label, iterations[], validation_cost[]}] (the bandit
//    figures) → one learning-curve chart, series selectable in the legend;
//    a curve's "x_label" names the x axis (default "iterations"), its
//    "y_label" the y axis (default "validation cost (IMP)"), and
//    curves with a "panel" are drawn one small chart per panel, each line
//    with its own colour and dash;
//  - "figures": [{title, counts, normalised}] → those heat maps, titled as
//    listed, and no others;
//  - else any square "counts" matrix (a confusion matrix, rows = true call,
//    columns = predicted) → a heat map, calls that never occur left out.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace bidlab {

struct ReportChart {
  std::string title;
  nlohmann::json spec;  // Vega-Lite, without $schema (the report loads nothing)
};

std::vector<ReportChart> ChartsOf(const std::string& experiment, const nlohmann::json& json);

nlohmann::json LearningCurveSpec(const std::string& title, const nlohmann::json& curves);
// `labels` names rows and columns (call names for a 36×36 matrix).
// `normalised`: each row's shares instead of counts.
nlohmann::json HeatMapSpec(const std::string& title, const nlohmann::json& matrix,
                           const std::vector<std::string>& labels, bool normalised = false);

}  // namespace bidlab
