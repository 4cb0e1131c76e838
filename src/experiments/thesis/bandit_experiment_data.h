// What the bandit experiments (thesis §4.2-4.5, Figures 4.1-4.3, Tables
// 4.2-4.4, A.1, bandit-ab) share: the splits of a loaded data set (with
// --quick a small sample), training with learning curves measured on
// validation through the one eval path, the cost formats, and the files of
// an experiment with curves (markdown, JSON, CSV and a small SVG chart).
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "core/imp.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "experiments/both_scales.h"
#include "experiments/experiment_output.h"
#include "io/dataset_file.h"
#include "learn/bandit/bandit_model.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

struct BanditExperimentOptions {
  std::string data = "standard";  // the data set's name, for the report (the caller loads it)
  bool quick = false;             // small sample and few iterations: a smoke test under a minute
  std::uint64_t iterations = 0;   // 0 = the experiment's default (BanditParams's, or the quick one)
  int seeds = 0;                  // 0 = the experiment's default
  int threads = 1;                // training threads; results do not depend on it
  ImpScale imp_scale = ImpScale::kWbf;
};

struct BanditExperimentData {
  std::string source;  // what was loaded, for the report
  std::size_t dataset_deals = 0;
  std::vector<BanditDeal> train;
  std::vector<CostExample> train_examples, validation_examples;  // for the CSTSR reference
  std::vector<ScoredDeal> train_scored, validation, test;
  ImpScale scale = ImpScale::kWbf;
  // The same validation and test deals in the other arithmetic (Ho's when
  // `scale` is WBF, WBF when it is Ho's), so that every table gives both.
  std::vector<ScoredDeal> validation_other, test_other;
  ImpScale other_scale() const { return OtherImpScale(scale); }
};

// The splits of `dataset` (DESIGN.md §1); with --quick at most 3,000
// training and 1,000 validation and test deals.
BanditExperimentData PrepareBanditExperimentData(const Dataset& dataset, const BanditExperimentOptions& options);

// Iterations for a run: --iterations, else 20,000 with --quick, else `full`.
std::uint64_t ExperimentIterations(const BanditExperimentOptions& options, std::uint64_t full);

struct LearningCurve {
  std::string label;
  BanditParams params;
  std::vector<std::uint64_t> iterations;
  std::vector<double> validation_cost;
  std::vector<double> validation_cost_other;  // the same points in the other arithmetic
  double train_seconds = 0;
  std::shared_ptr<const BanditModel> model;  // at the end
};

// Trains `params` on data.train, measuring the validation cost (Evaluate)
// at `points` evenly spaced checkpoints and at the end; progress on `log`.
LearningCurve TrainWithCurve(const std::string& label, const BanditParams& params, const BanditExperimentData& data,
                             int points, int threads, std::ostream& log);

// One training with no progress line.
std::shared_ptr<const BanditModel> TrainQuiet(const BanditParams& params, const std::vector<BanditDeal>& deals,
                                              int threads);

double AverageCost(const std::shared_ptr<const BanditModel>& model, const std::vector<ScoredDeal>& deals,
                   DeclarerRule declarer = DeclarerRule::kAssumed, ImpScale scale = ImpScale::kWbf);

// NAME.md and NAME.json and, for curves, NAME.csv (label,iterations,
// validation_cost) and NAME.svg.
ExperimentOutput BanditExperimentOutput(const std::string& name, const std::string& markdown, nlohmann::json json,
                                        const std::vector<LearningCurve>& curves = {});

// With each point in the experiment's arithmetic and in the other one.
nlohmann::json CurveJson(const LearningCurve& curve, ImpScale scale);
// "3.0123" or "3.0123 ± 0.0100".
std::string FormatCost(double mean, double sd = -1);
// "+0.0123".
std::string SignedCost(double value);
// "data: FILE, 100000 deals; used 80000 train / 10000 validation / 10000 test; IMP scale wbf".
std::string DataLine(const BanditExperimentData& data, const BanditExperimentOptions& options);

// Mean and sample standard deviation (0 for a single value).
struct MeanSd {
  double mean = 0, sd = 0;
};
MeanSd Summarise(const std::vector<double>& values);

}  // namespace bidlab
