#include "experiments/match/match_hard_text.h"

#include <cmath>

#include "experiments/number_text.h"

namespace bidlab {

namespace {

double Share(std::size_t part, std::size_t whole) {
  return whole == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(whole);
}

std::size_t Count(const nlohmann::json& j, const char* group, const char* key) {
  const auto g = j.find(group);
  if (g == j.end() || !g->is_object()) return 0;
  const auto v = g->find(key);
  return v != g->end() && v->is_number_unsigned() ? v->get<std::size_t>() : 0;
}

}  // namespace

HardDecisionCells HardDecisionsCellsOfJson(const nlohmann::json& j) {
  PairHardDecisions h;
  h.small_slams = Count(j, "slams", "small");
  h.grand_slams = Count(j, "slams", "grand");
  h.slams_made = Count(j, "slams", "made");
  h.slams_down = Count(j, "slams", "down");
  h.makeable_slams = Count(j, "makeable_slams", "tables");
  h.slams_missed = Count(j, "makeable_slams", "missed");
  h.cheaper = Count(j, "sacrifices", "cheaper");
  h.phantoms = Count(j, "sacrifices", "phantoms");
  Sacrifices s;
  s.count = Count(j, "sacrifices", "count");
  h.sacrifices = s.count;
  const nlohmann::json average = j.is_object() && j.contains("sacrifices") && j["sacrifices"].is_object()
                                     ? j["sacrifices"].value("average_imps_against_par", nlohmann::json(0.0))
                                     : nlohmann::json(0.0);
  if (average.is_number()) s.imps = std::lround(average.get<double>() * static_cast<double>(s.count));
  return HardDecisionsCells(h, s);
}

HardDecisionCells HardDecisionsCells(const PairHardDecisions& h, const Sacrifices& s) {
  HardDecisionCells cells;
  cells.slams = std::to_string(h.Slams()) + " (" + std::to_string(h.small_slams) + " small, " +
                std::to_string(h.grand_slams) + " grand)";
  cells.down = h.Slams() == 0 ? "—"
                              : std::to_string(h.slams_made) + " made, " + std::to_string(h.slams_down) + " down (" +
                                    Fixed(100 * Share(h.slams_down, h.Slams()), 0) + "%)";
  cells.missed = std::to_string(h.slams_missed) + " of " + std::to_string(h.makeable_slams) + " tables with 12+ tricks";
  cells.sacrifices = s.count == 0 ? "0" : std::to_string(s.count) + ", " + Signed(s.Average(s.imps), 2) + " IMPs";
  cells.outbid =
      s.count == 0 ? "—" : std::to_string(h.cheaper) + " cheaper, " + std::to_string(h.phantoms) + " phantoms";
  return cells;
}

std::string HardDecisionsMarkdown(const MatchSummary& s) {
  const HardDecisionCells a = HardDecisionsCells(s.hard[0], s.doubles[0].sacrifices);
  const HardDecisionCells b = HardDecisionsCells(s.hard[1], s.doubles[1].sacrifices);
  std::string md =
      "Hard decisions, from each pair's side over both tables: its slams (its own final contracts at the six or "
      "seven level), the tables where its side takes 12 or more tricks double-dummy and it bid no slam, and its "
      "sacrifices (its doubled contracts that went down): their average IMPs against par, and against the contract "
      "they outbid (the opponents' last bid, undoubled) — cheaper when they cost less than it would have scored, "
      "phantoms when it would have gone down.\n\n";
  md += "Hard decisions | " + s.a + " | " + s.b + "\n--- | ---: | ---:\n";
  md += "slams bid | " + a.slams + " | " + b.slams + "\n";
  md += "slams made and down | " + a.down + " | " + b.down + "\n";
  md += "makeable slams missed | " + a.missed + " | " + b.missed + "\n";
  md += "sacrifices, average IMPs against par | " + a.sacrifices + " | " + b.sacrifices + "\n";
  md += "sacrifices against the contract outbid | " + a.outbid + " | " + b.outbid + "\n";
  return md;
}

nlohmann::json HardDecisionsJson(const PairHardDecisions& h, const Sacrifices& s) {
  return {{"slams",
           {{"small", h.small_slams},
            {"grand", h.grand_slams},
            {"made", h.slams_made},
            {"down", h.slams_down},
            {"down_share", Share(h.slams_down, h.Slams())}}},
          {"makeable_slams", {{"tables", h.makeable_slams}, {"missed", h.slams_missed}}},
          {"sacrifices",
           {{"count", s.count},
            {"average_imps_against_par", s.Average(s.imps)},
            {"cheaper", h.cheaper},
            {"phantoms", h.phantoms}}}};
}

}  // namespace bidlab
