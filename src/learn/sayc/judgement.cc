// Competitive judgement, the general rules after the specific sequences
// (SAYC leaves these to the player): bid slam or game when the partnership holds
// the values, answer a forcing call, compete to the level of our trumps
// (the law of total tricks), sacrifice at favourable vulnerability when the
// law says it costs less than their game, and double for penalty a contract
// the partnership expects to defeat. Last, pass.
#include <algorithm>

#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Competitive judgement";

// Points together (my points for the fit and partner's likely HCP) from
// which the partnership competes a level above the law of total tricks: the
// balance of the deck's 40 (chosen among 19, 21 and 23 on the validation
// deals).
constexpr int kValuesForOneMore = 21;

// HCP together (partner at the bottom of the range shown) for a penalty
// double of a suit partscore with three trumps: 23 at the two level (22
// made 30% of the two-level doubles against the SAYC that never competes,
// over the 25% a sound double allows), 22 at the three level (they have
// a trick less to spare).
constexpr int kPartscorePenaltyHcp = 23;
constexpr int kThreeLevelPenaltyHcp = 22;

// HCP together (partner at the bottom of the range shown) from which our
// side does not let the opponents play a low partscore: the balance of the
// deck's 40.
constexpr int kBalanceOfValues = 20;

// The opponents made the last bid.
bool TheirContract(const Contest& c) { return c.last_bidder && !OnMySide(*c.last_bidder); }

// Partner's last action forces me to bid once more: a cue-bid — any bid in
// a suit the opponents bid naturally, for SAYC never bids their suit to
// play — that still stands (the right-hand opponent passed or doubled it),
// or a forcing convention or negative double the right-hand opponent passed.
bool PartnerForces(const Contest& c) {
  static constexpr std::string_view kForcing[] = {"ov-michaels",  "ov-unusual",    "adv-x-cue",  "adv-ov-cue-raise",
                                                  "cr-cue-raise", "cr-negative-x", "cr-free-bid"};
  const int n = c.Size();
  if (n < 2 || c.who[n - 2] != Who::kPartner || c.calls[n - 2].IsPass() || c.calls[n - 1].IsBid()) return false;
  const Call partners = c.calls[n - 2];
  if (partners.IsBid() && partners.strain() != kNoTrump && c.TheyBid(static_cast<Suit>(partners.strain()))) return true;
  if (!c.calls[n - 1].IsPass() && !partners.IsBid()) return false;
  // The strong doubler's second double forces; its suit or no trump does not.
  if (c.PartnerLastByPrefix("x-again")) return partners.IsDouble();
  for (std::string_view id : kForcing)
    if (c.PartnerLastByPrefix(id)) return true;
  return false;
}

// Partner bid no trump naturally after the opponents had bid: a stopper in
// their suit (the unusual 2NT shows the minors instead).
bool PartnerShowedTheirSuitStopped(const Contest& c) {
  bool they_bid = false;
  for (int i = 0; i < c.Size(); ++i) {
    if (!OnMySide(c.who[i]) && c.calls[i].IsBid()) they_bid = true;
    if (!they_bid || c.who[i] != Who::kPartner || !c.calls[i].IsBid() || c.calls[i].strain() != kNoTrump) continue;
    if (std::ranges::none_of(c.made_by[i], [](std::string_view id) { return id.starts_with("ov-unusual"); }))
      return true;
  }
  return false;
}

// Partner has bid the suit twice and I have not bid it: six cards at least.
bool PartnerRebid(const Contest& c, Suit suit) {
  int partner = 0;
  for (int i = 0; i < c.Size(); ++i) {
    if (!c.calls[i].IsBid() || c.calls[i].strain() != StrainOf(suit)) continue;
    if (c.who[i] == Who::kMe) return false;
    if (c.who[i] == Who::kPartner) ++partner;
  }
  return partner >= 2;
}

// No trump is playable by our side: their suits stopped in my (semi-)balanced
// hand, or by partner's natural no trump, which then declares.
bool NoTrumpPlayable(const Contest& c, const HandEval& h) {
  return (StopsTheirSuits(c, h) && h.SemiBalanced()) || PartnerShowedTheirSuitStopped(c);
}

