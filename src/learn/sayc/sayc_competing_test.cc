// Competing SAYC: the uncontested calls unchanged while the opponents pass,
// legal calls in any four-seat auction, and the competitive rules on hands
// a player can check by hand (HCP counted A=4 K=3 Q=2 J=1 in the comments).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <thread>
#include <vector>

#include "data/dealer.h"
#include "eval/evaluate.h"
#include "io/pbn_deal.h"
#include "learn/sayc/competitive_common.h"
#include "learn/sayc/contest_reader.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {
namespace {

// The call of the player to call after `calls` (dealer first) holding `hand`.
std::string CallAfter(const char* calls, Seat dealer, const char* hand,
                      Vulnerability vulnerability = Vulnerability::kNone,
                      const sayc::Style& style = sayc::StandardStyle()) {
  const Auction auction = ParseAuction(calls, dealer);
  SaycBidder sayc(style);
  const BidRequest request{auction.NextToCall(), ParseHandPbn(hand), &auction, std::nullopt, vulnerability};
  return CallName(sayc.Bid(request));
}

std::string WhyAfter(const char* calls, Seat dealer, const char* hand) {
  const Auction auction = ParseAuction(calls, dealer);
  SaycBidder sayc;
  const BidRequest request{auction.NextToCall(), ParseHandPbn(hand), &auction, std::nullopt, Vulnerability::kNone};
  return sayc.Explain(request);
}

// ---- While the opponents pass: the uncontested system, call for call ----

// Today's bidder, written out: the uncontested rule book read from North and
// South's calls (the whole of SaycBidder::Bid before it competed).
Call UncontestedSystemCall(const Auction& auction, const Hand& hand) {
  const sayc::RuleBook& book = sayc::SaycRules();
  return book.Decide(book.Interpret(auction), sayc::HandEval(hand)).call;
}

TEST(SaycCompeting, GivesTheUncontestedCallsWhileTheOpponentsPass) {
  // 3,000 random deals, dealer North, East and West passing: every call of
  // the competing bidder equals the uncontested system's, at every
  // vulnerability.
  SaycBidder sayc;
  int calls = 0;
  for (std::uint64_t i = 0; i < 3000; ++i) {
    const Deal deal = DealAt(31, i);
    const Vulnerability vulnerability = static_cast<Vulnerability>(i % 4);
    Auction auction(Seat::kNorth);
    while (!auction.IsComplete()) {
      const Seat seat = auction.NextToCall();
      if (!IsNorthSouth(seat)) {
        auction.Add(Call::Pass());
        continue;
      }
      const BidRequest request{seat, deal.hand(seat), &auction, std::nullopt, vulnerability};
      const Call call = sayc.Bid(request);
      ASSERT_EQ(call, UncontestedSystemCall(auction, deal.hand(seat))) << FormatAuction(auction) << " deal " << i;
      auction.Add(call);
      ++calls;
    }
  }
  EXPECT_GT(calls, 3000 * 2);
}

TEST(SaycCompeting, AnyDealerWithSilentOpponentsIsTheSameSystem) {
  // Dealer East, East and West passing: South calls first, so North-South's
  // auction is the uncontested one with the hands exchanged.
  SaycBidder sayc;
  for (std::uint64_t i = 0; i < 2000; ++i) {
    const Deal deal = DealAt(32, i);
    const Auction reference = BidUncontested(sayc, deal.hand(Seat::kSouth), deal.hand(Seat::kNorth), i);
    Auction auction(Seat::kEast);
    while (!auction.IsComplete()) {
      const Seat seat = auction.NextToCall();
      if (!IsNorthSouth(seat)) {
        auction.Add(Call::Pass());
        continue;
      }
      const BidRequest request{seat, deal.hand(seat), &auction, std::nullopt, Vulnerability::kNone};
      auction.Add(sayc.Bid(request));
    }
    ASSERT_EQ(sayc::SideCalls(auction, Seat::kSouth), NorthSouthCalls(reference)) << "deal " << i;
  }
}

// ---- Legality in the four-seat game ----

// Plays an auction to the end; `random_ew` makes East and West call at
// random among the legal calls (half of the time PASS).
Auction PlayFourSeats(const Deal& deal, Seat dealer, Vulnerability vulnerability, bool random_ew, SplitMix64& rng) {
  SaycBidder sayc;
  Auction auction(dealer);
  while (!auction.IsComplete()) {
    const Seat seat = auction.NextToCall();
    Call call;
    if (random_ew && !IsNorthSouth(seat)) {
      const std::vector<Call> legal = LegalCalls(auction);
      call = rng.Below(2) == 0 ? Call::Pass() : legal[rng.Below(static_cast<std::uint32_t>(legal.size()))];
    } else {
      const BidRequest request{seat, deal.hand(seat), &auction, std::nullopt, vulnerability};
      call = sayc.Bid(request);
      EXPECT_FALSE(sayc.Explain(request).empty()) << FormatAuction(auction);
      EXPECT_EQ(auction.WhyIllegal(call), "")
          << "after \"" << FormatAuction(auction) << "\" dealer " << SeatChar(dealer);
    }
    auction.Add(call);
  }
  return auction;
}

TEST(SaycCompeting, NeverAnIllegalCallAgainstItself) {
  // 6,000 deals, every dealer and vulnerability, all four seats competing.
  SplitMix64 rng(7);
  std::set<std::string> kinds;
  int doubled = 0, contested = 0;
  for (std::uint64_t i = 0; i < 6000; ++i) {
    const Auction auction = PlayFourSeats(DealAt(33, i), SeatAt(static_cast<int>(i % 4)),
                                          static_cast<Vulnerability>((i / 4) % 4), false, rng);
    ASSERT_TRUE(auction.IsComplete());
    ASSERT_LE(auction.size(), 40);
    if (auction.doubling() != Doubling::kUndoubled) ++doubled;
    bool ns = false, ew = false;
    for (int c = 0; c < auction.size(); ++c)
      if (!auction.calls()[c].IsPass()) (IsNorthSouth(auction.SeatOfCall(c)) ? ns : ew) = true;
    if (ns && ew) ++contested;
  }
  // Both sides bid on many deals, and some contracts are doubled.
  EXPECT_GT(contested, 6000 / 5);
  EXPECT_GT(doubled, 30);
}

TEST(SaycCompeting, NeverAnIllegalCallAgainstRandomOpponents) {
  // 6,000 deals, every dealer and vulnerability, East and West calling at
  // random (doubles and redoubles included).
  SplitMix64 rng(8);
  for (std::uint64_t i = 0; i < 6000; ++i) {
    const Auction auction = PlayFourSeats(DealAt(34, i), SeatAt(static_cast<int>(i % 4)),
                                          static_cast<Vulnerability>((i / 4) % 4), true, rng);
    ASSERT_TRUE(auction.IsComplete());
  }
}

// Each thread keeps the contested auctions it has read, so that a decision
// reads one call more than the one before it. The calls (and their rules)
// must not depend on what the thread read before: the same calls under
// another dealer, vulnerability or style, in any order, call as a thread
// reading only that auction does.
TEST(SaycCompeting, CallsDoNotDependOnWhatTheThreadReadBefore) {
  struct Point {
    Auction auction;
    Hand hand;
    Vulnerability vulnerability;
    const sayc::Style* style;
  };
  const auto call_and_rule = [](const Point& p) {
    SaycBidder sayc(*p.style);
    const BidRequest request{p.auction.NextToCall(), p.hand, &p.auction, std::nullopt, p.vulnerability};
    return CallName(sayc.Bid(request)) + " " + sayc.Explain(request);
  };
  SplitMix64 rng(9);
  std::vector<Point> points;
  for (std::uint64_t i = 0; i < 150; ++i) {
    const Deal deal = DealAt(35, i);
    const Auction played = PlayFourSeats(deal, SeatAt(static_cast<int>(i % 4)), Vulnerability::kNone, true, rng);
    // Every decision of the auction, read again by each dealer (the same
    // calls, other seats), vulnerability and style.
    for (int dealer = 0; dealer < kNumSeats; ++dealer)
      for (int k = 0; k < played.size(); ++k) {
        Auction auction(SeatAt(dealer));
        for (int c = 0; c < k; ++c) auction.Add(played.calls()[c]);
        const sayc::Style* style = k % 2 ? &sayc::StandardStyle() : &sayc::AggressiveStyle();
        points.push_back(
            {auction, deal.hand(auction.NextToCall()), static_cast<Vulnerability>((k + dealer) % 4), style});
      }
  }
  // Each point alone on a fresh thread (nothing kept), then all of them on
  // one thread in a shuffled order.
  std::vector<std::string> alone(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) std::thread([&, i] { alone[i] = call_and_rule(points[i]); }).join();
  std::vector<std::size_t> order(points.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  for (std::size_t i = order.size(); i > 1; --i)
    std::swap(order[i - 1], order[rng.Below(static_cast<std::uint32_t>(i))]);
  std::thread([&] {
    for (const std::size_t i : order)
      ASSERT_EQ(call_and_rule(points[i]), alone[i]) << "after \"" << FormatAuction(points[i].auction) << "\"";
  }).join();
}

// ---- The competitive rules, by hand ----

TEST(SaycOvercalls, SimpleOvercallOnAGoodFiveCardSuit) {
  // RHO (East, dealer) opens 1H; South holds S KQJ84 H 72 D A93 C 852: 10 HCP, five good spades.
  EXPECT_EQ(CallAfter("1H", Seat::kEast, "KQJ84.72.A93.852"), "1S");
  EXPECT_NE(WhyAfter("1H", Seat::kEast, "KQJ84.72.A93.852").find("Overcall"), std::string::npos);
  // At the two level two of the top five honours (or six cards) with 5+ HCP, 7+ vulnerable:
  // over 1S, H KQJ84 with 10 HCP overcalls 2H at any vulnerability, and with 8 (D Q93 for A93) too.
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "72.KQJ84.A93.852"), "2H");
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "72.KQJ84.A93.852", Vulnerability::kNorthSouth), "2H");
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "72.KQJ84.Q93.852", Vulnerability::kNorthSouth), "2H");
  // H KQ984 with 6 HCP in all: 2H not vulnerable, pass vulnerable; H KJ984 and nothing else (4 HCP): pass.
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "72.KQ984.J93.852"), "2H");
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "72.KQ984.J93.852", Vulnerability::kNorthSouth), "PASS");
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "72.KJ984.932.852"), "PASS");
  // H 98743 (no honour) with 9 HCP outside: pass.
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "72.98743.AQ3.K52"), "PASS");
}

