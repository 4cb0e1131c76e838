// Conventions that apply anywhere (partner's signoff, Blackwood) and the
// general rules a player falls back on to place the contract once the
// specific sequences run out: add partner's shown range to one's own points,
// find the best fit, and bid slam (Blackwood first), game, an invitation or
// the best partscore. Last come the two fallbacks that make the system
// total: the cheapest natural bid when partner's call forces one, and pass.
#include <algorithm>
#include <string>

#include "learn/sayc/rules_common.h"

namespace bidlab::sayc {

namespace {

// Aces shown by a Blackwood answer (5C: 0 or 4 — taken as 4 when the asker
// holds none).
int AcesShown(Call answer, int my_aces) {
  switch (answer.strain()) {
    case Strain::kClubs: return my_aces == 0 ? 4 : 0;
    case Strain::kDiamonds: return 1;
    case Strain::kHearts: return 2;
    default: return 3;
  }
}

// Game when the partnership surely holds 25, or probably does opposite a
// limited hand or an invitation, or when forced.
bool GameCondition(const Situation& s, const Plan& p, int points = kGamePoints) {
  return p.sure >= points || ((p.partner_limited || s.PartnerLastBy("invite")) && p.mid >= points) ||
         s.GameForcedBelowGame();
}

// A grand slam is worth trying short of 37 points when the tricks come from
// length: 34+ points with a ten-card fit, or a six-card suit headed by the
// ace and king in a known fit (it runs opposite partner's two or more).
inline constexpr int kGrandTryPoints = 34;
bool GrandTry(const Plan& p, const HandEval& h) {
  if (!p.fit || p.likely < kGrandTryPoints) return false;
  return p.fit_length >= 10 || (h.Len(*p.fit) >= 6 && h.TopHonours(*p.fit, 2) == 2);
}

// A singleton or void in a suit neither partner has bid.
bool ShortInAnUnbidSuit(const Situation& s, const HandEval& h) {
  for (Suit u : {kClubs, kDiamonds, kHearts, kSpades})
    if (h.Len(u) <= 1 && !s.IBid(u) && !s.PartnerBid(u)) return true;
  return false;
}

// Five of a minor needs more than 3NT or four of a major.
constexpr int kMinorGamePoints = 28;
// … but less when no trump is ruled out by a shortness in an unbid suit:
// the shortness is a trick the points do not count (chosen on validation).
constexpr int kMinorGameWithShortnessPoints = 26;

// Whether partner's last bid will do as a final contract.
bool Acceptable(const Situation& s, const HandEval& h, const Plan& p) {
  const Call last = *s.PartnerLast();
  if (last.strain() == p.strain) return true;
  if (last.strain() == kNoTrump) return !p.fit || !IsMajor(*p.fit) || p.strain == kNoTrump;
  const Suit suit = *SuitOfBid(last);
  if (p.fit && IsMajor(*p.fit) && *p.fit != suit) return false;
  return h.Len(suit) + s.partner.MinLen(suit) >= 7 || s.partner.MinLen(suit) >= 6;
}

// An HCP range, clamped at zero.
Picture Around(int lo, int hi) { return Picture().Hcp(std::max(0, lo), std::max(0, hi)); }

// Narrows what a call shows by `told`; false when that contradicts what the
// caller had shown before (then this rule cannot have made the call).
bool Tell(Shown& shown, const Picture& told) {
  if (told.hcp.lo > shown.picture.hcp.hi || told.hcp.hi < shown.picture.hcp.lo) return false;
  shown.picture = Picture::Narrowed(shown.picture, told);
  return true;
}

Rule MakeRule(std::string id, std::string family, std::string meaning, When when, Tier tier = Tier::kGeneral) {
  Rule rule;
  rule.id = std::move(id);
  rule.family = std::move(family);
  rule.meaning = std::move(meaning);
  rule.when = std::move(when);
  rule.tier = tier;
  return rule;
}

}  // namespace

void AddConventionRules(RuleBook& book) {
  const std::string family = "Conventions";
  book.Add(FixedRule(
      "signoff-pass", family, "Pass: partner has placed the contract",
      [](const Situation& s) { return s.PartnerForce() == Force::kSignoff; }, Call::Pass(), Picture()));
  const When asked = [](const Situation& s) { return s.PartnerLastBy("blackwood"); };
  const char* answers[] = {"5C (over Blackwood 4NT): 0 or 4 aces", "5D (over Blackwood 4NT): 1 ace",
                           "5H (over Blackwood 4NT): 2 aces", "5S (over Blackwood 4NT): 3 aces"};
  for (int i = 0; i < 4; ++i) {
    book.Add(FixedRule("bw-answer-" + std::to_string(i), family, answers[i], asked, Call::Bid(5, StrainAt(i)),
                       Picture(), Force::kOneRound,
                       [i](const Situation&, const HandEval& h) { return h.Aces() % 4 == i; }));
  }
  Rule place = MakeRule(
      "bw-place", family,
      "After the Blackwood answer: 6 with one ace missing, 7 with all four and 37+ points together (34+ with a "
      "ten-card fit or a six-card suit headed by the ace and king), else sign off at five",
      [](const Situation& s) { return s.MyLastByPrefix("blackwood") && s.PartnerLastByPrefix("bw-answer"); },
      Tier::kSpecific);
  place.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    const Plan p = MakePlan(s, h);
    const int missing = 4 - h.Aces() - AcesShown(*s.PartnerLast(), h.Aces());
    if (missing >= 2) {
      const Call five = Call::Bid(5, p.strain);
      if (p.strain != kNoTrump && s.Allows(five)) return five;
      return Call::Bid(6, p.strain);
    }
    if (missing == 0 && (p.likely >= kGrandPoints || GrandTry(p, h))) return Call::Bid(7, p.strain);
    return Call::Bid(6, p.strain);
  };
  place.shows = [](const Situation&, Call call, Shown& shown) {
    if (!call.IsBid()) return false;
    shown.force = Force::kSignoff;
    return true;
  };
  book.Add(std::move(place));

