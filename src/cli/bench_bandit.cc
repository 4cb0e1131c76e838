// bidlab bench bandit: training speed of the default bandit configuration
// (iterations/s, wall time) and bidding throughput on one core (deals/s,
// through the eval path and through the model alone).
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli/bandit_cli.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

namespace {

struct BenchBanditCommand {
  BanditParams params;
  std::string data = "standard";
  int threads = 1;
  int bid_rounds = 5;
  bool json = false;
};

double Seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

void RunBenchBandit(const BenchBanditCommand& c, CliStreams& io) {
  c.params.Validate();
  const auto wall_start = std::chrono::steady_clock::now();
  const Dataset dataset = LoadDataset(c.data);
  const std::vector<BanditDeal> deals = BanditDealsOf(CostExamplesOf(dataset, Split::kTrain));
  if (deals.empty()) throw Error(c.data + ": the training split holds no deals");
  std::vector<ScoredDeal> scored = ScoreDataset(dataset, Split::kAll);

  BanditTrainOptions options;
  options.threads = c.threads;
  ProgressLine line(io.err, "bench bandit");
  const auto start = std::chrono::steady_clock::now();
  options.on_progress = [&](std::uint64_t done, std::uint64_t total) {
    const double rate = static_cast<double>(done) / std::max(Seconds(start), 1e-9);
    line.Update(done, total, rate, static_cast<double>(total - done) / std::max(rate, 1e-9), "iterations");
  };
  const BanditTrainResult trained = TrainBandit(c.params, deals, options);
  line.Finish();
  const double train_wall = Seconds(wall_start);

  // Bidding on one core: the eval path (auctions, legality checks, costs) …
  EvalOptions one_core;
  one_core.threads = 1;
  const BanditBidder bidder(trained.model);
  auto t = std::chrono::steady_clock::now();
  std::size_t evaluated = 0;
  for (int r = 0; r < c.bid_rounds; ++r) evaluated += Evaluate(bidder, scored, one_core).deals;
  const double eval_rate = static_cast<double>(evaluated) / Seconds(t);
  // … and the model alone, from precomputed features.
  const std::vector<BanditDeal> all = BanditDealsOf(CostExamplesOf(dataset, Split::kAll));
  t = std::chrono::steady_clock::now();
  long checksum = 0;
  for (int r = 0; r < c.bid_rounds * 10; ++r)
    for (const BanditDeal& d : all) checksum += trained.model->FinalCall(d.north, d.south);
  const double model_rate = static_cast<double>(all.size()) * c.bid_rounds * 10 / Seconds(t);

  const double rate = static_cast<double>(c.params.iterations) / trained.seconds;
  if (c.json) {
    io.out << nlohmann::json{{"params", c.params.Describe()},
                             {"train_deals", deals.size()},
                             {"train_seconds", trained.seconds},
                             {"iterations_per_second", rate},
                             {"wall_seconds", train_wall},
                             {"bid_deals_per_second_eval", eval_rate},
                             {"bid_deals_per_second_model", model_rate},
                             {"checksum", checksum}}
                  .dump()
           << "\n";
    return;
  }
  char text[512];
  std::snprintf(text, sizeof text,
                "train %s on %zu deals: %.1f s training, %.0f iterations/s, wall time %.1f s (data loading included)\n"
                "bid on one core: %.0f deals/s through eval, %.0f deals/s model alone (%zu deals)\n",
                c.params.Describe().c_str(), deals.size(), trained.seconds, rate, train_wall, eval_rate, model_rate,
                all.size());
  io.out << text;
}

}  // namespace

void AddBenchBandit(CLI::App& bench, CliStreams& io) {
  auto* cmd = bench.add_subcommand("bandit", "Bandit training iterations/s and wall time; bidding deals/s on one core");
  auto c = std::make_shared<BenchBanditCommand>();
  cmd->add_option("--data", c->data, "data set whose training split to train on")->capture_default_str();
  AddBanditParamOptions(*cmd, c->params);
  cmd->add_option("--threads", c->threads, "training threads (0 = every core)")->capture_default_str()->check(ThreadCount());
  cmd->add_option("--bid-rounds", c->bid_rounds, "passes over the data when timing bidding")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", c->json, "print one JSON object");
  cmd->callback([c, &io] { RunBenchBandit(*c, io); });
}

}  // namespace bidlab