TEST(SaycOvercalls, AnyFiveCardSuitAtTheOneLevel) {
  // Over 1D, S 98765 H KQ2 D 32 C K32: 8 HCP, five spades without an honour: 1S takes their room.
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "98765.KQ2.32.K32"), "1S");
  // Q8765 K32 J2 432: 6 HCP, enough at the one level (7 before).
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "Q8765.K32.J2.432"), "1S");
  // With H Q32 for KQ2 (5 HCP) it is under the 6 an overcall needs: pass.
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "98765.Q32.32.K32"), "PASS");
}

TEST(SaycOvercalls, WeakJumpOvercallOnAnySixCardSuit) {
  // Over 1D, not vulnerable, S QT9843 H 54 D 7 C J962: 3 HCP, six spades (the textbook wants a good suit): 2S.
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "QT9843.54.7.J962"), "2S");
  EXPECT_NE(WhyAfter("1D", Seat::kNorth, "QT9843.54.7.J962").find("Weak jump overcall"), std::string::npos);
  // Vulnerable it needs 5 HCP: pass.
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "QT9843.54.7.J962", Vulnerability::kEastWest), "PASS");
  // The cautious style keeps the textbook's good suit.
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "QT9843.54.7.J962", Vulnerability::kNone, sayc::CautiousStyle()), "PASS");
}

TEST(SaycOvercalls, PreemptiveDoubleJumpWithSevenCards) {
  // Over 1C, not vulnerable, S KQT9843 H 54 D 7 C 962: 5 HCP, seven spades: 3S (the level of the suit).
  EXPECT_EQ(CallAfter("1C", Seat::kNorth, "KQT9843.54.7.962"), "3S");
  EXPECT_NE(WhyAfter("1C", Seat::kNorth, "KQT9843.54.7.962").find("Preemptive"), std::string::npos);
  // Vulnerable, the weak jump to 2S instead.
  EXPECT_EQ(CallAfter("1C", Seat::kNorth, "KQT9843.54.7.962", Vulnerability::kEastWest), "2S");
  // Six cards: the weak jump.
  EXPECT_EQ(CallAfter("1C", Seat::kNorth, "KQT984.543.7.962"), "2S");
}

TEST(SaycOvercalls, OneNoTrumpWithSixteenBalancedAndAStopper) {
  // Over 1H: S AQ4 H KJ3 D KQ82 C J72 = 16 HCP, 3-3-4-3, hearts stopped (KJ3).
  EXPECT_EQ(CallAfter("1H", Seat::kEast, "AQ4.KJ3.KQ82.J72"), "1NT");
  // No heart stopper (H 732): a takeout double instead? Not with three hearts: 16 HCP double needs shortness.
  EXPECT_NE(CallAfter("1H", Seat::kEast, "AQ4.732.KQ82.AJ2"), "1NT");
}

