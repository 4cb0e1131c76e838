// bidlab bench bandit: training speed of a bandit configuration and bidding
// throughput on one core (experiments/bench/bench_bandit.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/bench/bench_bandit.h"

namespace bidlab {

namespace {

struct BenchBanditCommand {
  BenchBanditOptions options;
  bool json = false;
};

}  // namespace

void AddBenchBandit(CLI::App& bench, CliStreams& io) {
  auto* cmd = bench.add_subcommand("bandit", "Bandit training iterations/s and wall time; bidding deals/s on one core");
  auto c = std::make_shared<BenchBanditCommand>();
  c->options.data = "standard";
  AddDataOption(*cmd, c->options.data, "its training split is trained on");
  AddBanditParamOptions(*cmd, c->options.params);
  AddThreadsOption(*cmd, c->options.threads);
  cmd->add_option("--bid-rounds", c->options.bid_rounds, "passes over the data when timing bidding")
      ->check(WholeNumber(1, 1000000));
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { io.out << BenchBanditOfData(c->options, c->json, io.err); });
}

}  // namespace bidlab
