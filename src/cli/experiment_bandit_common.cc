#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "cli/experiment_bandit.h"
#include "cli/progress.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "io/file_util.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

void AddBanditExperimentOptions(CLI::App& cmd, BanditExperimentOptions& o) {
  cmd.add_option("--data", o.data, "data-set file, or \"standard\" for the shipped set")->capture_default_str();
  cmd.add_option("-o,--output", o.output_dir, "folder for the markdown, JSON, CSV and SVG files")->required();
  cmd.add_flag("--quick", o.quick, "small sample, few iterations: a smoke test under a minute");
  cmd.add_option("--iterations", o.iterations, "iterations per training run (default: the experiment's)");
  cmd.add_option("--seeds", o.seeds, "seeds per configuration (default: the experiment's)")->check(CLI::PositiveNumber);
  cmd.add_option("--threads", o.threads, "threads (0 = every core; results do not depend on it)")
      ->capture_default_str();
  cmd.add_option("--imp-scale", o.imp_scale, "wbf, or thesis (Ho's arithmetic)")
      ->check(CLI::IsMember({"wbf", "thesis"}))
      ->capture_default_str();
}

BanditExperimentData LoadBanditExperimentData(const BanditExperimentOptions& o) {
  BanditExperimentData data;
  data.scale = o.imp_scale == "thesis" ? ImpScale::kThesis : ImpScale::kWbf;
  const Dataset dataset = LoadDataset(o.data);
  data.source = o.data;
  data.dataset_deals = dataset.records.size();
  std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain, data.scale);
  data.train_scored = ScoreDataset(dataset, Split::kTrain, data.scale);
  data.validation = ScoreDataset(dataset, Split::kValidation, data.scale);
  data.test = ScoreDataset(dataset, Split::kTest, data.scale);
  if (o.quick) {
    if (train.size() > 3000) train.resize(3000);
    if (data.train_scored.size() > 3000) data.train_scored.resize(3000);
    if (data.validation.size() > 1000) data.validation.resize(1000);
    if (data.test.size() > 1000) data.test.resize(1000);
  }
  if (train.empty() || data.validation.empty())
    throw Error(o.data + ": the experiments need training and validation deals");
  data.train = BanditDealsOf(train);
  data.validation_examples = CostExamplesOf(dataset, Split::kValidation, data.scale);
  if (o.quick && data.validation_examples.size() > 1000) data.validation_examples.resize(1000);
  data.train_examples = std::move(train);
  return data;
}

std::uint64_t ExperimentIterations(const BanditExperimentOptions& o, std::uint64_t full) {
  if (o.iterations > 0) return o.iterations;
  return o.quick ? 20000 : full;
}

double AverageCost(const std::shared_ptr<const BanditModel>& model, const std::vector<ScoredDeal>& deals,
                   DeclarerRule declarer, ImpScale scale) {
  if (deals.empty()) return std::nan("");
  EvalOptions eo;
  eo.declarer = declarer;
  eo.scale = scale;
  return Evaluate(BanditBidder(model), deals, eo).avg_cost;
}

LearningCurve TrainWithCurve(const std::string& label, const BanditParams& params, const BanditExperimentData& data,
                             int points, int threads, CliStreams& io) {
  LearningCurve curve;
  curve.label = label;
  curve.params = params;
  BanditTrainOptions options;
  options.threads = threads;
  options.checkpoint_every =
      std::max<std::uint64_t>(1, params.iterations / static_cast<std::uint64_t>(std::max(points, 1)));
  options.on_checkpoint = [&](const BanditCheckpoint& c) {
    curve.iterations.push_back(c.iterations);
    curve.validation_cost.push_back(AverageCost(c.model, data.validation));
  };
  ProgressLine line(io.err, label);
  const auto start = std::chrono::steady_clock::now();
  options.on_progress = [&](std::uint64_t done, std::uint64_t total) {
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double rate = static_cast<double>(done) / std::max(s, 1e-9);
    line.Update(done, total, rate, static_cast<double>(total - done) / std::max(rate, 1e-9), "iterations");
  };
  const BanditTrainResult result = TrainBandit(params, data.train, options);
  line.Finish();
  curve.train_seconds = result.seconds;
  curve.model = result.model;
  return curve;
}

nlohmann::json CurveJson(const LearningCurve& c) {
  return {{"label", c.label},
          {"params", c.params.Describe()},
          {"iterations", c.iterations},
          {"validation_cost", c.validation_cost},
          {"final_validation_cost", c.validation_cost.empty() ? 0.0 : c.validation_cost.back()},
          {"train_seconds", c.train_seconds}};
}

std::string FormatCost(double mean, double sd) {
  char text[64];
  if (std::isnan(mean)) return "n/a";
  if (sd >= 0)
    std::snprintf(text, sizeof text, "%.4f ± %.4f", mean, sd);
  else
    std::snprintf(text, sizeof text, "%.4f", mean);
  return text;
}

