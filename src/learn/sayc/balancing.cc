// Balancing (SAYC card, "Balancing"): in the pass-out seat, when the
// opponents stop low, bid on about three points less than in the direct
// seat (partner's pass may hide values: "borrow a king"). 1NT 11-14 with a
// stopper, a takeout double with shortness in their suit, a five-card suit.
#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Balancing (the pass-out seat)";

bool BalancingSpot(const Situation& s) {
  return WeAreSilentAfterTheirOpening(s) && Ctx(s).Balancing() && Ctx(s).doubling == Doubling::kUndoubled &&
         Ctx(s).last_bid.level() <= 2;
}

}  // namespace

void AddBalancingRules(RuleBook& book) {
  book.Add(FixedRule(
      "bal-1nt", kFamily, "Balancing 1NT: 11-14 HCP, balanced, a stopper in their suit",
      [](const Situation& s) { return BalancingSpot(s) && Ctx(s).last_bid.level() == 1 && TheirLastSuit(Ctx(s)); },
      [](const Situation&) { return std::optional<Call>(C("1NT")); },
      [](const Situation&) { return Picture().Hcp(11, 14).Balanced(); }, Force::kNone,
      [](const Situation& s, const HandEval& h) { return StopsTheirSuits(Ctx(s), h); }));
  book.Add(CompRule(
      "bal-x", kFamily,
      "Balancing double: two or fewer in their suit, 3+ in every unbid suit, 9+ HCP (10+ over a two-level bid), or "
      "15+ HCP of any shape",
      [](const Situation& s) { return BalancingSpot(s) && TheirLastSuit(Ctx(s)) && Ctx(s).can_double; },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        if (h.hcp() >= 15) return Call::Double();
        if (h.hcp() < (Ctx(s).last_bid.level() == 1 ? 9 : 10)) return std::nullopt;
        for (int i = 0; i < kNumSuits; ++i) {
          const Suit suit = SuitAt(i);
          if (Ctx(s).TheyBid(suit) ? h.Len(suit) > 2 : h.Len(suit) < 3) return std::nullopt;
        }
        return Call::Double();
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsDouble()) return false;
        shown.picture.Hcp(Ctx(s).last_bid.level() == 1 ? 9 : 10, 37);
        shown.force = Force::kOneRound;
        return true;
      }));
  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs}) {
    const std::string name(1, SuitChar(suit));
    book.Add(FixedRule(
        "bal-suit-" + name, kFamily, "Balancing in " + name + ": 5+ card suit, 7-15 HCP (8+ at the two level)",
        [suit](const Situation& s) { return BalancingSpot(s) && !Ctx(s).TheyBid(suit); },
        [suit](const Situation& s) { return Ctx(s).Cheapest(StrainOf(suit)); },
        [suit](const Situation&) { return Picture().AtLeast(suit, 5).Hcp(7, 15); }, Force::kNone,
        [suit](const Situation& s, const HandEval& h) {
          const auto call = Ctx(s).Cheapest(StrainOf(suit));
          if (!call || call->level() > 2 || (call->level() == 2 && h.hcp() < 8)) return false;
          for (int i = 0; i < kNumSuits; ++i)
            if (!Ctx(s).TheyBid(SuitAt(i)) && (h.Len(i) > h.Len(suit) || (h.Len(i) == h.Len(suit) && i > ToInt(suit))))
              return false;
          return true;
        }));
  }
}

}  // namespace bidlab::sayc