  // Slam before the sequence's own game bid: the specific rules place game
  // (a limit raise accepted, a jump to four of the major) whatever the
  // combined strength, so with slam values and a fit Blackwood comes first.
  // Partner reads the 4NT as the general Blackwood rule does; where a
  // specific sequence gives 4NT another meaning, the rule stays silent.
  Rule slam_first = MakeRule(
      "slam-first", family,
      "4NT: Blackwood ahead of the sequence's own game bid, with a fit known from partner's calls and 32+ points "
      "together (from my second call; opener's rebid only opposite a limited response)",
      [](const Situation& s) { return !s.Opening() && !s.AnyBy("blackwood"); }, Tier::kSpecific);
  slam_first.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    // My second call or later, the fit known from partner's calls (a
    // balanced hand holds two): the first response goes the sequence's way
    // (Jacoby 2NT, a jump shift), and opener's rebid waits for a limited
    // response (a limit raise, 1NT) — over a wide one-level response the
    // slam is too often not there (chosen on validation).
    if (s.Size() < 2 || s.LastIndex() >= C("4NT").index()) return std::nullopt;
    const Plan p = MakePlan(s, h);
    if (s.Size() == 2 && !p.partner_limited) return std::nullopt;
    if (!p.fit || p.strain == kNoTrump || p.likely < kSlamTryPoints) return std::nullopt;
    const int partner_length = std::max(s.partner.MinLen(*p.fit), s.partner.balanced ? 2 : 0);
    if (h.Len(*p.fit) + partner_length < 8) return std::nullopt;
    return C("4NT");
  };
  slam_first.shows = [](const Situation&, Call, Shown&) { return false; };
  book.Add(std::move(slam_first));
}

