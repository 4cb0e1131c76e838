// Responses after interference (SAYC card, "Competitive responses"):
// partner opened and the right-hand opponent overcalled. The cue-bid raise
// (a limit raise or better), the preemptive jump raise to the level of our
// trumps, no trump with a stopper; everything else (a simple raise, a new
// suit) is the uncontested system's call where it stays legal. Then the
// opener's answers: to the negative double, to the cue-bid raise.
#include <algorithm>

#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Competitive responses (partner opened, they came in)";
constexpr const char* kOpenerFamily = "Opener after interference";

// Partner opened one of a suit and the right-hand opponent bid over it;
// my first call.
std::optional<Suit> PartnersSuitAfterOvercall(const Situation& s) {
  if (!Contested(s)) return std::nullopt;
  const Contest& c = Ctx(s);
  if (c.opener != Who::kPartner || c.HasActed(Who::kMe) || c.ActionsOf(Who::kPartner) != 1 || !c.Direct())
    return std::nullopt;
  const Call open = c.Opening();
  if (open.level() != 1 || open.strain() == kNoTrump || !TheirLastSuit(c)) return std::nullopt;
  return static_cast<Suit>(open.strain());
}

// The fewest HCP for a new suit at the two level over their overcall.
constexpr int kFreeBidHcp = 10;

// The support a raise needs: three for a major, five for a minor.
int RaiseLength(Suit suit) { return IsMajor(suit) ? 3 : 5; }

// I opened one of a suit, and partner's first call answered interference
// with a rule whose id starts with `prefix`.
bool PartnerAnsweredMyOpening(const Situation& s, std::string_view prefix) {
  if (!Contested(s)) return false;
  const Contest& c = Ctx(s);
  return c.opener == Who::kMe && c.ActionsOf(Who::kMe) == 1 && c.ActionsOf(Who::kPartner) == 1 &&
         c.PartnerLastByPrefix(prefix) && c.Opening().strain() != kNoTrump;
}

Suit MyOpeningSuit(const Situation& s) { return static_cast<Suit>(Ctx(s).Opening().strain()); }

// Partner opened, I made a negative double (my only action) and partner
// answered it with a bid the right-hand opponent passed.
bool PartnerAnsweredMyNegativeDouble(const Situation& s) {
  if (!Contested(s)) return false;
  const Contest& c = Ctx(s);
  if (c.opener != Who::kPartner || c.ActionsOf(Who::kMe) != 1 || c.ActionsOf(Who::kPartner) != 2 ||
      c.last_bidder != Who::kPartner || c.PassesSinceLastBid() != 1 || c.Opening().strain() == kNoTrump)
    return false;
  for (int i = 0; i < c.Size(); ++i) {
    if (c.who[i] != Who::kMe || c.calls[i].IsPass()) continue;
    return c.calls[i].IsDouble() &&
           std::ranges::find(c.made_by[i], std::string_view("cr-negative-x")) != c.made_by[i].end();
  }
  return false;
}

// The negative doubler's second call: game with the values for it (13+
// HCP opposite an opening), an invitation with 10-12, a six-card major of my
// own rebid; nothing when partner's answer is already the place to play.
std::optional<Call> NegativeDoublerRebid(const Contest& c, const HandEval& h) {
  const Call answer = c.last_bid;
  const int hcp = h.hcp();
  if (answer.strain() != kNoTrump) {
    const Suit suit = static_cast<Suit>(answer.strain());
    if (h.Len(suit) >= (IsMajor(suit) ? 4 : 5) && !c.TheyBid(suit)) {
      const int points = h.SupportPoints(suit);
      if (IsMajor(suit) && points >= 13 && c.Allows(GameIn(answer.strain()))) return GameIn(answer.strain());
      if (IsMajor(suit) && points >= 10 && answer.level() < 3) return Jump(c, answer.strain(), 0);
      if (IsMajor(suit)) return std::nullopt;
    }
  }
  for (Suit m : {kSpades, kHearts}) {
    if (h.Len(m) < 6 || c.TheyBid(m) || m == static_cast<Suit>(answer.strain())) continue;
    if (hcp >= 13 && c.Allows(GameIn(StrainOf(m)))) return GameIn(StrainOf(m));
    const auto call = c.Cheapest(StrainOf(m));
    if (call && call->level() <= 3) return call;
  }
  if (!StopsTheirSuits(c, h) || answer.strain() == kNoTrump) return std::nullopt;
  if (hcp >= 13 && c.Allows(C("3NT"))) return C("3NT");
  return std::nullopt;
}

}  // namespace

