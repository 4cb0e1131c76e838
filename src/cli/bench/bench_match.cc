// bidlab bench match: boards/s of SAYC against SAYC, and the share of time
// in the bidders (experiments/bench/bench_match.h).
#include <CLI/CLI.hpp>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "data/dataset_ops.h"
#include "experiments/bench/bench_match.h"
#include "experiments/match/match_experiment.h"

namespace bidlab {

void AddBenchMatch(CLI::App& bench, CliStreams& io) {
  auto* cmd = bench.add_subcommand("match",
                                   "Boards/s and calls/s of a duplicate match of a bidder against itself (SAYC, or "
                                   "--bidder MODEL), on 1 and 2 threads (--threads)");
  struct Command {
    BenchMatchOptions bench;
    MatchExperimentOptions boards;
    bool json = false;
  };
  auto c = std::make_shared<Command>();
  c->boards.split = Split::kTest;
  c->boards.boards = 2000;
  AddDataOption(*cmd, c->boards.data, "the first boards of its test split");
  cmd->add_option("--boards", c->boards.boards, "boards to play")
      ->check(WholeNumber(1, INT32_MAX))
      ->capture_default_str();
  AddBidderNameOption(*cmd, c->bench.bidder)->capture_default_str();
  cmd->add_option("--threads", c->bench.threads, "thread counts to run, one run each")
      ->check(WholeNumber(1, kMaxThreads))
      ->capture_default_str();
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] {
    const std::vector<MatchBoard> boards = MatchBoardsOf(LoadDataset(c->boards.data), c->boards);
    const nlohmann::json result = BenchMatch(c->bench, boards);
    io.out << (c->json ? result.dump() + "\n" : BenchMatchText(result));
  });
}

}  // namespace bidlab
