// bidlab bench bandit: training speed of a bandit configuration and bidding
// throughput on one core (experiments/bench/bench_bandit.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/options.h"
#include "data/dataset_ops.h"
#include "experiments/bench/bench_bandit.h"
#include "experiments/stopwatch.h"

namespace bidlab {

namespace {

struct BenchBanditCommand {
  BenchBanditOptions options;
  bool json = false;
};

void RunBenchBandit(BenchBanditCommand c, CliStreams& io) {
  c.options.params.Validate();
  const Stopwatch loading;
  const Dataset dataset = LoadDataset(c.options.data);
  c.options.seconds_before = loading.Seconds();
  const BenchBanditResult result = RunBenchBandit(c.options, dataset, io.err);
  if (c.json) io.out << BenchBanditJson(result).dump() << "\n";
  else io.out << BenchBanditText(result);
}

}  // namespace

void AddBenchBandit(CLI::App& bench, CliStreams& io) {
  auto* cmd = bench.add_subcommand("bandit", "Bandit training iterations/s and wall time; bidding deals/s on one core");
  auto c = std::make_shared<BenchBanditCommand>();
  c->options.data = "standard";
  AddDataOption(*cmd, c->options.data, "its training split is trained on");
  AddBanditParamOptions(*cmd, c->options.params);
  AddThreadsOption(*cmd, c->options.threads);
  cmd->add_option("--bid-rounds", c->options.bid_rounds, "passes over the data when timing bidding")
      ->check(CLI::PositiveNumber);
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { RunBenchBandit(*c, io); });
}

}  // namespace bidlab
