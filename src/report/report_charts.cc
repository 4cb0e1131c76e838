#include "report/report_charts.h"

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
    if (!c.is_object() || !c.contains("iterations") || !c.contains("validation_cost") ||
        !c["iterations"].is_array() || !c["validation_cost"].is_array())
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
      const std::string title = Join(path) == "curves" ? experiment + ": validation cost by iteration"
                                                        : experiment + " · " + Join(path);
      charts.push_back({title, LearningCurveSpec(title, value)});
    } else if (key == "counts" && IsSquareMatrix(value)) {
      std::vector<std::string> labels;
      for (std::size_t i = 0; i < value.size(); ++i)
        labels.push_back(value.size() == static_cast<std::size_t>(kNumFinalCalls)
                             ? CallName(Call::FromIndex(static_cast<int>(i)))
                             : std::to_string(i));
      const std::string title = experiment + " · " + Join(std::vector<std::string>(path.begin(), path.end() - 1));
      nlohmann::json spec = HeatMapSpec(title, value, labels);
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
  for (const auto& c : curves) {
    const std::string label = c.value("label", std::string("curve"));
    const auto& x = c["iterations"];
    const auto& y = c["validation_cost"];
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
      values.push_back({{"series", label}, {"iteration", x[i]}, {"cost", y[i]}});
  }
  return {
      {"title", title},
      {"width", 640},
      {"height", 320},
      {"data", {{"values", values}}},
      {"params", {{{"name", "pick"}, {"select", {{"type", "point"}, {"fields", {"series"}}}}, {"bind", "legend"}}}},
      {"mark", {{"type", "line"}, {"point", true}, {"tooltip", true}}},
      {"encoding",
       {{"x", {{"field", "iteration"}, {"type", "quantitative"}, {"title", "iterations"}}},
        {"y",
         {{"field", "cost"},
          {"type", "quantitative"},
          {"title", "validation cost (IMP)"},
          {"scale", {{"zero", false}}}}},
        {"color",
         {{"field", "series"},
          {"type", "nominal"},
          {"title", "configuration (click to pick)"},
          {"scale", {{"scheme", "category20"}}}}},
        {"opacity", {{"condition", {{"param", "pick"}, {"value", 1}}}, {"value", 0.15}}}}}};
}

nlohmann::json HeatMapSpec(const std::string& title, const nlohmann::json& matrix,
                           const std::vector<std::string>& labels) {
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
    for (std::size_t c = 0; c < n; ++c)
      if (used[c])
        values.push_back({{"actual", labels[r]}, {"predicted", labels[c]}, {"count", matrix[r][c]}});
  }
  const int side = std::max(160, static_cast<int>(order.size()) * 18);
  return {{"title", title},
          {"width", side},
          {"height", side},
          {"data", {{"values", values}}},
          {"mark", {{"type", "rect"}, {"tooltip", true}}},
          {"encoding",
           {{"x", {{"field", "predicted"}, {"type", "ordinal"}, {"sort", order}, {"title", "predicted"}}},
            {"y", {{"field", "actual"}, {"type", "ordinal"}, {"sort", order}, {"title", "actual"}}},
            {"color",
             {{"field", "count"}, {"type", "quantitative"}, {"scale", {{"type", "symlog"}, {"range", {"#ffffff", "#08306b"}}}}}}}}};
}

std::vector<ReportChart> ChartsOf(const std::string& experiment, const nlohmann::json& json) {
  std::vector<ReportChart> charts;
  std::vector<std::string> path;
  Collect(experiment, json, path, charts);
  return charts;
}

}  // namespace bidlab
