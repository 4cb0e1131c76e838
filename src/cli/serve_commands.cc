// bidlab serve: the bidding explorer, a local web page (serve/http_server.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "eval/match_log.h"
#include "experiments/progress.h"
#include "serve/explorer.h"
#include "serve/http_server.h"
#include "serve/match_explorer.h"

namespace bidlab {

namespace {

struct ServeCommand {
  std::vector<std::string> models;
  std::vector<std::string> match_logs;
  ServeOptions options;
};

}  // namespace

void AddServeCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand("serve",
                                 "The bidding explorer: deal or type a hand, watch each bidder bid it, see "
                                 "the double-dummy table and costs, browse a learned system's card, open the "
                                 "boards of a match");
  auto c = std::make_shared<ServeCommand>();
  cmd->add_option("--model", c->models, "a model file to bid with beside SAYC and pass (repeatable)");
  cmd->add_option("--match-log", c->match_logs,
                  "a match's log (bidlab match --log FILE) whose boards the page lists and opens (repeatable); a "
                  "call's reason shows on hover when its pair is SAYC, pass or a --model given");
  cmd->add_option("--host", c->options.host, "address to listen on (this machine only by default)");
  cmd->add_option("--port", c->options.port, "port (0 = any free port)")->check(WholeNumber(0, 65535));
  cmd->add_option("--threads", c->options.threads, "requests answered at once")->check(WholeNumber(1, 64));
  cmd->callback([c, &io] {
    // Every log is read and checked before the server listens.
    std::vector<MatchLog> logs;
    for (const std::string& path : c->match_logs) {
      ProgressLine line(io.err, "bidlab serve: " + path + ": the deals re-solved by DDS");
      logs.push_back(
          ReadMatchLog(path, [&](std::size_t solved, std::size_t total) { line.Update(solved, total, "deals"); }));
      line.Finish();
      io.out << "bidlab serve: " << path << ": " << MatchLogChecked(logs.back()) << "\n";
    }
    const Explorer explorer(c->models);
    // A board's calls are explained by the explorer's bidders (SAYC, pass, the models given).
    const MatchExplorer matches(std::move(logs),
                                [&explorer](const std::string& pair) { return explorer.PairBidder(pair); });
    RunExplorerServer(explorer, matches, c->options, io.out);
  });
}

}  // namespace bidlab