TEST(SaycDoubles, TakeoutDoubleShape) {
  // Over 1H: S KJ82 H 4 D AQ93 C K752 = 13 HCP, short in hearts, 4-4-4 in the others.
  EXPECT_EQ(CallAfter("1H", Seat::kEast, "KJ82.4.AQ93.K752"), "X");
  // Partner (the advancer) with S Q9763 H 852 D 84 C Q63 (4 HCP) bids the cheapest spade.
  EXPECT_EQ(CallAfter("1H X PASS", Seat::kEast, "Q9763.852.84.Q63"), "1S");
  // With 9 HCP and five spades (S AQ976 H 852 D K4 C 863): a jump, invitational.
  EXPECT_EQ(CallAfter("1H X PASS", Seat::kEast, "AQ976.852.K4.863"), "2S");
}

TEST(SaycDoubles, NegativeDouble) {
  // Partner (North, dealer) opens 1C, East overcalls 1S; South holds
  // S 73 H KQ84 D A962 C 853: 9 HCP, four hearts: a negative double.
  EXPECT_EQ(CallAfter("1C 1S", Seat::kNorth, "73.KQ84.A962.853"), "X");
  // The opener with four hearts answers 2H (S A4 H AJ73 D K5 C QJ742: 15 HCP; cheapest 2H).
  EXPECT_EQ(CallAfter("1C 1S X PASS", Seat::kNorth, "A4.AJ73.K5.QJ742"), "2H");
}

TEST(SaycDoubles, NegativeDoubleShowsFourOfAMajorTheOneLevelAllows) {
  // North opens 1C, East overcalls 1H; South with S AQJ973 H 962 D A4 C 75
  // (11 HCP, six spades) bids 1S, forcing: the double would show four.
  EXPECT_EQ(CallAfter("1C 1H", Seat::kNorth, "AQJ973.962.A4.75"), "1S");
  // With four spades (S AQJ9 H 9632 D A4 C 753) the double.
  EXPECT_EQ(CallAfter("1C 1H", Seat::kNorth, "AQJ9.9632.A4.753"), "X");
}

TEST(SaycCompetitiveResponses, NewSuitAtTheTwoLevelIsAFreeBid) {
  // North opens 1D, East overcalls 2C; South with S KQ4 H AJ7632 D 8 C Q72 (12 HCP, six
  // hearts) bids 2H, forcing, not a penalty double of 2C on three small trumps.
  EXPECT_EQ(CallAfter("1D 2C", Seat::kNorth, "KQ4.AJ7632.8.Q72"), "2H");
  // With 6 HCP (S Q84 H KJ7632 D 8 C 972) no free bid.
  EXPECT_NE(CallAfter("1D 2C", Seat::kNorth, "Q84.KJ7632.8.972"), "2H");
  // The opener must answer it, not pass: S A5 H 43 D KQJ532 C 983 (10 HCP, no club stopper)
  // rebids 3D; with three hearts (S A5 H 432 D KQJ53 C 983) raises to 3H.
  EXPECT_EQ(CallAfter("1D 2C 2H PASS", Seat::kNorth, "A5.43.KQJ532.983"), "3D");
  EXPECT_EQ(CallAfter("1D 2C 2H PASS", Seat::kNorth, "A5.432.KQJ53.983"), "3H");
}

TEST(SaycDoubles, TheNegativeDoublerBidsGameWithTheValues) {
  // North opens 1D, East overcalls 2H, South doubles, North rebids 3D.
  // S AK86 H KJ2 D J C KQ982: 17 HCP opposite an opening, hearts stopped: 3NT.
  EXPECT_EQ(CallAfter("1D 2H X PASS 3D PASS", Seat::kNorth, "AK86.KJ2.J.KQ982"), "3NT");
  EXPECT_NE(WhyAfter("1D 2H X PASS 3D PASS", Seat::kNorth, "AK86.KJ2.J.KQ982").find("negative doubler"),
            std::string::npos);
  // 1C (1S) X (P) 2H (P): four hearts opposite partner's four.
  // S Q43 H A953 D Q975 C Q2: 11 HCP + 1 for the doubleton = 12 support points: 3H, invitational.
  EXPECT_EQ(CallAfter("1C 1S X PASS 2H PASS", Seat::kNorth, "Q43.A953.Q975.Q2"), "3H");
  // S K43 H A953 D KQ75 C Q2: 14 HCP: 4H.
  EXPECT_EQ(CallAfter("1C 1S X PASS 2H PASS", Seat::kNorth, "K43.A953.KQ75.Q2"), "4H");
  // S Q43 H K953 D Q975 C 32: 7 HCP: pass.
  EXPECT_EQ(CallAfter("1C 1S X PASS 2H PASS", Seat::kNorth, "Q43.K953.Q975.32"), "PASS");
  // S 5 H AQJT76 D J85 C AQJ: 15 HCP, six hearts, partner rebid 2C: 4H.
  EXPECT_EQ(CallAfter("1C 1S X PASS 2C PASS", Seat::kNorth, "5.AQJT76.J85.AQJ"), "4H");
}

TEST(SaycOvercalls, MichaelsAndTheUnusualTwoNoTrump) {
  // Over 1C: S KQ984 H QJ1083 D 4 C 72 → 2C (Michaels: both majors), 8 HCP.
  EXPECT_EQ(CallAfter("1C", Seat::kEast, "KQ984.QJT83.4.72"), "2C");
  // Over 1S: S 4 H 72 D KQ1093 C AJ984 → 2NT (both minors), 10 HCP.
  EXPECT_EQ(CallAfter("1S", Seat::kEast, "4.72.KQT93.AJ984"), "2NT");
  // Partner of the Michaels bidder with three spades and two hearts picks spades.
  EXPECT_EQ(CallAfter("1C 2C PASS", Seat::kEast, "J72.95.AT863.Q84"), "2S");
}

TEST(SaycDoubles, PenaltyDoubleOfATwoLevelOvercallWithATrumpStack) {
  // Partner (North) opens 1NT (15-17), East overcalls 2H; South holds
  // S 852 H KQ94 D A73 C 962: 9 HCP, KQ9x in their suit → double for penalty.
  EXPECT_EQ(CallAfter("1NT 2H", Seat::kNorth, "852.KQ94.A73.962"), "X");
  EXPECT_NE(WhyAfter("1NT 2H", Seat::kNorth, "852.KQ94.A73.962").find("Penalty"), std::string::npos);
  // Without the stack (H 9432) no penalty double.
  EXPECT_NE(CallAfter("1NT 2H", Seat::kNorth, "852.9432.A73.K96"), "X");
}

