// The takeout doubler's second call (SAYC card, "Doubles"; the classic
// doubler's rebids of any bidding primer): partner was forced to answer and
// may hold nothing, so the doubler bids again only with more than a minimum
// double. With a fit, raise by support points (16-18 one level, 19-21 a
// jump, 22+ game); balanced with 18-20 and their suit stopped, the cheapest
// no trump; with a long suit of my own and 17+, that suit (the "double, then
// bid" that shows a hand too strong to overcall). Partner then bids game
// with the top of the answer's range (competitive judgement places it).
// Over partner's invitational answer (a jump, or no trump), game with the
// values.
#include <algorithm>

#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "The takeout doubler's rebid";

// Support points for a one-level raise of partner's forced answer, a jump
// raise, and game: partner's answer shows 0-7 (about 4), so the raise
// invites game from 16 (16 + 4 + the fit's shape ≈ 22-23), the jump from 19,
// and 22 bids it.
constexpr int kRaisePoints = 16;
constexpr int kJumpRaisePoints = 19;
constexpr int kGameRaisePoints = 22;
// Balanced hands too strong for a 1NT overcall (15-18): double, then no trump.
constexpr int kNoTrumpLo = 18;
constexpr int kNoTrumpHi = 20;
// Stronger still, a jump in no trump (the 2NT opening's range).
constexpr int kStrongNoTrumpHi = 23;
// A long suit of my own after the double: too strong for an overcall (6-16).
constexpr int kOwnSuitHcp = 17;
// Acting again over their bid when partner could not: 17+ (15 and 19
// measured worse on the validation deals).
constexpr int kActAgainHcp = 17;

// I doubled for takeout (directly or in the pass-out seat) as my only call,
// partner answered with a bid at its cheapest level (the forced answer, 0-7;
// its jumps and cue-bids have their own follow-ups), and the opponents passed
// since: partner's answer is the last bid.
std::optional<Call> PartnersForcedAnswer(const Situation& s) {
  if (!Contested(s)) return std::nullopt;
  const Contest& c = Ctx(s);
  if (!c.TheyOpened() || c.ActionsOf(Who::kMe) != 1 || c.ActionsOf(Who::kPartner) != 1) return std::nullopt;
  if (!c.LastActionOf(Who::kMe)->IsDouble() || c.last_bidder != Who::kPartner) return std::nullopt;
  if (!c.PartnerLastByPrefix("adv-x-suit") && !c.PartnerLastByPrefix("adv-x-nt")) return std::nullopt;
  return c.last_bid;
}

// Partner's answer in a suit, when it is one.
std::optional<Suit> AnsweredSuit(const Situation& s) {
  const auto answer = PartnersForcedAnswer(s);
  if (!answer || answer->strain() == kNoTrump) return std::nullopt;
  return static_cast<Suit>(answer->strain());
}

// The raise of `suit` my support points are worth: one level, a jump, or
// game (never past game).
std::optional<Call> RaiseFor(const Contest& c, Suit suit, int support_points) {
  const auto cheapest = c.Cheapest(StrainOf(suit));
  if (!cheapest || support_points < kRaisePoints) return std::nullopt;
  const Call game = GameIn(StrainOf(suit));
  if (support_points >= kGameRaisePoints) return c.Allows(game) ? std::optional<Call>(game) : std::nullopt;
  const int levels = support_points >= kJumpRaisePoints ? 1 : 0;
  return Call::Bid(std::min(cheapest->level() + levels, game.level()), StrainOf(suit));
}

// Game opposite partner's invitational answer: its jump in a suit (8-11)
// with support points for 25 together at its likely 10, and its no trump
// (1NT 7-10, 2NT 11) with the HCP for 25.
constexpr int kGameOppositeJump = 14;
constexpr int kGameOppositeOneNoTrump = 17;
constexpr int kGameOppositeTwoNoTrump = 13;

// Partner's invitational answer to my takeout double (a jump in a suit, or
// no trump), the opponents passing since.
std::optional<Call> PartnersInvitation(const Situation& s) {
  if (!Contested(s)) return std::nullopt;
  const Contest& c = Ctx(s);
  if (!c.TheyOpened() || c.ActionsOf(Who::kMe) != 1 || c.ActionsOf(Who::kPartner) != 1) return std::nullopt;
  if (!c.LastActionOf(Who::kMe)->IsDouble() || c.last_bidder != Who::kPartner) return std::nullopt;
  if (!c.PartnerLastByPrefix("adv-x-jump") && !c.PartnerLastByPrefix("adv-x-nt")) return std::nullopt;
  return c.last_bid;
}

