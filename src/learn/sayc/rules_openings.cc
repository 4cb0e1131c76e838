// Opening bids (SAYC card, "Openings"): strong 2C, 2NT 20-21, 1NT 15-17,
// one of a suit with five-card majors and the better minor (rule of 20 for
// light openings), weak twos in D/H/S, three-level preempts, four of a major
// with eight.
#include "learn/sayc/rules_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Openings";

// The suit a one-level opening names: the longest suit (higher-ranking of
// two five- or six-card suits); without a five-card suit the better minor
// (1D with 4-4 in the minors, 1C with 3-3).
Suit OpeningSuit(const HandEval& h) {
  int longest = 0;
  for (int s = 0; s < kNumSuits; ++s) longest = std::max(longest, h.Len(s));
  if (longest >= 5) {
    for (Suit s : {kSpades, kHearts, kDiamonds, kClubs})
      if (h.Len(s) == longest) return s;
  }
  if (h.Len(kDiamonds) != h.Len(kClubs)) return h.Len(kDiamonds) > h.Len(kClubs) ? kDiamonds : kClubs;
  return h.Len(kDiamonds) >= 4 ? kDiamonds : kClubs;
}

bool OpensOneLevel(const HandEval& h) { return h.hcp() >= 12 || (h.hcp() >= 10 && h.RuleOf20()); }

// A weak two or preempt: no four-card major beside the suit.
bool NoSideMajor(const HandEval& h, Suit suit) {
  for (Suit m : {kHearts, kSpades})
    if (m != suit && h.Len(m) >= 4) return false;
  return true;
}

}  // namespace

void AddOpeningRules(RuleBook& book) {
  const When opening = [](const Situation& s) { return s.Opening(); };
  book.Add(FixedRule("open-2c", kFamily, "2C: 22+ HCP, strong and artificial, forcing", opening, C("2C"),
                     Picture().Hcp(22, 37), Force::kOneRound));
  book.Add(
      FixedRule("open-2nt", kFamily, "2NT: 20-21 HCP, balanced", opening, C("2NT"), Picture().Hcp(20, 21).Balanced()));
  book.Add(FixedRule("open-1nt", kFamily, "1NT: 15-17 HCP, balanced (a five-card major allowed)", opening, C("1NT"),
                     Picture().Hcp(15, 17).Balanced()));

  struct OneLevel {
    Suit suit;
    const char* id;
    const char* meaning;
    Picture shows;
    Picture needs;  // OpeningSuit() settles which suit; only lengths it implies
  };
  const OneLevel one_level[] = {
      {kSpades, "open-1s", "1S: 5+ spades, 12-21 HCP (10-11 by the rule of 20); 1S with 5-5 in the majors",
       Picture().AtLeast(kSpades, 5), Picture().AtLeast(kSpades, 5)},
      {kHearts, "open-1h", "1H: 5+ hearts, 12-21 HCP (10-11 by the rule of 20), longer hearts than spades",
       Picture().AtLeast(kHearts, 5).AtMost(kSpades, 5), Picture().AtLeast(kHearts, 5)},
      {kDiamonds, "open-1d", "1D: 4+ diamonds (3 only with 4-4-3-2), no five-card major, 12-21 HCP",
       Picture().AtLeast(kDiamonds, 3), Picture().AtLeast(kDiamonds, 3)},
      {kClubs, "open-1c", "1C: 3+ clubs, no five-card major, 12-21 HCP; 1C with 3-3 in the minors",
       Picture().AtLeast(kClubs, 3), Picture().AtLeast(kClubs, 3)},
  };
  for (const OneLevel& o : one_level) {
    // Not "spades at most five" for 1H: 7-6 in the majors opens 1H too (the
    // longer suit); partner is still told the usual shape.
    Picture shows = o.needs;
    shows.Hcp(10, 21);
    const Suit suit = o.suit;
    Picture told = o.shows;
    told.Hcp(12, 21);
    book.Add(ShowingInstead(
        FixedRule(o.id, kFamily, o.meaning, opening, Call::Bid(1, StrainOf(suit)), shows, Force::kNone,
                  [suit](const Situation&, const HandEval& h) { return OpensOneLevel(h) && OpeningSuit(h) == suit; }),
        told));
  }

  // Preempts before weak twos: a seven-card suit opens at the three level.
  for (Suit suit : {kSpades, kHearts}) {
    const std::string name(1, SuitChar(suit));
    book.Add(FixedRule("open-4" + name, kFamily, "4" + name + ": preempt, 8+ card suit, 6-11 HCP", opening,
                       Call::Bid(4, StrainOf(suit)), Picture().AtLeast(suit, 8).Hcp(6, 11)));
  }
  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs}) {
    const std::string name(1, SuitChar(suit));
    book.Add(FixedRule(
        "open-3" + name, kFamily,
        "3" + name + ": preempt, good 7+ card suit (two of the top three honours or three of the top five), 5-10 HCP",
        opening, Call::Bid(3, StrainOf(suit)), Picture().AtLeast(suit, 7).Hcp(5, 10), Force::kNone,
        [suit](const Situation&, const HandEval& h) { return h.GoodSuit(suit) && NoSideMajor(h, suit); }));
  }
  for (Suit suit : {kSpades, kHearts, kDiamonds}) {
    const std::string name(1, SuitChar(suit));
    book.Add(
        FixedRule("open-weak-2" + name, kFamily,
                  "2" + name +
                      ": weak two, good 6-card suit (two of the top three honours or three of the top five), 5-11 HCP, "
                      "no side four-card major",
                  opening, Call::Bid(2, StrainOf(suit)), Picture().Exactly(suit, 6).Hcp(5, 11), Force::kNone,
                  [suit](const Situation&, const HandEval& h) { return h.GoodSuit(suit) && NoSideMajor(h, suit); }));
  }
  book.Add(FixedRule("open-pass", kFamily, "Pass: no opening bid (under 12 HCP and short of the rule of 20)", opening,
                     Call::Pass(), Picture().Hcp(0, 11)));
}

}  // namespace bidlab::sayc