TEST(SaycCompetitiveRaises, LawOfTotalTricks) {
  // Partner opened 1S, East overcalled 2H; South with S K974 H 83 D Q8542 C 96
  // (5 HCP, 4 spades: 5 + 4 = 9 trumps) jumps to 3S (nine trumps, three level).
  EXPECT_EQ(CallAfter("1S 2H", Seat::kNorth, "K974.83.Q8542.96"), "3S");
  // With a limit raise or better (S K97 H 83 D AQ85 C Q962, 11 HCP) the cue-bid 3H.
  EXPECT_EQ(CallAfter("1S 2H", Seat::kNorth, "K97.83.AQ85.Q962"), "3H");
}

TEST(SaycJudgement, SacrificeOnlyAtFavourableVulnerability) {
  // West deals 1H? No: East deals. East 1S, South 2H, West 4S, North to call with
  // S 2 H KJ742 D Q9643 C 72: 6 HCP, five hearts opposite partner's five (10 trumps);
  // they hold nine spades or so: total tricks 19-20, they make ten, we take nine or ten:
  // 5H doubled is down one or two, 300 at most against their 620.
  const char* calls = "1S 2H 4S";
  const char* hand = "2.KJ742.Q9643.72";
  EXPECT_EQ(CallAfter(calls, Seat::kEast, hand, Vulnerability::kEastWest), "5H");
  EXPECT_EQ(CallAfter(calls, Seat::kEast, hand, Vulnerability::kNone), "PASS");
  EXPECT_EQ(CallAfter(calls, Seat::kEast, hand, Vulnerability::kBoth), "PASS");
  EXPECT_EQ(CallAfter(calls, Seat::kEast, hand, Vulnerability::kNorthSouth), "PASS");
}

TEST(SaycCompeting, SystemCardListsTheCompetitiveRules) {
  const std::string card = SaycSystemCard();
  for (const char* words : {"Takeout double", "Negative double", "Michaels", "Unusual 2NT", "1NT overcall: 15-18",
                            "Weak jump overcall", "Balancing", "law of total tricks", "Sacrifice", "Penalty double"})
    EXPECT_NE(card.find(words), std::string::npos) << words;
  for (const sayc::Rule& rule : sayc::CompetitiveRules().rules()) {
    EXPECT_FALSE(rule.meaning.empty()) << rule.id;
    EXPECT_TRUE(rule.when && rule.choose && rule.shows) << rule.id;
  }
}

TEST(SaycDoubles, PassesPartnersTakeoutDoubleOnlyWithATrumpStack) {
  // N 1C, E X, S pass: West holds five clubs. With KQJ98 (three of the top
  // five) the pass sits for penalty; with 98765 West names a suit.
  EXPECT_EQ(CallAfter("1C X PASS", Seat::kNorth, "432.432.32.KQJ98"), "PASS");
  EXPECT_NE(WhyAfter("1C X PASS", Seat::kNorth, "432.432.32.KQJ98").find("for penalty"), std::string::npos);
  EXPECT_NE(CallAfter("1C X PASS", Seat::kNorth, "432.432.32.98765"), "PASS");
}

TEST(SaycJudgement, DoublesThreeNoTrumpWithSeventeenAndQuickTricks) {
  // N 1NT, E pass, S 3NT: West, on lead, with partner's pass counted as
  // nothing. 17 HCP with AK AK (4 quick tricks) doubles; 16 does not.
  EXPECT_EQ(CallAfter("1NT PASS 3NT", Seat::kNorth, "AK32.AK2.Q32.J32"), "X");
  EXPECT_EQ(CallAfter("1NT PASS 3NT", Seat::kNorth, "AK32.AK2.J32.J32"), "PASS");
}

TEST(SaycStyles, TheVariantsOvercallOnOtherHands) {
  // N 1D, East to call, nobody vulnerable. KQ876 with 7 HCP: a one-level
  // overcall for SAYC, 2 HCP short for the cautious style (9+).
  const sayc::Style& standard = sayc::StandardStyle();
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "KQ876.Q32.32.432", Vulnerability::kNone, standard), "1S");
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "KQ876.Q32.32.432", Vulnerability::kNone, sayc::CautiousStyle()), "PASS");
  // Q8765 (one honour) with 9 HCP: any five-card suit overcalls for SAYC;
  // the cautious style wants two of the top five honours.
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "Q8765.K32.A2.432", Vulnerability::kNone, standard), "1S");
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "Q8765.K32.A2.432", Vulnerability::kNone, sayc::CautiousStyle()), "PASS");
  // Q8765 Q32 J2 432: 5 HCP, a point short for SAYC, enough for the aggressive style.
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "Q8765.Q32.J2.432", Vulnerability::kNone, standard), "PASS");
  EXPECT_EQ(CallAfter("1D", Seat::kNorth, "Q8765.Q32.J2.432", Vulnerability::kNone, sayc::AggressiveStyle()), "1S");
  EXPECT_EQ(SaycBidder(sayc::AggressiveStyle()).Name(), "sayc-aggressive");
  EXPECT_EQ(SaycBidder(sayc::CautiousStyle()).Clone()->Name(), "sayc-cautious");
  EXPECT_NE(SaycSystemCard(sayc::CautiousStyle()).find("sayc-cautious: "), std::string::npos);
}

TEST(SaycDoubles, TakeoutDoubleFromTenPoints) {
  // Over 1H: S KJ82 H 4 D A932 C Q752 = 10 HCP, short in hearts: double; S QJ82 D Q932 (7 HCP): pass.
  EXPECT_EQ(CallAfter("1H", Seat::kEast, "KJ82.4.A932.Q752"), "X");
  EXPECT_EQ(CallAfter("1H", Seat::kEast, "QJ82.4.Q932.Q752"), "PASS");
}

TEST(SaycBalancing, TwoLevelSuitFromEightPoints) {
  // East 1H, South and West pass: North in the pass-out seat with S K32 H 43 D Q32 C QJ984
  // (8 HCP, five clubs) balances 2C; with D J32 for Q32 (7 HCP) passes.
  EXPECT_EQ(CallAfter("1H PASS PASS", Seat::kEast, "K32.43.Q32.QJ984"), "2C");
  EXPECT_EQ(CallAfter("1H PASS PASS", Seat::kEast, "K32.43.J32.QJ984"), "PASS");
}

