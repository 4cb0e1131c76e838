// Overcalls over the opponents' opening (SAYC card, "Overcalls"): simple
// overcalls on a five-card suit (6-16 at the one level; at the two level on
// a good suit or six cards, 5-16 not vulnerable and 7-16 vulnerable: the
// style's thresholds), weak jump
// overcalls, 1NT 15-18 with a stopper, Michaels
// cue-bids and the unusual 2NT for two-suited hands, and over their 1NT a
// penalty double or a six-card suit.
#include <algorithm>

#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Overcalls (the opponents opened)";

// A weak jump overcall's range: a hand short of an opening (11 and under),
// down to 3 HCP (the textbook 5-10 bid less often; 3-11 gained against every
// opponent on the validation deals, 0-10 and 3-12 about as much).
constexpr int kWeakJumpLo = 3;
constexpr int kWeakJumpHi = 11;

// My side has not called yet, and I act directly over the opponents' last
// bid (not in the pass-out seat, which has its own rules).
bool DirectSpot(const Situation& s) {
  if (!WeAreSilentAfterTheirOpening(s)) return false;
  const Contest& c = Ctx(s);
  return c.last_bidder && !OnMySide(*c.last_bidder) && !c.Balancing() && c.doubling == Doubling::kUndoubled &&
         c.last_bid.level() <= 3;
}

// Only the right-hand opponent has bid: one of a suit (Michaels, unusual 2NT).
std::optional<Suit> RhoOpenedOneSuit(const Situation& s) {
  if (!DirectSpot(s)) return std::nullopt;
  const Contest& c = Ctx(s);
  if (c.HasActed(Who::kLho) || c.ActionsOf(Who::kRho) != 1) return std::nullopt;
  const Call open = c.Opening();
  if (open.level() != 1 || open.strain() == kNoTrump) return std::nullopt;
  return static_cast<Suit>(open.strain());
}

// Two-suiters are weak (8-12); with more, overcall the higher suit and bid the other.
bool TwoSuiterStrength(const HandEval& h) { return h.hcp() >= 8 && h.hcp() <= 12; }
// Vulnerable, the weak two-suiter needs 10+: partner must bid at the three level.
bool TwoSuiterSafe(const Situation& s, const HandEval& h) {
  return TwoSuiterStrength(h) && (!Ctx(s).we_vulnerable || h.hcp() >= 10);
}

// The level of a preemptive overcall in `suit`: a double jump or more, at
// the three or four level (the hand needs four cards more than the level).
std::optional<int> PreemptLevel(const Contest& c, Suit suit) {
  const auto double_jump = Jump(c, StrainOf(suit), 2);
  if (!double_jump || double_jump->level() > 4) return std::nullopt;
  return std::max(3, double_jump->level());
}

bool HasMinorFive(const HandEval& h) { return h.Len(kClubs) >= 5 || h.Len(kDiamonds) >= 5; }

// The suits a Michaels cue-bid of `opened` shows: both majors over a minor,
// the other major (and a minor) over a major.
Picture MichaelsShows(Suit opened) {
  Picture p;
  if (IsMajor(opened)) p.AtLeast(OtherMajor(opened), 5);
  else p.AtLeast(kHearts, 5).AtLeast(kSpades, 5);
  return p.Hcp(8, 12);
}

// The unusual 2NT: the two lowest unbid suits.
Picture UnusualShows(Suit opened) {
  Picture p;
  int named = 0;
  for (Suit suit : {kClubs, kDiamonds, kHearts}) {
    if (suit == opened || named == 2) continue;
    p.AtLeast(suit, 5);
    ++named;
  }
  return p.Hcp(8, 12);
}

// The HCP range of a simple overcall at a level in a style: from its
// one-level and two-level minimums (three more at the three level, with six
// cards) to 16; with more, double first.
Picture SimpleOvercall(const Style& style, Suit suit, int level) {
  Picture p;
  p.AtLeast(suit, 5);
  if (level == 1) return p.Hcp(style.overcall_hcp_one_level, 16);
  if (level == 2) return p.Hcp(style.overcall_hcp_two_level, 16);
  return p.AtLeast(suit, 6).Hcp(style.overcall_hcp_two_level + 3, 17);
}

}  // namespace

