#include "experiments/league/league_text.h"

#include <algorithm>
#include <numeric>

#include "eval/match_doubles.h"
#include "experiments/match/match_hard_text.h"
#include "experiments/number_text.h"

namespace bidlab {

namespace {

// Penalty doubles of at least this many at a level with more than this share
// made are unsound (a sound double defeats the contract most of the time).
constexpr std::size_t kSoundDoublesFloor = 30;
constexpr double kSoundMadeShare = 0.25;

std::vector<std::size_t> ByRating(const LeagueResult& league) {
  std::vector<std::size_t> order(league.labels.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return league.ratings.rating[x] > league.ratings.rating[y]; });
  return order;
}

double MeanMargin(const LeagueResult& league, std::size_t row) {
  double sum = 0;
  for (std::size_t c = 0; c < league.labels.size(); ++c)
    if (const auto cell = league.Cell(row, c)) sum += cell->imps_per_board;
  return sum / static_cast<double>(league.labels.size() - 1);
}

// The column whose match gave `row` its lowest interval.
std::size_t WorstOpponent(const LeagueResult& league, std::size_t row) {
  std::size_t worst = row == 0 ? 1 : 0;
  for (std::size_t c = 0; c < league.labels.size(); ++c)
    if (c != row && league.Cell(row, c)->interval_low < league.Cell(row, worst)->interval_low) worst = c;
  return worst;
}

// A bidder's penalty doubles against the whole league, level by level.
PairDoubles AgainstAll(const LeagueResult& league, std::size_t row) {
  PairDoubles all;
  for (std::size_t c = 0; c < league.labels.size(); ++c)
    if (const auto cell = league.Cell(row, c))
      for (int level = 0; level < kNumLevels; ++level) all.penalty[level] += cell->doubles.penalty[level];
  return all;
}

// A bidder's slams and sacrifices against the whole league.
struct HardAgainstAll {
  PairHardDecisions hard;
  Sacrifices sacrifices;
};
HardAgainstAll HardDecisionsAgainstAll(const LeagueResult& league, std::size_t row) {
  HardAgainstAll all;
  for (std::size_t c = 0; c < league.labels.size(); ++c)
    if (const auto cell = league.Cell(row, c)) {
      all.hard += cell->hard;
      all.sacrifices += cell->doubles.sacrifices;
    }
  return all;
}

nlohmann::json HardAgainstAllJson(const LeagueResult& league, std::size_t row) {
  const HardAgainstAll all = HardDecisionsAgainstAll(league, row);
  return HardDecisionsJson(all.hard, all.sacrifices);
}

nlohmann::json PenaltyDoublesJson(const PairDoubles& d) {
  const DoubledContracts all = AllPenaltyDoubles(d);
  nlohmann::json levels = nlohmann::json::array();
  for (int level = 1; level <= kNumLevels; ++level)
    levels.push_back({{"level", level}, {"count", d.penalty[level - 1].count}, {"made", d.penalty[level - 1].made}});
  return {{"count", all.count},
          {"made", all.made},
          {"made_share", all.count == 0 ? 0.0 : static_cast<double>(all.made) / static_cast<double>(all.count)},
          {"by_level", levels}};
}

// Its match with the lowest 95% interval: how far it may lose to one member.
nlohmann::json WorstJson(const LeagueResult& league, std::size_t row) {
  const std::size_t c = WorstOpponent(league, row);
  const LeagueCell cell = *league.Cell(row, c);
  return {{"against", league.labels[c]},
          {"imps_per_board", cell.imps_per_board},
          {"interval95", {cell.interval_low, cell.interval_high}}};
}

std::string Interval(const LeagueCell& cell) { return Signed(cell.interval_low) + " … " + Signed(cell.interval_high); }

// "122 (49)": doubles and how many made; bold when unsound.
std::string DoublesCell(const DoubledContracts& d, bool share) {
  if (d.count == 0) return "—";
  const double made = static_cast<double>(d.made) / static_cast<double>(d.count);
  std::string text = std::to_string(d.count) + " (" + std::to_string(d.made) +
                     (share ? ", " + Fixed(100 * made, 0) + "%" : std::string()) + ")";
  return d.count >= kSoundDoublesFloor && made > kSoundMadeShare ? "**" + text + "**" : text;
}

std::string DoublesRow(const std::string& doubler, const std::string& against, const PairDoubles& d) {
  std::string md = "| " + doubler + " | " + against + " | " + DoublesCell(AllPenaltyDoubles(d), true) + " |";
  for (const DoubledContracts& level : d.penalty) md += " " + DoublesCell(level, false) + " |";
  return md + "\n";
}

std::string RatingsMarkdown(const LeagueResult& league, const std::vector<std::size_t>& order) {
  std::string md =
      "## Ratings\n\nLeast squares on the IMP margins: every match's IMPs/board is fitted by the difference of the "
      "two bidders' ratings, " +
      league.labels[league.anchor] +
      " held at 0, so a rating is IMPs/board better than it. In a full round robin that is the bidder's margins "
      "summed over the league minus the anchor's, divided by the number of bidders (the mean IMPs/board column "
      "divides by the number of opponents). ± carries the matches' standard errors through the fit as if they were "
      "independent "
      "(they share the boards). The worst match is the one with the lowest 95% interval.\n\n"
      "| rank | bidder | rating | ± | mean IMPs/board | worst match | its 95% interval |\n"
      "|---:|---|---:|---:|---:|---|---|\n";
  for (std::size_t rank = 0; rank < order.size(); ++rank) {
    const std::size_t i = order[rank];
    const std::size_t worst = WorstOpponent(league, i);
    md += "| " + std::to_string(rank + 1) + " | " + league.labels[i] + " | " + Signed(league.ratings.rating[i]) +
          " | " + Fixed(league.ratings.standard_error[i], 2) + " | " + Signed(MeanMargin(league, i)) + " | against " +
          league.labels[worst] + ": " + Signed(league.Cell(i, worst)->imps_per_board) + " | " +
          Interval(*league.Cell(i, worst)) + " |\n";
  }
  return md;
}

std::string CrossTableMarkdown(const LeagueResult& league, const std::vector<std::size_t>& order) {
  std::string md =
      "## Cross table\n\nThe row bidder's IMPs/board against the column bidder ± the standard error (the 95% "
      "interval is ± 1.96 of them); the column's row is the same match from the other side. A bidder does not "
      "play itself (it would score 0 on every board).\n\n|  |";
  std::string rule = "|---|";
  for (const std::size_t c : order) {
    md += " " + league.labels[c] + " |";
    rule += "---:|";
  }
  md += "\n" + rule + "\n";
  for (const std::size_t r : order) {
    md += "| **" + league.labels[r] + "** |";
    for (const std::size_t c : order) {
      const auto cell = league.Cell(r, c);
      md += cell ? " " + Signed(cell->imps_per_board) + " ± " + Fixed(cell->standard_error, 2) + " |" : " — |";
    }
    md += "\n";
  }
  return md;
}

std::string PenaltyDoublesMarkdown(const LeagueResult& league, const std::vector<std::size_t>& order) {
  std::string md =
      "## Penalty doubles\n\nEach bidder's penalty doubles (a double of the opponents' final contract, by the level "
      "of that contract) in its matches: how many, and in brackets how many of the doubled contracts made. Bold: at "
      "least " +
      std::to_string(kSoundDoublesFloor) + " doubles with more than " + Fixed(100 * kSoundMadeShare, 0) +
      "% made — a sound penalty double defeats the contract most of the time. A bidder that never doubled has its "
      "\"all\" row alone. "
      "`bidlab match` shows one match's doubles in full (its own contracts doubled, sacrifices against par).\n\n"
      "| doubler | against | all | 1 | 2 | 3 | 4 | 5 | 6 | 7 |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  for (const std::size_t r : order) {
    md += DoublesRow("**" + league.labels[r] + "**", "all", AgainstAll(league, r));
    for (const std::size_t c : order)  // the opponents it doubled at all
      if (const auto cell = league.Cell(r, c); cell && AllPenaltyDoubles(cell->doubles).count > 0)
        md += DoublesRow(league.labels[r], league.labels[c], cell->doubles);
  }
  return md;
}