// The game the partnership should play when it holds the values: a major
// fit, 3NT with their suits stopped, a minor fit with more.
std::optional<Call> GameCall(const Situation& s, const HandEval& h) {
  const Contest& c = Ctx(s);
  const Plan plan = MakePlan(s, h);
  // Never a game in a suit they bid naturally: SAYC has no natural bid
  // there, and partner would read it as a cue-bid and bid on.
  const std::optional<Suit> fit = OurFit(s, h);
  const bool our_suit = fit && !c.TheyBid(*fit);
  // With a major fit a point less (24): tuned on the validation deals.
  if (our_suit && IsMajor(*fit) && plan.likely >= kGamePoints - 1) return GameIn(StrainOf(*fit));
  if (plan.likely >= kGamePoints && NoTrumpPlayable(c, h)) return C("3NT");
  if (our_suit && plan.likely >= 28) return GameIn(StrainOf(*fit));
  // Partner's six-card major plays game opposite a singleton or doubleton
  // when no other game is in sight.
  for (Suit major : {kSpades, kHearts})
    if (!c.TheyBid(major) && (c.Of(Who::kPartner).MinLen(major) >= 6 || PartnerRebid(c, major)) && h.Len(major) >= 1 &&
        plan.likely >= kGamePoints)
      return GameIn(StrainOf(major));
  return std::nullopt;
}

// A small slam when the partnership holds the values in a contested
// auction: six of our fit, or 6NT with their suits stopped. Blackwood is
// left out (its answers and the opponents' calls over it are not part of
// the competitive rules), so the hand that bids it must control their suits.
std::optional<Call> SlamCall(const Situation& s, const HandEval& h) {
  const Contest& c = Ctx(s);
  const Plan plan = MakePlan(s, h);
  if (plan.likely < kSlamPoints) return std::nullopt;
  // A first- or second-round control of every suit they bid (the ace, a
  // singleton or void, or the king guarded): no Blackwood asks for it.
  for (Suit suit : {kSpades, kHearts, kDiamonds, kClubs})
    if (c.TheyBid(suit) && h.Len(suit) > 1 && h.TopHonours(suit, 2) == 0) return std::nullopt;
  const std::optional<Suit> fit = OurFit(s, h);
  if (fit && !c.TheyBid(*fit)) return Call::Bid(6, StrainOf(*fit));
  if (NoTrumpPlayable(c, h)) return C("6NT");
  return std::nullopt;
}

// My side has bid a slam (or more) in this auction.
bool WeBidSlam(const Contest& c) {
  for (int i = 0; i < c.Size(); ++i)
    if (OnMySide(c.who[i]) && c.calls[i].IsBid() && c.calls[i].level() >= 6) return true;
  return false;
}

// The tricks the law of total tricks gives us in our fit when the opponents
// make the contract they bid: total trumps less their tricks.
int OurTricksByLaw(const Situation& s, const HandEval& h, Suit ours) {
  const Contest& c = Ctx(s);
  const int their_trumps =
      c.last_bid.strain() == kNoTrump ? 7 : std::max(8, TheirFit(c, static_cast<Suit>(c.last_bid.strain())));
  return KnownFit(s, h, ours) + their_trumps - (c.last_bid.level() + 6);
}

// My side has bid a game (or more) in this auction.
bool WeBidGame(const Contest& c) {
  for (int i = 0; i < c.Size(); ++i)
    if (OnMySide(c.who[i]) && c.calls[i].IsBid() && IsGameOrMore(c.calls[i])) return true;
  return false;
}

// HCP together (partner at the bottom of the range shown) for doubling
// their five-level bid over our game: 18 (our game shows we hold the
// tricks; 18 gained more than 20 or 22 against the four-seat learner on the
// validation deals; doubling their four-level bids over our game too gained
// more against it but doubled the uncontested neural bidder's own games,
// half of which made).
constexpr int kSacrificeDoubleHcp = 18;

// Whether our side expects to defeat their contract by enough for a double
// to pay: the values together (partner at the bottom of the range shown, so
// the estimate is cautious) and tricks I can see in my own hand. Measured on
// the validation deals, double-dummy: a no-trump contract pays from about 19
// HCP together at the one level and 17 higher, with 1½ quick tricks of my
// own (honours in long suits of theirs are worth less than they count); a
// suit game with a trump stack (four with two of the top four honours) and
// 15+ together; a suit partscore only with the balance of the values, and
// never one they were pushed into with a fit of eight unless my trumps are
// stacked.
bool ExpectToDefeat(const Situation& s, const HandEval& h) {
  const Contest& c = Ctx(s);
  const int level = c.last_bid.level();
  const int combined = CombinedHcp(s, h) - c.style.penalty_hcp;
  if (c.last_bid.strain() == kNoTrump) return combined >= (level == 1 ? 19 : 17) && h.QuickTrickHalves() >= 3;
  const Suit trump = static_cast<Suit>(c.last_bid.strain());
  const bool stack = h.Len(trump) >= 4 && h.TopHonours(trump, 4) >= 2;
  // Their five-level bid over our game is a sacrifice: double it with the
  // values for the game.
  if (level >= 5 && WeBidGame(c) && combined >= kSacrificeDoubleHcp) return true;
  if (level >= 4) return stack && combined >= 15;
  if (TheirFit(c, trump) >= 8 && !stack) return false;
  return level >= 2 && h.Len(trump) >= 3 && combined >= (level == 2 ? kPartscorePenaltyHcp : kThreeLevelPenaltyHcp);
}

}  // namespace

