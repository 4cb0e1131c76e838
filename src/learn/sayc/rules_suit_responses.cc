// Responses to one of a suit (SAYC card, "Responses to 1 of a suit"):
// raises (simple, limit, Jacoby 2NT, preemptive), new suits at the one level
// (forcing), two over one (11+, forcing), 1NT 6-10, 2NT/3NT over a minor,
// strong jump shifts.
#include <string>

#include "learn/sayc/rules_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Responses to 1 of a suit";

std::string L(Suit s) { return std::string(1, SuitChar(s)); }

// The fewest HCP that respond in a major at the one level (with length to make six points).
constexpr int kLightResponseHcp = 5;

// The major a one-level response names: the longer; hearts with 4-4,
// spades with 5-5.
std::optional<Suit> ResponseMajor(const HandEval& h) {
  const int hs = h.Len(kHearts), ss = h.Len(kSpades);
  if (hs < 4 && ss < 4) return std::nullopt;
  if (hs != ss) return hs > ss ? kHearts : kSpades;
  return hs == 4 ? kHearts : kSpades;
}

// The suit a two-over-one response names among those ranking below the
// opening suit: the longest with enough cards (5+ hearts, 4+ minors);
// clubs with 4-4, the higher with 5-5.
std::optional<Suit> TwoOverOneSuit(const HandEval& h, Suit opened) {
  std::optional<Suit> best;
  for (Suit s : {kClubs, kDiamonds, kHearts}) {
    if (ToInt(s) >= ToInt(opened)) break;
    if (h.Len(s) < (s == kHearts ? 5 : 4)) continue;
    if (!best || h.Len(s) > h.Len(*best) || (h.Len(s) == h.Len(*best) && h.Len(s) >= 5)) best = s;
  }
  return best;
}

// The suit of a strong jump shift: the longest suit (other than partner's).
std::optional<Suit> JumpShiftSuit(const HandEval& h, Suit opened) {
  std::optional<Suit> best;
  for (Suit s : {kSpades, kHearts, kDiamonds, kClubs}) {
    if (s == opened || h.Len(s) < 5) continue;
    if (!best || h.Len(s) > h.Len(*best)) best = s;
  }
  return best;
}

// The jump in `suit` over the opening bid: one level above the cheapest.
Call JumpBid(Suit opened, Suit suit) {
  const int cheapest = ToInt(suit) > ToInt(opened) ? 1 : 2;
  return Call::Bid(cheapest + 1, StrainOf(suit));
}

}  // namespace

