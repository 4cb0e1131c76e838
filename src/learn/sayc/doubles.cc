// Doubles (SAYC card, "Doubles"): the takeout double of an opening, the
// responder's negative double (through 2S), the penalty double of an
// overcall of partner's 1NT, the trap pass with a stack in the overcaller's
// suit and the opener's reopening double that lets partner pass for penalty.
#include "learn/sayc/competitive_common.h"

namespace bidlab::sayc {

namespace {

constexpr const char* kFamily = "Doubles";

// Partner opened, the right-hand opponent overcalled in a natural suit (the
// last bid), and I have not called anything but pass.
std::optional<Suit> OvercallOfPartnersOpening(const Situation& s) {
  if (!Contested(s)) return std::nullopt;
  const Contest& c = Ctx(s);
  if (c.opener != Who::kPartner || c.HasActed(Who::kMe) || c.HasActed(Who::kLho) || !c.Direct()) return std::nullopt;
  if (c.ActionsOf(Who::kPartner) != 1 || c.doubling != Doubling::kUndoubled) return std::nullopt;
  return TheirLastSuit(c);
}

// A stack in their suit: four cards with two of the top four honours.
bool TrumpStack(const HandEval& h, Suit suit) { return h.Len(suit) >= 4 && h.TopHonours(suit, 4) >= 2; }

bool NeverReadFromAPass(const Situation&, Call, Shown&) { return false; }

}  // namespace

void AddDoubleRules(RuleBook& book) {
  book.Add(CompRule(
      "ov-takeout-x", kFamily,
      "Takeout double: two or fewer in their suit, 3+ cards in each unbid major (2+ in an unbid minor), 10+ HCP (12+ "
      "over a two-level bid, 14+ at three, 16+ at four), or 17+ HCP of any shape",
      [](const Situation& s) {
        if (!WeAreSilentAfterTheirOpening(s) || Ctx(s).Balancing()) return false;
        return TheirLastSuit(Ctx(s)).has_value() && Ctx(s).Direct();
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        if (!TakeoutDoubleFits(Ctx(s), h)) return std::nullopt;
        return Call::Double();
      },
      [](const Situation& s, Call call, Shown& shown) {
        if (!call.IsDouble()) return false;
        shown.picture.Hcp(TakeoutMinimum(Ctx(s).last_bid.level()), 37);
        for (int i = 0; i < kNumSuits; ++i)
          if (!Ctx(s).TheyBid(SuitAt(i))) shown.picture.AtLeast(SuitAt(i), IsMajor(SuitAt(i)) ? 3 : 2);
        shown.force = Force::kOneRound;
        return true;
      }));

  // Negative double: responder's takeout double of an overcall.
  book.Add(FixedRule(
      "cr-negative-x", kFamily,
      "Negative double (partner opened, they overcalled through 2S): 4+ cards in each unbid major (both unbid suits "
      "when no major is left), 6+ HCP (8+ at the two level), no three-card raise of partner's major, no five-card "
      "major to bid at the one level",
      [](const Situation& s) {
        const auto suit = OvercallOfPartnersOpening(s);
        return suit && Ctx(s).last_bid.index() <= C("2S").index() && Ctx(s).Opening().strain() != kNoTrump;
      },
      [](const Situation&) { return std::optional<Call>(Call::Double()); },
      [](const Situation& s) {
        const Contest& c = Ctx(s);
        Picture p;
        p.Hcp(c.last_bid.level() == 1 ? 6 : 8, 37);
        bool major_left = false;
        for (Suit m : {kHearts, kSpades})
          if (Unbid(c, m)) {
            p.AtLeast(m, 4);
            major_left = true;
          }
        if (!major_left)
          for (Suit m : {kClubs, kDiamonds})
            if (Unbid(c, m)) p.AtLeast(m, 4);
        return p;
      },
      Force::kOneRound,
      [](const Situation& s, const HandEval& h) {
        const Contest& c = Ctx(s);
        const Suit opened = static_cast<Suit>(c.Opening().strain());
        if (IsMajor(opened) && h.Len(opened) >= 3) return false;
        // A five-card major the one level still allows is bid (forcing), not
        // doubled: the double shows four.
        for (Suit m : {kHearts, kSpades})
          if (Unbid(c, m) && h.Len(m) >= 5 && c.Cheapest(StrainOf(m))->level() == 1) return false;
        return true;
      }));

  // Penalty double of an overcall of partner's 1NT.
  book.Add(FixedRule(
      "cr-penalty-x-over-1nt", kFamily,
      "Penalty double of an overcall of partner's 1NT: 4+ cards in their suit with two of the top four honours, 7+ HCP",
      [](const Situation& s) {
        const auto suit = OvercallOfPartnersOpening(s);
        return suit && Ctx(s).Opening() == C("1NT") && Ctx(s).last_bid.level() <= 3;
      },
      [](const Situation&) { return std::optional<Call>(Call::Double()); },
      [](const Situation& s) { return Picture().AtLeast(*TheirLastSuit(Ctx(s)), 4).Hcp(7, 37); }, Force::kNone,
      [](const Situation& s, const HandEval& h) { return TrumpStack(h, *TheirLastSuit(Ctx(s))); }));

  // The trap pass: with their suit stacked, pass and wait for partner's
  // reopening double (a negative double would ask for the other suits).
  Rule trap = CompRule(
      "cr-trap-pass", kFamily,
      "Pass over an overcall with a stack in their suit (four with two of the top four honours) and 9+ HCP: partner "
      "reopens with a double, which I pass for penalty",
      [](const Situation& s) {
        const auto suit = OvercallOfPartnersOpening(s);
        return suit && Ctx(s).Opening().strain() != kNoTrump && Ctx(s).last_bid.level() <= 2;
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        const Suit theirs = *TheirLastSuit(Ctx(s));
        const Suit opened = static_cast<Suit>(Ctx(s).Opening().strain());
        if (!TrumpStack(h, theirs) || h.hcp() < 9 || h.Len(opened) >= 3) return std::nullopt;
        return Call::Pass();
      },
      NeverReadFromAPass);
  book.Add(trap);

  // The opener's reopening double, and the trap passer's conversion.
  book.Add(FixedRule(
      "co-reopen-x", kFamily,
      "Reopening double (I opened, their overcall came back to me): two or fewer in their suit (or 16+ HCP); "
      "partner passes with a stack for penalty or bids",
      [](const Situation& s) {
        if (!Contested(s)) return false;
        const Contest& c = Ctx(s);
        return c.opener == Who::kMe && c.ActionsOf(Who::kMe) == 1 && !c.HasActed(Who::kPartner) && c.Balancing() &&
               c.ActionsOf(Who::kLho) == 1 && c.last_bid.level() <= 2 && TheirLastSuit(c).has_value() &&
               c.Opening().strain() != kNoTrump;
      },
      [](const Situation&) { return std::optional<Call>(Call::Double()); },
      // Three cards in their suit only with 16+ (the picture cannot say "or").
      [](const Situation& s) { return Picture().AtMost(*TheirLastSuit(Ctx(s)), 3); }, Force::kOneRound,
      [](const Situation& s, const HandEval& h) { return h.Len(*TheirLastSuit(Ctx(s))) <= 2 || h.hcp() >= 16; }));
  book.Add(CompRule(
      "cr-convert-penalty", kFamily,
      "Pass partner's reopening double with a stack in their suit (five at the two level): penalty",
      [](const Situation& s) {
        return Contested(s) && Ctx(s).PartnerLastByPrefix("co-reopen-x") && Ctx(s).PassesSinceLastBid() == 1 &&
               TheirLastSuit(Ctx(s)).has_value();
      },
      [](const Situation& s, const HandEval& h) -> std::optional<Call> {
        // Double-dummy, a two-level contract in their suit often makes: five trumps there.
        const Suit theirs = *TheirLastSuit(Ctx(s));
        if (!TrumpStack(h, theirs) || h.Len(theirs) < (Ctx(s).last_bid.level() == 1 ? 4 : 5)) return std::nullopt;
        return Call::Pass();
      },
      NeverReadFromAPass));
}

}  // namespace bidlab::sayc