TEST(SaycBalancing, TheAdvancerTakesBackTheKingPartnerBorrowed) {
  // East 1H, South passes, West passes, North doubles in the pass-out seat, East passes: South to call.
  // S KQ82 H 432 D K93 C Q75 = 10 HCP jumps to 2S over a direct double (8-11), bids 1S over a
  // balancing one (a king less: 0-10); S AQ82 (11 HCP) jumps over it (11-14).
  EXPECT_EQ(CallAfter("1H X PASS", Seat::kEast, "KQ82.432.K93.Q75"), "2S");
  EXPECT_EQ(CallAfter("1H PASS PASS X PASS", Seat::kEast, "KQ82.432.K93.Q75"), "1S");
  EXPECT_EQ(CallAfter("1H PASS PASS X PASS", Seat::kEast, "AQ82.432.K93.Q75"), "2S");
}

TEST(SaycBalancing, TheAdvancerOfABalancingSuitTakesBackTheKingToo) {
  // East 1H, South and West pass, North balances 1S, East passes: South to call. S Q82 H K43 D K932
  // C Q75 (10 support points) raises a direct 1S overcall to 2S (9-10) and passes the balancing 1S
  // (7 less a king).
  EXPECT_EQ(CallAfter("1H 1S PASS", Seat::kEast, "Q82.K43.K932.Q75"), "2S");
  EXPECT_EQ(CallAfter("1H PASS PASS 1S PASS", Seat::kEast, "Q82.K43.K932.Q75"), "PASS");
}

TEST(SaycAdvances, TheOvercallerBidsGameOverAPreemptiveRaiseWithSeventeen) {
  // South 1C, West overcalls 1S, North passes, East raises preemptively to 3S (four trumps, under 10),
  // South passes: West to call. S AQ854 H T D AKQT7 C 96 = 15 HCP and 5-5, 17 points: game (it used
  // to pass 3S with ten tricks there); S AQ854 H T32 D AK2 C 96 = 13 HCP, 14 points: pass.
  EXPECT_EQ(CallAfter("1C 1S PASS 3S PASS", Seat::kSouth, "AQ854.T.AKQT7.96"), "4S");
  EXPECT_EQ(CallAfter("1C 1S PASS 3S PASS", Seat::kSouth, "AQ854.T32.AK2.96"), "PASS");
}

TEST(SaycAdvances, ThreeNoTrumpOverAnOvercallNeedsSixteen) {
  // East 1H, South overcalls 1S (6-16 HCP), West passes: North to call, no spade fit, hearts stopped.
  // S Q8 H AQ3 D K932 C KJ75 = 15: opposite an overcall that may hold 6, 3NT went down more often
  // than it made; it passes. With the club queen for the jack (16), 3NT.
  EXPECT_EQ(CallAfter("1H 1S PASS", Seat::kEast, "Q8.AQ3.K932.KJ75"), "PASS");
  EXPECT_EQ(CallAfter("1H 1S PASS", Seat::kEast, "Q8.AQ3.K932.KQ75"), "3NT");
}

TEST(SaycAdvances, MyOwnSixCardSuitOverPartnersOvercallWithoutAFit) {
  // East 1H, South overcalls 1S, West passes: North to call with a singleton spade and six diamonds.
  // S 5 H 9843 D KJ9843 C Q2 = 6 HCP: 2D, to play (the misfit plays better in the six-card suit; it
  // used to need 10 HCP and passed 1S); with 3 HCP (D J98432) still a pass.
  EXPECT_EQ(CallAfter("1H 1S PASS", Seat::kEast, "5.9843.KJ9843.Q2"), "2D");
  EXPECT_EQ(CallAfter("1H 1S PASS", Seat::kEast, "5.9843.J98432.Q2"), "PASS");
}

TEST(SaycAdvances, MyOwnFiveCardSuitAtTheOneLevelOverPartnersOvercall) {
  // East 1C, South overcalls 1D, West passes: North to call with S KJ843 H Q72 D 5 C 8643 (6 HCP, a
  // singleton diamond): 1S, to play; a five-card suit needs the one level (over a 1H overcall, 2S
  // would take six).
  EXPECT_EQ(CallAfter("1C 1D PASS", Seat::kEast, "KJ843.Q72.5.8643"), "1S");
  EXPECT_NE(CallAfter("1S 2H PASS", Seat::kEast, "5.Q72.KJ843.8643"), "3D");
}

TEST(SaycAdvances, TheCueBidOverATakeoutDoubleNeedsThirteen) {
  // East 1D, South doubles, West passes: North to call with four spades. S KQ84 H A72 D 953 C QJ4 = 12
  // HCP jumps to 2S (invitational, 8-12); with the club king for the queen (13), the cue-bid 2D.
  EXPECT_EQ(CallAfter("1D X PASS", Seat::kEast, "KQ84.A72.953.QJ4"), "2S");
  EXPECT_EQ(CallAfter("1D X PASS", Seat::kEast, "KQ84.A72.953.KJ4"), "2D");
}

TEST(SaycAdvances, TheCueBidRaiseOfAnOvercallNeedsElevenSupportPoints) {
  // East 1H, South overcalls 1S, West raises to 2H: North to call with three spades. S Q82 H K43
  // D K932 C Q75 = 10 support points: the simple raise 2S (the cue-bid 3H needed 10 before);
  // with C K75 (11) the cue-bid raise.
  EXPECT_EQ(CallAfter("1H 1S 2H", Seat::kEast, "Q82.K43.K932.Q75"), "2S");
  EXPECT_EQ(CallAfter("1H 1S 2H", Seat::kEast, "Q82.K43.K932.K75"), "3H");
}

TEST(SaycAdvances, GameOppositeTheOneNoTrumpOvercallFromElevenPoints) {
  // East 1H, South overcalls 1NT (15-18), West passes: North to call. 10 HCP balanced invites with
  // 2NT (the opener's values sit over the 1NT bidder; 10 made 3NT over a 1NT opening), 11 bids 3NT.
  EXPECT_EQ(CallAfter("1H 1NT PASS", Seat::kEast, "K32.Q32.K432.Q32"), "2NT");
  EXPECT_EQ(CallAfter("1H 1NT PASS", Seat::kEast, "K32.Q32.K432.K32"), "3NT");
}

