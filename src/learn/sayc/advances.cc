// Advances: partner overcalled or doubled for takeout, and it is my first
// call (SAYC card, "Overcalls" and "Doubles"). After a takeout double:
// the cheapest bid in my best suit with 0-7, a jump with 8-11, game or 3NT
// with 12+, 1NT/2NT with a stopper. After an overcall: the cue-bid raise
// (a limit raise or better), raises by the law of total tricks, no trump
// with a stopper. After a two-suited bid: partner's better suit for me.
#include <algorithm>

#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Advances (partner overcalled or doubled)";

// Support points opposite an overcall (6-16 HCP) for the cue-bid raise (11:
// with 10 the simple raise did better on the validation deals) and for game.
constexpr int kCueRaisePoints = 11;
constexpr int kAdvanceGamePoints = 13;

bool PartnerActedFirst(const Situation& s, std::string_view prefix) {
  return Contested(s) && Ctx(s).TheyOpened() && !Ctx(s).HasActed(Who::kMe) && Ctx(s).ActionsOf(Who::kPartner) == 1 &&
         Ctx(s).PartnerLastByPrefix(prefix);
}

// Partner's takeout double (direct, balancing or the opener's reopening
// double); the right-hand opponent passed, so I must bid.
bool AnswerTakeout(const Situation& s) {
  if (!Contested(s)) return false;
  const Contest& c = Ctx(s);
  const bool takeout =
      c.PartnerLastByPrefix("ov-takeout-x") || c.PartnerLastByPrefix("bal-x") || c.PartnerLastByPrefix("co-reopen-x");
  return takeout && c.LastActionOf(Who::kPartner)->IsDouble() && c.PassesSinceLastBid() <= 1 &&
         c.calls.back().IsPass() && c.doubling == Doubling::kDoubled;
}

// Partner's balancing double or suit is lighter (it borrowed a king from my
// pass): I answer as if holding a king less.
int KingBack(const Contest& c) { return c.PartnerLastByPrefix("bal-x") || c.PartnerLastByPrefix("bal-suit") ? 3 : 0; }

// My HCP for answering partner's takeout double.
int AnswerHcp(const Situation& s, const HandEval& h) { return h.hcp() - KingBack(Ctx(s)); }

// The HCP for game opposite partner's 1NT overcall: 15-18 direct, 11-14
// in the balancing seat. A point or two more than opposite a 1NT opening:
// the opener's values sit over the overcaller (chosen on validation).
int GameOppositeOneNoTrump(const Contest& c) { return c.PartnerLastByPrefix("bal-1nt") ? 13 : 11; }

// The suit partner overcalled in (a natural overcall of one suit).
std::optional<Suit> PartnersOvercall(const Situation& s) {
  if (!PartnerActedFirst(s, "ov-simple") && !PartnerActedFirst(s, "ov-weak-jump") &&
      !PartnerActedFirst(s, "bal-suit") && !PartnerActedFirst(s, "ov-1nt-suit"))
    return std::nullopt;
  const auto call = Ctx(s).LastActionOf(Who::kPartner);
  if (!call || !call->IsBid() || call->strain() == kNoTrump) return std::nullopt;
  return static_cast<Suit>(call->strain());
}

// Partner overcalled and `call` is the cheapest bid in another suit: my own.
bool CheapestInMyOwnSuit(const Situation& s, Call call) {
  const auto partners = PartnersOvercall(s);
  return partners && call.IsBid() && call.strain() != kNoTrump && call.strain() != StrainOf(*partners) &&
         call == Ctx(s).Cheapest(call.strain());
}

// The suit to name answering a takeout double: an unbid major of four first.
std::optional<Suit> AnswerSuit(const Contest& c, const HandEval& h) { return BestUnbidSuit(c, h, true); }

// The suits partner showed with a two-suited bid.
std::vector<Suit> PartnersTwoSuits(const Situation& s) {
  std::vector<Suit> out;
  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs})
    if (s.partner.MinLen(suit) >= 5) out.push_back(suit);
  return out;
}

}  // namespace