std::string DataLine(const BanditExperimentData& data, const BanditExperimentOptions& o) {
  std::ostringstream s;
  s << "data: " << data.source << ", " << data.dataset_deals << " deals; used " << data.train.size() << " train / "
    << data.validation.size() << " validation / " << data.test.size() << " test" << (o.quick ? " (--quick sample)" : "")
    << "; IMP scale " << o.imp_scale;
  return s.str();
}

namespace {

// A plain SVG line chart: one polyline per curve, axes with a few ticks.
std::string LineChartSvg(const std::string& title, const std::vector<LearningCurve>& curves) {
  double xmax = 1, ymin = 1e9, ymax = -1e9;
  for (const LearningCurve& c : curves)
    for (std::size_t i = 0; i < c.iterations.size(); ++i) {
      xmax = std::max(xmax, static_cast<double>(c.iterations[i]));
      ymin = std::min(ymin, c.validation_cost[i]);
      ymax = std::max(ymax, c.validation_cost[i]);
    }
  if (ymin > ymax) ymin = 0, ymax = 1;
  const double pad = std::max(0.02, (ymax - ymin) * 0.05);
  ymin -= pad;
  ymax += pad;
  constexpr double W = 720, H = 420, L = 70, R = 220, T = 40, B = 50;
  auto px = [&](double x) { return L + (W - L - R) * x / xmax; };
  auto py = [&](double y) { return T + (H - T - B) * (ymax - y) / (ymax - ymin); };
  static const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
                                   "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << W << "\" height=\"" << H
    << "\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    << "<text x=\"" << L << "\" y=\"22\" font-size=\"15\">" << title << "</text>\n"
    << "<line x1=\"" << L << "\" y1=\"" << H - B << "\" x2=\"" << W - R << "\" y2=\"" << H - B
    << "\" stroke=\"black\"/>\n<line x1=\"" << L << "\" y1=\"" << T << "\" x2=\"" << L << "\" y2=\"" << H - B
    << "\" stroke=\"black\"/>\n";
  for (int k = 0; k <= 4; ++k) {
    const double x = xmax * k / 4, y = ymin + (ymax - ymin) * k / 4;
    s << "<text x=\"" << px(x) << "\" y=\"" << H - B + 18 << "\" text-anchor=\"middle\">" << std::llround(x)
      << "</text>\n";
    char label[32];
    std::snprintf(label, sizeof label, "%.3f", y);
    s << "<text x=\"" << L - 6 << "\" y=\"" << py(y) + 4 << "\" text-anchor=\"end\">" << label << "</text>\n";
  }
  s << "<text x=\"" << (L + W - R) / 2 << "\" y=\"" << H - 10 << "\" text-anchor=\"middle\">iterations</text>\n"
    << "<text x=\"16\" y=\"" << (T + H - B) / 2 << "\" transform=\"rotate(-90 16," << (T + H - B) / 2
    << ")\" text-anchor=\"middle\">validation cost (IMP)</text>\n";
  for (std::size_t i = 0; i < curves.size(); ++i) {
    const char* colour = kColours[i % 10];
    s << "<polyline fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"1.8\" points=\"";
    for (std::size_t k = 0; k < curves[i].iterations.size(); ++k)
      s << px(static_cast<double>(curves[i].iterations[k])) << "," << py(curves[i].validation_cost[k]) << " ";
    s << "\"/>\n<text x=\"" << W - R + 10 << "\" y=\"" << T + 16 * (i + 1) << "\" fill=\"" << colour << "\">"
      << curves[i].label << "</text>\n";
  }
  s << "</svg>\n";
  return s.str();
}

}  // namespace

void WriteExperiment(const BanditExperimentOptions& o, const std::string& name, const std::string& markdown,
                     const nlohmann::json& json, const std::vector<LearningCurve>& curves, CliStreams& io) {
  namespace fs = std::filesystem;
  fs::create_directories(o.output_dir);
  const fs::path dir(o.output_dir);
  WriteFileAtomically((dir / (name + ".md")).string(), markdown);
  WriteFileAtomically((dir / (name + ".json")).string(), json.dump(2) + "\n");
  if (!curves.empty()) {
    std::ostringstream csv;
    csv << "label,iterations,validation_cost\n";
    for (const LearningCurve& c : curves)
      for (std::size_t i = 0; i < c.iterations.size(); ++i)
        csv << "\"" << c.label << "\"," << c.iterations[i] << "," << c.validation_cost[i] << "\n";
    WriteFileAtomically((dir / (name + ".csv")).string(), csv.str());
    WriteFileAtomically((dir / (name + ".svg")).string(), LineChartSvg(name, curves));
  }
  io.out << markdown;
  io.out << "wrote " << (dir / (name + ".md")).string() << " and .json" << (curves.empty() ? "" : ", .csv, .svg")
         << "\n";
}

}  // namespace bidlab