void AddOvercallRules(RuleBook& book) {
  // Michaels: a cue-bid of their suit.
  book.Add(FixedRule(
      "ov-michaels", kFamily,
      "Michaels cue-bid (2 of their suit over one of a suit): 5-5 in both majors over a minor, the other major and a "
      "minor over a major; 8-12 HCP (10-12 vulnerable)",
      [](const Situation& s) { return RhoOpenedOneSuit(s).has_value(); },
      [](const Situation& s) { return std::optional<Call>(Call::Bid(2, StrainOf(*RhoOpenedOneSuit(s)))); },
      [](const Situation& s) {
        const auto opened = RhoOpenedOneSuit(s);
        return opened ? MichaelsShows(*opened) : Picture();
      },
      Force::kOneRound,
      [](const Situation& s, const HandEval& h) {
        return TwoSuiterSafe(s, h) && (!IsMajor(*RhoOpenedOneSuit(s)) || HasMinorFive(h));
      }));
  book.Add(FixedRule(
      "ov-unusual-2nt", kFamily,
      "Unusual 2NT (jump over one of a suit): 5-5 in the two lowest unbid suits, 8-12 HCP (10-12 vulnerable)",
      [](const Situation& s) { return RhoOpenedOneSuit(s).has_value(); },
      [](const Situation&) { return std::optional<Call>(C("2NT")); },
      [](const Situation& s) {
        const auto opened = RhoOpenedOneSuit(s);
        return opened ? UnusualShows(*opened) : Picture();
      },
      Force::kOneRound, [](const Situation& s, const HandEval& h) { return TwoSuiterSafe(s, h); }));

  // 1NT overcall.
  book.Add(FixedRule(
      "ov-1nt", kFamily, "1NT overcall: 15-18 HCP, balanced, a stopper in their suit",
      [](const Situation& s) {
        return DirectSpot(s) && Ctx(s).last_bid.level() == 1 && Ctx(s).last_bid.strain() != kNoTrump;
      },
      [](const Situation&) { return std::optional<Call>(C("1NT")); },
      [](const Situation&) { return Picture().Hcp(15, 18).Balanced(); }, Force::kNone,
      [](const Situation& s, const HandEval& h) { return StopsTheirSuits(Ctx(s), h); }));

  // No trump over a weak two or a three-level preempt.
  book.Add(CompRule(
      "ov-nt-over-preempt", kFamily,
      "No trump over their weak two or three-level preempt: balanced with a stopper; 2NT 15-18, 3NT 19-21 (3NT 16-21 "
      "over a three-level bid)",
      [](const Situation& s) {
        if (!WeAreSilentAfterTheirOpening(s) || Ctx(s).ActionsOf(Who::kLho) + Ctx(s).ActionsOf(Who::kRho) != 1)
          return false;
        const Call open = Ctx(s).Opening();
        return open.level() >= 2 && open.level() <= 3 && open.strain() != kNoTrump && open != C("2C") &&
               Ctx(s).doubling == Doubling::kUndoubled;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        if (!h.Balanced() || !StopsTheirSuits(Ctx(s), h)) return std::nullopt;
        const int level = Ctx(s).Opening().level();
        if (level == 2 && h.hcp() >= 15 && h.hcp() <= 18) return C("2NT");
        if (h.hcp() >= (level == 2 ? 19 : 16) && h.hcp() <= 21) return C("3NT");
        return std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (call != C("2NT") && call != C("3NT")) return false;
        const int level = Ctx(s).Opening().level();
        if (call == C("2NT")) shown.picture.Hcp(15, 18);
        else shown.picture.Hcp(level == 2 ? 19 : 16, 21);
        shown.picture.balanced = true;
        return true;
      }));

  // Over their 1NT: double for penalty, or a long suit.
  const When over_1nt = [](const Situation& s) {
    return DirectSpot(s) && Ctx(s).last_bid == C("1NT") && Ctx(s).Opening() == C("1NT");
  };
  book.Add(FixedRule("ov-1nt-x", kFamily, "Double of their 1NT opening: penalty, 15+ HCP", over_1nt, Call::Double(),
                     Picture().Hcp(15, 37)));

  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs}) {
    const std::string name(1, SuitChar(suit));
    // Preemptive overcall: a double jump or more, to the level of a long
    // suit (the law of total tricks with partner's expected two cards); not
    // vulnerable only (vulnerable it lost on the validation deals).
    book.Add(FixedRule(
        "ov-preempt-" + name, kFamily,
        "Preemptive (double) jump overcall in " + name +
            ": not vulnerable, 7+ card suit (my longest), 3-11 HCP; a double jump, at the three level with seven "
            "cards, at the four level with eight",
        [suit](const Situation& s) { return DirectSpot(s) && !Ctx(s).TheyBid(suit); },
        [suit](const Situation& s) -> std::optional<Call> {
          const auto level = PreemptLevel(Ctx(s), suit);
          return level ? std::optional<Call>(Call::Bid(*level, StrainOf(suit))) : std::nullopt;
        },
        [suit](const Situation&) { return Picture().AtLeast(suit, 7).Hcp(kWeakJumpLo, kWeakJumpHi); }, Force::kNone,
        [suit](const Situation& s, const HandEval& h) {
          const auto level = PreemptLevel(Ctx(s), suit);
          return level && h.LongestSuit() == suit && h.Len(suit) >= *level + 4 && !Ctx(s).we_vulnerable;
        }));
  }

  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs}) {
    const std::string name(1, SuitChar(suit));
    // Weak jump overcall: one level above the cheapest bid.
    book.Add(FixedRule(
        "ov-weak-jump-" + name, kFamily,
        "Weak jump overcall in " + name +
            ": 6+ card suit (my longest), 3-11 HCP (5+ vulnerable, and seven cards at the three level), at the two or "
            "three level",
        [suit](const Situation& s) {
          if (!DirectSpot(s) || Ctx(s).TheyBid(suit)) return false;
          const auto jump = Jump(Ctx(s), StrainOf(suit), 1);
          return jump && jump->level() <= 3;
        },
        [suit](const Situation& s) { return Jump(Ctx(s), StrainOf(suit), 1); },
        [suit](const Situation&) { return Picture().AtLeast(suit, 6).Hcp(kWeakJumpLo, kWeakJumpHi); }, Force::kNone,
        [suit](const Situation& s, const HandEval& h) {
          // Any six-card suit in the standard style: double-dummy the room it
          // takes gained more than the tricks a poor suit loses.
          if (h.LongestSuit() != suit || !(Ctx(s).style.weak_jump_any_suit || h.GoodSuit(suit))) return false;
          if (!Ctx(s).we_vulnerable) return true;
          // Vulnerable: the style's minimum (5 in the standard style, chosen
          // among 5-8 with the textbook 5-10 range on the validation deals), and seven cards at the three
          // level (without that rule the doubling opponents gained).
          return h.hcp() >= Ctx(s).style.weak_jump_vulnerable_hcp &&
                 (Jump(Ctx(s), StrainOf(suit), 1)->level() <= 2 || h.Len(suit) >= 7);
        }));
  }

  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs}) {
    const std::string name(1, SuitChar(suit));
    const bool major = IsMajor(suit);
    // Over their 1NT a six-card suit at the two level.
    book.Add(FixedRule("ov-1nt-suit-" + name, kFamily, "2" + name + " over their 1NT: 6+ card suit, 8-14 HCP, to play",
                       over_1nt, Call::Bid(2, StrainOf(suit)), Picture().AtLeast(suit, 6).Hcp(8, 14), Force::kNone,
                       [suit](const Situation&, const HandEval& h) { return h.GoodSuit(suit) || h.Len(suit) >= 7; }));
    // Simple overcall; in a minor only with a hand that cannot double for
    // takeout (the double shows the other suits and finds a major fit).
    book.Add(FixedRule(
        "ov-simple-" + name, kFamily,
        "Overcall in " + name +
            ": any 5+ card suit and 6-16 HCP at the one level; at the two level two of the top five honours or six "
            "cards and 5-16 HCP (7-16 vulnerable); 8-17 with six at the three level" +
            (major ? "" : " (a hand that cannot double for takeout)"),
        [suit](const Situation& s) {
          return DirectSpot(s) && !Ctx(s).TheyBid(suit) && Ctx(s).last_bid.strain() != kNoTrump;
        },
        [suit](const Situation& s) { return Ctx(s).Cheapest(StrainOf(suit)); },
        [suit](const Situation& s) {
          const auto call = Ctx(s).Cheapest(StrainOf(suit));
          return SimpleOvercall(Ctx(s).style, suit, call ? call->level() : 3);
        },
        Force::kNone,
        [suit, major](const Situation& s, const HandEval& h) {
          const auto call = Ctx(s).Cheapest(StrainOf(suit));
          // At the one level any five-card suit in the standard style (its
          // length takes the opponents' room; double-dummy the lead it asks
          // for costs nothing), and with an opening hand in any style; at the
          // two level a good suit (two of the top five honours) or six cards.
          const Style& style = Ctx(s).style;
          const bool quality = OvercallQuality(h, suit) || (style.overcall_any_five && call && call->level() == 1);
          if (!call || call->level() > 3 || !(quality || (h.hcp() >= 12 && call->level() == 1))) return false;
          // Vulnerable at the two level, or between two bidding opponents, a
          // little more.
          const bool sandwiched = Ctx(s).HasActed(Who::kLho) && Ctx(s).HasActed(Who::kRho);
          if (call->level() >= 2 && (Ctx(s).we_vulnerable || sandwiched) &&
              h.hcp() < style.overcall_hcp_two_level + style.two_level_vulnerable_extra)
            return false;
          if (call->level() == 1 && sandwiched && h.hcp() < 10) return false;
          if (!major && TakeoutDoubleFits(Ctx(s), h)) return false;
          // The longest suit (a higher-ranking one among equals).
          for (int i = 0; i < kNumSuits; ++i)
            if (!Ctx(s).TheyBid(SuitAt(i)) && (h.Len(i) > h.Len(suit) || (h.Len(i) == h.Len(suit) && i > ToInt(suit))))
              return false;
          return true;
        }));
  }
}

}  // namespace bidlab::sayc
