// Opener's rebid after a one-level suit opening (SAYC card, "Opener's
// rebids"): raises of responder's suit by strength, 1NT 12-14 and 2NT 18-19
// balanced, new suits at the one level, reverses (17+), jump rebids (16-18
// with six cards), simple rebids (six cards, minimum), strong jump shifts
// (19+), and the answers to raises, limit raises and Jacoby 2NT.
#include <string>

#include "learn/sayc/rules_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Opener's rebids";

Suit Opened(const Situation& s) { return *SuitOfBid(s.bids[0]); }
std::optional<Suit> Responded(const Situation& s) { return SuitOfBid(s.bids[1]); }

// Opener's second call after a response made by a rule whose id starts with `prefix`.
When After(std::string prefix) {
  return [prefix = std::move(prefix)](const Situation& s) {
    return s.Size() == 2 && s.OneSuitOpening() && s.PartnerLastByPrefix(prefix);
  };
}

// A new suit (neither opener's nor responder's) of 4+ cards, chosen up the
// line among those the `fits` predicate allows.
std::optional<Suit> NewSuit(const Situation& s, const HandEval& h, const std::function<bool(Suit)>& fits) {
  std::optional<Suit> best;
  for (Suit z : {kClubs, kDiamonds, kHearts, kSpades}) {
    if (z == Opened(s) || Responded(s) == z || h.Len(z) < 4 || !fits(z)) continue;
    if (!best || h.Len(z) > h.Len(*best)) best = z;
  }
  return best;
}

// The rules that bid a new suit z chosen by `pick`, at the level `level_of`
// gives (nullopt: not available), each per suit so that the reading is exact.
void AddNewSuitRules(RuleBook& book, const std::string& id, const std::string& meaning, const When& when,
                     const std::function<std::optional<int>(const Situation&, Suit)>& level_of, Range hcp, Force force,
                     const std::function<bool(const Situation&, const HandEval&, Suit)>& extra) {
  for (Suit z : {kClubs, kDiamonds, kHearts, kSpades}) {
    book.Add(FixedRule(
        id + "-" + SuitChar(z), kFamily, meaning, when,
        [z, level_of](const Situation& s) -> std::optional<Call> {
          if (z == Opened(s) || Responded(s) == z) return std::nullopt;
          const auto level = level_of(s, z);
          if (!level) return std::nullopt;
          return Call::Bid(*level, StrainOf(z));
        },
        [z, hcp](const Situation&) { return Picture().AtLeast(z, 4).Hcp(hcp.lo, hcp.hi); }, force,
        [z, extra](const Situation& s, const HandEval& h) { return extra(s, h, z); }));
  }
}

int CheapestLevel(const Situation& s, Suit z) { return Cheapest(s, z)->level(); }

}  // namespace

