// bidlab bench api: the latency of the explorer's /api/bid, per bidder,
// without and with meanings (serve/bench_api.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "experiments/match/match_experiment.h"
#include "experiments/progress.h"
#include "serve/bench_api.h"

namespace bidlab {

void AddBenchApi(CLI::App& bench, CliStreams& io) {
  auto* cmd = bench.add_subcommand("api",
                                   "Milliseconds /api/bid takes to answer (bidlab serve's explorer, in process, "
                                   "without the socket) for SAYC and the four-seat model, without and with "
                                   "meanings=1, against its targets (50 ms, 2 s)");
  struct Command {
    BenchApiOptions bench;
    std::string data = "standard";
    bool json = false;
  };
  auto c = std::make_shared<Command>();
  c->bench.models = {ShippedContestedModelPath()};
  cmd->add_option("--model", c->bench.models,
                  "a model file the explorer bids with beside SAYC and pass, as bidlab serve --model (repeatable)")
      ->default_str("data/contested.model");
  cmd->add_option("--bidder", c->bench.bidders, "the explorer's bidders to time (repeatable)")->capture_default_str();
  AddDataOption(*cmd, c->data, "a request from each of the first boards of its test split");
  cmd->add_option("--requests", c->bench.requests, "requests without meanings, each bidder")
      ->check(WholeNumber(1, 100000))
      ->capture_default_str();
  cmd->add_option("--meaning-requests", c->bench.meaning_requests,
                  "requests with meanings=1 (the first of the same ones; each samples thousands of deals), each "
                  "bidder")
      ->check(WholeNumber(0, 100000))
      ->capture_default_str();
  cmd->add_option("--seed", c->bench.seed, "how far each board's auction has gone")
      ->check(WholeNumber(0))
      ->capture_default_str();
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] {
    const Dataset dataset = LoadDataset(c->data);
    MatchExperimentOptions boards;
    boards.split = Split::kTest;
    boards.boards = std::max(c->bench.requests, c->bench.meaning_requests);
    const std::size_t test = NonEmptySplitRange(dataset.header, dataset.records.size(), Split::kTest).size();
    if (boards.boards > test)
      throw Error(std::string(c->bench.requests >= c->bench.meaning_requests ? "--requests " : "--meaning-requests ") +
                  std::to_string(boards.boards) + ": a request a board, and the test split of " + c->data + " has " +
                  std::to_string(test) + " boards");
    StagedProgress progress(io.err);
    const nlohmann::json result = BenchApi(c->bench, MatchBoardsOf(dataset, boards),
                                           [&](const std::string& stage, std::size_t done, std::size_t total) {
                                             progress.Update("bidlab bench api: " + stage, done, total, "requests");
                                           });
    progress.Finish();
    io.out << (c->json ? result.dump() + "\n" : BenchApiText(result));
  });
}

}  // namespace bidlab