TEST(SaycDoublerRebids, RaisesPartnersAnswerBySupportPoints) {
  // East 1H, South doubles, West passes, North answers 1S (0-7), East passes: South to call.
  // S AJ82 H 4 D AQ93 C K752: 14 HCP + 3 for the singleton = 17 support points: 2S (16-18).
  EXPECT_EQ(CallAfter("1H X PASS 1S PASS", Seat::kEast, "AJ82.4.AQ93.K752"), "2S");
  EXPECT_NE(WhyAfter("1H X PASS 1S PASS", Seat::kEast, "AJ82.4.AQ93.K752").find("Raise partner's answer"),
            std::string::npos);
  // S AK82 H 4 D AQ93 C K752: 16 + 3 = 19: the jump to 3S.
  EXPECT_EQ(CallAfter("1H X PASS 1S PASS", Seat::kEast, "AK82.4.AQ93.K752"), "3S");
  // S KJ82 H 4 D AQ93 C Q752: 12 + 3 = 15, a minimum double: pass.
  EXPECT_EQ(CallAfter("1H X PASS 1S PASS", Seat::kEast, "KJ82.4.AQ93.Q752"), "PASS");
}

TEST(SaycDoublerRebids, NoTrumpWithEighteenToTwentyAndOwnSuitWithSeventeen) {
  // Over 1H, S AQ4 H KJ3 D KQ82 C AJ2 = 20 HCP balanced: double (too strong for 1NT's 15-18), then 1NT.
  EXPECT_EQ(CallAfter("1H", Seat::kEast, "AQ4.KJ3.KQ82.AJ2"), "X");
  EXPECT_EQ(CallAfter("1H X PASS 1S PASS", Seat::kEast, "AQ4.KJ3.KQ82.AJ2"), "1NT");
  // Over 1D, S A4 H AKQJ73 D K5 C A82 = 21 HCP, six hearts: double, then hearts.
  EXPECT_EQ(CallAfter("1D", Seat::kEast, "A4.AKQJ73.K5.A82"), "X");
  EXPECT_EQ(CallAfter("1D X PASS 1S PASS", Seat::kEast, "A4.AKQJ73.K5.A82"), "2H");
}

TEST(SaycDoublerRebids, GameOverPartnersInvitationalJump) {
  // East 1S, South doubles, West passes, North jumps to 3H (8-11, four hearts), East passes.
  // S 4 H KJ82 D AQ93 C K752: 13 HCP + 3 for the singleton = 16 support points: 4H.
  EXPECT_EQ(CallAfter("1S X PASS 3H PASS", Seat::kEast, "4.KJ82.AQ93.K752"), "4H");
  EXPECT_NE(WhyAfter("1S X PASS 3H PASS", Seat::kEast, "4.KJ82.AQ93.K752").find("invitational answer"),
            std::string::npos);
  // S 54 H QJ8 D AJ93 C K752: 11 HCP + 1 for the doubleton = 12, a minimum double: pass.
  EXPECT_EQ(CallAfter("1S X PASS 3H PASS", Seat::kEast, "54.QJ8.AJ93.K752"), "PASS");
}

TEST(SaycDoublerRebids, TheStrongDoublersNoTrumpJumpAndOwnMajor) {
  // East 1D, South doubles, West passes, North answers 1H, East passes: South with
  // S AJ3 H 963 D AKQ C AK62 (21 HCP, 3-3-3-4, diamonds stopped) jumps to 2NT (21-23).
  EXPECT_EQ(CallAfter("1D X PASS 1H PASS", Seat::kEast, "AJ3.963.AKQ.AK62"), "2NT");
  // Semi-balanced will do: over 1C, S A5 H AT D AQJ5 C KQJT2 (21 HCP, 2-2-4-5, clubs stopped).
  EXPECT_EQ(CallAfter("1C X PASS 1H PASS", Seat::kEast, "A5.AT.AQJ5.KQJT2"), "2NT");
  // With 20 HCP (C AQ62 for AK62) the cheapest no trump, 1NT (18-20).
  EXPECT_EQ(CallAfter("1D X PASS 1H PASS", Seat::kEast, "AJ3.963.AKQ.AQ62"), "1NT");
  // East 2D, South doubles, North jumps to 3S (8-11): South with S Q9 H AKT9875 D A C A65
  // (17 HCP, seven hearts, two spades) bids its own game, 4H.
  EXPECT_EQ(CallAfter("2D X PASS 3S PASS", Seat::kEast, "Q9.AKT9875.A.A65"), "4H");
}

TEST(SaycDoublerRebids, TheStrongDoublerActsAgainWhenPartnerCouldNot) {
  // North 1H, East doubles, South raises to 2H, West and North pass: East to call.
  // S AKJ4 H 3 D AQ5 C KQ974: 19 HCP, a singleton heart: a second takeout double.
  EXPECT_EQ(CallAfter("1H X 2H PASS PASS", Seat::kNorth, "AKJ4.3.AQ5.KQ974"), "X");
  // S AKJ H 3 D AQ5 C KQ9742: 19 HCP and six clubs: 3C.
  EXPECT_EQ(CallAfter("1H X 2H PASS PASS", Seat::kNorth, "AKJ.3.AQ5.KQ9742"), "3C");
  // S KJ4 H 3 D A95 C KQ974: 13 HCP, a minimum double: pass.
  EXPECT_EQ(CallAfter("1H X 2H PASS PASS", Seat::kNorth, "KJ4.3.A95.KQ974"), "PASS");
  // West, after the second double, must bid: S Q8652 H 8642 D 73 C 82 names spades.
  EXPECT_EQ(CallAfter("1H X 2H PASS PASS X PASS", Seat::kNorth, "Q8652.8642.73.82"), "2S");
  // The strong doubler's own suit is not forcing: over 3C, West with 3 HCP passes.
  EXPECT_EQ(CallAfter("1H X 2H PASS PASS 3C PASS", Seat::kNorth, "Q865.8642.73.J82"), "PASS");
}

TEST(SaycOverOneNoTrumpInterference, SuitToPlayOrForcingMajor) {
  // North opens 1NT (15-17), East overcalls 2H; South to call.
  // S A8742 H - D QJ942 C Q65: 9 HCP, five spades: 2S to play (the higher of two five-card suits).
  EXPECT_EQ(CallAfter("1NT 2H", Seat::kNorth, "A8742..QJ942.Q65"), "2S");
  // S KQ874 H 53 D A92 C Q64: 11 HCP, game values and five spades: 3S, forcing.
  EXPECT_EQ(CallAfter("1NT 2H", Seat::kNorth, "KQ874.53.A92.Q64"), "3S");
  // With six spades (S KQ8742 H 53 D A9 C Q64, 11 HCP): 4S.
  EXPECT_EQ(CallAfter("1NT 2H", Seat::kNorth, "KQ8742.53.A9.Q64"), "4S");
  // The opener answers 3S: 4S with three spades (S A92 H KQ4 D KJ53 C K87), 3NT with two (S A9 … C KJ87).
  EXPECT_EQ(CallAfter("1NT 2H 3S PASS", Seat::kNorth, "A92.KQ4.KJ53.K87"), "4S");
  EXPECT_EQ(CallAfter("1NT 2H 3S PASS", Seat::kNorth, "A9.KQ4.KJ53.KJ87"), "3NT");
}

