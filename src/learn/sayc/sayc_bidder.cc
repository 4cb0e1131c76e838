#include "learn/sayc/sayc_bidder.h"

#include <algorithm>
#include <set>

#include "core/error.h"
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

// East and West always pass in the uncontested setting; the rules are only
// consulted for North and South.
const sayc::Rule& EastWestPass() {
  static const sayc::Rule rule{"east-west", "", "Pass: East and West are silent", nullptr, nullptr, nullptr};
  return rule;
}

}  // namespace

const sayc::Rule& SaycBidder::RuleFor(const BidRequest& request) {
  if (request.auction == nullptr) throw Error("sayc: a bid request without an auction");
  if (!IsNorthSouth(request.seat)) return EastWestPass();
  const sayc::RuleBook& book = sayc::SaycRules();
  const sayc::Situation situation = book.Interpret(*request.auction);
  return *book.Decide(situation, sayc::HandEval(request.hand)).rule;
}

Call SaycBidder::Bid(const BidRequest& request) {
  if (request.auction == nullptr) throw Error("sayc: a bid request without an auction");
  if (!IsNorthSouth(request.seat)) return Call::Pass();
  const sayc::RuleBook& book = sayc::SaycRules();
  const sayc::Situation situation = book.Interpret(*request.auction);
  return book.Decide(situation, sayc::HandEval(request.hand)).call;
}

std::string SaycBidder::Explain(const BidRequest& request) { return RuleFor(request).meaning; }

std::string SaycSystemCard() {
  std::string card = "SAYC (Standard American Yellow Card), uncontested: the rules in the order they are tried\n";
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
  return card;
}

}  // namespace bidlab