void AddAdvanceRules(RuleBook& book) {
  // After a takeout double: a pass turns it into a penalty double, so only
  // with a trump stack sitting over the doubled suit.
  book.Add(CompRule(
      "adv-x-penalty-pass", kFamily,
      "Pass partner's takeout double for penalty: five or more of their trumps with three of the top five honours",
      AnswerTakeout,
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        if (c.last_bid.strain() == kNoTrump) return std::nullopt;
        const Suit theirs = static_cast<Suit>(c.last_bid.strain());
        if (h.Len(theirs) < 5 || h.TopHonours(theirs, 5) < 3) return std::nullopt;
        return Call::Pass();
      },
      [](const Situation&, Call, Shown&) { return false; }));  // a pass is never read as a rule
  book.Add(CompRule(
      "adv-x-game", kFamily,
      "Game over partner's takeout double: 12+ HCP (15+ over a balancing double) with 5+ cards in an unbid major "
      "(4M), or balanced with a stopper (3NT)",
      AnswerTakeout,
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const int hcp = AnswerHcp(s, h);
        if (hcp < 12) return std::nullopt;
        for (Suit m : {kSpades, kHearts})
          if (!c.TheyBid(m) && h.Len(m) >= 5 && c.Allows(GameIn(StrainOf(m)))) return GameIn(StrainOf(m));
        if (hcp >= 13 && h.Balanced() && StopsTheirSuits(c, h) && c.Allows(C("3NT"))) return C("3NT");
        return std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || !IsGameOrMore(call) || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(12 + KingBack(Ctx(s)), 37);
        if (call.strain() != kNoTrump) shown.picture.AtLeast(static_cast<Suit>(call.strain()), 5);
        return true;
      }));
  book.Add(CompRule(
      "adv-x-cue", kFamily,
      "Cue-bid of their suit over partner's takeout double: 13+ HCP (16+ over a balancing double), no clear "
      "game; forcing",
      AnswerTakeout,
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const auto theirs = TheirLastSuit(Ctx(s));
        if (AnswerHcp(s, h) < 13 || !theirs) return std::nullopt;
        return Ctx(s).Cheapest(StrainOf(*theirs));
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto theirs = TheirLastSuit(Ctx(s));
        if (!theirs || !call.IsBid() || call != Ctx(s).Cheapest(StrainOf(*theirs))) return false;
        shown.picture.Hcp(13 + KingBack(Ctx(s)), 37);
        shown.force = Force::kOneRound;
        return true;
      }));
  book.Add(CompRule(
      "adv-x-nt", kFamily,
      "No trump over partner's takeout double: a stopper in their suit, no four-card unbid major; 1NT 7-10, 2NT 11 "
      "(a king more over a balancing double)",
      AnswerTakeout,
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        for (Suit m : {kSpades, kHearts})
          if (!c.TheyBid(m) && h.Len(m) >= 4) return std::nullopt;
        if (!StopsTheirSuits(c, h)) return std::nullopt;
        const auto nt = c.Cheapest(kNoTrump);
        if (!nt) return std::nullopt;
        const int hcp = AnswerHcp(s, h);
        if (nt->level() == 1 && hcp >= 7 && hcp <= 10) return nt;
        if (nt->level() <= 2 && hcp == 11) return C("2NT");
        return std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() != kNoTrump || call.level() > 2 || !Ctx(s).Allows(call)) return false;
        const int k = KingBack(Ctx(s));
        if (call.level() == 1) shown.picture.Hcp(7 + k, 10 + k);
        else shown.picture.Hcp(11 + k, 12 + k);
        return true;
      }));
  book.Add(CompRule(
      "adv-x-jump", kFamily,
      "Jump in my best suit over partner's takeout double: 8-12 HCP (11-15 over a balancing double), 4+ cards; "
      "invitational",
      AnswerTakeout,
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const auto suit = AnswerSuit(Ctx(s), h);
        const int hcp = AnswerHcp(s, h);
        if (hcp < 8 || hcp > 12 || !suit || h.Len(*suit) < 4) return std::nullopt;
        const auto jump = Jump(Ctx(s), StrainOf(*suit), 1);
        return jump && jump->level() <= 3 ? jump : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() == kNoTrump || call != Jump(Ctx(s), call.strain(), 1)) return false;
        const int k = KingBack(Ctx(s));
        shown.picture.Hcp(8 + k, 12 + k).AtLeast(static_cast<Suit>(call.strain()), 4);
        return true;
      }));
  book.Add(CompRule(
      "adv-x-suit", kFamily,
      "The cheapest bid in my best suit over partner's takeout double (an unbid major of four first): 0-7 HCP "
      "(0-10 over a balancing double)",
      AnswerTakeout,
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const auto suit = AnswerSuit(Ctx(s), h);
        if (!suit) return std::nullopt;
        // Partner is forced to bid again only by a cue-bid; with 8+ jump above.
        return Ctx(s).Cheapest(StrainOf(*suit));
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() == kNoTrump || call != Ctx(s).Cheapest(call.strain())) return false;
        shown.picture.Hcp(0, 7 + KingBack(Ctx(s))).AtLeast(static_cast<Suit>(call.strain()), 3);
        return true;
      }));

  // After partner's overcall in a suit.
  book.Add(CompRule(
      "adv-ov-game", kFamily,
      "Game in partner's overcalled major: 3+ card support, 13+ support points (16+ opposite a weak jump overcall or a "
      "balancing bid)",
      [](const Situation& s) {
        const auto suit = PartnersOvercall(s);
        return suit && IsMajor(*suit);
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *PartnersOvercall(s);
        const int need = Ctx(s).PartnerLastByPrefix("ov-weak-jump") || Ctx(s).PartnerLastByPrefix("bal-suit")
                             ? 16
                             : kAdvanceGamePoints;
        if (h.Len(suit) < 3 || h.SupportPoints(suit) < need || !Ctx(s).Allows(GameIn(StrainOf(suit))))
          return std::nullopt;
        return GameIn(StrainOf(suit));
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto suit = PartnersOvercall(s);
        if (!suit || call != GameIn(StrainOf(*suit))) return false;
        shown.picture.Hcp(12, 37).AtLeast(*suit, 3);
        return true;
      }));
  book.Add(CompRule(
      "adv-ov-cue-raise", kFamily,
      "Cue-bid raise of partner's overcall: 3+ card support, 11-12 support points (a limit raise or better); forcing",
      [](const Situation& s) { return PartnersOvercall(s).has_value() && TheirLastSuit(Ctx(s)).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *PartnersOvercall(s);
        const int sp = h.SupportPoints(suit) - KingBack(Ctx(s));
        if (h.Len(suit) < 3 || sp < kCueRaisePoints) return std::nullopt;
        const auto cue = Ctx(s).Cheapest(StrainOf(*TheirLastSuit(Ctx(s))));
        if (!cue || cue->index() >= GameIn(StrainOf(suit)).index()) return std::nullopt;
        return cue;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto theirs = TheirLastSuit(Ctx(s));
        const auto suit = PartnersOvercall(s);
        if (!theirs || !suit || call != Ctx(s).Cheapest(StrainOf(*theirs))) return false;
        shown.picture.Hcp(9 + KingBack(Ctx(s)), 37).AtLeast(*suit, 3);
        shown.force = Force::kOneRound;
        return true;
      }));
  book.Add(CompRule(
      "adv-ov-preemptive-raise", kFamily,
      "Preemptive raise of partner's overcall to the level of our trumps (law of total tricks): 4+ card support, "
      "under 10 support points",
      [](const Situation& s) { return PartnersOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *PartnersOvercall(s);
        if (h.Len(suit) < 4 || h.SupportPoints(suit) >= 10) return std::nullopt;
        const int level = std::min(KnownFit(s, h, suit) - 6, IsMajor(suit) ? 4 : 5);
        const auto cheapest = Ctx(s).Cheapest(StrainOf(suit));
        if (!cheapest || level <= cheapest->level()) return std::nullopt;
        return Call::Bid(level, StrainOf(suit));
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto suit = PartnersOvercall(s);
        const auto cheapest = suit ? Ctx(s).Cheapest(StrainOf(*suit)) : std::nullopt;
        if (!cheapest || !call.IsBid() || call.strain() != StrainOf(*suit) || call.level() <= cheapest->level())
          return false;
        shown.picture.Hcp(0, 9).AtLeast(*suit, 4);
        return true;
      }));
  book.Add(CompRule(
      "adv-ov-raise", kFamily, "Raise of partner's overcall: 3+ card support, 9-10 support points (with fewer, pass)",
      [](const Situation& s) { return PartnersOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *PartnersOvercall(s);
        const int sp = h.SupportPoints(suit) - KingBack(Ctx(s));
        if (h.Len(suit) < 3 || sp < 9 || sp > 10) return std::nullopt;
        const auto call = Ctx(s).Cheapest(StrainOf(suit));
        return call && call->level() <= 3 ? call : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto suit = PartnersOvercall(s);
        if (!suit || call != Ctx(s).Cheapest(StrainOf(*suit))) return false;
        shown.picture.Hcp(8 + KingBack(Ctx(s)), 10 + KingBack(Ctx(s))).AtLeast(*suit, 3);
        return true;
      }));
  book.Add(CompRule(
      "adv-ov-nt", kFamily, "3NT over partner's overcall: 16+ HCP, a stopper in their suit, no fit",
      [](const Situation& s) { return PartnersOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        // 16, not the 13 opposite an opening: an overcall may hold 6 HCP
        // (or 5 at the two level), and without a fit its suit brings few
        // tricks (13 did worse than never bidding 3NT on the validation deals).
        if (!StopsTheirSuits(c, h) || h.Len(*PartnersOvercall(s)) >= 3 || h.hcp() - KingBack(c) < 16)
          return std::nullopt;
        return c.Allows(C("3NT")) ? std::optional<Call>(C("3NT")) : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (call != C("3NT") || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(16 + KingBack(Ctx(s)), 22 + KingBack(Ctx(s)));
        return true;
      }));
  book.Add(CompRule(
      "adv-ov-suit", kFamily,
      "My own suit over partner's overcall: 6+ cards (five at the one level), 4-15 HCP, no fit; not forcing",
      [](const Situation& s) { return PartnersOvercall(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit partners = *PartnersOvercall(s);
        const Suit mine = h.LongestSuit();
        if (mine == partners || Ctx(s).TheyBid(mine) || h.Len(mine) < 5 || h.Len(partners) >= 3 ||
            h.hcp() - KingBack(Ctx(s)) < 4 || h.hcp() - KingBack(Ctx(s)) > 15)
          return std::nullopt;
        const auto call = Ctx(s).Cheapest(StrainOf(mine));
        if (call && h.Len(mine) == 5 && call->level() > 1) return std::nullopt;
        return call && call->level() <= 3 ? call : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!CheapestInMyOwnSuit(s, call)) return false;
        shown.picture.Hcp(4 + KingBack(Ctx(s)), 15 + KingBack(Ctx(s)))
            .AtLeast(static_cast<Suit>(call.strain()), call.level() == 1 ? 5 : 6);
        return true;
      }));

  // Partner's overcall doubled, a misfit: double-dummy, a doubled two-level
  // overcall opposite a singleton goes for 500 or more, and my own suit
  // plays better (opposite a doubleton only a six-card suit did).
  book.Add(CompRule(
      "adv-ov-run", kFamily,
      "Partner's overcall doubled: my own suit, five cards with a singleton or void in partner's, six with a "
      "doubleton (six at the three level); not forcing",
      [](const Situation& s) {
        return PartnersOvercall(s).has_value() && Ctx(s).doubling == Doubling::kDoubled &&
               Ctx(s).calls.back().IsDouble();
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit partners = *PartnersOvercall(s);
        if (h.Len(partners) > 2) return std::nullopt;
        // My longest suit they have not bid (never partner's: two cards at most there).
        const auto mine = BestUnbidSuit(Ctx(s), h, false);
        if (!mine || h.Len(*mine) < (h.Len(partners) == 2 ? 6 : 5)) return std::nullopt;
        const auto call = Ctx(s).Cheapest(StrainOf(*mine));
        if (!call || call->level() > (h.Len(*mine) >= 6 ? 3 : 2)) return std::nullopt;
        return call;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!CheapestInMyOwnSuit(s, call)) return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 5).AtMost(*PartnersOvercall(s), 2);
        shown.force = Force::kNone;
        return true;
      }));

  // The overcaller answers the cue-bid raise.
  book.Add(CompRule(
      "adv-cue-raise-answer", kFamily,
      "Answer to partner's cue-bid raise of my overcall: game in a major with 13+ points, else my suit at the cheapest "
      "level",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        // The cue-bid still stands (passed or doubled): it is forcing either way.
        return c.TheyOpened() && c.ActionsOf(Who::kMe) == 1 && c.PartnerLastByPrefix("adv-ov-cue-raise") &&
               c.last_bidder == Who::kPartner && c.LastActionOf(Who::kMe)->IsBid();
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Call mine = *Ctx(s).LastActionOf(Who::kMe);
        if (mine.strain() == kNoTrump) return std::nullopt;
        const Suit suit = static_cast<Suit>(mine.strain());
        if (IsMajor(suit) && h.TotalPoints() >= 13 && Ctx(s).Allows(GameIn(StrainOf(suit))))
          return GameIn(StrainOf(suit));
        return Ctx(s).Cheapest(StrainOf(suit));
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(IsGameOrMore(call) ? 13 : 8, IsGameOrMore(call) ? 16 : 13);
        return true;
      }));

  // The overcaller after partner's simple raise.
  book.Add(CompRule(
      "adv-raise-rebid", kFamily,
      "After partner's simple raise of my overcall: game in a major with 17+ points, one more (an invitation) with "
      "15-16 below the three level",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        return c.TheyOpened() && c.ActionsOf(Who::kMe) == 1 && c.PartnerLastByPrefix("adv-ov-raise") &&
               c.LastActionOf(Who::kMe)->IsBid() && c.LastActionOf(Who::kMe)->strain() != kNoTrump;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const Strain strain = c.LastActionOf(Who::kMe)->strain();
        if (IsMajor(static_cast<Suit>(strain)) && h.TotalPoints() >= 17 && c.Allows(GameIn(strain)))
          return GameIn(strain);
        const auto call = c.Cheapest(strain);
        if (h.TotalPoints() >= 15 && call && call->level() <= 3 && call->index() < GameIn(strain).index()) return call;
        return std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(IsGameOrMore(call) ? 15 : 13, 16);
        shown.force = Force::kNone;  // an invitation (or game): partner may pass
        return true;
      }));
  // The overcaller after partner's preemptive raise: like the opener after
  // the preemptive jump raise of its opening.
  book.Add(CompRule(
      "adv-preemptive-raise-game", kFamily,
      "After partner's preemptive raise of my overcalled major: game with 17+ points",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        return c.TheyOpened() && c.ActionsOf(Who::kMe) == 1 && c.PartnerLastByPrefix("adv-ov-preemptive-raise") &&
               c.LastActionOf(Who::kMe)->IsBid() && c.LastActionOf(Who::kMe)->strain() != kNoTrump;
      },
      [](const Situation& s, const HandEval& h) {
        const Suit overcalled = static_cast<Suit>(Ctx(s).LastActionOf(Who::kMe)->strain());
        return GameOverPreemptiveRaise(Ctx(s), overcalled, h);
      },
      [](const Situation&, Call call, Shown& shown) { return ShowsGameOverPreemptiveRaise(call, shown); }));
  book.Add(CompRule(
      "adv-invite-accept", kFamily, "Partner invited after my raise of the overcall: game with 9+ support points",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        return c.TheyOpened() && c.PartnerLastByPrefix("adv-raise-rebid") && c.LastActionOf(Who::kPartner)->IsBid() &&
               !IsGameOrMore(*c.LastActionOf(Who::kPartner));
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Strain strain = Ctx(s).LastActionOf(Who::kPartner)->strain();
        if (strain == kNoTrump || h.SupportPoints(static_cast<Suit>(strain)) < 9 || !Ctx(s).Allows(GameIn(strain)))
          return std::nullopt;
        return GameIn(strain);
      },
      [](const Situation&, Call call, Shown& shown) {
        if (!IsGameOrMore(call)) return false;
        shown.picture.Hcp(8, 12);
        return true;
      }));
  book.Add(CompRule(
      "adv-x-free-bid", kFamily,
      "Free bid after partner's takeout double and their bid: 5+ cards with 6+ HCP, or 4 in an unbid major with 8+, "
      "at the cheapest level up to three; a jump to game in a major with 12+",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        const bool takeout = c.PartnerLastByPrefix("ov-takeout-x") || c.PartnerLastByPrefix("bal-x");
        return takeout && c.TheyOpened() && !c.HasActed(Who::kMe) && c.Direct() && c.ActionsOf(Who::kPartner) == 1;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const auto suit = BestUnbidSuit(c, h, true);
        if (!suit) return std::nullopt;
        const int len = h.Len(*suit);
        if (IsMajor(*suit) && len >= 4 && h.hcp() >= 12 && c.Allows(GameIn(StrainOf(*suit))))
          return GameIn(StrainOf(*suit));
        if (!((len >= 5 && h.hcp() >= 6) || (len >= 4 && IsMajor(*suit) && h.hcp() >= 8))) return std::nullopt;
        const auto call = c.Cheapest(StrainOf(*suit));
        return call && call->level() <= 3 ? call : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() == kNoTrump || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(6, 37).AtLeast(static_cast<Suit>(call.strain()), 4);
        return true;
      }));

  // After partner's 1NT overcall (15-18, like an opening 1NT).
  book.Add(CompRule(
      "adv-1nt", kFamily,
      "Over partner's 1NT overcall (15-18): 3NT with 11+ HCP, 4 of a six-card major with 11+, 2NT with 9-10, two of "
      "a five-card suit to play with less (over a balancing 1NT, 11-14: two more)",
      [](const Situation& s) { return PartnerActedFirst(s, "ov-1nt") || PartnerActedFirst(s, "bal-1nt"); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const int need = GameOppositeOneNoTrump(c);
        const Suit longest = h.LongestSuit();
        if (h.hcp() >= need && IsMajor(longest) && h.Len(longest) >= 6 && !c.TheyBid(longest) &&
            c.Allows(GameIn(StrainOf(longest))))
          return GameIn(StrainOf(longest));
        if (h.hcp() >= need && c.Allows(C("3NT"))) return C("3NT");
        if (h.hcp() >= need - 2 && h.hcp() < need && c.Allows(C("2NT"))) return C("2NT");
        if (h.hcp() < need - 2 && h.Len(longest) >= 5 && !c.TheyBid(longest)) {
          const auto call = c.Cheapest(StrainOf(longest));
          if (call && call->level() == 2) return call;
        }
        return std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || !Ctx(s).Allows(call)) return false;
        const int need = GameOppositeOneNoTrump(Ctx(s));
        if (call == C("3NT") || IsGameOrMore(call)) shown.picture.Hcp(need, 37);
        else if (call == C("2NT")) shown.picture.Hcp(need - 2, need - 1);
        else if (call.level() == 2) shown.picture.Hcp(0, need - 1).AtLeast(static_cast<Suit>(call.strain()), 5);
        else return false;
        return true;
      }));
  book.Add(CompRule(
      "adv-1nt-accept", kFamily,
      "After my 1NT overcall and partner's 2NT invitation: 3NT from the top of my range (16+ over a direct 1NT, 13+ "
      "over a balancing one)",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        const auto mine = c.LastActionOf(Who::kMe);
        return c.TheyOpened() && c.ActionsOf(Who::kMe) == 1 && mine && *mine == C("1NT") &&
               c.PartnerLastByPrefix("adv-1nt") && c.LastActionOf(Who::kPartner) == C("2NT") && c.Allows(C("3NT"));
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const bool balanced_late = Ctx(s).Of(Who::kMe).hcp.lo < 15;
        if (h.hcp() >= (balanced_late ? 13 : 16)) return C("3NT");
        return std::nullopt;
      },
      [](const Situation&, Call call, Shown& shown) {
        if (call != C("3NT")) return false;
        shown.picture.Hcp(15, 18);
        return true;
      }));

  // After a two-suited bid (Michaels, unusual 2NT).
  book.Add(CompRule(
      "adv-two-suiter", kFamily,
      "Over partner's Michaels or unusual 2NT: game in a major fit with 11+ HCP, else the cheapest bid in the suit of "
      "partner's two where I hold more (over a bid of theirs only to the level of our trumps, partner's five and mine, "
      "less six)",
      [](const Situation& s) { return PartnerActedFirst(s, "ov-michaels") || PartnerActedFirst(s, "ov-unusual"); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        std::vector<Suit> suits = PartnersTwoSuits(s);
        // Michaels over a major shows an unknown minor: my longer one.
        // (a doubleton in the major will do rather than guess at the three level).
        if (suits.size() == 1) {
          if (h.Len(suits[0]) >= 2 && Ctx(s).Allows(Call::Bid(2, StrainOf(suits[0])))) {
            if (h.Len(suits[0]) >= 3 && h.SupportPoints(suits[0]) >= 11 && c.Allows(GameIn(StrainOf(suits[0]))))
              return GameIn(StrainOf(suits[0]));
            return c.Cheapest(StrainOf(suits[0]));
          }
          suits.push_back(h.Len(kDiamonds) > h.Len(kClubs) ? kDiamonds : kClubs);
        }
        std::optional<Suit> best;
        for (Suit suit : suits)
          if (!best || h.Len(suit) > h.Len(*best)) best = suit;
        if (!best) return std::nullopt;
        if (IsMajor(*best) && h.Len(*best) >= 3 && h.SupportPoints(*best) >= 11 && c.Allows(GameIn(StrainOf(*best))))
          return GameIn(StrainOf(*best));
        const auto cheapest = c.Cheapest(StrainOf(*best));
        // Over a bid by the right-hand opponent I need not bid: only to the
        // level of our trumps (partner's five and mine, less six).
        if (cheapest && !c.calls.back().IsPass() && cheapest->level() > 5 + h.Len(*best) - 6) return std::nullopt;
        return cheapest;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() == kNoTrump || !Ctx(s).Allows(call)) return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 2);
        return true;
      }));
}

}  // namespace bidlab::sayc