void AddSuitResponseRules(RuleBook& book) {
  // Six points to respond in a major at the one level: HCP, or 5 HCP with
  // a five-card suit (a point for each card past the fourth).
  const Extra six_points = [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 6; };
  for (Suit opened : {kClubs, kDiamonds, kHearts, kSpades}) {
    const std::string o = L(opened);
    const When w = Seq("1" + o);
    const bool major = IsMajor(opened);

    // Strong jump shift.
    for (Suit suit : {kClubs, kDiamonds, kHearts, kSpades}) {
      if (suit == opened) continue;
      const Call jump = JumpBid(opened, suit);
      book.Add(FixedRule("resp-jump-" + L(suit), kFamily,
                         CallName(jump) + " (over 1" + o + "): strong jump shift, 19+ HCP, 5+ cards, forcing to game",
                         w, jump, Picture().AtLeast(suit, 5).Hcp(19, 37), Force::kGame,
                         [opened, suit](const Situation&, const HandEval& h) {
                           return JumpShiftSuit(h, opened) == suit && h.Len(opened) <= 3;
                         }));
    }

    if (major) {
      const Strain m = StrainOf(opened);
      book.Add(FixedRule("resp-jacoby", kFamily,
                         "2NT (over 1" + o + "): Jacoby, 4+ card support, 13+ support points, forcing to game", w,
                         C("2NT"), Picture().AtLeast(opened, 4).Hcp(10, 37), Force::kGame,
                         [opened](const Situation&, const HandEval& h) { return h.SupportPoints(opened) >= 13; }));
      book.Add(FixedRule("resp-preempt-raise", kFamily,
                         "4" + o + " (over 1" + o + "): 5+ card support, under 10 HCP, a singleton or void", w,
                         Call::Bid(4, m), Picture().AtLeast(opened, 5).Hcp(0, 9), Force::kNone,
                         [](const Situation&, const HandEval& h) { return h.Shortest() <= 1; }));
      book.Add(FixedRule("resp-limit", kFamily,
                         "3" + o + " (over 1" + o + "): limit raise, 3+ support, 10-12 support points", w,
                         Call::Bid(3, m), Picture().AtLeast(opened, 3).Hcp(7, 12), Force::kNone,
                         [opened](const Situation&, const HandEval& h) {
                           const int p = h.SupportPoints(opened);
                           return p >= 10 && p <= 12;
                         }));
      book.Add(FixedRule("resp-raise", kFamily, "2" + o + " (over 1" + o + "): 3+ support, 6-10 support points", w,
                         Call::Bid(2, m), Picture().AtLeast(opened, 3).Hcp(4, 10), Force::kNone,
                         [opened](const Situation&, const HandEval& h) {
                           const int p = h.SupportPoints(opened);
                           // With three hearts and four spades, 1S first.
                           const bool spades_first = opened == kHearts && h.Len(kHearts) == 3 && h.Len(kSpades) >= 4;
                           return p >= 6 && p <= 10 && !spades_first;
                         }));
      if (opened == kHearts)
        book.Add(ShowingInstead(
            FixedRule("resp-new1-S", kFamily, "1S (over 1H): 4+ spades, 6+ points, forcing", w, C("1S"),
                      Picture().AtLeast(kSpades, 4).Hcp(kLightResponseHcp, 37), Force::kOneRound, six_points),
            Picture().Hcp(6, 37)));
      book.Add(FixedRule("resp-3nt", kFamily,
                         "3NT (over 1" + o + "): 15-17 HCP, balanced, at most two cards in partner's major", w,
                         C("3NT"), Picture().Hcp(15, 17).Balanced().AtMost(opened, 2)));
      for (Suit suit : {kHearts, kDiamonds, kClubs}) {
        if (ToInt(suit) >= ToInt(opened)) continue;
        book.Add(FixedRule(
            "resp-2over1-" + L(suit), kFamily,
            "2" + L(suit) + " (over 1" + o + "): two over one, " + (suit == kHearts ? "5+" : "4+") +
                " cards, 11+ HCP, forcing",
            w, Call::Bid(2, StrainOf(suit)), Picture().AtLeast(suit, suit == kHearts ? 5 : 4).Hcp(11, 37),
            Force::kOneRound,
            [opened, suit](const Situation&, const HandEval& h) { return TwoOverOneSuit(h, opened) == suit; }));
      }
      // Three trumps and game values (13+ support points) have no raise of
      // their own (Jacoby needs four, the limit raise stops at 12): 2C first,
      // the support after.
      book.Add(FixedRule("resp-2over1-C3", kFamily,
                         "2C (over 1" + o +
                             "): 11+ HCP, no fit and no four-card suit to bid (3+ clubs), or three trumps and 13+ "
                             "support points, forcing",
                         w, C("2C"), Picture().AtLeast(kClubs, 3).Hcp(11, 37), Force::kOneRound,
                         [opened](const Situation&, const HandEval& h) {
                           return h.Len(opened) <= 2 || (h.Len(opened) == 3 && h.SupportPoints(opened) >= 13);
                         }));
      book.Add(FixedRule(
          "resp-1nt", kFamily,
          "1NT (over 1" + o + "): 6-10 HCP, no fit" + (opened == kHearts ? ", no four spades" : "") + ", not forcing",
          w, C("1NT"), Picture().Hcp(6, 10).AtMost(opened, 2)));
    } else {
      // Over a minor: a four-card major first, up the line.
      for (Suit m : {kHearts, kSpades})
        book.Add(
            ShowingInstead(FixedRule("resp-new1-" + L(m), kFamily,
                                     "1" + L(m) + " (over 1" + o + "): 4+ " + (m == kHearts ? "hearts" : "spades") +
                                         ", 6+ points, forcing (1H with 4-4, the longer major first)",
                                     w, Call::Bid(1, StrainOf(m)), Picture().AtLeast(m, 4).Hcp(kLightResponseHcp, 37),
                                     Force::kOneRound,
                                     [m, six_points](const Situation& s, const HandEval& h) {
                                       return ResponseMajor(h) == m && six_points(s, h);
                                     }),
                           Picture().Hcp(6, 37)));
      const Extra no_major = [](const Situation&, const HandEval& h) { return !ResponseMajor(h); };
      book.Add(FixedRule("resp-2nt-minor", kFamily,
                         "2NT (over 1" + o + "): 13-15 HCP, balanced, no four-card major, forcing to game", w, C("2NT"),
                         Picture().Hcp(13, 15).Balanced().AtMost(kHearts, 3).AtMost(kSpades, 3), Force::kGame));
      book.Add(FixedRule("resp-3nt-minor", kFamily, "3NT (over 1" + o + "): 16-17 HCP, balanced, no four-card major", w,
                         C("3NT"), Picture().Hcp(16, 17).Balanced().AtMost(kHearts, 3).AtMost(kSpades, 3)));
      const int support = opened == kClubs ? 5 : 4;
      if (opened == kClubs)
        book.Add(FixedRule(
            "resp-new1-D", kFamily, "1D (over 1C): 4+ diamonds, 6+ HCP, no four-card major, forcing", w, C("1D"),
            Picture().AtLeast(kDiamonds, 4).AtMost(kHearts, 3).AtMost(kSpades, 3).Hcp(6, 37), Force::kOneRound,
            [](const Situation&, const HandEval& h) { return h.Len(kDiamonds) >= h.Len(kClubs) || h.hcp() >= 11; }));
      book.Add(FixedRule("resp-limit-minor", kFamily,
                         "3" + o + " (over 1" + o + "): limit raise, 10-12 HCP, " + std::to_string(support) +
                             "+ support, no four-card major",
                         w, Call::Bid(3, StrainOf(opened)),
                         Picture().AtLeast(opened, support).Hcp(10, 12).AtMost(kHearts, 3).AtMost(kSpades, 3)));
      if (opened == kDiamonds)
        book.Add(FixedRule("resp-2over1-C", kFamily, "2C (over 1D): 4+ clubs, 11+ HCP, forcing", w, C("2C"),
                           Picture().AtLeast(kClubs, 4).Hcp(11, 37), Force::kOneRound, no_major));
      book.Add(FixedRule(
          "resp-raise-minor", kFamily,
          "2" + o + " (over 1" + o + "): 6-10 HCP, " + std::to_string(support) + "+ support, no four-card major", w,
          Call::Bid(2, StrainOf(opened)),
          Picture().AtLeast(opened, support).Hcp(6, 10).AtMost(kHearts, 3).AtMost(kSpades, 3)));
      book.Add(FixedRule("resp-1nt", kFamily, "1NT (over 1" + o + "): 6-10 HCP, no four-card major", w, C("1NT"),
                         Picture().Hcp(6, 10).AtMost(kHearts, 3).AtMost(kSpades, 3)));
      if (opened == kDiamonds)
        book.Add(FixedRule("resp-2over1-C3", kFamily, "2C (over 1D): 11+ HCP, nothing better (3+ clubs), forcing", w,
                           C("2C"), Picture().AtLeast(kClubs, 3).Hcp(11, 37), Force::kOneRound, no_major));
      else
        book.Add(FixedRule("resp-new1-D3", kFamily, "1D (over 1C): 11+ HCP, nothing better, forcing", w, C("1D"),
                           Picture().Hcp(11, 37), Force::kOneRound, no_major));
    }
    book.Add(FixedRule("resp-pass", kFamily, "Pass (over 1" + o + "): under 6 points", w, Call::Pass(),
                       Picture().Hcp(0, 5)));
  }
}

}  // namespace bidlab::sayc
