// What the bandit experiments (thesis §4.2-4.5, Figures 4.1-4.3, Tables
// 4.2-4.4, A.1) share: loading the splits once, training with learning
// curves measured on validation through the one eval path, and writing
// markdown, JSON, CSV and a small SVG line chart into the output folder.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "learn/bandit/bandit_model.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/cost_example.h"

namespace CLI {
class App;
}

namespace bidlab {

struct BanditExperimentOptions {
  std::string data = "standard";
  std::string output_dir;
  bool quick = false;            // small sample and few iterations: a smoke test under a minute
  std::uint64_t iterations = 0;  // 0 = the experiment's default (BanditParams's, or the quick one)
  int seeds = 0;                 // 0 = the experiment's default
  int threads = 1;  // training threads; results do not depend on it
  std::string imp_scale = "wbf";
};

// --data, -o/--output, --quick, --iterations, --seeds, --threads, --imp-scale.
void AddBanditExperimentOptions(CLI::App& cmd, BanditExperimentOptions& options);

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
  ImpScale other_scale() const { return scale == ImpScale::kWbf ? ImpScale::kThesis : ImpScale::kWbf; }
};


// The splits of the data set (DESIGN.md §1); with --quick at most 3,000
// training and 1,000 validation and test deals.
BanditExperimentData LoadBanditExperimentData(const BanditExperimentOptions& options);

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
// at `points` evenly spaced checkpoints and at the end.
LearningCurve TrainWithCurve(const std::string& label, const BanditParams& params, const BanditExperimentData& data,
                             int points, int threads, CliStreams& io);

double AverageCost(const std::shared_ptr<const BanditModel>& model, const std::vector<ScoredDeal>& deals,
                   DeclarerRule declarer = DeclarerRule::kAssumed, ImpScale scale = ImpScale::kWbf);

// Writes NAME.md, NAME.json and, for curves, NAME.csv (label,iterations,
// validation_cost) and NAME.svg into the output folder (created if needed),
// each atomically; prints the markdown.
void WriteExperiment(const BanditExperimentOptions& options, const std::string& name, const std::string& markdown,
                     const nlohmann::json& json, const std::vector<LearningCurve>& curves, CliStreams& io);

// With each point in the experiment's arithmetic and in the other one.
nlohmann::json CurveJson(const LearningCurve& curve, ImpScale scale);
// "3.0123" or "3.0123 ± 0.0100".
std::string FormatCost(double mean, double sd = -1);
// "data: FILE, 100000 deals (80000 train / 10000 validation / 10000 test)".
std::string DataLine(const BanditExperimentData& data, const BanditExperimentOptions& options);

// The experiments, each adding itself to `bidlab experiment`.
void AddBanditFigures(CLI::App& experiment, CliStreams& io);
void AddBanditTables(CLI::App& experiment, CliStreams& io);
void AddBanditAb(CLI::App& experiment, CliStreams& io);  // experiment_bandit_ab.cc

}  // namespace bidlab