// The game I bid over partner's invitation, if I hold the values.
std::optional<Call> AcceptInvitation(const Contest& c, Call invitation, const HandEval& h) {
  if (invitation.strain() == kNoTrump) {
    const int need = invitation.level() == 1 ? kGameOppositeOneNoTrump : kGameOppositeTwoNoTrump;
    return h.hcp() >= need && c.Allows(C("3NT")) ? std::optional<Call>(C("3NT")) : std::nullopt;
  }
  const Suit suit = static_cast<Suit>(invitation.strain());
  // Without support, a six-card major of my own (the double hid it: too strong to overcall).
  const Suit mine = h.LongestSuit();
  if (mine != suit && IsMajor(mine) && h.Len(mine) >= 6 && h.Len(suit) < 3 && !c.TheyBid(mine) &&
      h.hcp() >= kOwnSuitHcp && c.Allows(GameIn(StrainOf(mine))))
    return GameIn(StrainOf(mine));
  if (IsMajor(suit)) {
    const bool game = h.Len(suit) >= 3 && h.SupportPoints(suit) >= kGameOppositeJump;
    return game && c.Allows(GameIn(StrainOf(suit))) ? std::optional<Call>(GameIn(StrainOf(suit))) : std::nullopt;
  }
  const bool nt = h.hcp() >= kGameOppositeJump && StopsTheirSuits(c, h);
  return nt && c.Allows(C("3NT")) ? std::optional<Call>(C("3NT")) : std::nullopt;
}

// I doubled for takeout as my only call, partner has not acted (it could
// not bid freely over the opponents' answer), and the opponents' last bid
// stands below the three level: the strong doubler may act again.
std::optional<Call> TheyBidOverMyDouble(const Situation& s) {
  if (!Contested(s)) return std::nullopt;
  const Contest& c = Ctx(s);
  if (!c.TheyOpened() || c.ActionsOf(Who::kMe) != 1 || c.HasActed(Who::kPartner)) return std::nullopt;
  if (!c.LastActionOf(Who::kMe)->IsDouble() || !c.last_bidder || OnMySide(*c.last_bidder)) return std::nullopt;
  if (c.doubling != Doubling::kUndoubled || c.last_bid.level() > 2) return std::nullopt;
  return c.last_bid;
}

// The strong doubler's second action over their bid: my own five-card suit
// (up to the two level, three with six cards), no trump balanced with their
// suits stopped, else a second takeout double when short in their suit.
std::optional<Call> StrongDoublerActsAgain(const Contest& c, const HandEval& h) {
  if (h.hcp() < kActAgainHcp) return std::nullopt;
  const Suit mine = h.LongestSuit();
  if (h.Len(mine) >= 5 && !c.TheyBid(mine)) {
    const auto call = c.Cheapest(StrainOf(mine));
    if (call && call->level() <= (h.Len(mine) >= 6 ? 3 : 2)) return call;
  }
  if (h.Balanced() && h.hcp() >= kNoTrumpLo && StopsTheirSuits(c, h)) {
    const auto nt = c.Cheapest(kNoTrump);
    if (nt && nt->level() <= 2) return nt;
  }
  const auto theirs = TheirLastSuit(c);
  if (theirs && h.Len(*theirs) <= 2 && c.can_double) return Call::Double();
  return std::nullopt;
}

}  // namespace

