// The report's interactive charts, as Vega-Lite specifications drawn from an
// experiment's JSON by what it holds rather than by its name, so that new
// experiments get charts without code here:
//  - "curves": [{label, iterations[], validation_cost[]}] (the bandit
//    figures) → one learning-curve chart, series selectable in the legend;
//  - any square "counts" matrix (a confusion matrix, rows = true call,
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
nlohmann::json HeatMapSpec(const std::string& title, const nlohmann::json& matrix,
                           const std::vector<std::string>& labels);

}  // namespace bidlab