void AddOpenerRebidRules(RuleBook& book) {
  const auto opened_call = [](int level) {
    return [level](const Situation& s) -> std::optional<Call> { return Call::Bid(level, StrainOf(Opened(s))); };
  };
  const auto six_cards = [](int lo, int hi) {
    return [lo, hi](const Situation& s) { return Picture().AtLeast(Opened(s), 6).Hcp(lo, hi); };
  };
  const Extra total_16_18 = [](const Situation&, const HandEval& h) {
    return h.TotalPoints() >= 16 && h.TotalPoints() <= 18;
  };
  const Extra total_under_16 = [](const Situation&, const HandEval& h) { return h.TotalPoints() <= 15; };
  const Requirement any = [](const Situation&) { return Picture(); };

  // --- After a new suit at the one level (forcing).
  {
    const When w = After("resp-new1");
    const auto raise = [](int level) {
      return [level](const Situation& s) -> std::optional<Call> {
        const auto y = Responded(s);
        if (!y || (level == 4 && !IsMajor(*y))) return std::nullopt;
        return Call::Bid(level, StrainOf(*y));
      };
    };
    const auto support = [](int lo, int hi) {
      return [lo, hi](const Situation& s) { return Picture().AtLeast(*Responded(s), 4).Hcp(lo, hi); };
    };
    const auto support_points = [](int lo, int hi) {
      return [lo, hi](const Situation& s, const HandEval& h) {
        const Suit y = *Responded(s);
        const int p = h.SupportPoints(y);
        // A diamond raise of 1C-1D only without a major to show.
        const bool major_first = !IsMajor(y) && (h.Len(kHearts) >= 4 || h.Len(kSpades) >= 4);
        return p >= lo && p <= hi && !major_first;
      };
    };
    book.Add(FixedRule("rebid-raise-2", kFamily,
                       "Raise to 2 (after a one-level response): 4-card support, 12-15 points", w, raise(2),
                       support(10, 15), Force::kNone, support_points(0, 15)));
    // Points count shortness: 12 HCP with a singleton make a jump raise, and
    // partner is told the points (what game depends on).
    book.Add(ShowingInstead(
        FixedRule("rebid-raise-3", kFamily, "Jump raise to 3: 4-card support, 16-18 points, invites game", w, raise(3),
                  support(10, 18), Force::kNone, support_points(16, 18)),
        support(14, 18)));
    book.Add(ShowingInstead(
        FixedRule("rebid-raise-4", kFamily, "Raise to 4 of responder's major: 4-card support, 19+ points", w, raise(4),
                  support(10, 37), Force::kNone, support_points(19, 40)),
        support(16, 37)));
    book.Add(FixedRule("rebid-2nt", kFamily, "2NT (after a one-level response): 18-19 HCP, balanced", w, C("2NT"),
                       Picture().Hcp(18, 19).Balanced()));
    AddNewSuitRules(
        book, "rebid-jump-shift", "Jump shift: 19+ points, 4+ cards in a new suit, forcing to game", w,
        [](const Situation& s, Suit z) -> std::optional<int> { return CheapestLevel(s, z) + 1; }, {18, 37},
        Force::kGame,
        [](const Situation& s, const HandEval& h, Suit z) {
          return h.TotalPoints() >= 19 && NewSuit(s, h, [](Suit) { return true; }) == z;
        });
    AddNewSuitRules(
        book, "rebid-new1", "New suit at the one level: 4+ cards (up the line), 12-18 points", w,
        [](const Situation& s, Suit z) -> std::optional<int> {
          return CheapestLevel(s, z) == 1 ? std::optional<int>(1) : std::nullopt;
        },
        {10, 18}, Force::kNone,
        [](const Situation& s, const HandEval& h, Suit z) {
          // Up the line: the lowest four-card suit that can be shown at the one level.
          for (Suit u : {kClubs, kDiamonds, kHearts, kSpades})
            if (u != Opened(s) && Responded(s) != u && h.Len(u) >= 4 && CheapestLevel(s, u) == 1) return u == z;
          return false;
        });
    book.Add(FixedRule("rebid-1nt", kFamily, "1NT (after a one-level response): 12-14 HCP, balanced", w, C("1NT"),
                       Picture().Hcp(10, 14).Balanced()));
  }

  // --- Suit rebids and second suits, after a one-level response or 1NT.
  for (const char* prefix : {"resp-new1", "resp-1nt"}) {
    const When w = After(prefix);
    const std::string tag = std::string(prefix) == "resp-1nt" ? "nt-" : "";
    if (!tag.empty()) {
      book.Add(FixedRule("rebid-nt-2nt", kFamily, "2NT (after 1NT): 18-19 HCP, balanced, invites 3NT", w, C("2NT"),
                         Picture().Hcp(18, 19).Balanced()));
      AddNewSuitRules(
          book, "rebid-nt-jump-shift", "Jump shift (after 1NT): 19+ points, 4+ cards, forcing to game", w,
          [](const Situation& s, Suit z) -> std::optional<int> { return CheapestLevel(s, z) + 1; }, {18, 37},
          Force::kGame,
          [](const Situation& s, const HandEval& h, Suit z) {
            return h.TotalPoints() >= 19 && NewSuit(s, h, [](Suit) { return true; }) == z;
          });
    }
    AddNewSuitRules(
        book, "rebid-" + tag + "reverse",
        "Reverse: a new suit at the two level ranking above the opening suit, 17+ points, first suit longer, forcing",
        w,
        [](const Situation& s, Suit z) -> std::optional<int> {
          return ToInt(z) > ToInt(Opened(s)) && CheapestLevel(s, z) == 2 ? std::optional<int>(2) : std::nullopt;
        },
        {16, 37}, Force::kOneRound,
        [](const Situation& s, const HandEval& h, Suit z) {
          return h.TotalPoints() >= 17 && h.Len(Opened(s)) > h.Len(z) &&
                 NewSuit(s, h, [&](Suit u) { return ToInt(u) > ToInt(Opened(s)) && CheapestLevel(s, u) == 2; }) == z;
        });
    book.Add(FixedRule(
        "rebid-" + tag + "game-major", kFamily, "4M (opener's rebid): 6+ card major, 19+ points, to play", w,
        [](const Situation& s) -> std::optional<Call> {
          if (!IsMajor(Opened(s))) return std::nullopt;
          return Call::Bid(4, StrainOf(Opened(s)));
        },
        six_cards(14, 21), Force::kNone, [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 19; }));
    book.Add(FixedRule(
        "rebid-" + tag + "3nt-minor", kFamily, "3NT (opener's rebid): 6+ card minor, 19+ points, no void", w,
        [](const Situation& s) -> std::optional<Call> {
          if (IsMajor(Opened(s))) return std::nullopt;
          return C("3NT");
        },
        six_cards(14, 21), Force::kNone,
        [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 19 && h.Shortest() >= 1; }));
    book.Add(ShowingInstead(
        FixedRule("rebid-" + tag + "jump", kFamily, "Jump rebid of the opening suit: 6+ cards, 16-18 points", w,
                  opened_call(3), six_cards(10, 18), Force::kNone, total_16_18),
        Picture().Hcp(14, 18)));
    book.Add(FixedRule("rebid-" + tag + "suit", kFamily,
                       "Rebid of the opening suit at the two level: 6+ cards, minimum", w, opened_call(2),
                       six_cards(10, 15), Force::kNone, total_under_16));
    AddNewSuitRules(
        book, "rebid-" + tag + "new2", "New lower suit at the two level: 4+ cards, 12-18 points", w,
        [](const Situation& s, Suit z) -> std::optional<int> {
          return ToInt(z) < ToInt(Opened(s)) && CheapestLevel(s, z) == 2 ? std::optional<int>(2) : std::nullopt;
        },
        {10, 18}, Force::kNone,
        [](const Situation& s, const HandEval& h, Suit z) {
          return NewSuit(s, h, [&](Suit u) { return ToInt(u) < ToInt(Opened(s)) && CheapestLevel(s, u) == 2; }) == z;
        });
    if (tag.empty()) {
      // Read as the six-card rebid: partner cannot tell the difference.
      book.Add(ShowingInstead(
          FixedRule(
              "rebid-suit5", kFamily, "Rebid of a five-card opening suit: minimum, nothing else to bid", w,
              opened_call(2), [](const Situation& s) { return Picture().AtLeast(Opened(s), 5).Hcp(10, 15); },
              Force::kNone, total_under_16),
          six_cards(10, 15)));
      // Read as the balanced 1NT: partner cannot tell the difference.
      book.Add(ShowingInstead(
          FixedRule("rebid-1nt-unbalanced", kFamily, "1NT (after a one-level response): 12-14, nothing else to bid", w,
                    C("1NT"), Picture().Hcp(10, 14)),
          Picture().Hcp(10, 14).Balanced()));
    } else {
      book.Add(FixedRule("rebid-nt-pass", kFamily, "Pass (after 1NT): minimum, nothing more to show", w, Call::Pass(),
                         Picture().Hcp(10, 16), Force::kNone,
                         [](const Situation&, const HandEval& h) { return h.TotalPoints() <= 16; }));
    }
  }

  // --- After a single raise.
  {
    const When major = [](const Situation& s) {
      return s.Size() == 2 && s.OneSuitOpening() && s.PartnerLastBy("resp-raise");
    };
    book.Add(FixedRule("rebid-raise-game", kFamily, "4M (after 1M 2M): 19+ points", major, opened_call(4), any,
                       Force::kSignoff, [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 19; }));
    book.Add(FixedRule(
        "rebid-game-try", kFamily, "3M (after 1M 2M): game try, 17-18 points", major, opened_call(3),
        [](const Situation&) { return Picture().Hcp(14, 18); }, Force::kNone,
        // 16 points opposite a single raise (6-10) rarely make game: pass.
        [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 17 && h.TotalPoints() <= 18; }));
    book.Add(
        FixedRule("rebid-raise-pass", kFamily, "Pass (after 1M 2M): 12-16 points", major, Call::Pass(), Picture()));
    const When minor = After("resp-raise-minor");
    book.Add(FixedRule("rebid-minor-3nt", kFamily, "3NT (after 1m 2m): 18+ HCP, balanced or semi-balanced", minor,
                       C("3NT"), Picture().Hcp(18, 21), Force::kSignoff,
                       [](const Situation&, const HandEval& h) { return h.SemiBalanced(); }));
    book.Add(FixedRule("rebid-minor-2nt", kFamily, "2NT (after 1m 2m): 16-17 HCP, balanced or semi-balanced", minor,
                       C("2NT"), Picture().Hcp(16, 17), Force::kNone,
                       [](const Situation&, const HandEval& h) { return h.SemiBalanced(); }));
    book.Add(FixedRule("rebid-minor-3", kFamily, "3m (after 1m 2m): 16-18 points, unbalanced, invites game", minor,
                       opened_call(3), any, Force::kNone, total_16_18));
    book.Add(FixedRule("rebid-minor-pass", kFamily, "Pass (after 1m 2m): minimum", minor, Call::Pass(), Picture()));
  }

  // --- After a limit raise.
  {
    const When major = After("resp-limit");
    book.Add(FixedRule(
        "limit-accept", kFamily, "4M (after a limit raise): 15+ points (length or shortness); a minimum declines",
        major, opened_call(4), any, Force::kNone, [](const Situation& s, const HandEval& h) {
          const Suit m = Opened(s);
          return !s.PartnerLastBy("resp-limit-minor") && std::max(h.TotalPoints(), h.SupportPoints(m)) >= 15;
        }));
    const When minor = After("resp-limit-minor");
    book.Add(FixedRule("limit-minor-3nt", kFamily, "3NT (after 1m 3m): 13+ HCP, balanced or semi-balanced", minor,
                       C("3NT"), Picture().Hcp(13, 21), Force::kSignoff,
                       [](const Situation&, const HandEval& h) { return h.SemiBalanced(); }));
    book.Add(FixedRule("limit-minor-5", kFamily, "5m (after 1m 3m): 15+ points, unbalanced", minor, opened_call(5), any,
                       Force::kSignoff, [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 15; }));
    book.Add(FixedRule("limit-pass", kFamily, "Pass (after a limit raise): minimum", After("resp-limit"), Call::Pass(),
                       Picture()));
  }

  // --- After Jacoby 2NT.
  {
    const When w = After("resp-jacoby");
    book.Add(FixedRule(
        "jacoby-extras", kFamily, "3M (after Jacoby 2NT): 15+ points, slam interest", w, opened_call(3),
        [](const Situation&) { return Picture().Hcp(14, 21); }, Force::kGame,
        [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 16; }));
    book.Add(FixedRule("jacoby-minimum", kFamily, "4M (after Jacoby 2NT): minimum", w, opened_call(4),
                       [](const Situation&) { return Picture().Hcp(10, 15); }));
  }

  // --- After two over one.
  {
    const When w = After("resp-2over1");
    book.Add(FixedRule(
        "2over1-raise-major", kFamily, "3H (after 1S 2H): 3+ hearts", w,
        [](const Situation& s) -> std::optional<Call> {
          return Responded(s) == kHearts ? std::optional<Call>(C("3H")) : std::nullopt;
        },
        [](const Situation&) { return Picture().AtLeast(kHearts, 3); }, Force::kGame));
    book.Add(FixedRule("2over1-jump", kFamily, "3 of the opening suit (after two over one): 6+ cards, 15+ points", w,
                       opened_call(3), six_cards(13, 21), Force::kGame,
                       [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 15; }));
    book.Add(FixedRule("2over1-suit", kFamily, "2 of the opening suit (after two over one): 6+ cards", w,
                       opened_call(2), six_cards(10, 15)));
    book.Add(FixedRule("2over1-2nt", kFamily, "2NT (after two over one): 12-14 HCP, balanced", w, C("2NT"),
                       Picture().Hcp(10, 14).Balanced()));
    book.Add(FixedRule("2over1-3nt", kFamily, "3NT (after two over one): 18-19 HCP, balanced", w, C("3NT"),
                       Picture().Hcp(18, 19).Balanced()));
    AddNewSuitRules(
        book, "2over1-new2", "New suit at the two level (after two over one): 4+ cards", w,
        [](const Situation& s, Suit z) -> std::optional<int> {
          return CheapestLevel(s, z) == 2 ? std::optional<int>(2) : std::nullopt;
        },
        {10, 21}, Force::kOneRound,
        [](const Situation& s, const HandEval& h, Suit z) {
          return NewSuit(s, h, [&](Suit u) { return CheapestLevel(s, u) == 2; }) == z;
        });
    book.Add(FixedRule(
        "2over1-raise-minor", kFamily, "3m (after two over one in a minor): 4+ card support", w,
        [](const Situation& s) -> std::optional<Call> {
          const auto y = Responded(s);
          if (!y || IsMajor(*y)) return std::nullopt;
          return Call::Bid(3, StrainOf(*y));
        },
        [](const Situation& s) { return Picture().AtLeast(*Responded(s), 4); }, Force::kOneRound));
    AddNewSuitRules(
        book, "2over1-new3", "New suit at the three level (after two over one): 4+ cards, 15+ points", w,
        [](const Situation& s, Suit z) -> std::optional<int> {
          return CheapestLevel(s, z) == 3 ? std::optional<int>(3) : std::nullopt;
        },
        {14, 21}, Force::kGame,
        [](const Situation& s, const HandEval& h, Suit z) {
          return h.TotalPoints() >= 15 && NewSuit(s, h, [&](Suit u) { return CheapestLevel(s, u) == 3; }) == z;
        });
    book.Add(ShowingInstead(
        FixedRule("2over1-suit5", kFamily, "2 of the opening suit (after two over one): five cards, nothing else", w,
                  opened_call(2), [](const Situation& s) { return Picture().AtLeast(Opened(s), 5); }),
        six_cards(10, 15)));
  }

  // --- After 3NT over a major; over a minor, four of it would be a
  // partscore: five with a six-card suit and a singleton or void, else 3NT
  // stands.
  const When after_3nt = After("resp-3nt");
  const When after_major_3nt = [after_3nt](const Situation& s) { return after_3nt(s) && IsMajor(Opened(s)); };
  const When after_minor_3nt = [after_3nt](const Situation& s) { return after_3nt(s) && !IsMajor(Opened(s)); };
  book.Add(FixedRule("3nt-major", kFamily, "4M (after 1M 3NT): 6+ cards", after_major_3nt, opened_call(4),
                     six_cards(10, 21), Force::kSignoff));
  book.Add(FixedRule("3nt-minor", kFamily, "5m (after 1m 3NT): 6+ cards and a singleton or void", after_minor_3nt,
                     opened_call(5), six_cards(10, 21), Force::kSignoff,
                     [](const Situation&, const HandEval& h) { return h.Shortest() <= 1; }));
}

