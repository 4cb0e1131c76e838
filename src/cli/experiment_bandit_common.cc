#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "cli/experiment_bandit.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "io/file_util.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/baseline/cost_example.h"
#include "report/experiment_files.h"
#include "experiments/charts/line_chart_svg.h"

namespace bidlab {

void AddBanditExperimentOptions(CLI::App& cmd, BanditExperimentOptions& o) {
  cmd.add_option("--data", o.data, "data-set file, or \"standard\" for the shipped set")->capture_default_str();
  cmd.add_option("-o,--output", o.output_dir, "folder for the markdown, JSON, CSV and SVG files")->required()->check(OutputFolder());
  cmd.add_flag("--quick", o.quick, "small sample, few iterations: a smoke test under a minute");
  cmd.add_option("--iterations", o.iterations, "iterations per training run (default: the experiment's)")->check(WholeNumber(1));
  cmd.add_option("--seeds", o.seeds, "seeds per configuration (default: the experiment's)")->check(WholeNumber(1, INT32_MAX));
  cmd.add_option("--threads", o.threads, "threads (0 = every core; results do not depend on it)")
      ->capture_default_str()->check(ThreadCount());
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
  data.validation_other = ScoreDataset(dataset, Split::kValidation, data.other_scale());
  data.test_other = ScoreDataset(dataset, Split::kTest, data.other_scale());
  if (o.quick) {
    if (train.size() > 3000) train.resize(3000);
    if (data.train_scored.size() > 3000) data.train_scored.resize(3000);
    for (auto* deals : {&data.validation, &data.test, &data.validation_other, &data.test_other})
      if (deals->size() > 1000) deals->resize(1000);
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
    curve.validation_cost_other.push_back(AverageCost(c.model, data.validation_other));
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

nlohmann::json CurveJson(const LearningCurve& c, ImpScale scale) {
  const std::string other = ImpScaleName(scale == ImpScale::kWbf ? ImpScale::kThesis : ImpScale::kWbf);
  return {{"label", c.label},
          {"params", c.params.Describe()},
          {"iterations", c.iterations},
          {"imp_scale", ImpScaleName(scale)},
          {"validation_cost", c.validation_cost},
          {"final_validation_cost", c.validation_cost.empty() ? 0.0 : c.validation_cost.back()},
          {"validation_cost_" + other, c.validation_cost_other},
          {"final_validation_cost_" + other, c.validation_cost_other.empty() ? 0.0 : c.validation_cost_other.back()},
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

void WriteExperiment(const BanditExperimentOptions& o, const std::string& name, const std::string& markdown,
                     const nlohmann::json& json, const std::vector<LearningCurve>& curves, CliStreams& io) {
  std::vector<ExperimentFile> extra;
  if (!curves.empty()) {
    std::ostringstream csv;
    csv << "label,iterations,validation_cost\n";
    std::vector<ChartSeries> series;
    for (const LearningCurve& c : curves) {
      ChartSeries line{c.label, {}, c.validation_cost};
      for (std::size_t i = 0; i < c.iterations.size(); ++i) {
        csv << "\"" << c.label << "\"," << c.iterations[i] << "," << c.validation_cost[i] << "\n";
        line.x.push_back(static_cast<double>(c.iterations[i]));
      }
      series.push_back(std::move(line));
    }
    extra.push_back({name + ".csv", csv.str()});
    extra.push_back({name + ".svg", LineChartSvg(name, "iterations", "validation cost (IMP)", series)});
  }
  WriteExperimentFiles(o.output_dir, name, markdown, json, extra, io.out);
}

}  // namespace bidlab
