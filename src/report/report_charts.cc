#include "report/report_charts.h"

#include <algorithm>

#include "core/call.h"

namespace bidlab {

namespace {

bool IsSquareMatrix(const nlohmann::json& j) {
  if (!j.is_array() || j.size() < 2) return false;
  for (const auto& row : j) {
    if (!row.is_array() || row.size() != j.size()) return false;
    for (const auto& v : row)
      if (!v.is_number()) return false;
  }
  return true;
}

bool IsCurveList(const nlohmann::json& j) {
  if (!j.is_array() || j.empty()) return false;
  for (const auto& c : j)
    if (!c.is_object() || !c.contains("iterations") || !c.contains("validation_cost") || !c["iterations"].is_array() ||
        !c["validation_cost"].is_array())
      return false;
  return true;
}

// What names an object in a title: its bidder, name or label.
std::string NameOf(const nlohmann::json& j) {
  for (const char* key : {"bidder", "name", "label"})
    if (j.contains(key) && j[key].is_string()) return j[key].get<std::string>();
  return "";
}

std::string Join(const std::vector<std::string>& parts) {
  std::string text;
  for (const auto& p : parts)
    if (!p.empty()) text += (text.empty() ? "" : " · ") + p;
  return text;
}

std::vector<std::string> MatrixLabels(const nlohmann::json& matrix) {
  std::vector<std::string> labels;
  for (std::size_t i = 0; i < matrix.size(); ++i)
    labels.push_back(matrix.size() == static_cast<std::size_t>(kNumFinalCalls)
                         ? CallName(Call::FromIndex(static_cast<int>(i)))
                         : std::to_string(i));
  return labels;
}

// The experiment's own list of figures: [{title, counts, normalised}].
bool IsFigureList(const nlohmann::json& j) {
  if (!j.is_array() || j.empty()) return false;
  for (const auto& f : j)
    if (!f.is_object() || !f.contains("title") || !f["title"].is_string() || !f.contains("counts") ||
        !IsSquareMatrix(f["counts"]))
      return false;
  return true;
}

void Collect(const std::string& experiment, const nlohmann::json& j, std::vector<std::string>& path,
             std::vector<ReportChart>& charts) {
  if (!j.is_object() && !j.is_array()) return;
  if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) {
      const std::string name = j[i].is_object() ? NameOf(j[i]) : "";
      path.push_back(name.empty() ? "#" + std::to_string(i + 1) : name);
      Collect(experiment, j[i], path, charts);
      path.pop_back();
    }
    return;
  }
  for (const auto& [key, value] : j.items()) {
    path.push_back(key);
    if (key == "curves" && IsCurveList(value)) {
      const std::string by = value.front().value("x_label", std::string("iterations"));
      const std::string what = value.front().value("y_label", std::string("validation cost"));
      const std::string title =
          Join(path) == "curves" ? experiment + ": " + what + " against " + by : experiment + " · " + Join(path);
      charts.push_back({title, LearningCurveSpec(title, value)});
    } else if (key == "counts" && IsSquareMatrix(value)) {
      const std::string title = experiment + " · " + Join(std::vector<std::string>(path.begin(), path.end() - 1));
      nlohmann::json spec = HeatMapSpec(title, value, MatrixLabels(value));
      if (!spec.is_null()) charts.push_back({title, std::move(spec)});
    } else {
      Collect(experiment, value, path, charts);
    }
    path.pop_back();
  }
}

}  // namespace