void AddPlacementRules(RuleBook& book) {
  const std::string family = "Placing the contract";
  const When anywhere = [](const Situation& s) { return !s.Opening(); };

  Rule blackwood =
      MakeRule("blackwood", family,
               "4NT: Blackwood, asks for aces, with a fit and 32+ points together (a minor fit played in NT: as a "
               "grand slam try, 34+)",
               anywhere);
  blackwood.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    if (s.AnyBy("blackwood") || s.LastIndex() >= C("4NT").index()) return std::nullopt;
    const Plan p = MakePlan(s, h);
    if (!p.fit || p.likely < kSlamTryPoints) return std::nullopt;
    // A minor fit played in no trump: 6NT needs no aces asked, only a grand slam try does.
    if (p.strain == kNoTrump && !GrandTry(p, h)) return std::nullopt;
    return C("4NT");
  };
  blackwood.shows = [](const Situation& s, Call call, Shown& shown) {
    if (call != C("4NT") || s.AnyBy("blackwood")) return false;
    shown.force = Force::kOneRound;
    return Tell(shown, Around(kSlamTryPoints - 3 - s.partner.LikelyHcp(), 37));
  };
  book.Add(std::move(blackwood));

  Rule slam = MakeRule("slam", family,
                       "6 (or 7) of the fit or NT: 33+ (37+) points together, Blackwood done or not needed", anywhere);
  slam.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    const Plan p = MakePlan(s, h);
    if (p.likely < kSlamPoints || (p.fit && p.strain != kNoTrump && !s.AnyBy("blackwood"))) return std::nullopt;
    if (s.LastIndex() >= Call::Bid(6, Strain::kClubs).index()) return std::nullopt;
    return Call::Bid(p.sure >= kGrandPoints ? 7 : 6, p.strain);
  };
  slam.shows = [](const Situation& s, Call call, Shown& shown) {
    if (!call.IsBid() || call.level() < 6) return false;
    shown.force = Force::kSignoff;
    return Tell(shown, Around(kSlamPoints - 3 - s.partner.LikelyHcp(), 37));
  };
  book.Add(std::move(slam));

  Rule game =
      MakeRule("game", family,
               "Game with 25+ points together: 4 of a major with an 8-card fit, else 3NT (5 of a minor with a 9-card "
               "fit, shortness and 28+ points); 3NT corrected to 4 of a major fit; with a minor fit and a singleton in "
               "an unbid suit, not 3NT: five of the minor with 26+, else three",
               anywhere);
  game.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    const Plan p = MakePlan(s, h);
    if (!GameCondition(s, p)) return std::nullopt;
    if (s.GameReached()) {
      // Partner's 3NT with a known major fit: play four of the major.
      if (*s.PartnerLast() == C("3NT") && p.fit && IsMajor(*p.fit)) return Call::Bid(4, StrainOf(*p.fit));
      return std::nullopt;
    }
    Call target = GameIn(p.strain);
    if (target.level() == 5 && !GameCondition(s, p, kMinorGamePoints) && s.Allows(C("3NT"))) target = C("3NT");
    if (target == C("3NT") && p.fit && !IsMajor(*p.fit) && ShortInAnUnbidSuit(s, h)) {
      // No trump with a singleton in a suit nobody has bid runs into it:
      // five of the minor fit with 26+, else three of it.
      const Call minor = GameCondition(s, p, kMinorGameWithShortnessPoints) ? GameIn(StrainOf(*p.fit))
                                                                            : Call::Bid(3, StrainOf(*p.fit));
      if (s.Allows(minor)) return minor;
    }
    if (s.Allows(target)) return target;
    if (p.fit && s.Allows(GameIn(StrainOf(*p.fit)))) return GameIn(StrainOf(*p.fit));
    return std::nullopt;
  };
  game.shows = [](const Situation& s, Call call, Shown& shown) {
    if (!call.IsBid() || call != GameIn(call.strain())) return false;
    return Tell(shown, Around(kGamePoints - 3 - s.partner.LikelyHcp(), kSlamPoints - 1 - s.partner.hcp.lo));
  };
  book.Add(std::move(game));

  // Partner bid game (or slam) and nothing higher is in view: pass (the
  // partscore rule below would pass too, under the wrong name).
  Rule game_pass = MakeRule("game-pass", family, "Pass: game or slam reached, nothing higher in view",
                            [](const Situation& s) { return !s.Opening() && s.GameReached(); });
  game_pass.choose = [](const Situation& s, const HandEval&) -> std::optional<Call> {
    if (Forced(s)) return std::nullopt;
    return Call::Pass();
  };
  game_pass.shows = [](const Situation&, Call call, Shown&) { return call.IsPass(); };
  book.Add(std::move(game_pass));

  Rule invite = MakeRule(
      "invite", family,
      "Invitation with 23-24 points together counting partner's minimum: three of the major fit, or 2NT", anywhere);
  invite.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    if (s.AnyBy("invite") || s.GameForcedBelowGame()) return std::nullopt;
    const Plan p = MakePlan(s, h);
    if (GameCondition(s, p) || p.partner_limited || p.best < kGamePoints || p.sure < kGamePoints - 2)
      return std::nullopt;
    if (p.strain == kNoTrump) return C("2NT");
    if (IsMajor(static_cast<Suit>(p.strain))) return Call::Bid(3, p.strain);
    return std::nullopt;
  };
  invite.shows = [](const Situation& s, Call call, Shown& shown) {
    if (s.AnyBy("invite")) return false;
    if (call != C("2NT") && call != C("3H") && call != C("3S")) return false;
    return Tell(shown, Around(kGamePoints - 2 - s.partner.hcp.lo, kGamePoints - 1 - s.partner.hcp.lo));
  };
  book.Add(std::move(invite));

  Rule partial =
      MakeRule("partscore", family,
               "Partscore below 25 points together: pass partner's bid when it will do, else the best fit (or NT) "
               "at the lowest level, up to three",
               anywhere);
  partial.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    if (Forced(s)) return std::nullopt;
    const Plan p = MakePlan(s, h);
    if (Acceptable(s, h, p)) return Call::Pass();
    std::optional<Call> target = Cheapest(s, p.strain);
    if (p.strain == kNoTrump && !p.fit) {
      // No fit: my own long suit, else no trump.
      const Suit longest = h.LongestSuit();
      if (h.Len(longest) >= 6) target = Cheapest(s, longest);
    }
    if (target && target->level() <= 3 && !(target->strain() == kNoTrump && target->level() == 3)) return target;
    return Call::Pass();
  };
  partial.shows = [](const Situation& s, Call call, Shown& shown) {
    // A partscore is bid at the lowest level: a jump is some other rule's.
    if (!call.IsBid() || call.level() > 3 || Cheapest(s, call.strain()) != call) return false;
    Picture told = Around(0, kGamePoints - 1 - s.partner.LikelyHcp());
    if (const auto suit = SuitOfBid(call)) {
      // A suit partner bid: preference, 3+ (2+ for a rebid six-card suit);
      // my own suit again: six; a new suit: five.
      if (s.PartnerBid(*suit)) told.AtLeast(*suit, s.partner.MinLen(*suit) >= 6 ? 2 : 3);
      else told.AtLeast(*suit, s.IBid(*suit) ? 6 : 5);
    }
    // Placed opposite a limited hand: partner should pass.
    shown.force = s.partner.hcp.hi - s.partner.hcp.lo <= 5 ? Force::kSignoff : Force::kNone;
    return Tell(shown, told);
  };
  book.Add(std::move(partial));

  Rule forced =
      MakeRule("forced", family,
               "Forced to bid: raise partner's suit with 3+, else a six-card suit, else NT when balanced, else the "
               "cheapest new suit",
               anywhere, Tier::kFallback);
  forced.choose = [](const Situation& s, const HandEval& h) -> std::optional<Call> {
    if (!Forced(s)) return std::nullopt;
    std::vector<Strain> order;
    if (const auto y = SuitOfBid(*s.PartnerLast()); y && h.Len(*y) >= 3) order.push_back(StrainOf(*y));
    for (Suit u : {kSpades, kHearts, kDiamonds, kClubs})
      if (h.Len(u) >= 6) order.push_back(StrainOf(u));
    if (h.SemiBalanced()) order.push_back(kNoTrump);
    for (Suit u : {kClubs, kDiamonds, kHearts, kSpades})
      if (h.Len(u) >= 4 && !s.PartnerBid(u)) order.push_back(StrainOf(u));
    order.push_back(StrainOf(h.LongestSuit()));
    order.push_back(kNoTrump);
    // The first candidate at its cheapest level, unless that passes game
    // without a game force: then the cheapest of them all.
    std::optional<Call> first, cheapest;
    for (Strain st : order) {
      const auto c = Cheapest(s, st);
      if (!c) continue;
      if (!first) first = c;
      if (!cheapest || *c < *cheapest) cheapest = c;
    }
    if (first && (!IsGameOrMore(*first) || s.GameForcedBelowGame())) return first;
    return cheapest;
  };
  forced.shows = [](const Situation&, Call call, Shown&) { return call.IsBid(); };
  book.Add(std::move(forced));

  book.Add(FixedRule("pass", family, "Pass: nothing else fits", anywhere, Call::Pass(), Picture(), Force::kNone,
                     nullptr, Tier::kFallback));
}

}  // namespace bidlab::sayc