std::string HardDecisionsRow(const std::string& bidder, const std::string& against, const PairHardDecisions& hard,
                             const Sacrifices& sacrifices) {
  const HardDecisionCells cells = HardDecisionsCells(hard, sacrifices);
  return "| " + bidder + " | " + against + " | " + cells.slams + " | " + cells.down + " | " + cells.missed + " | " +
         cells.sacrifices + " | " + cells.outbid + " |\n";
}

std::string LeagueHardDecisionsMarkdown(const LeagueResult& league, const std::vector<std::size_t>& order) {
  std::string md =
      "## Hard decisions\n\nEach bidder's slams (its own final contracts at the six or seven level) and how many "
      "went down, the tables where its side takes 12 or more tricks double-dummy and it bid no slam, and its "
      "sacrifices (its doubled contracts that went down): their average IMPs against par, how many cost less than "
      "the contract they outbid (the opponents' last bid, undoubled) and how many were phantoms (that contract "
      "would have gone down).\n\n"
      "| bidder | against | slams bid | made and down | makeable slams missed | sacrifices, IMPs against par | "
      "against the contract outbid |\n|---|---|---:|---:|---:|---:|---:|\n";
  for (const std::size_t r : order) {
    const HardAgainstAll all = HardDecisionsAgainstAll(league, r);
    md += HardDecisionsRow("**" + league.labels[r] + "**", "all", all.hard, all.sacrifices);
    for (const std::size_t c : order)
      if (const auto cell = league.Cell(r, c))
        md += HardDecisionsRow(league.labels[r], league.labels[c], cell->hard, cell->doubles.sacrifices);
  }
  return md;
}

}  // namespace