void AddCompetitiveJudgementRules(RuleBook& book) {
  book.Add(CompRule(
      "judge-slam", kFamily,
      "Slam in competition: 33+ points together and a first- or second-round control of their suits, six of our fit "
      "(not a suit of theirs), or 6NT with their suits stopped",
      [](const Situation& s) { return Contested(s) && !WeBidSlam(Ctx(s)); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const auto slam = SlamCall(s, h);
        if (!slam || !Ctx(s).Allows(*slam)) return std::nullopt;
        return slam;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.level() != 6 || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(std::max(0, kSlamPoints - s.partner.hcp.lo - 3), 37);
        return true;
      },
      Tier::kGeneral));
  book.Add(CompRule(
      "judge-game", kFamily,
      "Game in competition: 24+ points together with a major fit (4M), 25+ with their suit stopped (3NT; partner's "
      "natural no trump shows the stopper), 28+ with a minor fit, or 25+ and partner's major bid twice (six cards) "
      "opposite one or two",
      [](const Situation& s) { return Contested(s); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const auto game = GameCall(s, h);
        if (!game || !c.Allows(*game)) return std::nullopt;
        return game;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || !IsGameOrMore(call) || call.level() > 5 || !Ctx(s).Allows(call)) return false;
        shown.picture.Hcp(std::max(0, kGamePoints - s.partner.hcp.lo - 3), 37);
        return true;
      },
      Tier::kGeneral));
  book.Add(CompRule(
      "judge-penalty-x", kFamily,
      "Penalty double of a contract we expect to defeat: in no trump 19+ HCP together at the one level, 17+ "
      "higher, with 1½ quick tricks of my own; a suit game with four trumps holding two of the top four honours and "
      "15+ together; their five-level bid over our game with 18+ together; a suit partscore with three trumps and "
      "23+ together at the two level, 22+ at the three, "
      "not one they found a fit for unless my trumps are stacked",
      [](const Situation& s) { return Contested(s) && Ctx(s).can_double && TheirContract(Ctx(s)); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        if (!ExpectToDefeat(s, h)) return std::nullopt;
        return Call::Double();
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsDouble() || !Ctx(s).can_double) return false;
        shown.picture.Hcp(std::max(0, 15 - s.partner.hcp.lo), 37);
        return true;
      },
      Tier::kGeneral));
  book.Add(CompRule(
      "judge-sacrifice", kFamily,
      "Sacrifice over their agreed suit game at favourable vulnerability: 9+ trumps together, the law of total tricks "
      "says we go down two at most (300 against their 620), and we hold under 20 HCP together",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        // A suit game they have agreed (the law needs both sides' trumps).
        return TheirContract(c) && IsGameOrMore(c.last_bid) && c.last_bid.level() <= 5 && !c.we_vulnerable &&
               c.they_vulnerable && c.last_bid.strain() != kNoTrump &&
               TheirFit(c, static_cast<Suit>(c.last_bid.strain())) >= 8;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const auto fit = OurFit(s, h);
        if (!fit || KnownFit(s, h, *fit) < 9 || CombinedHcp(s, h) >= 20) return std::nullopt;
        const auto call = Ctx(s).Cheapest(StrainOf(*fit));
        if (!call || call->level() > 5) return std::nullopt;
        const int down = call->level() + 6 - OurTricksByLaw(s, h, *fit);
        return down <= 2 ? call : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const Contest& c = Ctx(s);
        if (!call.IsBid() || call.strain() == kNoTrump || !IsGameOrMore(c.last_bid) ||
            call != c.Cheapest(call.strain()))
          return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 3);
        return true;
      },
      Tier::kGeneral));
  book.Add(CompRule(
      "judge-forced", kFamily,
      "Partner's call forces me (a cue-bid in their suit is never passed, even doubled): our fit at the cheapest "
      "level, else my longest suit they have not bid",
      [](const Situation& s) { return Contested(s) && PartnerForces(Ctx(s)); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        if (const auto fit = OurFit(s, h)) return c.Cheapest(StrainOf(*fit));
        const auto suit = BestUnbidSuit(c, h, true);
        if (suit && !c.TheyBid(*suit)) return c.Cheapest(StrainOf(*suit));
        return c.Cheapest(kNoTrump);
      },
      [](const Situation&, Call call, Shown&) { return call.IsBid(); }, Tier::kGeneral));
  book.Add(CompRule(
      "judge-total-tricks", kFamily,
      "Compete over their partscore to the level of our trumps (law of total tricks): 8 trumps together bid to the "
      "two level, 9 to the three level; one level more with 21+ points together",
      [](const Situation& s) {
        return Contested(s) && TheirContract(Ctx(s)) && Ctx(s).last_bid.level() <= 3 &&
               (Ctx(s).HasActed(Who::kMe) || Ctx(s).HasActed(Who::kPartner));
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const auto fit = OurFit(s, h);
        if (!fit || !c.WeBid(*fit)) return std::nullopt;
        const auto call = c.Cheapest(StrainOf(*fit));
        // The law's level, one more with the balance of the values (the
        // opponents then rarely make what they bid).
        const int values = MakePlan(s, h).likely >= kValuesForOneMore ? 1 : 0;
        const int law = KnownFit(s, h, *fit) - 6 + c.style.compete_levels + values;
        if (!call || call->level() > law || call->level() > 3 + c.style.compete_levels) return std::nullopt;
        // Vulnerable against not, a trick more is needed in values.
        if (c.we_vulnerable && !c.they_vulnerable && CombinedHcp(s, h) < 18) return std::nullopt;
        return call;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsBid() || call.strain() == kNoTrump || call != Ctx(s).Cheapest(call.strain())) return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 3);
        return true;
      },
      Tier::kGeneral));
  book.Add(CompRule(
      "judge-rebid-own-suit", kFamily,
      "My suit again over their bid (the one I opened or answered in at the one or two level), when the system's "
      "rebid is gone: six cards at the two level, seven at the three level (the law of total tricks with partner's "
      "likely two); not vulnerable over their fit, a level higher",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        const auto mine = c.LastActionOf(Who::kMe);
        return c.ActionsOf(Who::kMe) == 1 && TheirContract(c) && mine->IsBid() && mine->strain() != kNoTrump &&
               mine->level() <= 2 && c.WeBid(static_cast<Suit>(mine->strain()));
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const Suit mine = static_cast<Suit>(c.LastActionOf(Who::kMe)->strain());
        if (h.Len(mine) < 6 || c.TheyBid(mine)) return std::nullopt;
        const auto call = c.Cheapest(StrainOf(mine));
        // Not vulnerable over their fit (more total tricks), a level higher.
        const bool their_fit =
            c.last_bid.strain() != kNoTrump && TheirFit(c, static_cast<Suit>(c.last_bid.strain())) >= 8;
        const int extra = !c.we_vulnerable && their_fit ? 1 : 0;
        if (!call || call->level() > h.Len(mine) - 4 + extra) return std::nullopt;
        return call;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const Contest& c = Ctx(s);
        const auto mine = c.LastActionOf(Who::kMe);
        if (!mine || !call.IsBid() || call.strain() != mine->strain() || call != c.Cheapest(call.strain()))
          return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 6);
        return true;
      },
      Tier::kGeneral));
  book.Add(CompRule(
      "judge-no-low-partscore", kFamily,
      "Our side opened and holds the balance of the values (20+ HCP together): in the pass-out seat, never let them "
      "play a one- or two-level partscore undoubled when I hold a six-card suit of my own: bid it (up to the two "
      "level, three with seven cards)",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        return c.WeOpened() && TheirContract(c) && c.Balancing() && c.doubling == Doubling::kUndoubled &&
               c.last_bid.level() <= 2;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const Suit mine = h.LongestSuit();
        if (CombinedHcp(s, h) < kBalanceOfValues || h.Len(mine) < 6 || c.TheyBid(mine)) return std::nullopt;
        const auto call = c.Cheapest(StrainOf(mine));
        if (!call || call->level() > (h.Len(mine) >= 7 ? 3 : 2)) return std::nullopt;
        return call;
      },
      [](const Situation& s, Call call, Shown& shown) {
        const Contest& c = Ctx(s);
        if (!call.IsBid() || call.strain() == kNoTrump || call != c.Cheapest(call.strain()) ||
            c.TheyBid(static_cast<Suit>(call.strain())))
          return false;
        shown.picture.AtLeast(static_cast<Suit>(call.strain()), 6);
        return true;
      },
      Tier::kGeneral));
  book.Add(CompRule(
      "comp-pass", kFamily, "Pass: nothing more to say over the opponents", [](const Situation&) { return true; },
      [](const Situation&, const HandEval&) -> std::optional<Call> { return Call::Pass(); },
      [](const Situation&, Call call, Shown&) { return call.IsPass(); }, Tier::kFallback));
}

}  // namespace bidlab::sayc