void AddResponderRebidRules(RuleBook& book) {
  // After opener's 1NT rebid: a five-card major with game values asks for
  // three-card support.
  const When after_1nt = [](const Situation& s) {
    return s.Size() == 3 && s.OneSuitOpening() && s.BidBy(1, "resp-new1") && s.PartnerLastByPrefix("rebid-1nt");
  };
  book.Add(FixedRule(
      "rr-five-major", "Responder's rebids",
      "3 of responder's major (after opener's 1NT rebid): five cards, 13+ HCP, forcing to game; "
      "opener raises with three",
      after_1nt,
      [](const Situation& s) -> std::optional<Call> {
        const auto y = SuitOfBid(s.bids[1]);
        if (!y || !IsMajor(*y)) return std::nullopt;
        return Call::Bid(3, StrainOf(*y));
      },
      [](const Situation& s) { return Picture().Exactly(*SuitOfBid(s.bids[1]), 5).Hcp(13, 18); }, Force::kGame));
  // Over opener's invitational jump rebid, a five-card major with the values
  // to accept is shown before no trump: opener raises with three.
  book.Add(FixedRule(
      "rr-five-major-jump", "Responder's rebids",
      "3 of responder's major (after opener's jump rebid of a minor): five or more cards, 8+ HCP, forcing to game",
      [](const Situation& s) {
        return s.Size() == 3 && s.OneSuitOpening() && s.BidBy(1, "resp-new1") && s.PartnerLastByPrefix("rebid-jump");
      },
      [](const Situation& s) -> std::optional<Call> {
        const auto y = SuitOfBid(s.bids[1]);
        if (!y || !IsMajor(*y) || IsMajor(*SuitOfBid(s.bids[0]))) return std::nullopt;
        return Call::Bid(3, StrainOf(*y));
      },
      [](const Situation& s) { return Picture().AtLeast(*SuitOfBid(s.bids[1]), 5).Hcp(8, 37); }, Force::kGame));
  // Six cards in the major and 12+ points counting length: game opposite the
  // 12-14 (the 1NT rebid holds two cards at least, so the fit is there).
  book.Add(FixedRule(
      "rr-major-game", "Responder's rebids",
      "4 of responder's major (after opener's 1NT rebid): six or more cards, 12+ points counting length, to play",
      after_1nt,
      [](const Situation& s) -> std::optional<Call> {
        const auto y = SuitOfBid(s.bids[1]);
        if (!y || !IsMajor(*y)) return std::nullopt;
        return Call::Bid(4, StrainOf(*y));
      },
      [](const Situation& s) { return Picture().AtLeast(*SuitOfBid(s.bids[1]), 6).Hcp(6, 18); }, Force::kSignoff,
      [](const Situation&, const HandEval& h) { return h.TotalPoints() >= 12; }));
  // Short of game, a five-card major plays better in the 5-2 or 5-3 fit
  // than in 1NT: two of it, to play.
  book.Add(FixedRule(
      "rr-major-signoff", "Responder's rebids",
      "2 of responder's major (after opener's 1NT rebid): five or more cards, short of game values, to play", after_1nt,
      [](const Situation& s) -> std::optional<Call> {
        const auto y = SuitOfBid(s.bids[1]);
        if (!y || !IsMajor(*y)) return std::nullopt;
        return Call::Bid(2, StrainOf(*y));
      },
      [](const Situation& s) { return Picture().AtLeast(*SuitOfBid(s.bids[1]), 5).Hcp(0, 12); }, Force::kSignoff));
}

}  // namespace bidlab::sayc
