#include "experiments/league/league.h"

#include <set>

#include "core/error.h"
#include "experiments/progress.h"

namespace bidlab {

namespace {

// Where the match of members i < j sits in LeagueResult::matches.
std::size_t MatchIndex(std::size_t i, std::size_t j, std::size_t n) { return i * n - i * (i + 1) / 2 + (j - i - 1); }

}  // namespace

std::optional<LeagueCell> LeagueResult::Cell(std::size_t row, std::size_t column) const {
  if (row == column) return std::nullopt;
  const bool flipped = row > column;
  const MatchSummary& m =
      matches.at(flipped ? MatchIndex(column, row, labels.size()) : MatchIndex(row, column, labels.size()));
  const double sign = flipped ? -1.0 : 1.0;
  return LeagueCell{sign * m.imps_per_board,
                    m.standard_error,
                    flipped ? -m.interval_high : m.interval_low,
                    flipped ? -m.interval_low : m.interval_high,
                    m.doubles[flipped ? 1 : 0],
                    m.hard[flipped ? 1 : 0]};
}

LeagueResult PlayLeague(std::span<const LeagueMember> members, const std::vector<MatchBoard>& boards,
                        std::size_t anchor, int threads, std::ostream& log) {
  if (members.size() < 2) throw Error("a league needs at least two bidders");
  LeagueResult result;
  std::set<std::string> seen;
  for (const LeagueMember& m : members) {
    if (!seen.insert(m.label).second) throw Error("the league has two bidders named " + m.label);
    result.labels.push_back(m.label);
  }
  result.boards = boards.size();
  result.anchor = anchor;
  const std::size_t n = members.size(), pairs = n * (n - 1) / 2;
  log << "league: " << n << " bidders, " << pairs << " matches of " << boards.size() << " boards\n";
  ProgressLine progress(log, "league");
  std::vector<RatedMatch> rated;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      MatchSummary s = PlayMatch(*members[i].bidder, *members[j].bidder, boards, {.threads = threads}).summary;
      s.a = members[i].label;
      s.b = members[j].label;
      rated.push_back({i, j, s.imps_per_board, s.standard_error});
      result.matches.push_back(std::move(s));
      progress.Update(result.matches.size(), pairs, "matches");
    }
  progress.Finish();
  result.ratings = LeastSquaresRatings(n, rated, anchor);
  return result;
}

}  // namespace bidlab