void AddDoublerRebidRules(RuleBook& book) {
  book.Add(CompRule(
      "x-again", kFamily,
      "The strong takeout doubler acts again over their bid when partner could not: 17+ HCP, my own five-card suit "
      "(six at the three level), no trump with 18+ balanced and their suits stopped, else a second takeout double "
      "short in their suit (partner must bid)",
      [](const Situation& s) { return TheyBidOverMyDouble(s).has_value(); },
      [](const Situation& s, const HandEval& h) { return StrongDoublerActsAgain(Ctx(s), h); },
      [](const Situation& s, Call call, Shown& shown) {
        if (!TheyBidOverMyDouble(s) || call.IsPass() || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(kActAgainHcp, 37);
        if (call.IsDouble()) {
          if (const auto theirs = TheirLastSuit(Ctx(s))) shown.picture.AtMost(*theirs, 2);
          shown.force = Force::kOneRound;
        } else if (call.strain() != kNoTrump) {
          shown.picture.AtLeast(static_cast<Suit>(call.strain()), 5);
        }
        return call.IsDouble() || call.IsBid();
      }));
  book.Add(CompRule(
      "x-rebid-accept", kFamily,
      "Game over partner's invitational answer to my takeout double: its major with 3+ trumps and 14+ support "
      "points; 3NT over its minor with 14+ HCP and their suit stopped, over its 1NT with 17+, over its 2NT with 13+; "
      "my own six-card major with 17+ HCP and no support for its suit",
      [](const Situation& s) { return PartnersInvitation(s).has_value(); },
      [](const Situation& s, const HandEval& h) { return AcceptInvitation(Ctx(s), *PartnersInvitation(s), h); },
      [](const Situation& s, Call call, Shown& shown) {
        if (!PartnersInvitation(s) || !call.IsBid() || !IsGameOrMore(call) || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(kGameOppositeTwoNoTrump, 37);
        return true;
      }));
  book.Add(CompRule(
      "x-rebid-raise", kFamily,
      "Raise partner's answer to my takeout double with four trumps: 16-18 support points one level, 19-21 a jump, "
      "22+ game",
      [](const Situation& s) { return AnsweredSuit(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit suit = *AnsweredSuit(s);
        if (h.Len(suit) < 4) return std::nullopt;
        return RaiseFor(Ctx(s), suit, h.SupportPoints(suit));
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto suit = AnsweredSuit(s);
        if (!suit || !call.IsBid() || call.strain() != StrainOf(*suit) || !Ctx(s).Allows(call)) return false;
        const int jumped = call.level() - Ctx(s).Cheapest(call.strain())->level();
        shown.picture.AtLeast(*suit, 4).Hcp(IsGameOrMore(call) ? 19 : jumped > 0 ? 16 : 14, 37);
        return true;
      }));
  book.Add(CompRule(
      "x-rebid-nt", kFamily,
      "No trump after my takeout double and partner's answer: 18-20 HCP, balanced, their suit stopped (the cheapest "
      "no trump up to 2NT)",
      [](const Situation& s) { return PartnersForcedAnswer(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        if (!h.Balanced() || h.hcp() < kNoTrumpLo || h.hcp() > kNoTrumpHi || !StopsTheirSuits(c, h))
          return std::nullopt;
        const auto nt = c.Cheapest(kNoTrump);
        return nt && nt->level() <= 2 ? nt : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() != kNoTrump || call != Ctx(s).Cheapest(kNoTrump) || call.level() > 2)
          return false;
        shown.picture.Hcp(kNoTrumpLo, kNoTrumpHi).Balanced();
        return true;
      }));
  book.Add(CompRule(
      "x-rebid-strong-nt", kFamily,
      "Jump in no trump after my takeout double and partner's answer: 21-23 HCP, (semi-)balanced without a six-card "
      "suit, their suit stopped "
      "(2NT "
      "over an answer at the one level, 3NT over one at the two level)",
      [](const Situation& s) { return PartnersForcedAnswer(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        if (!h.SemiBalanced() || h.Len(h.LongestSuit()) > 5 || h.hcp() <= kNoTrumpHi || h.hcp() > kStrongNoTrumpHi ||
            !StopsTheirSuits(c, h))
          return std::nullopt;
        const auto jump = Jump(c, kNoTrump, 1);
        return jump && jump->level() <= 3 ? jump : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!PartnersForcedAnswer(s) || !call.IsBid() || call.strain() != kNoTrump || call != Jump(Ctx(s), kNoTrump, 1))
          return false;
        shown.picture.Hcp(kNoTrumpHi + 1, kStrongNoTrumpHi).Balanced();
        return true;
      }));
  book.Add(CompRule(
      "x-rebid-suit", kFamily,
      "My own suit after my takeout double and partner's answer: 5+ cards, 17+ HCP (too strong to overcall), the "
      "cheapest level up to three; not forcing",
      [](const Situation& s) { return PartnersForcedAnswer(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const Suit mine = h.LongestSuit();
        if (h.hcp() < kOwnSuitHcp || h.Len(mine) < 5 || c.TheyBid(mine)) return std::nullopt;
        const auto answer = PartnersForcedAnswer(s);
        if (answer->strain() == StrainOf(mine)) return std::nullopt;
        const auto call = c.Cheapest(StrainOf(mine));
        return call && call->level() <= 3 ? call : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const auto answer = PartnersForcedAnswer(s);
        if (!answer || !call.IsBid() || call.strain() == kNoTrump || call.strain() == answer->strain() ||
            call != Ctx(s).Cheapest(call.strain()) || Ctx(s).TheyBid(static_cast<Suit>(call.strain())))
          return false;
        shown.picture.Hcp(kOwnSuitHcp, 37).AtLeast(static_cast<Suit>(call.strain()), 5);
        return true;
      }));
}

}  // namespace bidlab::sayc