TEST(SaycJudgement, DoublesAPartscoreWithTheBalanceOfTheValues) {
  // North opens 1C, partner (East) overcalls 1S (7+), South bids 2D; West with S 42 H AKQ5 D AKJ C 8642:
  // 17 HCP, 17 + 7 = 24 together (23+), three diamonds over the bidder, no club stopper for 3NT:
  // double for penalty.
  EXPECT_EQ(CallAfter("1C 1S 2D", Seat::kNorth, "42.AKQ5.AKJ.8642"), "X");
  EXPECT_NE(WhyAfter("1C 1S 2D", Seat::kNorth, "42.AKQ5.AKJ.8642").find("Penalty double"), std::string::npos);
  // With D QJ9 for AKJ (12 HCP, 19 together): pass.
  EXPECT_EQ(CallAfter("1C 1S 2D", Seat::kNorth, "42.AKQ5.QJ9.8642"), "PASS");
}

TEST(SaycJudgement, DoublesTheirFiveLevelSacrificeOverOurGame) {
  // North opens 1NT, East overcalls 2H, South bids 4S (10+, six spades), West sacrifices in 5H.
  // North with S A92 H KQ4 D KJ53 C K87: 16 HCP, 16 + 10 = 26 together (22+): double.
  EXPECT_EQ(CallAfter("1NT 2H 4S 5H", Seat::kNorth, "A92.KQ4.KJ53.K87"), "X");
}

TEST(SaycJudgement, DoublesTheirSacrificeWhenOurGameRestsOnOurLongSuit) {
  // North opens 1S, East overcalls 2H, South raises to 2S (6-10), West jumps to 4H, North bids 4S and
  // West takes the sacrifice in 5H. North with S AKQJ762 H 2 D A C K853: 17 HCP and a partner with 6+,
  // 18+ together over their five-level bid: double.
  EXPECT_EQ(CallAfter("1S 2H 2S 4H 4S PASS PASS 5H", Seat::kNorth, "AKQJ762.2.A.K853"), "X");
}

TEST(SaycJudgement, DoublesAThreeLevelPartscoreWithTrumpsBehindTheBidder) {
  // South opens 1D, North answers 1S, East overcalls 2C, then competes to 3C over North's 2S. South,
  // sitting over the club bidder with S Q H A74 D AT985 C AQ64: 17 HCP and partner's 6+, 22+ together
  // and four clubs with the ace-queen: double for penalty (the two level would need 23).
  EXPECT_EQ(CallAfter("1D PASS 1S 2C PASS PASS 2S 3C", Seat::kSouth, "Q.A74.AT985.AQ64"), "X");
  EXPECT_NE(WhyAfter("1D PASS 1S 2C PASS PASS 2S 3C", Seat::kSouth, "Q.A74.AT985.AQ64").find("Penalty double"),
            std::string::npos);
}

TEST(SaycJudgement, SlamInCompetitionWithTheirSuitControlled) {
  // West passes, North opens 1C, East overcalls 1H, South makes a negative double, North shows
  // four spades and South jumps to 4S. North with S AKJ8 H - D T854 C AQT53: 14 HCP, a void in
  // their hearts and the spade fit: 33+ points together, six spades.
  EXPECT_EQ(CallAfter("PASS 1C 1H X PASS 1S PASS 4S PASS", Seat::kWest, "AKJ8..T854.AQT53"), "6S");
  EXPECT_NE(WhyAfter("PASS 1C 1H X PASS 1S PASS 4S PASS", Seat::kWest, "AKJ8..T854.AQT53").find("Slam in competition"),
            std::string::npos);
  // With H 72 for the void (no control of their suit, and no Blackwood to find it): no slam.
  EXPECT_NE(CallAfter("PASS 1C 1H X PASS 1S PASS 4S PASS", Seat::kWest, "AKJ8.72.T85.AQT5"), "6S");
}

TEST(SaycDoubles, ReopeningDoubleWithThreeOfTheirSuitAndSixteen) {
  // North opens 1D, East overcalls 1H, South and West pass. North with S AK2 H K76 D AQ65 C Q97:
  // 18 HCP, three hearts, reopens with a double (partner may be sitting over the hearts);
  // with S K32 H K76 D AQ65 C Q97 (13 HCP) the three hearts say pass.
  EXPECT_EQ(CallAfter("1D 1H PASS PASS", Seat::kNorth, "AK2.K76.AQ65.Q97"), "X");
  EXPECT_EQ(CallAfter("1D 1H PASS PASS", Seat::kNorth, "K32.K76.AQ65.Q97"), "PASS");
}

TEST(SaycAdvances, TwoSuiterAdvancedOverTheirGameOnlyToTheLevelOfOurTrumps) {
  // East opens 1C, South's unusual 2NT shows diamonds and hearts, West jumps to 4H. North need not
  // bid now: with S J97653 H 6 D 92 C K642 (seven diamonds together) not 5D; with six diamonds
  // (S J976 H 6 D Q98652 C K6, eleven together) 5D, the law's level.
  EXPECT_NE(CallAfter("1C 2NT 4H", Seat::kEast, "J97653.6.92.K642"), "5D");
  EXPECT_EQ(CallAfter("1C 2NT 4H", Seat::kEast, "J976.6.Q98652.K6"), "5D");
  // With West passing North must answer: three of the longer of partner's suits.
  EXPECT_EQ(CallAfter("1C 2NT PASS", Seat::kEast, "J97653.6.92.K642"), "3D");
}

TEST(SaycAdvances, RunsFromPartnersDoubledOvercallWithAMisfit) {
  // West opens 1C, North overcalls 2S, East doubles. South with S 7 H 8 D AKJT9842 C 982 runs to
  // 3D (2SX went for 1100 where diamonds make); with S 72 H 8 D AKJT942 C 982 (a doubleton, six
  // diamonds) too.
  EXPECT_EQ(CallAfter("1C 2S X", Seat::kWest, "7.8.AKJT9842.982"), "3D");
  EXPECT_EQ(CallAfter("1C 2S X", Seat::kWest, "72.8.AKJT942.982"), "3D");
}

