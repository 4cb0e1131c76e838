#include "experiments/match/match_doubles_text.h"

#include "experiments/number_text.h"

namespace bidlab {

namespace {

// "12, 3 made (25%), +340 average".
std::string DoubledCell(const DoubledContracts& d) {
  if (d.count == 0) return "0";
  const double share = 100.0 * static_cast<double>(d.made) / static_cast<double>(d.count);
  return std::to_string(d.count) + ", " + std::to_string(d.made) + " made (" + Fixed(share, 0) + "%), " +
         Signed(d.AverageScore(), 0) + " average";
}

// "7, −520 average, −310 against par (−7.1 IMPs)".
std::string SacrificeCell(const Sacrifices& s) {
  if (s.count == 0) return "0";
  return std::to_string(s.count) + ", " + Signed(s.Average(s.score), 0) + " average, " +
         Signed(s.Average(s.against_par), 0) + " against par (" + Signed(s.Average(s.imps), 1) + " IMPs)";
}

nlohmann::json DoubledJson(const DoubledContracts& d) {
  return {{"count", d.count}, {"made", d.made}, {"average_score", d.AverageScore()}};
}

}  // namespace

std::string DoublesMarkdown(const MatchSummary& s) {
  const PairDoubles& a = s.doubles[0];
  const PairDoubles& b = s.doubles[1];
  std::string md =
      "Doubled contracts, from each pair's side (a penalty double is a double of the opponents' final contract; "
      "scores are the doubler's): how many, how many made, the average score.\n\n";
  md += "Doubles | " + s.a + " | " + s.b + "\n--- | ---: | ---:\n";
  for (int level = 1; level <= kNumLevels; ++level) {
    const DoubledContracts& da = a.penalty[level - 1];
    const DoubledContracts& db = b.penalty[level - 1];
    if (da.count + db.count == 0) continue;
    md += "penalty doubles at the " + std::to_string(level) + " level | " + DoubledCell(da) + " | " + DoubledCell(db) +
          "\n";
  }
  md += "all penalty doubles | " + DoubledCell(AllPenaltyDoubles(a)) + " | " + DoubledCell(AllPenaltyDoubles(b)) + "\n";
  md += "its own contracts doubled | " + DoubledCell(a.own) + " | " + DoubledCell(b.own) + "\n";
  md += "sacrifices (its doubled contracts down) | " + SacrificeCell(a.sacrifices) + " | " +
        SacrificeCell(b.sacrifices) + "\n";
  return md;
}

nlohmann::json DoublesJson(const PairDoubles& pair) {
  nlohmann::json levels = nlohmann::json::array();
  for (int level = 1; level <= kNumLevels; ++level) {
    nlohmann::json row = DoubledJson(pair.penalty[level - 1]);
    row["level"] = level;
    levels.push_back(row);
  }
  const Sacrifices& s = pair.sacrifices;
  return {{"penalty_doubles", levels},
          {"doubled", DoubledJson(pair.own)},
          {"sacrifices",
           {{"count", s.count},
            {"average_score", s.Average(s.score)},
            {"average_against_par", s.Average(s.against_par)},
            {"average_imps_against_par", s.Average(s.imps)}}}};
}

}  // namespace bidlab