void AddCompetitiveResponseRules(RuleBook& book) {
  book.Add(CompRule(
      "cr-cue-raise", kFamily,
      "Cue-bid raise (a bid in their suit): support for partner (3+ in a major, 5+ in a minor), 11+ support points; "
      "forcing",
      [](const Situation& s) { return PartnersSuitAfterOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *PartnersSuitAfterOvercall(s);
        if (h.Len(suit) < RaiseLength(suit) || h.SupportPoints(suit) < 11) return std::nullopt;
        const auto cue = Ctx(s).Cheapest(StrainOf(*TheirLastSuit(Ctx(s))));
        if (!cue || cue->index() >= GameIn(StrainOf(suit)).index()) return std::nullopt;
        return cue;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto suit = PartnersSuitAfterOvercall(s);
        if (!suit || call != Ctx(s).Cheapest(StrainOf(*TheirLastSuit(Ctx(s))))) return false;
        shown.picture.Hcp(10, 37).AtLeast(*suit, RaiseLength(*suit));
        shown.force = Force::kOneRound;
        return true;
      }));
  book.Add(CompRule(
      "cr-preemptive-raise", kFamily,
      "Preemptive jump raise after their overcall, to the level of our trumps (law of total tricks): 4+ card support "
      "for a major (5+ for a minor), under 10 support points",
      [](const Situation& s) { return PartnersSuitAfterOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *PartnersSuitAfterOvercall(s);
        if (h.Len(suit) < RaiseLength(suit) + 1 || h.SupportPoints(suit) >= 10) return std::nullopt;
        const int level = std::min(KnownFit(s, h, suit) - 6, IsMajor(suit) ? 4 : 5);
        const auto cheapest = Ctx(s).Cheapest(StrainOf(suit));
        if (!cheapest || level <= cheapest->level()) return std::nullopt;
        return Call::Bid(level, StrainOf(suit));
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto suit = PartnersSuitAfterOvercall(s);
        const auto cheapest = suit ? Ctx(s).Cheapest(StrainOf(*suit)) : std::nullopt;
        if (!cheapest || !call.IsBid() || call.strain() != StrainOf(*suit) || call.level() <= cheapest->level())
          return false;
        shown.picture.Hcp(0, 9).AtLeast(*suit, RaiseLength(*suit) + 1);
        return true;
      }));
  book.Add(CompRule(
      "cr-free-bid", kFamily,
      "New suit at the two level after their overcall: 5+ cards, 10+ HCP, forcing one round (the one-level new suit "
      "stays the system's)",
      [](const Situation& s) { return PartnersSuitAfterOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const Suit partners = *PartnersSuitAfterOvercall(s);
        if (h.hcp() < kFreeBidHcp) return std::nullopt;
        std::optional<Suit> best;
        for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs})
          if (suit != partners && !c.TheyBid(suit) && h.Len(suit) >= 5 && (!best || h.Len(suit) > h.Len(*best)))
            best = suit;
        if (!best) return std::nullopt;
        const auto call = c.Cheapest(StrainOf(*best));
        if (!call || call->level() != 2) return std::nullopt;
        return call;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto partners = PartnersSuitAfterOvercall(s);
        const Contest& c = Ctx(s);
        if (!partners || !call.IsBid() || call.strain() == kNoTrump || call.strain() == StrainOf(*partners) ||
            call.level() != 2 || call != c.Cheapest(call.strain()) || c.TheyBid(static_cast<Suit>(call.strain())))
          return false;
        shown.picture.Hcp(kFreeBidHcp, 37).AtLeast(static_cast<Suit>(call.strain()), 5);
        shown.force = Force::kOneRound;
        return true;
      }));
  book.Add(CompRule(
      "cr-nt", kFamily,
      "No trump after their overcall: a stopper in their suit, no fit; 1NT 8-10, 2NT 11-12, 3NT 13-16",
      [](const Situation& s) { return PartnersSuitAfterOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *PartnersSuitAfterOvercall(s);
        if (!StopsTheirSuits(Ctx(s), h) || h.Len(suit) >= RaiseLength(suit) || h.hcp() < 8 || h.hcp() > 16 ||
            !h.SemiBalanced())
          return std::nullopt;
        // Four cards in an unbid major: the negative double shows them.
        for (Suit m : {kHearts, kSpades})
          if (Unbid(Ctx(s), m) && h.Len(m) >= 4) return std::nullopt;
        const int level = h.hcp() >= 13 ? 3 : h.hcp() >= 11 ? 2 : 1;
        const Call nt = Call::Bid(level, kNoTrump);
        return Ctx(s).Allows(nt) ? std::optional<Call>(nt) : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!PartnersSuitAfterOvercall(s) || !call.IsBid() || call.strain() != kNoTrump || call.level() > 3)
          return false;
        shown.picture.Hcp(call.level() == 1   ? 8
                          : call.level() == 2 ? 11
                                              : 13,
                          call.level() == 1   ? 10
                          : call.level() == 2 ? 12
                                              : 16);
        return true;
      }));

  book.Add(CompRule(
      "cr-rebid-after-negative-x", kFamily,
      "The negative doubler's second call: game with 13+ (four of partner's major, my six-card major, or 3NT with "
      "their suit stopped), an invitation with 10-12 (a raise of partner's major, 2NT), my six-card major again",
      [](const Situation& s) { return PartnerAnsweredMyNegativeDouble(s); },
      [](const Situation& s, const HandEval& h) { return NegativeDoublerRebid(Ctx(s), h); },
      [](const Situation& s, Call call, Shown& shown) {
        if (!PartnerAnsweredMyNegativeDouble(s) || !call.IsBid() || !Ctx(s).Allows(call)) return false;
        if (call.strain() == kNoTrump) shown.picture.Hcp(call.level() >= 3 ? 13 : 11, call.level() >= 3 ? 37 : 12);
        else if (IsGameOrMore(call)) shown.picture.Hcp(13, 37);
        return true;
      }));

  // The opener answers.
  book.Add(CompRule(
      "co-negative-x-answer", kOpenerFamily,
      "Answer to partner's negative double: an unbid major of four (a jump with 16+, game with 19+), else no trump "
      "with a stopper, else my suit again, else my second suit",
      [](const Situation& s) {
        return PartnerAnsweredMyOpening(s, "cr-negative-x") && Ctx(s).PassesSinceLastBid() <= 1 &&
               Ctx(s).calls.back().IsPass();
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        for (Suit m : {kSpades, kHearts}) {
          if (!Unbid(c, m) || h.Len(m) < 4) continue;
          const int extra = h.hcp() >= 19 ? 9 : h.hcp() >= 16 ? 1 : 0;
          if (extra == 9 && c.Allows(GameIn(StrainOf(m)))) return GameIn(StrainOf(m));
          return Jump(c, StrainOf(m), extra);
        }
        if (StopsTheirSuits(c, h) && h.SemiBalanced()) {
          const auto nt = c.Cheapest(kNoTrump);
          if (nt && nt->level() <= 2 && h.hcp() <= 14) return nt;
          if (h.hcp() >= 18 && c.Allows(C("3NT"))) return C("3NT");
          if (h.hcp() >= 15 && c.Allows(C("2NT"))) return C("2NT");
        }
        const Suit mine = MyOpeningSuit(s);
        if (h.Len(mine) >= 6 || h.Len(h.LongestSuit()) <= h.Len(mine)) return c.Cheapest(StrainOf(mine));
        const auto second = BestUnbidSuit(c, h, true);
        return second ? c.Cheapest(StrainOf(*second)) : c.Cheapest(StrainOf(mine));
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || !Ctx(s).Allows(call)) return false;
        if (call.strain() != kNoTrump) shown.picture.AtLeast(static_cast<Suit>(call.strain()), 4);
        return true;
      }));
  book.Add(CompRule(
      "co-cue-raise-answer", kOpenerFamily,
      "Answer to partner's cue-bid raise: game in my major with 15+ points (3NT or five of my minor with 17+), else my "
      "suit at the cheapest level",
      [](const Situation& s) {
        // The cue-bid still stands (passed or doubled): it is forcing either way.
        return PartnerAnsweredMyOpening(s, "cr-cue-raise") && Ctx(s).last_bidder == Who::kPartner;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const Suit mine = MyOpeningSuit(s);
        if (IsMajor(mine) && h.TotalPoints() >= 15 && c.Allows(GameIn(StrainOf(mine)))) return GameIn(StrainOf(mine));
        if (!IsMajor(mine) && h.hcp() >= 17 && StopsTheirSuits(c, h) && c.Allows(C("3NT"))) return C("3NT");
        return c.Cheapest(StrainOf(mine));
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || !Ctx(s).Allows(call)) return false;
        if (IsGameOrMore(call)) shown.picture.Hcp(15, 21);
        else shown.picture.Hcp(12, 14);
        return true;
      }));
  book.Add(CompRule(
      "co-negative-x-free-bid", kOpenerFamily,
      "After partner's negative double and their raise: an unbid four-card major at the two level, or at the three "
      "level with 15+",
      [](const Situation& s) {
        return PartnerAnsweredMyOpening(s, "cr-negative-x") && Ctx(s).Direct() && TheirLastSuit(Ctx(s)).has_value();
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        for (Suit m : {kSpades, kHearts}) {
          if (!Unbid(c, m) || h.Len(m) < 4) continue;
          const auto call = c.Cheapest(StrainOf(m));
          if (call && (call->level() <= 2 || (call->level() == 3 && h.hcp() >= 15))) return call;
        }
        return std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() == kNoTrump || call != Ctx(s).Cheapest(call.strain())) return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 4);
        return true;
      }));
  book.Add(CompRule(
      "co-preemptive-raise-game", kOpenerFamily,
      "After partner's preemptive jump raise: game in my major with 17+ points",
      [](const Situation& s) {
        return PartnerAnsweredMyOpening(s, "cr-preemptive-raise") && IsMajor(MyOpeningSuit(s));
      },
      [](const Situation& s, const HandEval& h) { return GameOverPreemptiveRaise(Ctx(s), MyOpeningSuit(s), h); },
      [](const Situation&, Call call, Shown& shown) { return ShowsGameOverPreemptiveRaise(call, shown); }));
  // Partner's forcing call after an overcall (a new suit by the system).
  book.Add(CompRule(
      "co-rebid-own-suit", kOpenerFamily,
      "My six-card suit again after their overcall and partner's pass: 12-16 HCP, at the two level (three with seven)",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        return c.opener == Who::kMe && c.ActionsOf(Who::kMe) == 1 && !c.HasActed(Who::kPartner) && c.last_bidder &&
               !OnMySide(*c.last_bidder) && c.Opening().strain() != kNoTrump && c.Opening().level() == 1;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit mine = MyOpeningSuit(s);
        if (h.Len(mine) < 6 || h.hcp() > 16) return std::nullopt;
        const auto call = Ctx(s).Cheapest(StrainOf(mine));
        if (!call || call->level() > (h.Len(mine) >= 7 ? 3 : 2)) return std::nullopt;
        return call;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() != Ctx(s).Opening().strain()) return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 6);
        return true;
      }));
}

}  // namespace bidlab::sayc