TEST(SaycJudgement, GameInPartnersRebidMajorOppositeASingleton) {
  // East passes, South opens 1H, West overcalls 1S, North bids 2C (forcing), East raises to 2S and
  // South rebids 3H (six hearts). North with S QJ H 6 D AK87 C AKQJ63: 20 HCP, no spade stopper for
  // 3NT and one heart: 4H (twelve tricks there; 3H was passed).
  EXPECT_EQ(CallAfter("PASS 1H 1S 2C 2S 3H PASS", Seat::kEast, "QJ.6.AK87.AKQJ63"), "4H");
  EXPECT_NE(WhyAfter("PASS 1H 1S 2C 2S 3H PASS", Seat::kEast, "QJ.6.AK87.AKQJ63").find("bid twice"), std::string::npos);
}

TEST(SaycCompetitiveRaises, OneLevelAboveTheLawWithTheValues) {
  // North opens 1C, South answers 1H, West jumps to 3D; North with four hearts.
  // S AJ5 H Q953 D K4 C K872: 13 HCP + 1 (doubleton) and partner's likely 8: 22 together,
  // 21+: 3H, a level above the law's two (eight trumps).
  EXPECT_EQ(CallAfter("1C PASS 1H 3D", Seat::kNorth, "AJ5.Q953.K4.K872"), "3H");
  // S AJ5 H Q953 D Q43 C K72: 12 HCP, no doubleton: 20 together, the law's two level is gone: pass.
  EXPECT_EQ(CallAfter("1C PASS 1H 3D", Seat::kNorth, "AJ5.Q953.Q43.K72"), "PASS");
}

TEST(SaycJudgement, ThreeNoTrumpOverPartnersNoTrumpWithTheirSuitStoppedThere) {
  // North opens 1C, East a weak 2D, South 2NT (11-12, a diamond stopper). North with
  // S J H AJ97 D 3 C AKJT874: 14 HCP and seven clubs, 25+ together, no diamond stopper
  // of its own: 3NT, played by South, who has shown the stopper.
  EXPECT_EQ(CallAfter("1C 2D 2NT PASS", Seat::kNorth, "J.AJ97.3.AKJT874"), "3NT");
  // A balanced minimum (S KJ4 H Q97 D 43 C AQ987, 12 HCP): 23 together, no game.
  EXPECT_NE(CallAfter("1C 2D 2NT PASS", Seat::kNorth, "KJ4.Q97.43.AQ987"), "3NT");
}

TEST(SaycJudgement, NoLowPartscoreForThemWhenWeHoldTheValuesAndASixCardSuit) {
  // North opens 1D, South answers 1H, West overcalls 1S, North and East pass: South in the
  // pass-out seat with S - H QJ86 D 974 C AKJT86 (11 HCP, 23+ together, six clubs) bids 2C.
  EXPECT_EQ(CallAfter("1D PASS 1H 1S PASS PASS", Seat::kNorth, ".QJ86.974.AKJT86"), "2C");
  EXPECT_NE(WhyAfter("1D PASS 1H 1S PASS PASS", Seat::kNorth, ".QJ86.974.AKJT86").find("balance of the values"),
            std::string::npos);
  // With five clubs (S - H QJ865 D 974 C AKJT8) no suit of six to bid: pass.
  EXPECT_EQ(CallAfter("1D PASS 1H 1S PASS PASS", Seat::kNorth, ".QJ865.974.AKJT8"), "PASS");
}

TEST(SaycJudgement, RebidsASixCardSuitWhenTheSystemsRebidIsGone) {
  // North opens 1D, South answers 1H, West overcalls 1S: North's rebid of 1S is gone.
  // S KQ53 H 2 D AQJ652 C 42: six diamonds: 2D.
  EXPECT_EQ(CallAfter("1D PASS 1H 1S", Seat::kNorth, "KQ53.2.AQJ652.42"), "2D");
  // North opens 1C, South answers 1H, West overcalls 2D, North and East pass: South with
  // six hearts (S A4 H KQJ974 D 83 C J52) bids them again; with five (S A42 H KQJ97) passes.
  EXPECT_EQ(CallAfter("1C PASS 1H 2D PASS PASS", Seat::kNorth, "A4.KQJ974.83.J52"), "2H");
  EXPECT_EQ(CallAfter("1C PASS 1H 2D PASS PASS", Seat::kNorth, "A42.KQJ97.83.J52"), "PASS");
  // Six at the three level is one too many: 1D (P) 1H (3S) with the same North hand passes.
  EXPECT_EQ(CallAfter("1D PASS 1H 3S", Seat::kNorth, "KQ53.2.AQJ652.42"), "PASS");
  // Over their fit, not vulnerable, a level higher: 1D (1S) 2H (2S), passed round to South
  // with S 74 H KQJ974 D Q3 C J52: 3H not vulnerable, pass vulnerable.
  EXPECT_EQ(CallAfter("1D 1S 2H 2S PASS PASS", Seat::kNorth, "74.KQJ974.Q3.J52"), "3H");
  EXPECT_EQ(CallAfter("1D 1S 2H 2S PASS PASS", Seat::kNorth, "74.KQJ974.Q3.J52", Vulnerability::kNorthSouth), "PASS");
}

// The first side to bid a suit naturally owns it. South opened 1H, West
// overcalled 2D, North cue-bid 3D (a raise), East bid 3H: East's 3H is a
// cue-bid of our suit, so hearts stay ours and diamonds theirs.
TEST(SaycCompeting, TheFirstSideToBidASuitNaturallyOwnsIt) {
  const Auction auction = ParseAuction("1H 2D 3D 3H", Seat::kSouth);
  const sayc::Reading reading =
      sayc::ReadAuction(sayc::SaycRules(), sayc::CompetitiveRules(), auction, Seat::kSouth, Vulnerability::kNone);
  ASSERT_TRUE(reading.situation.contest);
  EXPECT_FALSE(reading.situation.contest->TheyBid(Suit::kHearts));
  EXPECT_TRUE(reading.situation.contest->WeBid(Suit::kHearts));
  EXPECT_TRUE(reading.situation.contest->TheyBid(Suit::kDiamonds));
}

// No game in a suit they bid naturally, even with a fit: after 1H by East,
// South's takeout double and West's 1S, North with S QJ974 H K2 D QJT C Q54
// (11 HCP, five spades) does not bid 4S, which South would read as a cue-bid.
TEST(SaycJudgement, NoGameInTheirSuit) { EXPECT_NE(CallAfter("PASS 1H X 1S", Seat::kNorth, "QJ974.K2.QJT.Q54"), "4S"); }

}  // namespace
}  // namespace bidlab
