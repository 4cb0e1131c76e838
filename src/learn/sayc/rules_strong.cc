// The strong 2C opening and its continuations, and responses to weak twos
// and preempts (SAYC card, "Strong 2C", "Weak twos and preempts").
#include <string>

#include "learn/sayc/rules_common.h"

namespace bidlab::sayc {

namespace {

std::string Letter(Suit s) { return std::string(1, SuitChar(s)); }

// The suit a game-forcing rebid or a positive response names: the longest,
// the higher-ranking of equal lengths.
Suit LongestSuit(const HandEval& h) { return h.LongestSuit(); }

// A weak two's answer to 2NT: with a maximum (9-11), the cheapest side suit
// holding the ace or king.
std::optional<Suit> CheapestFeature(const HandEval& h, Suit trump) {
  if (h.hcp() < 9) return std::nullopt;
  for (Suit s : {kClubs, kDiamonds, kHearts, kSpades})
    if (s != trump && h.TopHonours(s, 2) >= 1) return s;
  return std::nullopt;
}

}  // namespace

void AddStrongAndPreemptRules(RuleBook& book) {
  // --- Strong 2C.
  {
    const std::string family = "Strong 2C";
    const When after = Seq("2C");
    for (Suit suit : {kHearts, kSpades, kClubs, kDiamonds}) {
      const Call call = Call::Bid(suit == kClubs || suit == kDiamonds ? 3 : 2, StrainOf(suit));
      book.Add(FixedRule("2c-positive-" + Letter(suit), family,
                         CallName(call) + " (over 2C): positive, 5+ cards with two of the top three honours, 8+ HCP",
                         after, call, Picture().AtLeast(suit, 5).Hcp(8, 37), Force::kGame,
                         [suit](const Situation&, const HandEval& h) {
                           return LongestSuit(h) == suit && h.TopHonours(suit, 3) >= 2;
                         }));
    }
    book.Add(FixedRule("2c-positive-2nt", family, "2NT (over 2C): positive, 8+ HCP, balanced", after, C("2NT"),
                       Picture().Hcp(8, 37).Balanced(), Force::kGame));
    book.Add(FixedRule("2c-waiting", family, "2D (over 2C): waiting, any hand without a positive", after, C("2D"),
                       Picture().Hcp(0, 37), Force::kOneRound));

    const When rebid = Seq("2C 2D");
    book.Add(FixedRule("2c-2nt", family, "2NT (2C 2D 2NT): 22-24 HCP, balanced, not forcing", rebid, C("2NT"),
                       Picture().Hcp(22, 24).Balanced()));
    book.Add(FixedRule("2c-3nt", family, "3NT (2C 2D 3NT): 25+ HCP, balanced", rebid, C("3NT"),
                       Picture().Hcp(25, 37).Balanced()));
    for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs}) {
      const Call call = Call::Bid(IsMajor(suit) ? 2 : 3, StrainOf(suit));
      book.Add(FixedRule("2c-rebid-" + Letter(suit), family, CallName(call) + " (2C 2D): 5+ cards, forcing to game",
                         rebid, call, Picture().AtLeast(suit, 5).Hcp(22, 37), Force::kGame,
                         [suit](const Situation&, const HandEval& h) { return LongestSuit(h) == suit; }));
    }
    for (Suit major : {kHearts, kSpades}) {
      const When w = Seq("2C 2D 2" + Letter(major));
      book.Add(FixedRule("2c-fast-" + Letter(major), family,
                         "4" + Letter(major) + " (2C 2D 2" + Letter(major) + "): 3+ support, no ace or king to show", w,
                         Call::Bid(4, StrainOf(major)), Picture().AtLeast(major, 3).Hcp(0, 7)));
      book.Add(FixedRule("2c-raise-" + Letter(major), family,
                         "3" + Letter(major) + " (2C 2D 2" + Letter(major) + "): 3+ support, 8+ HCP, slam interest", w,
                         Call::Bid(3, StrainOf(major)), Picture().AtLeast(major, 3).Hcp(8, 37), Force::kGame));
    }
  }

  // --- Weak twos.
  {
    const std::string family = "Over weak twos and preempts";
    for (Suit suit : {kDiamonds, kHearts, kSpades}) {
      const Call opening = Call::Bid(2, StrainOf(suit));
      const When w = Seq(CallName(opening));
      const std::string l = Letter(suit);
      if (IsMajor(suit)) {
        book.Add(
            FixedRule("weak2-game-" + l, family,
                      "4" + l + " (over a weak 2" + l + "): 3+ support and 15+ support points, or 2 cards and 17+ HCP",
                      w, Call::Bid(4, StrainOf(suit)), Picture().AtLeast(suit, 2).Hcp(10, 37), Force::kSignoff,
                      [suit](const Situation&, const HandEval& h) {
                        return (h.Len(suit) >= 3 && h.SupportPoints(suit) >= 15) || (h.Len(suit) == 2 && h.hcp() >= 17);
                      }));
      }
      book.Add(FixedRule("weak2-3nt-" + l, family, "3NT (over a weak 2" + l + "): 16+ HCP with a fit, or 18+ balanced",
                         w, C("3NT"), Picture().Hcp(16, 37), Force::kSignoff,
                         [suit](const Situation&, const HandEval& h) {
                           return (h.Len(suit) >= 2 && h.hcp() >= 16) || (h.Balanced() && h.hcp() >= 18);
                         }));
      book.Add(FixedRule("weak2-ask-" + l, family,
                         "2NT (over a weak 2" + l + "): 15+ HCP, forcing, asks for a feature with a maximum", w,
                         C("2NT"), Picture().Hcp(15, 37), Force::kOneRound));
      book.Add(FixedRule("weak2-pass-" + l, family, "Pass (over a weak 2" + l + "): no game in view", w, Call::Pass(),
                         Picture()));
      // Opener's answers: a maximum shows an ace or king outside (the
      // cheapest), anything else rebids the suit.
      const When asked = Seq(CallName(opening) + " 2NT");
      for (Suit feature : {kClubs, kDiamonds, kHearts, kSpades}) {
        if (feature == suit) continue;
        book.Add(FixedRule(
            "weak2-feature-" + l + Letter(feature), family,
            "3" + Letter(feature) + " (2" + l + " 2NT): a maximum, 9-11 HCP, with the ace or king of " +
                Letter(feature) + " (the cheapest)",
            asked, Call::Bid(3, StrainOf(feature)), Picture().Hcp(9, 11), Force::kNone,
            [suit, feature](const Situation&, const HandEval& h) { return CheapestFeature(h, suit) == feature; }));
      }
      book.Add(FixedRule("weak2-rebid-" + l, family,
                         "3" + l + " (2" + l + " 2NT): a minimum, or a maximum without an outside ace or king", asked,
                         Call::Bid(3, StrainOf(suit)), Picture()));
    }
    // --- Preempts.
    for (Suit suit : {kClubs, kDiamonds, kHearts, kSpades}) {
      const Call opening = Call::Bid(3, StrainOf(suit));
      const When w = Seq(CallName(opening));
      const std::string l = Letter(suit);
      if (IsMajor(suit)) {
        book.Add(FixedRule("preempt-game-" + l, family,
                           "4" + l + " (over 3" + l + "): 15+ HCP, or 2+ cards and 13+ support points", w,
                           Call::Bid(4, StrainOf(suit)), Picture().Hcp(10, 37), Force::kSignoff,
                           [suit](const Situation&, const HandEval& h) {
                             return h.hcp() >= 15 || (h.Len(suit) >= 2 && h.SupportPoints(suit) >= 13);
                           }));
      } else {
        book.Add(FixedRule("preempt-3nt-" + l, family, "3NT (over 3" + l + "): 15+ HCP with a fit, or 18+", w, C("3NT"),
                           Picture().Hcp(15, 37), Force::kSignoff, [suit](const Situation&, const HandEval& h) {
                             return (h.Len(suit) >= 2 && h.hcp() >= 15) || h.hcp() >= 18;
                           }));
        book.Add(FixedRule(
            "preempt-game-" + l, family, "5" + l + " (over 3" + l + "): 3+ support, 16+ support points, a short suit",
            w, Call::Bid(5, StrainOf(suit)), Picture().AtLeast(suit, 3), Force::kSignoff,
            [suit](const Situation&, const HandEval& h) { return h.SupportPoints(suit) >= 16 && h.Shortest() <= 1; }));
      }
      book.Add(FixedRule("preempt-pass-" + l, family, "Pass (over 3" + l + "): no game in view", w, Call::Pass(),
                         Picture()));
    }
  }
}

}  // namespace bidlab::sayc