nlohmann::json LearningCurveSpec(const std::string& title, const nlohmann::json& curves) {
  nlohmann::json values = nlohmann::json::array();
  nlohmann::json panel_order = nlohmann::json::array();  // as the experiment lists them
  bool panels = false;
  for (const auto& c : curves) {
    const std::string label = c.value("label", std::string("curve"));
    const std::string panel = c.value("panel", std::string());
    panels = panels || !panel.empty();
    if (std::find(panel_order.begin(), panel_order.end(), panel) == panel_order.end()) panel_order.push_back(panel);
    const auto& x = c["iterations"];
    const auto& y = c["validation_cost"];
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
      values.push_back({{"series", label}, {"panel", panel}, {"iteration", x[i]}, {"cost", y[i]}});
  }
  const std::string x_label = curves.front().value("x_label", std::string("iterations"));
  const nlohmann::json x = {
      {"field", "iteration"}, {"type", "quantitative"}, {"title", x_label}, {"axis", {{"format", "~s"}}}};
  const std::string y_label = curves.front().value("y_label", std::string("validation cost (IMP)"));
  const nlohmann::json y = {
      {"field", "cost"}, {"type", "quantitative"}, {"title", y_label}, {"scale", {{"zero", false}}}};
  if (panels) {
    // One small chart per panel, a few lines each: colour and dash name the series.
    const nlohmann::json series = {{"field", "series"}, {"type", "nominal"}, {"title", "series"}};
    nlohmann::json color = series;
    color["scale"] = {{"scheme", "category10"}};
    return {{"title", title},
            {"data", {{"values", values}}},
            {"facet", {{"field", "panel"}, {"type", "nominal"}, {"title", nullptr}, {"sort", panel_order}}},
            {"columns", 3},
            {"spec",
             {{"width", 300},
              {"height", 200},
              {"mark", {{"type", "line"}, {"point", true}, {"tooltip", true}}},
              {"encoding", {{"x", x}, {"y", y}, {"color", color}, {"strokeDash", series}}}}}};
  }
  return {{"title", title},
          {"width", 640},
          {"height", 320},
          {"data", {{"values", values}}},
          {"params", {{{"name", "pick"}, {"select", {{"type", "point"}, {"fields", {"series"}}}}, {"bind", "legend"}}}},
          {"mark", {{"type", "line"}, {"point", true}, {"tooltip", true}}},
          {"encoding",
           {{"x", x},
            {"y", y},
            {"color",
             {{"field", "series"},
              {"type", "nominal"},
              {"title", "configuration (click to pick)"},
              {"scale", {{"scheme", "category10"}}}}},
            {"strokeDash", {{"field", "series"}, {"type", "nominal"}, {"title", "configuration (click to pick)"}}},
            {"opacity", {{"condition", {{"param", "pick"}, {"value", 1}}}, {"value", 0.15}}}}}};
}

nlohmann::json HeatMapSpec(const std::string& title, const nlohmann::json& matrix,
                           const std::vector<std::string>& labels, bool normalised) {
  const std::size_t n = matrix.size();
  // Only the calls that occur as truth or as prediction: 36 × 36 is mostly zero.
  std::vector<bool> used(n, false);
  double total = 0;
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t c = 0; c < n; ++c)
      if (matrix[r][c].get<double>() != 0) {
        used[r] = used[c] = true;
        total += matrix[r][c].get<double>();
      }
  if (total == 0) return nullptr;
  nlohmann::json values = nlohmann::json::array(), order = nlohmann::json::array();
  for (std::size_t r = 0; r < n; ++r) {
    if (!used[r]) continue;
    order.push_back(labels[r]);
    double row_total = 0;
    for (std::size_t c = 0; c < n; ++c) row_total += matrix[r][c].get<double>();
    for (std::size_t c = 0; c < n; ++c)
      if (used[c])
        values.push_back({{"actual", labels[r]},
                          {"predicted", labels[c]},
                          {"count", matrix[r][c]},
                          {"share", row_total > 0 ? matrix[r][c].get<double>() / row_total : 0.0}});
  }
  const nlohmann::json color = normalised
                                   ? nlohmann::json{{"field", "share"},
                                                    {"type", "quantitative"},
                                                    {"title", "share of the row"},
                                                    {"scale", {{"domain", {0, 1}}, {"range", {"#ffffff", "#08306b"}}}}}
                                   : nlohmann::json{{"field", "count"},
                                                    {"type", "quantitative"},
                                                    {"scale", {{"type", "symlog"}, {"range", {"#ffffff", "#08306b"}}}}};
  const int side = std::max(160, static_cast<int>(order.size()) * 18);
  return {{"title", title},
          {"width", side},
          {"height", side},
          {"data", {{"values", values}}},
          {"mark", {{"type", "rect"}, {"tooltip", true}}},
          {"encoding",
           {{"x", {{"field", "predicted"}, {"type", "ordinal"}, {"sort", order}, {"title", "predicted"}}},
            {"y", {{"field", "actual"}, {"type", "ordinal"}, {"sort", order}, {"title", "actual"}}},
            {"color", color}}}};
}

std::vector<ReportChart> ChartsOf(const std::string& experiment, const nlohmann::json& json) {
  std::vector<ReportChart> charts;
  if (json.is_object() && json.contains("figures") && IsFigureList(json["figures"])) {
    // The experiment lists its figures: those, titled as listed, and its curves.
    for (const auto& f : json["figures"]) {
      const std::string title = f["title"].get<std::string>();
      nlohmann::json spec = HeatMapSpec(title, f["counts"], MatrixLabels(f["counts"]), f.value("normalised", false));
      if (!spec.is_null()) charts.push_back({title, std::move(spec)});
    }
    if (json.contains("curves") && IsCurveList(json["curves"]))
      charts.push_back({experiment + ": validation cost", LearningCurveSpec(experiment, json["curves"])});
    return charts;
  }
  std::vector<std::string> path;
  Collect(experiment, json, path, charts);
  return charts;
}

}  // namespace bidlab
