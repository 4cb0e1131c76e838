// No-trump structures (SAYC card, "Responses to 1NT / 2NT"): Stayman,
// Jacoby transfers, the 2S relay to 3C over 1NT, invitations and
// quantitative 4NT, and opener's answers. The same structure serves 1NT
// (15-17), 2NT (20-21) and 2C-2D-2NT (22-24), one level higher for the
// last two.
#include <string>

#include "learn/sayc/rules_common.h"

namespace bidlab::sayc {

namespace {

// Responder's HCP bands opposite an opener of lo-hi HCP: the combined
// count decides between partscore (under 25), game, small slam (33) and
// grand slam (37).
struct NtBands {
  int lo, hi;
  int PassMax() const { return kGamePoints - 1 - hi; }
  int InviteMin() const { return kGamePoints - hi; }
  int GameMin() const { return kGamePoints - lo; }
  int GameMax() const { return kSlamPoints - 1 - hi; }
  int QuantMin() const { return kSlamPoints - hi; }
  int SlamMin() const { return kSlamPoints - lo; }
  // Slam is likely (opposite the middle of opener's range) from here.
  int SlamLikelyMin() const { return kSlamPoints - (lo + hi + 1) / 2; }
  int GrandMin() const { return kGrandPoints - lo; }
};

// "12-14 HCP", or "12 HCP" when the band is one count wide.
std::string HcpText(int lo, int hi) {
  return (lo == hi ? std::to_string(lo) : std::to_string(lo) + "-" + std::to_string(hi)) + " HCP";
}

std::string Name(int level, Strain strain) { return CallName(Call::Bid(level, strain)); }

// Stayman is for hands with a four-card major that are not 4-3-3-3.
bool StaymanShape(const HandEval& h) { return (h.Len(kHearts) >= 4 || h.Len(kSpades) >= 4) && h.shape()[3] <= 2; }

// The major a transfer shows: the longer, spades with 5-5.
std::optional<Suit> TransferMajor(const HandEval& h) {
  if (h.Len(kSpades) >= 5 && h.Len(kSpades) >= h.Len(kHearts)) return kSpades;
  if (h.Len(kHearts) >= 5) return kHearts;
  return std::nullopt;
}

void AddStructure(RuleBook& book, const std::string& family, const std::string& opening, int nt_level, NtBands b) {
  const int L = nt_level + 1;  // the level of Stayman and the transfers
  const bool one_nt = nt_level == 1;
  const std::string range = std::to_string(b.lo) + "-" + std::to_string(b.hi);
  const std::string pre = opening + " ";
  const Call stayman = Call::Bid(L, Strain::kClubs);
  const Call to_hearts = Call::Bid(L, Strain::kDiamonds);
  const Call to_spades = Call::Bid(L, Strain::kHearts);
  const std::string sn = CallName(stayman), th = CallName(to_hearts), ts = CallName(to_spades);
  const std::string id = "nt" + std::to_string(nt_level) + (opening.size() > 3 ? "-2c" : "") + "-";

  // --- Responder's first call.
  const When resp = Seq(opening);
  const int invite_min = one_nt ? b.InviteMin() : b.GameMin();
  // 5-4 in the majors with invitational values: Stayman first (a 5-card major follows over the denial).
  book.Add(FixedRule(
      id + "stayman", family,
      sn + ": Stayman, asks for a four-card major; " + std::to_string(invite_min) + "+ HCP with a four-card major",
      resp, stayman, Picture().Hcp(invite_min, 37), Force::kOneRound, [](const Situation&, const HandEval& h) {
        if (!StaymanShape(h)) return false;
        const auto m = TransferMajor(h);
        return !m || h.Len(OtherMajor(*m)) >= 4;  // 5-4: Stayman; 5-3, 6-x: transfer
      }));
  for (Suit major : {kHearts, kSpades}) {
    const Call transfer = major == kHearts ? to_hearts : to_spades;
    book.Add(FixedRule(id + "transfer-" + SuitChar(major), family,
                       CallName(transfer) + ": Jacoby transfer, 5+ " + (major == kHearts ? "hearts" : "spades"), resp,
                       transfer, Picture().AtLeast(major, 5), Force::kOneRound,
                       [major](const Situation&, const HandEval& h) { return TransferMajor(h) == major; }));
  }
  if (one_nt) {
    book.Add(FixedRule(id + "relay", family, "2S: relay to 3C, a weak hand with a six-card minor", resp, C("2S"),
                       Picture().Hcp(0, b.PassMax()), Force::kOneRound, [](const Situation&, const HandEval& h) {
                         return h.Len(kClubs) >= 6 || h.Len(kDiamonds) >= 6;
                       }));
    book.Add(FixedRule(id + "invite", family, "2NT: " + HcpText(b.InviteMin(), b.GameMin() - 1) + ", invites 3NT", resp,
                       C("2NT"), Picture().Hcp(b.InviteMin(), b.GameMin() - 1)));
  }
  book.Add(FixedRule(id + "3nt", family,
                     "3NT: " + HcpText(std::max(0, one_nt ? b.GameMin() : b.PassMax() + 1), b.GameMax()) + ", to play",
                     resp, C("3NT"), Picture().Hcp(one_nt ? b.GameMin() : b.PassMax() + 1, b.GameMax())));
  book.Add(FixedRule(id + "quantitative", family,
                     "4NT: " + HcpText(b.QuantMin(), b.SlamMin() - 1) + ", invites 6NT (quantitative)", resp, C("4NT"),
                     Picture().Hcp(b.QuantMin(), b.SlamMin() - 1)));
  book.Add(FixedRule(id + "6nt", family, "6NT: " + HcpText(b.SlamMin(), b.GrandMin() - 1) + ", to play", resp, C("6NT"),
                     Picture().Hcp(b.SlamMin(), b.GrandMin() - 1)));
  book.Add(FixedRule(id + "7nt", family, "7NT: " + std::to_string(b.GrandMin()) + "+ HCP, to play", resp, C("7NT"),
                     Picture().Hcp(b.GrandMin(), 37)));
  book.Add(FixedRule(id + "pass", family, "Pass: " + HcpText(0, b.PassMax()) + ", no five-card major", resp,
                     Call::Pass(), Picture().Hcp(0, b.PassMax())));

  // --- Opener's answers.
  const When after_stayman = Seq(pre + sn);
  book.Add(FixedRule(id + "stayman-h", family,
                     Name(L, Strain::kHearts) + " (after Stayman): four hearts, maybe four spades", after_stayman,
                     Call::Bid(L, Strain::kHearts), Picture().AtLeast(kHearts, 4)));
  book.Add(FixedRule(id + "stayman-s", family,
                     Name(L, Strain::kSpades) + " (after Stayman): four spades, not four hearts", after_stayman,
                     Call::Bid(L, Strain::kSpades), Picture().AtLeast(kSpades, 4).AtMost(kHearts, 3)));
  book.Add(FixedRule(id + "stayman-d", family, Name(L, Strain::kDiamonds) + " (after Stayman): no four-card major",
                     after_stayman, Call::Bid(L, Strain::kDiamonds), Picture().AtMost(kHearts, 3).AtMost(kSpades, 3)));
  for (Suit major : {kHearts, kSpades}) {
    const Call transfer = major == kHearts ? to_hearts : to_spades;
    book.Add(FixedRule(id + "complete-" + SuitChar(major), family,
                       Name(L, StrainOf(major)) + " (after a transfer): completes the transfer",
                       Seq(pre + CallName(transfer)), Call::Bid(L, StrainOf(major)), Picture()));
  }
  const int max_lo = (b.lo + b.hi + 1) / 2;  // the top half of opener's range accepts invitations
  const Extra maximum = [b, max_lo](const Situation&, const HandEval& h) {
    return h.hcp() >= max_lo && h.hcp() <= b.hi;
  };
  const Extra minimum = [max_lo](const Situation&, const HandEval& h) { return h.hcp() < max_lo; };
  if (one_nt) {
    book.Add(
        FixedRule(id + "relay-3c", family, "3C (after the 2S relay): forced", Seq(pre + "2S"), C("3C"), Picture()));
    book.Add(FixedRule(id + "accept-2nt", family, "3NT (after 2NT): accepts with a maximum", Seq(pre + "2NT"), C("3NT"),
                       Picture().Hcp(max_lo, b.hi)));
    book.Add(FixedRule(id + "relay-pass", family, "Pass (after 1NT 2S 3C): to play in clubs", Seq(pre + "2S 3C"),
                       Call::Pass(), Picture(), Force::kNone,
                       [](const Situation&, const HandEval& h) { return h.Len(kClubs) >= h.Len(kDiamonds); }));
    book.Add(FixedRule(id + "relay-3d", family, "3D (after 1NT 2S 3C): to play in diamonds", Seq(pre + "2S 3C"),
                       C("3D"), Picture().AtLeast(kDiamonds, 6), Force::kSignoff));
  }
  const Extra accept_quant = [b](const Situation&, const HandEval& h) {
    return h.hcp() >= b.hi || (h.hcp() == b.hi - 1 && h.shape()[0] >= 5);
  };
  book.Add(FixedRule(id + "accept-4nt", family, "6NT (after quantitative 4NT): accepts with a maximum",
                     Seq(pre + "4NT"), C("6NT"), Picture(), Force::kSignoff, accept_quant));
  book.Add(FixedRule(id + "decline-4nt", family, "Pass (after quantitative 4NT): a minimum", Seq(pre + "4NT"),
                     Call::Pass(), Picture()));

  // --- Responder after Stayman's answer.
  for (Suit major : {kHearts, kSpades}) {
    const Call answer = Call::Bid(L, StrainOf(major));
    const std::string m(1, SuitChar(major));
    const When w = Seq(pre + sn + " " + CallName(answer));
    if (one_nt)
      book.Add(FixedRule(id + "fit-invite-" + m, family, "3" + m + " (after Stayman): four-card fit, invites game", w,
                         Call::Bid(3, StrainOf(major)),
                         Picture().AtLeast(major, 4).Hcp(b.InviteMin(), b.GameMin() - 1)));
    book.Add(FixedRule(id + "fit-game-" + m, family, "4" + m + " (after Stayman): four-card fit, game values", w,
                       Call::Bid(4, StrainOf(major)), Picture().AtLeast(major, 4).Hcp(b.GameMin(), b.GameMax()),
                       Force::kSignoff));
  }
  const When denial = Seq(pre + sn + " " + Name(L, Strain::kDiamonds));
  for (Suit major : {kHearts, kSpades}) {
    const std::string m(1, SuitChar(major));
    if (one_nt)
      book.Add(FixedRule(
          id + "five-invite-" + m, family,
          "2" + m + " (after 1NT 2C 2D): five " + (major == kHearts ? "hearts" : "spades") + ", invites game", denial,
          Call::Bid(2, StrainOf(major)), Picture().AtLeast(major, 5).Hcp(b.InviteMin(), b.GameMin() - 1)));
    book.Add(FixedRule(
        id + "five-game-" + m, family,
        "3" + m + " (after Stayman's denial): five " + (major == kHearts ? "hearts" : "spades") + ", forcing to game",
        denial, Call::Bid(3, StrainOf(major)), Picture().AtLeast(major, 5).Hcp(b.GameMin(), 37), Force::kGame,
        [major](const Situation&, const HandEval& h) { return h.Len(major) >= h.Len(OtherMajor(major)); }));
  }
  const When after_answer = [pre, sn](const Situation& s) { return s.Size() == 3 && s.StartsWith(pre + sn); };
  if (one_nt)
    book.Add(FixedRule(id + "stayman-2nt", family, "2NT (after Stayman): invites 3NT, no fit", after_answer, C("2NT"),
                       Picture().Hcp(b.InviteMin(), b.GameMin() - 1)));
  book.Add(FixedRule(id + "stayman-3nt", family, "3NT (after Stayman): game values, no fit", after_answer, C("3NT"),
                     Picture().Hcp(b.GameMin(), b.SlamLikelyMin() - 1)));

  // --- Opener again after Stayman.
  const std::string over_hearts = pre + sn + " " + Name(L, Strain::kHearts);
  const Extra four_spades = [](const Situation&, const HandEval& h) { return h.Len(kSpades) >= 4; };
  if (one_nt) {
    book.Add(FixedRule(
        id + "spades-max", family, "4S (after Stayman, 2H, 2NT): four spades too, maximum", Seq(over_hearts + " 2NT"),
        C("4S"), Picture().AtLeast(kSpades, 4), Force::kSignoff,
        [maximum, four_spades](const Situation& s, const HandEval& h) { return maximum(s, h) && four_spades(s, h); }));
    book.Add(FixedRule(id + "spades-min", family, "3S (after Stayman, 2H, 2NT): four spades too, minimum",
                       Seq(over_hearts + " 2NT"), C("3S"), Picture().AtLeast(kSpades, 4), Force::kNone, four_spades));
    for (const std::string answer : {"2H", "2S", "2D"})
      book.Add(FixedRule(id + "accept-" + answer, family, "3NT (after Stayman and 2NT): maximum",
                         Seq(pre + "2C " + answer + " 2NT"), C("3NT"), Picture().Hcp(max_lo, b.hi), Force::kNone,
                         maximum));
  }
  book.Add(FixedRule(id + "spades-3nt", family, "4S (after Stayman, hearts, 3NT): responder's major is spades",
                     Seq(over_hearts + " 3NT"), C("4S"), Picture().AtLeast(kSpades, 4), Force::kSignoff, four_spades));
  for (Suit major : {kHearts, kSpades}) {
    const std::string m(1, SuitChar(major));
    if (one_nt) {
      book.Add(FixedRule(
          id + "accept-fit-" + m, family, "4" + m + " (after a fit invitation): maximum",
          [major, pre](const Situation& s) {
            return s.Size() == 4 && s.StartsWith(pre + "2C") && s.PartnerLast() == Call::Bid(3, StrainOf(major));
          },
          Call::Bid(4, StrainOf(major)), Picture(), Force::kSignoff, maximum));
      book.Add(FixedRule(id + "five-accept-" + m, family, "4" + m + " (after 1NT 2C 2D 2" + m + "): fit and maximum",
                         Seq(pre + "2C 2D 2" + m), Call::Bid(4, StrainOf(major)), Picture().AtLeast(major, 3),
                         Force::kSignoff, maximum));
      book.Add(FixedRule(id + "five-3nt-" + m, family, "3NT (after 1NT 2C 2D 2" + m + "): no fit, maximum",
                         Seq(pre + "2C 2D 2" + m), C("3NT"), Picture().AtMost(major, 2), Force::kSignoff, maximum));
    }
    book.Add(FixedRule(id + "five-fit-" + m, family,
                       "4" + m + " (after Stayman's denial and 3" + m + "): three-card fit",
                       Seq(pre + sn + " " + Name(L, Strain::kDiamonds) + " 3" + m), Call::Bid(4, StrainOf(major)),
                       Picture().AtLeast(major, 3), Force::kSignoff));
    book.Add(FixedRule(id + "five-nofit-" + m, family, "3NT (after Stayman's denial and 3" + m + "): no fit",
                       Seq(pre + sn + " " + Name(L, Strain::kDiamonds) + " 3" + m), C("3NT"),
                       Picture().AtMost(major, 2), Force::kSignoff));
  }

  // --- Responder after the transfer is completed, and opener's choice.
  for (Suit major : {kHearts, kSpades}) {
    const Call transfer = major == kHearts ? to_hearts : to_spades;
    const Call completed = Call::Bid(L, StrainOf(major));
    const std::string m(1, SuitChar(major));
    const std::string after = pre + CallName(transfer) + " " + CallName(completed);
    const When w = Seq(after);
    // Over 1NT responder's ranges count length points (a point for each card
    // past the fourth): five cards add one, six or more two or more.
    const int five_extra = one_nt ? 1 : 0, six_extra = one_nt ? 2 : 0;
    const auto five_cards = [major, five_extra](int lo, int hi) {
      return Picture().Exactly(major, 5).Hcp(std::max(0, lo - five_extra), hi - five_extra);
    };
    const auto six_cards = [major, six_extra](int lo, int hi) {
      return Picture().AtLeast(major, 6).Hcp(std::max(0, lo - 2 * six_extra), hi - six_extra);
    };
    const auto points = [one_nt](int lo, int hi) -> Extra {
      return [one_nt, lo, hi](const Situation&, const HandEval& h) {
        const int counted = one_nt ? h.TotalPoints() : h.hcp();
        return counted >= lo && counted <= hi;
      };
    };
    book.Add(FixedRule(id + "transfer-pass-" + m, family, "Pass (after the transfer): weak, to play", w, Call::Pass(),
                       Picture().Hcp(0, b.PassMax())));
    if (one_nt) {
      book.Add(FixedRule(id + "transfer-2nt-" + m, family, "2NT (after the transfer): five cards, invites game", w,
                         C("2NT"), five_cards(b.InviteMin(), b.GameMin() - 1), Force::kNone,
                         points(b.InviteMin(), b.GameMin() - 1)));
      book.Add(FixedRule(id + "transfer-3-" + m, family, "3" + m + " (after the transfer): six+ cards, invites game", w,
                         Call::Bid(3, StrainOf(major)), six_cards(b.InviteMin(), b.GameMin() - 1), Force::kNone,
                         points(b.InviteMin(), b.GameMin() - 1)));
    }
    if (major == kSpades)
      book.Add(FixedRule(id + "transfer-55", family,
                         CallName(Call::Bid(L + 1, Strain::kHearts)) +
                             " (after the transfer to spades): 5-5 in the majors, game forcing",
                         w, Call::Bid(L + 1, Strain::kHearts),
                         Picture().AtLeast(kHearts, 5).Hcp(b.GameMin(), b.GameMax()), Force::kGame));
    book.Add(FixedRule(id + "transfer-3nt-" + m, family,
                       "3NT (after the transfer): five cards, game values; opener chooses", w, C("3NT"),
                       five_cards(b.GameMin(), b.SlamLikelyMin() - 1), Force::kNone,
                       points(b.GameMin(), b.SlamLikelyMin() - 1)));
    book.Add(FixedRule(id + "transfer-game-" + m, family, "4" + m + " (after the transfer): six+ cards, game values", w,
                       Call::Bid(4, StrainOf(major)), six_cards(b.GameMin(), b.GameMax()), Force::kSignoff,
                       points(b.GameMin(), b.GameMax())));
    // Slam values with five cards (with six the fit is known and Blackwood
    // comes first): 5NT forces to slam and lets opener pick the strain. A
    // quantitative 4NT would take Blackwood from the six-card hands.
    book.Add(FixedRule(id + "transfer-5nt-" + m, family,
                       "5NT (after the transfer): five cards, " + std::to_string(b.SlamLikelyMin()) + "+ " +
                           (one_nt ? "points counting length" : "HCP") + ", forces to slam; opener picks it",
                       w, C("5NT"), five_cards(b.SlamLikelyMin(), 38), Force::kOneRound,
                       points(b.SlamLikelyMin(), 40)));
    const std::string major_slam = "6" + m;
    book.Add(FixedRule(id + "t5nt-fit-" + m, family, major_slam + " (after the transfer and 5NT): three-card fit",
                       Seq(after + " 5NT"), Call::Bid(6, StrainOf(major)), Picture().AtLeast(major, 3),
                       Force::kSignoff));
    book.Add(FixedRule(id + "t5nt-6nt-" + m, family, "6NT (after the transfer and 5NT): doubleton", Seq(after + " 5NT"),
                       C("6NT"), Picture().AtMost(major, 2), Force::kSignoff));

    if (one_nt) {
      book.Add(FixedRule(id + "t2nt-game-" + m, family, "4" + m + " (after the transfer and 2NT): fit and maximum",
                         Seq(after + " 2NT"), Call::Bid(4, StrainOf(major)), Picture().AtLeast(major, 3),
                         Force::kSignoff, maximum));
      book.Add(FixedRule(id + "t2nt-3-" + m, family, "3" + m + " (after the transfer and 2NT): fit, minimum",
                         Seq(after + " 2NT"), Call::Bid(3, StrainOf(major)), Picture().AtLeast(major, 3),
                         Force::kSignoff, minimum));
      book.Add(FixedRule(id + "t2nt-3nt-" + m, family, "3NT (after the transfer and 2NT): doubleton, maximum",
                         Seq(after + " 2NT"), C("3NT"), Picture().AtMost(major, 2), Force::kSignoff, maximum));
      book.Add(FixedRule(id + "t3-game-" + m, family, "4" + m + " (after the transfer and 3" + m + "): maximum",
                         Seq(after + " 3" + m), Call::Bid(4, StrainOf(major)), Picture(), Force::kSignoff, maximum));
    }
    book.Add(FixedRule(id + "t3nt-fit-" + m, family, "4" + m + " (after the transfer and 3NT): three-card fit",
                       Seq(after + " 3NT"), Call::Bid(4, StrainOf(major)), Picture().AtLeast(major, 3),
                       Force::kSignoff));
  }
  const std::string after55 = pre + ts + " " + Name(L, Strain::kSpades) + " " + Name(L + 1, Strain::kHearts);
  book.Add(FixedRule(id + "55-hearts", family, "4H (after the 5-5 major sequence): hearts at least as long as spades",
                     Seq(after55), C("4H"), Picture().AtLeast(kHearts, 3), Force::kSignoff,
                     [](const Situation&, const HandEval& h) { return h.Len(kHearts) > h.Len(kSpades); }));
  book.Add(FixedRule(id + "55-spades", family, "4S (after the 5-5 major sequence): spades", Seq(after55), C("4S"),
                     Picture(), Force::kSignoff));
}

}  // namespace

void AddNoTrumpRules(RuleBook& book) {
  AddStructure(book, "Over 1NT (15-17)", "1NT", 1, NtBands{15, 17});
  AddStructure(book, "Over 2NT (20-21)", "2NT", 2, NtBands{20, 21});
  AddStructure(book, "Over 2C-2D-2NT (22-24)", "2C 2D 2NT", 2, NtBands{22, 24});
}

}  // namespace bidlab::sayc
