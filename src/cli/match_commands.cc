// bidlab match: a duplicate match of two pairs (eval/duplicate_match.h,
// experiments/match/match_experiment.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/match_lin.h"
#include "eval/match_log.h"
#include "eval/open_bidder.h"
#include "experiments/match/match_experiment.h"
#include "experiments/progress.h"
#include "io/file_util.h"
#include "io/lin_writer.h"
#include "io/output_path.h"

namespace bidlab {

namespace {

// One pair: a bidder name or model file, or an external program.
struct PairChoice {
  std::string bidder;               // --ns NAME|FILE
  std::string command;              // --ns-cmd (protocol 2, four seats)
  std::string uncontested_command;  // --ns-cmd-uncontested (protocol 1)
};

struct MatchCommand {
  PairChoice ns, ew;
  double timeout = 10.0;
  MatchExperimentOptions options;
  VulnerabilityRule vulnerable = VulnerabilityRule::kRotate;
  std::string log;
  std::string lin;
  bool json = false;
};

std::unique_ptr<Bidder> OpenPair(const PairChoice& pair, const std::string& side, double timeout) {
  const int given = !pair.bidder.empty() + !pair.command.empty() + !pair.uncontested_command.empty();
  if (given != 1)
    throw Error("give exactly one of --" + side + " NAME|FILE, --" + side + "-cmd PROGRAM or --" + side +
                "-cmd-uncontested PROGRAM");
  if (!pair.command.empty()) return OpenExternalBidder(pair.command, timeout, true);
  if (!pair.uncontested_command.empty()) return OpenExternalBidder(pair.uncontested_command, timeout, false);
  return OpenContestedBidder(pair.bidder);
}

void AddPairOptions(CLI::App& cmd, PairChoice& pair, const std::string& side, const std::string& seats) {
  cmd.add_option("--" + side, pair.bidder,
                 "the pair sitting " + seats +
                     " at table 1: a bidder name (sayc, pass, sayc-uncontested, …) or a model file; a bidder that "
                     "does not compete bids as if the opponents passed (\"NAME (uncontested)\")");
  cmd.add_option("--" + side + "-cmd", pair.command,
                 "an external program for that pair, spoken to in the four-seat protocol (docs/protocols.md)");
  cmd.add_option("--" + side + "-cmd-uncontested", pair.uncontested_command,
                 "an external program written for eval --bidder-cmd (the uncontested protocol)");
}

void RunMatch(MatchCommand& c, bool split_given, CliStreams& io) {
  const std::unique_ptr<Bidder> ns = OpenPair(c.ns, "ns", c.timeout);
  const std::unique_ptr<Bidder> ew = OpenPair(c.ew, "ew", c.timeout);
  c.options.vulnerability = FixedVulnerability(c.vulnerable);
  const Dataset dataset = LoadDataset(c.options.data);
  if (!split_given) {
    c.options.split = DefaultMatchSplit(dataset);
    c.options.split_by_default = true;
  }
  const std::vector<MatchBoard> boards = MatchBoardsOf(dataset, c.options);
  if (!c.lin.empty())  // before a board is played
    for (const MatchBoard& b : boards) RequireLinBoardNumber(b.number);
  const MatchResult result = PlayMatch(*ns, *ew, boards, {.threads = c.options.threads});
  if (!c.log.empty()) WriteFileAtomically(c.log, MatchLogJsonl(result, boards));
  if (!c.lin.empty()) {
    std::vector<LoggedBoard> logged;
    for (std::size_t i = 0; i < boards.size(); ++i) logged.push_back({boards[i], result.boards[i]});
    WriteLinFile(c.lin, MatchLin(result.summary, logged));
  }
  const ExperimentOutput output = MatchOutput(result.summary, c.options);
  io.out << (c.json ? output.json.dump() + "\n" : output.markdown);
}

}  // namespace

void AddMatchCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand(
      "match", "A duplicate match: --ns against --ew on every board at two tables, IMPs/board with its interval");
  auto c = std::make_shared<MatchCommand>();
  AddPairOptions(*cmd, c->ns, "ns", "North-South");
  AddPairOptions(*cmd, c->ew, "ew", "East-West");
  cmd->add_option("--cmd-timeout", c->timeout, "seconds an external program may take per answer")
      ->check(NumberInRange(0.001, 86400))
      ->capture_default_str();
  AddDataOption(*cmd, c->options.data, "its deals are the boards");
  CLI::Option* split = AddSplitOption(*cmd, c->options.split);
  split->description(
      "the split to play: train, validation, test or all (default: test for the standard set, all "
      "for any other)");
  split->default_str("");
  AddVulnerabilityRuleOption(*cmd, c->vulnerable);
  cmd->add_option("--boards", c->options.boards, "play the first N boards of the split (0 = all)")
      ->check(WholeNumber(0, INT32_MAX))
      ->capture_default_str();
  AddThreadsOption(*cmd, c->options.threads);
  cmd->add_option("--log", c->log,
                  "write one JSON line per board (deal, both auctions, contracts, scores, par, IMPs); "
                  "bidlab serve --match-log FILE shows it")
      ->check(OutputFile());
  cmd->add_option("--lin", c->lin, "write the boards as BBO LIN (open room: --ns North-South) for BBO's handviewer")
      ->check(OutputFile());
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, split, &io] { RunMatch(*c, split->count() > 0, io); });

  auto* convert =
      app.add_subcommand("match-lin", "Write a match log (bidlab match --log) as BBO LIN for BBO's handviewer");
  auto log = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  convert->add_option("LOG", *log, "the match log (JSON lines)")->required()->check(CLI::ExistingFile);
  AddOutputFileOption(*convert, *output, "LIN file to write");
  convert->callback([log, output, &io] {
    RequireOutputIsNotAnInput(*output, {*log});
    ProgressLine line(io.err, "match-lin: " + *log + ": the deals re-solved by DDS");
    const MatchLog match =
        ReadMatchLog(*log, [&](std::size_t solved, std::size_t total) { line.Update(solved, total, "deals"); });
    line.Finish();
    WriteLinFile(*output, MatchLin(match.summary, match.boards));
    io.out << *log << ": " << MatchLogChecked(match) << "\n";
    io.out << "wrote " << *output << " (" << match.boards.size() << " boards, two tables each)\n";
  });
}

}  // namespace bidlab
