#include "experiments/thesis/bandit_experiment_data.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/error.h"
#include "experiments/charts/line_chart_svg.h"
#include "experiments/progress.h"
#include "learn/bandit/bandit_bidder.h"

namespace bidlab {

BanditExperimentData PrepareBanditExperimentData(const Dataset& dataset, const BanditExperimentOptions& o) {
  BanditExperimentData data;
  data.scale = o.imp_scale;
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
                             int points, int threads, std::ostream& log) {
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
  ProgressLine line(log, label);
  options.on_progress = [&](std::uint64_t done, std::uint64_t total) { line.Update(done, total, "iterations"); };
  const BanditTrainResult result = TrainBandit(params, data.train, options);
  line.Finish();
  curve.train_seconds = result.seconds;
  curve.model = result.model;
  return curve;
}

std::shared_ptr<const BanditModel> TrainQuiet(const BanditParams& p, const std::vector<BanditDeal>& deals,
                                              int threads) {
  BanditTrainOptions options;
  options.threads = threads;
  return TrainBandit(p, deals, options).model;
}

nlohmann::json CurveJson(const LearningCurve& c, ImpScale scale) {
  const std::string other = ImpScaleName(OtherImpScale(scale));
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
  if (sd >= 0) std::snprintf(text, sizeof text, "%.4f ± %.4f", mean, sd);
  else std::snprintf(text, sizeof text, "%.4f", mean);
  return text;
}

std::string SignedCost(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%+.4f", v);
  return text;
}

std::string DataLine(const BanditExperimentData& data, const BanditExperimentOptions& o) {
  std::ostringstream s;
  s << "data: " << data.source << ", " << data.dataset_deals << " deals; used " << data.train.size() << " train / "
    << data.validation.size() << " validation / " << data.test.size() << " test" << (o.quick ? " (--quick sample)" : "")
    << "; IMP scale " << ImpScaleName(o.imp_scale);
  return s.str();
}

MeanSd Summarise(const std::vector<double>& v) {
  MeanSd m;
  for (double x : v) m.mean += x;
  m.mean /= static_cast<double>(v.size());
  for (double x : v) m.sd += (x - m.mean) * (x - m.mean);
  m.sd = v.size() > 1 ? std::sqrt(m.sd / static_cast<double>(v.size() - 1)) : 0.0;
  return m;
}

ExperimentOutput BanditExperimentOutput(const std::string& name, const std::string& markdown, nlohmann::json json,
                                        const std::vector<LearningCurve>& curves) {
  ExperimentOutput output{name, markdown, std::move(json), {}};
  if (curves.empty()) return output;
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
  output.files.push_back({name + ".csv", csv.str()});
  output.files.push_back({name + ".svg", LineChartSvg(name, "iterations", "validation cost (IMP)", series)});
  return output;
}

}  // namespace bidlab
