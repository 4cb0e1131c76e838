#include "experiments/train/train_bandit.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "core/error.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "experiments/progress.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

namespace {

// One training, with a progress line on `log`.
BanditTrainResult TrainWithProgress(const BanditParams& p, const std::vector<BanditDeal>& deals, int threads,
                                    const std::string& label, std::ostream& log) {
  BanditTrainOptions options;
  options.threads = threads;
  ProgressLine line(log, label);
  options.on_progress = [&](std::uint64_t done, std::uint64_t total) { line.Update(done, total, "iterations"); };
  BanditTrainResult result = TrainBandit(p, deals, options);
  line.Finish();
  return result;
}

double Rate(const TrainBanditReport& r) {
  return static_cast<double>(r.model->params().iterations) / std::max(r.train_seconds, 1e-9);
}

}  // namespace

TrainBanditReport TrainBanditModel(const TrainBanditOptions& c, const Dataset& dataset, std::ostream& log) {
  const std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain, c.imp_scale, c.symmetries);
  if (train.empty()) throw Error(c.data + ": the training split holds no deals");
  const std::vector<BanditDeal> deals = BanditDealsOf(train);

  EvalOptions eo;
  eo.threads = c.threads;
  const std::vector<ScoredDeal> validation = ScoreDataset(dataset, Split::kValidation, c.imp_scale);
  if (c.restarts > 1 && validation.empty())
    throw Error(c.data + ": --restarts keeps the seed of least validation cost, but the validation split is empty");

  // One training per seed; with --restarts the seed of least validation cost
  // is kept (a choice made on validation; Table 4.2 shows seeds differ by
  // up to 0.3 IMP).
  std::optional<BanditTrainResult> result;
  std::optional<EvalResult> eval;
  TrainBanditReport report;
  report.restarts = nlohmann::json::array();
  for (int r = 0; r < c.restarts; ++r) {
    BanditParams p = c.params;
    p.seed = c.params.seed + static_cast<std::uint64_t>(r);
    BanditTrainResult trained = TrainWithProgress(
        p, deals, c.threads, c.restarts > 1 ? "train bandit seed " + std::to_string(p.seed) : "train bandit", log);
    std::optional<EvalResult> checked;
    if (!validation.empty()) checked = Evaluate(BanditBidder(trained.model), validation, eo);
    if (c.restarts > 1) {
      report.restarts.push_back({{"seed", p.seed}, {"validation", checked->avg_cost}});
      log << "seed " << p.seed << ": validation " << checked->avg_cost << " IMP\n";
    }
    if (!result || (checked && checked->avg_cost < eval->avg_cost)) {
      result = std::move(trained);
      eval = checked;
    }
  }
  report.model = result->model;
  report.train_deals = deals.size();
  report.symmetries = c.symmetries;
  report.train_seconds = result->seconds;
  report.examples = result->examples;
  // The training cost, for information (through the one eval path).
  const EvalResult train_eval =
      Evaluate(BanditBidder(result->model), ScoreDataset(dataset, Split::kTrain, c.imp_scale), eo);
  report.train = {train_eval.deals, train_eval.avg_cost};
  if (eval) report.validation = CostOn{eval->deals, eval->avg_cost};
  return report;
}

nlohmann::json TrainBanditJson(const TrainBanditReport& r, const std::string& model_file, double wall) {
  const BanditParams& params = r.model->params();
  nlohmann::json j = {{"model", model_file},
                      {"params", params.Describe()},
                      {"train_deals", r.train_deals},
                      {"symmetries", r.symmetries},
                      {"iterations", params.iterations},
                      {"train_seconds", r.train_seconds},
                      {"iterations_per_second", Rate(r)},
                      {"examples", r.examples},
                      {"wall_seconds", wall},
                      {"train", {{"deals", r.train.deals}, {"avg_cost", r.train.avg_cost}}}};
  if (r.validation) j["validation"] = {{"deals", r.validation->deals}, {"avg_cost", r.validation->avg_cost}};
  if (!r.restarts.empty()) j["restarts"] = r.restarts;
  return j;
}

std::string TrainBanditText(const TrainBanditReport& r, const std::string& model_file, double wall) {
  std::string out;
  char text[512];
  std::snprintf(text, sizeof text,
                "trained bandit (%s) on %zu training deals (%d per solved deal)\n"
                "training: %.1f s, %.0f iterations/s, %llu examples\n",
                r.model->params().Describe().c_str(), r.train_deals, r.symmetries, r.train_seconds, Rate(r),
                static_cast<unsigned long long>(r.examples));
  out += text;
  std::snprintf(text, sizeof text, "training deals: %.4f IMP\n", r.train.avg_cost);
  out += text;
  if (r.validation) {
    std::snprintf(text, sizeof text, "validation: %.4f IMP on %zu deals\n", r.validation->avg_cost,
                  r.validation->deals);
    out += text;
  }
  std::snprintf(text, sizeof text, "wrote %s; wall time %s (%.1f s)\n", model_file.c_str(),
                FormatDuration(wall).c_str(), wall);
  out += text;
  return out;
}

}  // namespace bidlab
