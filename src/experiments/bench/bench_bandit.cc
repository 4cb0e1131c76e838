#include "experiments/bench/bench_bandit.h"

#include <cstdio>
#include <vector>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "experiments/progress.h"
#include "experiments/stopwatch.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

BenchBanditResult RunBenchBandit(const BenchBanditOptions& c, const Dataset& dataset, std::ostream& log) {
  const Stopwatch wall;
  const std::vector<BanditDeal> deals = BanditDealsOf(CostExamplesOf(dataset, Split::kTrain));
  if (deals.empty()) throw Error(c.data + ": the training split holds no deals");
  std::vector<ScoredDeal> scored = ScoreDataset(dataset, Split::kAll);

  BanditTrainOptions options;
  options.threads = c.threads;
  ProgressLine line(log, "bench bandit");
  options.on_progress = [&](std::uint64_t done, std::uint64_t total) { line.Update(done, total, "iterations"); };
  const BanditTrainResult trained = TrainBandit(c.params, deals, options);
  line.Finish();
  BenchBanditResult r;
  r.params = c.params.Describe();
  r.train_deals = deals.size();
  r.train_seconds = trained.seconds;
  r.iterations_per_second = static_cast<double>(c.params.iterations) / trained.seconds;
  r.wall_seconds = c.seconds_before + wall.Seconds();

  // Bidding on one core: the eval path (auctions, legality checks, costs) …
  EvalOptions one_core;
  one_core.threads = 1;
  const BanditBidder bidder(trained.model);
  const Stopwatch eval_time;
  std::size_t evaluated = 0;
  for (int round = 0; round < c.bid_rounds; ++round) evaluated += Evaluate(bidder, scored, one_core).deals;
  r.eval_rate = static_cast<double>(evaluated) / eval_time.Seconds();
  // … and the model alone, from precomputed features.
  const std::vector<BanditDeal> all = BanditDealsOf(CostExamplesOf(dataset, Split::kAll));
  const Stopwatch model_time;
  for (int round = 0; round < c.bid_rounds * 10; ++round)
    for (const BanditDeal& d : all) r.checksum += trained.model->FinalCall(d.north, d.south);
  r.model_rate = static_cast<double>(all.size()) * c.bid_rounds * 10 / model_time.Seconds();
  r.bid_deals = all.size();
  return r;
}

nlohmann::json BenchBanditJson(const BenchBanditResult& r) {
  return {{"params", r.params},
          {"train_deals", r.train_deals},
          {"train_seconds", r.train_seconds},
          {"iterations_per_second", r.iterations_per_second},
          {"wall_seconds", r.wall_seconds},
          {"bid_deals_per_second_eval", r.eval_rate},
          {"bid_deals_per_second_model", r.model_rate},
          {"checksum", r.checksum}};
}

std::string BenchBanditText(const BenchBanditResult& r) {
  char text[512];
  std::snprintf(text, sizeof text,
                "train %s on %zu deals: %.1f s training, %.0f iterations/s, wall time %.1f s (data loading included)\n"
                "bid on one core: %.0f deals/s through eval, %.0f deals/s model alone (%zu deals)\n",
                r.params.c_str(), r.train_deals, r.train_seconds, r.iterations_per_second, r.wall_seconds, r.eval_rate,
                r.model_rate, r.bid_deals);
  return text;
}

std::string BenchBanditOfData(BenchBanditOptions options, bool json, std::ostream& log) {
  options.params.Validate();
  const Stopwatch loading;
  const Dataset dataset = LoadDataset(options.data);
  options.seconds_before = loading.Seconds();
  const BenchBanditResult result = RunBenchBandit(options, dataset, log);
  return json ? BenchBanditJson(result).dump() + "\n" : BenchBanditText(result);
}

}  // namespace bidlab
