#include "learn/bandit/bandit_params.h"

#include <cmath>
#include <sstream>

#include "core/error.h"

namespace bidlab {

std::string UpdateRuleName(UpdateRule rule) { return rule == UpdateRule::kFull ? "full" : "single"; }

std::optional<UpdateRule> ParseUpdateRule(std::string_view name) {
  if (name == "full") return UpdateRule::kFull;
  if (name == "single") return UpdateRule::kSingle;
  return std::nullopt;
}

std::string Ucb1TotalName(Ucb1Total total) { return total == Ucb1Total::kExamples ? "examples" : "visits"; }

std::optional<Ucb1Total> ParseUcb1Total(std::string_view name) {
  if (name == "examples") return Ucb1Total::kExamples;
  if (name == "visits") return Ucb1Total::kVisits;
  return std::nullopt;
}

std::string PenetrateByName(PenetrateBy by) { return by == PenetrateBy::kReward ? "reward" : "uncertainty"; }

std::optional<PenetrateBy> ParsePenetrateBy(std::string_view name) {
  if (name == "reward") return PenetrateBy::kReward;
  if (name == "uncertainty") return PenetrateBy::kUncertainty;
  return std::nullopt;
}

std::string FeatureScalingName(FeatureScaling scaling) { return scaling == FeatureScaling::kFixed ? "fixed" : "none"; }

std::optional<FeatureScaling> ParseFeatureScaling(std::string_view name) {
  if (name == "fixed") return FeatureScaling::kFixed;
  if (name == "none") return FeatureScaling::kNone;
  return std::nullopt;
}

void BanditParams::Validate() const {
  if (depth < 1 || depth > 40) throw Error("bandit depth must be 1-40, got " + std::to_string(depth));
  if (width < 1 || width > 36) throw Error("bandit width must be 1-36, got " + std::to_string(width));
  CheckedBanditNodes(structure, depth, width);
  if (!(alpha >= 0) || !std::isfinite(alpha)) throw Error("bandit alpha must be >= 0, got " + std::to_string(alpha));
  if (!(penetrate >= 0 && penetrate <= 1))
    throw Error("bandit penetration probability must be in [0, 1], got " + std::to_string(penetrate));
  if (pile < 1) throw Error("bandit pile must be >= 1 (1 = instant update), got " + std::to_string(pile));
  if (!(lambda > 0) || !std::isfinite(lambda)) throw Error("bandit lambda must be > 0, got " + std::to_string(lambda));
}

std::string BanditParams::Describe() const {
  std::ostringstream s;
  s << StructureKindName(structure) << " l=" << depth << " M=" << width << " " << UcbRuleName(ucb) << " alpha=" << alpha
    << " p=" << penetrate << " pile=" << pile << " " << UpdateRuleName(update) << " lambda=" << lambda
    << " T=" << iterations << " seed=" << seed;
  // Non-default readings only, so that the runs logged before they existed
  // keep their keys.
  if (ucb1_total != Ucb1Total::kExamples) s << " ucb1_total=" << Ucb1TotalName(ucb1_total);
  if (penetrate_by != PenetrateBy::kReward) s << " penetrate_by=" << PenetrateByName(penetrate_by);
  if (scaling != FeatureScaling::kFixed) s << " features=" << FeatureScalingName(scaling);
  if (width_counts != WidthCounts::kBids) s << " width_counts=" << WidthCountsName(width_counts);
  return s.str();
}

}  // namespace bidlab
