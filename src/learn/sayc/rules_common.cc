#include "learn/sayc/rules_common.h"

#include <algorithm>

namespace bidlab::sayc {

std::optional<Suit> SuitOfBid(Call call) {
  if (!call.IsBid() || call.strain() == kNoTrump) return std::nullopt;
  return static_cast<Suit>(call.strain());
}

std::optional<Call> Cheapest(const Situation& s, Strain strain) {
  for (int level = 1; level <= kNumLevels; ++level) {
    const Call c = Call::Bid(level, strain);
    if (s.Allows(c)) return c;
  }
  return std::nullopt;
}

bool Forced(const Situation& s) {
  return s.PartnerForce() == Force::kOneRound || s.PartnerForce() == Force::kGame || s.GameForcedBelowGame();
}

Plan MakePlan(const Situation& s, const HandEval& hand) {
  Plan p;
  const Picture& q = s.partner;
  // Partner's length as far as known: what the calls showed, and at least
  // two cards opposite a balanced hand, one otherwise (unless shown short).
  std::array<int, kNumSuits> combined{};
  for (int i = 0; i < kNumSuits; ++i) {
    const Suit suit = SuitAt(i);
    // A six-card suit of mine, bid before: partner is expected to hold two.
    const bool my_long_suit = hand.Len(suit) >= 6 && s.IBid(suit);
    const int assumed = std::min(q.MaxLen(suit), std::max(q.MinLen(suit), q.balanced || my_long_suit ? 2 : 1));
    combined[i] = hand.Len(suit) + assumed;
  }
  const auto better = [&](Suit a, std::optional<Suit> b) { return !b || combined[ToInt(a)] > combined[ToInt(*b)]; };
  std::optional<Suit> major, minor;
  for (Suit suit : {kSpades, kHearts})
    if (combined[ToInt(suit)] >= 8 && better(suit, major)) major = suit;
  for (Suit suit : {kDiamonds, kClubs})
    if (combined[ToInt(suit)] >= 8 && better(suit, minor)) minor = suit;
  p.fit = major ? major : minor;
  p.fit_length = p.fit ? combined[ToInt(*p.fit)] : 0;

  p.strain = kNoTrump;
  if (major) {
    p.strain = StrainOf(*major);
  } else if (minor) {
    bool partner_short = false;
    for (int i = 0; i < kNumSuits; ++i) partner_short = partner_short || q.MaxLen(SuitAt(i)) <= 1;
    if (p.fit_length >= 9 && (hand.Shortest() <= 1 || partner_short)) p.strain = StrainOf(*minor);
  }

  p.points = hand.hcp();
  if (p.strain != kNoTrump) {
    const Suit trump = static_cast<Suit>(p.strain);
    p.points = hand.Len(trump) >= std::max(5, q.MinLen(trump)) ? hand.TotalPoints() : hand.SupportPoints(trump);
  }
  p.sure = p.points + q.hcp.lo;
  p.likely = p.points + q.LikelyHcp();
  p.mid = p.points + q.MidHcp();
  p.best = p.points + q.hcp.hi;
  p.partner_limited = q.hcp.hi - q.hcp.lo <= 5;
  return p;
}

}  // namespace bidlab::sayc
