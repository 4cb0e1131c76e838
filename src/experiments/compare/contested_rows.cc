#include "experiments/compare/contested_rows.h"

#include "eval/uncontested_seat.h"
#include "experiments/number_text.h"
#include "learn/registry.h"

namespace bidlab {

std::vector<MatchSummary> ContestedMatches(const Dataset& dataset, const MatchExperimentOptions& options,
                                           const std::vector<const Bidder*>& others, std::ostream& log) {
  RegisterAllBidders();
  const std::vector<MatchBoard> boards = MatchBoardsOf(dataset, options);
  const std::unique_ptr<Bidder> sayc = MakeContestedBidder("sayc");
  std::vector<std::unique_ptr<Bidder>> opponents;
  opponents.push_back(MakeContestedBidder("sayc-uncontested"));
  opponents.push_back(MakeContestedBidder("pass"));
  for (const Bidder* other : others) opponents.push_back(SeatAtContestedTable(*other));
  opponents.push_back(MakeContestedBidder("sayc"));
  std::vector<MatchSummary> matches;
  for (const auto& opponent : opponents) {
    log << "compare: match " << sayc->Name() << " against " << opponent->Name() << " on " << boards.size()
        << " boards\n";
    matches.push_back(PlayMatch(*sayc, *opponent, boards, {.threads = options.threads}).summary);
  }
  return matches;
}

std::string ContestedMarkdown(const std::vector<MatchSummary>& matches, const MatchExperimentOptions& options) {
  std::string md =
      "## Competing: duplicate matches against SAYC\n\n"
      "The contested yardstick (DESIGN.md §1b): " +
      std::to_string(matches.empty() ? 0 : matches.front().boards) + " boards of the " + SplitName(options.split) +
      " split, dealer and vulnerability by board number, each board at two tables, contracts scored "
      "double-dummy in full. A is the competing SAYC; a bidder that does not compete bids as if the "
      "opponents had passed (\"(uncontested)\"). IMPs/board are A's, with their standard error and 95% "
      "interval; against par: each pair's average IMPs per table from its own side.\n\n"
      "| A | B | boards | IMPs/board | ± | 95% interval | A against par | B against par |\n"
      "|---|---|---:|---:|---:|---|---:|---:|\n";
  for (const MatchSummary& s : matches)
    md += "| " + s.a + " | " + s.b + " | " + std::to_string(s.boards) + " | " + Signed(s.imps_per_board) + " | " +
          Fixed(s.standard_error, 2) + " | " + Signed(s.interval_low) + " … " + Signed(s.interval_high) + " | " +
          Signed(s.a_against_par) + " | " + Signed(s.b_against_par) + " |\n";
  return md;
}

nlohmann::json ContestedJson(const std::vector<MatchSummary>& matches, const MatchExperimentOptions& options) {
  nlohmann::json rows = nlohmann::json::array();
  for (const MatchSummary& s : matches) rows.push_back(MatchJson(s, options));
  return rows;
}

}  // namespace bidlab
