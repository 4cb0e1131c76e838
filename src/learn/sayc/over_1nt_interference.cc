// Responding to partner's 1NT (15-17) after the right-hand opponent bid a
// suit over it (SAYC card, "Notrump opening bids": after interference,
// Stayman and transfers are off; a two-level suit is to play, a
// three-level major forcing). With game values (10+ HCP, game opposite
// 15-17): four of a six-card major, three of a five-card major (forcing:
// the opener raises with three or bids 3NT), 3NT with their suit stopped;
// with less, a five-card suit at the two level to play. The penalty double
// with a trump stack is the Doubles family's.
#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Competitive responses (partner opened, they came in)";
constexpr const char* kOpenerFamily = "Opener after interference";

// Game opposite 15-17: 25 together from 10.
constexpr int kGameValues = 10;

// Partner opened 1NT, the right-hand opponent bid a suit over it, and it is
// my first call: their suit.
std::optional<Suit> OvercallOfPartnersNoTrump(const Situation& s) {
  if (!Contested(s)) return std::nullopt;
  const Contest& c = Ctx(s);
  if (c.opener != Who::kPartner || c.Opening() != C("1NT") || c.HasActed(Who::kMe) || c.HasActed(Who::kLho) ||
      c.ActionsOf(Who::kPartner) != 1 || !c.Direct() || c.doubling != Doubling::kUndoubled)
    return std::nullopt;
  return TheirLastSuit(c);
}

// My longest suit the opponents have not bid (the higher of equals).
std::optional<Suit> MyLongestUnbid(const Contest& c, const HandEval& h) { return BestUnbidSuit(c, h, false); }

}  // namespace

void AddOverOneNoTrumpInterferenceRules(RuleBook& book) {
  book.Add(CompRule(
      "cr-1nt-game", kFamily,
      "Over their overcall of partner's 1NT with 10+ HCP: 4 of a six-card major, 3 of a five-card major (forcing), "
      "3NT with their suit stopped",
      [](const Situation& s) { return OvercallOfPartnersNoTrump(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        if (h.hcp() < kGameValues) return std::nullopt;
        const auto suit = MyLongestUnbid(c, h);
        if (suit && IsMajor(*suit) && h.Len(*suit) >= 6 && c.Allows(GameIn(StrainOf(*suit))))
          return GameIn(StrainOf(*suit));
        if (suit && IsMajor(*suit) && h.Len(*suit) == 5 && c.Allows(Call::Bid(3, StrainOf(*suit))))
          return Call::Bid(3, StrainOf(*suit));
        if (StopsTheirSuits(c, h) && c.Allows(C("3NT"))) return C("3NT");
        return std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!OvercallOfPartnersNoTrump(s) || !call.IsBid() || !Ctx(s).Allows(call)) return false;
        if (call == C("3NT")) {
          shown.picture.Hcp(kGameValues, 37);
          return true;
        }
        if (call.strain() == kNoTrump || !IsMajor(static_cast<Suit>(call.strain())) || call.level() < 3 ||
            call.level() > 4 || Ctx(s).TheyBid(static_cast<Suit>(call.strain())))
          return false;
        shown.picture.Hcp(kGameValues, 37).AtLeast(static_cast<Suit>(call.strain()), call.level() == 4 ? 6 : 5);
        if (call.level() == 3) shown.force = Force::kOneRound;
        return true;
      }));
  book.Add(CompRule(
      "cr-1nt-suit", kFamily,
      "Over their overcall of partner's 1NT with under 10 HCP: a five-card suit at the two level, to play",
      [](const Situation& s) { return OvercallOfPartnersNoTrump(s).has_value(); },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const auto suit = MyLongestUnbid(c, h);
        if (h.hcp() >= kGameValues || !suit || h.Len(*suit) < 5) return std::nullopt;
        const auto call = c.Cheapest(StrainOf(*suit));
        return call && call->level() == 2 ? call : std::nullopt;
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!OvercallOfPartnersNoTrump(s) || !call.IsBid() || call.strain() == kNoTrump || call.level() != 2 ||
            call != Ctx(s).Cheapest(call.strain()) || Ctx(s).TheyBid(static_cast<Suit>(call.strain())))
          return false;
        shown.picture.Hcp(0, kGameValues - 1).AtLeast(static_cast<Suit>(call.strain()), 5);
        return true;
      }));
  book.Add(CompRule(
      "co-1nt-game-answer", kOpenerFamily,
      "After my 1NT, their overcall and partner's forcing three of a major: four of the major with three cards, else "
      "3NT",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        return c.opener == Who::kMe && c.Opening() == C("1NT") && c.ActionsOf(Who::kMe) == 1 &&
               c.ActionsOf(Who::kPartner) == 1 && c.PartnerLastByPrefix("cr-1nt-game") &&
               c.LastActionOf(Who::kPartner)->level() == 3 && c.LastActionOf(Who::kPartner)->strain() != kNoTrump;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Contest& c = Ctx(s);
        const Strain major = c.LastActionOf(Who::kPartner)->strain();
        if (h.Len(static_cast<Suit>(major)) >= 3 && c.Allows(GameIn(major))) return GameIn(major);
        return c.Allows(C("3NT")) ? std::optional<Call>(C("3NT")) : std::nullopt;
      },
      [](const Situation&, Call call, Shown&) { return call.IsBid() && IsGameOrMore(call); }));
}

}  // namespace bidlab::sayc