std::string LeagueMarkdown(const LeagueResult& league, const LeagueSetting& setting) {
  const std::vector<std::size_t> order = ByRating(league);
  std::string md = "# The league: every four-seat bidder against every other\n\n" +
                   Counted(league.labels.size(), "bidder") + ", each pair one duplicate match on " +
                   setting.boards_text +
                   " (dealer and vulnerability by board number; each board at two tables, contracts scored "
                   "double-dummy). A bidder that does not compete bids as if the opponents had passed "
                   "(\"(uncontested)\")." +
                   (setting.bandit_text.empty() ? "" : " The bandit: " + setting.bandit_text + ".") + "\n\n";
  return md + RatingsMarkdown(league, order) + "\n" + CrossTableMarkdown(league, order) + "\n" +
         PenaltyDoublesMarkdown(league, order) + "\n" + LeagueHardDecisionsMarkdown(league, order);
}

nlohmann::json LeagueJson(const LeagueResult& league, const MatchExperimentOptions& match_options) {
  const std::size_t n = league.labels.size();
  nlohmann::json bidders = nlohmann::json::array();
  for (std::size_t i = 0; i < n; ++i)
    bidders.push_back({{"name", league.labels[i]},
                       {"rating", league.ratings.rating[i]},
                       {"rating_stderr", league.ratings.standard_error[i]},
                       {"mean_imps_per_board", MeanMargin(league, i)},
                       {"worst", WorstJson(league, i)},
                       {"penalty_doubles", PenaltyDoublesJson(AgainstAll(league, i))},
                       {"hard_decisions", HardAgainstAllJson(league, i)}});
  nlohmann::json imps = nlohmann::json::array(), errors = nlohmann::json::array(), intervals = nlohmann::json::array();
  for (std::size_t r = 0; r < n; ++r) {
    nlohmann::json imps_row = nlohmann::json::array(), error_row = nlohmann::json::array(),
                   interval_row = nlohmann::json::array();
    for (std::size_t c = 0; c < n; ++c) {
      const auto cell = league.Cell(r, c);
      imps_row.push_back(cell ? nlohmann::json(cell->imps_per_board) : nlohmann::json());
      error_row.push_back(cell ? nlohmann::json(cell->standard_error) : nlohmann::json());
      interval_row.push_back(cell ? nlohmann::json({cell->interval_low, cell->interval_high}) : nlohmann::json());
    }
    imps.push_back(imps_row);
    errors.push_back(error_row);
    intervals.push_back(interval_row);
  }
  nlohmann::json matches = nlohmann::json::array();
  for (const MatchSummary& m : league.matches) matches.push_back(MatchJson(m, match_options));
  return {{"bidders", bidders},
          {"boards", league.boards},
          {"anchor", league.labels[league.anchor]},
          {"rating_method", "least squares on the IMP margins (IMPs/board of A ≈ rating A − rating B)"},
          {"cross_table",
           {{"bidders", league.labels}, {"imps_per_board", imps}, {"stderr", errors}, {"interval95", intervals}}},
          {"matches", matches}};
}

}  // namespace bidlab
