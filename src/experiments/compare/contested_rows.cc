#include "experiments/compare/contested_rows.h"

#include "eval/uncontested_seat.h"
#include "experiments/league/league_experiment.h"
#include "experiments/number_text.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

// One row a match: A's IMPs/board, its standard error and interval, par.
std::string MatchTable(const std::vector<MatchSummary>& matches) {
  std::string md =
      "| A | B | boards | IMPs/board | ± | 95% interval | A against par | B against par |\n"
      "|---|---|---:|---:|---:|---|---:|---:|\n";
  for (const MatchSummary& s : matches)
    md += "| " + s.a + " | " + s.b + " | " + std::to_string(s.boards) + " | " + Signed(s.imps_per_board) + " | " +
          Fixed(s.standard_error, 2) + " | " + Signed(s.interval_low) + " … " + Signed(s.interval_high) + " | " +
          Signed(s.a_against_par) + " | " + Signed(s.b_against_par) + " |\n";
  return md;
}

// `a` against each of `opponents` on the boards `options` picks.
std::vector<MatchSummary> MatchesOf(const Bidder& a, const std::vector<std::unique_ptr<Bidder>>& opponents,
                                    const Dataset& dataset, const MatchExperimentOptions& options, std::ostream& log) {
  const std::vector<MatchBoard> boards = MatchBoardsOf(dataset, options);
  std::vector<MatchSummary> matches;
  for (const auto& opponent : opponents) {
    log << "compare: match " << a.Name() << " against " << opponent->Name() << " on " << boards.size() << " boards\n";
    matches.push_back(PlayMatch(a, *opponent, boards, {.threads = options.threads}).summary);
  }
  return matches;
}

}  // namespace

std::vector<MatchSummary> ContestedMatches(const Dataset& dataset, const MatchExperimentOptions& options,
                                           const std::vector<const Bidder*>& others, std::ostream& log) {
  RegisterAllBidders();
  std::vector<std::unique_ptr<Bidder>> opponents;
  opponents.push_back(MakeContestedBidder("sayc-uncontested"));
  opponents.push_back(MakeContestedBidder("pass"));
  for (const Bidder* other : others) opponents.push_back(SeatAtContestedTable(*other));
  opponents.push_back(MakeContestedBidder("sayc"));
  return MatchesOf(*MakeContestedBidder("sayc"), opponents, dataset, options, log);
}

std::vector<MatchSummary> LearnedContestedMatches(const Dataset& dataset, const MatchExperimentOptions& options,
                                                  const Bidder& learned, const std::vector<const Bidder*>& others,
                                                  std::ostream& log) {
  RegisterAllBidders();
  std::vector<std::unique_ptr<Bidder>> opponents;  // the league's members (experiment league)
  for (const std::string& name : RuleBasedLeagueNames()) opponents.push_back(MakeContestedBidder(name));
  for (const Bidder* other : others) opponents.push_back(SeatAtContestedTable(*other));
  opponents.push_back(SeatAtContestedTable(learned));
  return MatchesOf(learned, opponents, dataset, options, log);
}

std::string LearnedContestedMarkdown(const std::vector<MatchSummary>& matches) {
  std::string md =
      "## The learned contested bidder in duplicate matches\n\n"
      "The same boards; A is the learned four-seat bidder (`data/contested.model`, trained against competing "
      "SAYC), its IMPs/board against each member of the league: competing SAYC and its aggressive and cautious "
      "styles, SAYC that never enters the opponents' auction, the uncontested bidders above, and itself. The "
      "whole round robin, with ratings and each pair's penalty doubles, is `bidlab experiment league` "
      "(results/league.md).\n\n";
  return md + MatchTable(matches);
}

std::string ContestedMarkdown(const std::vector<MatchSummary>& matches, const MatchExperimentOptions& options) {
  std::string md =
      "## Competing: duplicate matches against SAYC\n\n"
      "The contested yardstick (DESIGN.md §1b): " +
      std::to_string(matches.empty() ? 0 : matches.front().boards) + " boards of the " + SplitName(options.split) +
      " split, dealer and vulnerability by board number, each board at two tables, contracts scored "
      "double-dummy in full. A is the competing SAYC; a bidder that does not compete bids as if the "
      "opponents had passed (\"(uncontested)\"). IMPs/board are A's, with their standard error and 95% "
      "interval; against par: each pair's average IMPs per table from its own side.\n\n";
  return md + MatchTable(matches);
}

nlohmann::json ContestedJson(const std::vector<MatchSummary>& matches, const MatchExperimentOptions& options) {
  nlohmann::json rows = nlohmann::json::array();
  for (const MatchSummary& s : matches) rows.push_back(MatchJson(s, options));
  return rows;
}

}  // namespace bidlab
