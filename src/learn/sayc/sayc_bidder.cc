#include "learn/sayc/sayc_bidder.h"

#include <algorithm>
#include <optional>
#include <set>

#include "core/error.h"
#include "learn/sayc/competitive_common.h"
#include "learn/sayc/contest_reader.h"
#include "learn/sayc/rules_common.h"

namespace bidlab {

namespace sayc {

const RuleBook& SaycRules() {
  static const RuleBook book = [] {
    RuleBook b;
    AddConventionRules(b);
    AddOpeningRules(b);
    AddNoTrumpRules(b);
    AddStrongAndPreemptRules(b);
    AddSuitResponseRules(b);
    AddOpenerRebidRules(b);
    AddResponderRebidRules(b);
    AddPlacementRules(b);
    b.SortByTier();
    return b;
  }();
  return book;
}

}  // namespace sayc

namespace {

// The rule behind the call for a request: the uncontested system while the
// opponents have only passed; once they have acted, the competitive rules'
// specific sequences, then the system's own call where it stays legal and
// natural (the opening side keeps its methods), then competitive judgement.
sayc::RuleBook::Decision Decide(const BidRequest& request, const sayc::Style& style) {
  if (request.auction == nullptr) throw Error("sayc: a bid request without an auction");
  const sayc::RuleBook& system = sayc::SaycRules();
  const sayc::RuleBook& competition = sayc::CompetitiveRules();
  const sayc::Reading reading =
      sayc::ReadAuction(system, competition, *request.auction, request.seat, request.vulnerability, style);
  const sayc::HandEval hand(request.hand);
  const sayc::Situation& s = reading.situation;
  if (!s.contest) return system.Decide(s, hand);

  const sayc::Contest& contest = *s.contest;
  const auto first_fit = [&](sayc::Tier lo, sayc::Tier hi) -> std::optional<sayc::RuleBook::Decision> {
    std::optional<sayc::RuleBook::Decision> decision;
    competition.ForEachApplying(s, [&](const sayc::Rule& rule) {
      if (rule.tier < lo || rule.tier > hi) return true;
      const std::optional<Call> call = rule.choose(s, hand);
      if (call && contest.Allows(*call)) decision = sayc::RuleBook::Decision{*call, &rule};
      return !decision;
    });
    return decision;
  };
  if (auto d = first_fit(sayc::Tier::kSpecific, sayc::Tier::kSpecific)) return *d;
  if (reading.system) {
    const sayc::RuleBook::Decision d = system.Decide(*reading.system, hand);
    if (sayc::SystemCallFits(contest, d.call)) return d;
  }
  if (auto d = first_fit(sayc::Tier::kGeneral, sayc::Tier::kFallback)) return *d;
  throw Error("sayc: no competitive rule fits (the competitive book must end with pass)");
}

}  // namespace

const sayc::Rule& SaycBidder::RuleFor(const BidRequest& request) const { return *Decide(request, style_).rule; }

Call SaycBidder::Bid(const BidRequest& request) { return Decide(request, style_).call; }

std::string SaycBidder::Explain(const BidRequest& request) { return RuleFor(request).meaning; }

std::string SaycSystemCard(const sayc::Style& style) {
  std::string card;
  if (!style.description.empty())
    card += style.name + ": the rules below in another competitive style: " + style.description + "\n\n";
  card += "SAYC (Standard American Yellow Card), uncontested: the rules in the order they are tried\n";
  std::string family;
  std::set<std::string> seen;
  for (const sayc::Rule& rule : sayc::SaycRules().rules()) {
    if (rule.family != family) {
      family = rule.family;
      card += "\n" + family + "\n";
    }
    if (!seen.insert(rule.family + "\n" + rule.meaning).second) continue;
    card += "  " + rule.meaning + "\n";
  }
  card +=
      "\nIn competition (once an opponent has bid or doubled): the rules below first, then the uncontested call "
      "where it stays legal and natural, then competitive judgement\n";
  family.clear();
  for (const sayc::Rule& rule : sayc::CompetitiveRules().rules()) {
    if (rule.family != family) {
      family = rule.family;
      card += "\n" + family + "\n";
    }
    if (!seen.insert(rule.family + "\n" + rule.meaning).second) continue;
    card += "  " + rule.meaning + "\n";
  }
  return card;
}

}  // namespace bidlab
