#include "learn/sayc/competitive_common.h"

#include <algorithm>

namespace bidlab::sayc {

bool WeAreSilentAfterTheirOpening(const Situation& s) {
  if (!Contested(s)) return false;
  const Contest& c = Ctx(s);
  return c.TheyOpened() && !c.HasActed(Who::kMe) && !c.HasActed(Who::kPartner);
}

std::optional<Suit> TheirLastSuit(const Contest& c) {
  if (!c.last_bidder || OnMySide(*c.last_bidder) || c.last_bid.strain() == kNoTrump) return std::nullopt;
  const Suit suit = static_cast<Suit>(c.last_bid.strain());
  return c.TheyBid(suit) ? std::optional<Suit>(suit) : std::nullopt;
}

bool Unbid(const Contest& c, Suit s) { return !c.TheyBid(s) && !c.WeBid(s); }

bool StopsTheirSuits(const Contest& c, const HandEval& h) {
  for (int i = 0; i < kNumSuits; ++i)
    if (c.TheyBid(SuitAt(i)) && !h.Stopper(SuitAt(i))) return false;
  return true;
}

// A point under the textbook 11/13/15/17: measured on the validation deals (9 and
// 10 at the one level gained about as much; 10 keeps the double sound).
int TakeoutMinimum(int level) { return level <= 1 ? 10 : level == 2 ? 12 : level == 3 ? 14 : 16; }

bool TakeoutDoubleFits(const Contest& c, const HandEval& h) {
  if (!c.can_double || !c.last_bidder || OnMySide(*c.last_bidder) || c.last_bid.strain() == kNoTrump) return false;
  const int level = c.last_bid.level();
  if (level > 4) return false;
  if (h.hcp() >= 17 && level <= 2) return true;
  if (h.hcp() < TakeoutMinimum(level)) return false;
  for (int i = 0; i < kNumSuits; ++i) {
    const Suit suit = SuitAt(i);
    if (c.TheyBid(suit) ? h.Len(suit) > 2 : h.Len(suit) < (IsMajor(suit) ? 3 : 2)) return false;
  }
  return true;
}

bool OvercallQuality(const HandEval& h, Suit s) { return h.Len(s) >= 6 || (h.Len(s) >= 5 && h.TopHonours(s, 5) >= 2); }

std::optional<Suit> BestUnbidSuit(const Contest& c, const HandEval& h, bool majors_first) {
  std::optional<Suit> best;
  int best_len = 0;
  const Suit order[] = {kSpades, kHearts, kDiamonds, kClubs};
  for (Suit suit : order) {
    if (c.TheyBid(suit)) continue;
    // Majors first: a four-card major beats a minor of five.
    const int len = h.Len(suit) + (majors_first && IsMajor(suit) && h.Len(suit) >= 4 ? 1 : 0);
    if (len > best_len) {
      best = suit;
      best_len = len;
    }
  }
  return best;
}

int KnownFit(const Situation& s, const HandEval& h, Suit suit) { return h.Len(suit) + s.partner.MinLen(suit); }

std::optional<Suit> OurFit(const Situation& s, const HandEval& h) {
  std::optional<Suit> best;
  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs}) {
    const int fit = KnownFit(s, h, suit);
    if (fit < 8) continue;
    if (!best || fit > KnownFit(s, h, *best) + (IsMajor(*best) ? 1 : 0)) best = suit;
  }
  return best;
}

int TheirFit(const Contest& c, Suit suit) { return c.Of(Who::kLho).MinLen(suit) + c.Of(Who::kRho).MinLen(suit); }

int CombinedHcp(const Situation& s, const HandEval& h) { return h.hcp() + s.partner.hcp.lo; }

std::optional<Call> Jump(const Contest& c, Strain strain, int levels) {
  const std::optional<Call> cheapest = c.Cheapest(strain);
  if (!cheapest || cheapest->level() + levels > kNumLevels) return std::nullopt;
  return Call::Bid(cheapest->level() + levels, strain);
}

std::optional<Call> GameOverPreemptiveRaise(const Contest& c, Suit major, const HandEval& h) {
  const Call game = GameIn(StrainOf(major));
  if (!IsMajor(major) || h.TotalPoints() < 17 || !c.Allows(game)) return std::nullopt;
  return game;
}

bool ShowsGameOverPreemptiveRaise(Call call, Shown& shown) {
  if (!IsGameOrMore(call)) return false;
  shown.picture.Hcp(15, 21);
  return true;
}

Rule CompRule(std::string id, std::string family, std::string meaning, When when, Choose choose, Shows shows,
              Tier tier) {
  Rule rule;
  rule.id = std::move(id);
  rule.family = std::move(family);
  rule.meaning = std::move(meaning);
  rule.when = std::move(when);
  rule.choose = std::move(choose);
  rule.shows = std::move(shows);
  rule.tier = tier;
  return rule;
}

const RuleBook& CompetitiveRules() {
  static const RuleBook book = [] {
    RuleBook b;
    AddOvercallRules(b);
    AddCompetitiveResponseRules(b);  // raises before the negative double
    AddDoubleRules(b);
    AddOverOneNoTrumpInterferenceRules(b);  // after the penalty double with a trump stack
    AddAdvanceRules(b);
    AddDoublerRebidRules(b);
    AddBalancingRules(b);
    AddCompetitiveJudgementRules(b);
    b.SortByTier();
    return b;
  }();
  return book;
}

}  // namespace bidlab::sayc
