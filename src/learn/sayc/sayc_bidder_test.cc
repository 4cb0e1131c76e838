#include "learn/sayc/sayc_bidder.h"

#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "data/dealer.h"
#include "eval/evaluate.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

// North and South's calls, "1NT 2C 2S 4S PASS" (East and West always pass).
std::string Bids(const char* north, const char* south) {
  SaycBidder bidder;
  const Auction auction = BidUncontested(bidder, ParseHandPbn(north), ParseHandPbn(south));
  std::string text;
  for (const Call call : NorthSouthCalls(auction)) text += (text.empty() ? "" : " ") + CallName(call);
  return text;
}

// North's opening call.
std::string Opening(const char* hand) {
  SaycBidder bidder;
  const Auction auction;
  BidRequest request;
  request.hand = ParseHandPbn(hand);
  request.auction = &auction;
  return CallName(bidder.Bid(request));
}

// HCP and shapes in the comments are counted by hand (A=4 K=3 Q=2 J=1).

TEST(SaycOpenings, BalancedHandsByStrength) {
  EXPECT_EQ(Opening("AKQ2.K32.Q32.J32"), "1NT");   // 15, 4-3-3-3
  EXPECT_EQ(Opening("AQ32.K2.KJ32.Q32"), "1NT");   // 15, 4-2-4-3
  EXPECT_EQ(Opening("AK2.KQ2.AQ32.Q32"), "2NT");   // 20, 3-3-4-3
  EXPECT_EQ(Opening("AKJ2.KQ2.AQ2.KJ2"), "2C");    // 23: strong 2C
  EXPECT_EQ(Opening("AK32.KQ2.AJ2.Q32"), "1C");    // 19: too strong for 1NT, 3-3 in the minors
  EXPECT_EQ(Opening("A932.K32.Q32.J32"), "PASS");  // 10, 4-3-3-3: short of the rule of 20
}

TEST(SaycOpenings, FiveCardMajorsAndTheBetterMinor) {
  EXPECT_EQ(Opening("AKQ32.KQJ32.A2.2"), "1S");  // 19, 5-5 in the majors: spades
  EXPECT_EQ(Opening("KQ982.AJ874.K2.3"), "1S");  // 13, 5-5 in the majors
  EXPECT_EQ(Opening("A8.KQ8754.AJ3.K2"), "1H");  // 17 with six hearts: not balanced
  EXPECT_EQ(Opening("K32.A32.Q432.KJ2"), "1D");  // 13, 3-3-4-3
  EXPECT_EQ(Opening("Q32.A32.KJ2.K432"), "1C");  // 13, 3-3-3-4
  EXPECT_EQ(Opening("K2.A32.QJ32.K432"), "1D");  // 13, 4-4 in the minors: diamonds
  EXPECT_EQ(Opening("KJ32.A32.Q32.K32"), "1C");  // 13, four spades but 3-3 minors: clubs
  EXPECT_EQ(Opening("AQ932.KJ932.2.32"), "1S");  // 10 + 5 + 5 = 20: rule of 20
}

TEST(SaycOpenings, WeakTwosAndPreempts) {
  EXPECT_EQ(Opening("72.KQJ943.72.Q53"), "2H");    // 8, six hearts
  EXPECT_EQ(Opening("KQJ942.72.72.Q53"), "2S");    // 8, six spades
  EXPECT_EQ(Opening("KQJT964.3.84.J52"), "3S");    // 7, seven spades
  EXPECT_EQ(Opening("5.2.KQT8762.QJ32"), "3D");    // 8, seven diamonds
  EXPECT_EQ(Opening("KQJT9643.2.83.J2"), "4S");    // 7, eight spades
  EXPECT_EQ(Opening("72.9876432.72.Q5"), "PASS");  // 2: no weak two on a bad suit
}

constexpr const char* kNorth1NT = "AKQ2.K32.Q32.J32";  // 15, four spades, three hearts

TEST(SaycOverOneNoTrump, StaymanAndTransfers) {
  EXPECT_EQ(Bids(kNorth1NT, "J954.AQ54.K84.T9"), "1NT 2C 2S 4S PASS");  // 10, 4-4 majors: Stayman, fit, game
  // 9, four hearts: Stayman, no fit, invitation declined.
  EXPECT_EQ(Bids(kNorth1NT, "76.AQ54.K876.984"), "1NT 2C 2S 2NT PASS");
  EXPECT_EQ(Bids(kNorth1NT, "J9876.54.8765.94"), "1NT 2H 2S PASS");         // 1, five spades: transfer and pass
  EXPECT_EQ(Bids(kNorth1NT, "76.AQJ854.A76.98"), "1NT 2D 2H 4H PASS");      // 11, six hearts: transfer, game
  EXPECT_EQ(Bids(kNorth1NT, "76.AQJ85.A76.T98"), "1NT 2D 2H 3NT 4H PASS");  // 11, five hearts: opener has three
  EXPECT_EQ(Bids(kNorth1NT, "76.54.KJT8765.T9"), "1NT 2S 3C 3D PASS");      // 4, seven diamonds: relay, to play
  // 10, five spades and a singleton: game values, 3NT lets the opener choose (four spades here: 4S).
  EXPECT_EQ(Bids(kNorth1NT, "QT984.KJ5.Q.Q742"), "1NT 2H 2S 3NT 4S PASS");
  EXPECT_EQ(Bids("AK.K32.KQ32.J432", "QT984.KJ5.Q.Q742"), "1NT 2H 2S 3NT PASS");  // two spades: 3NT
}

TEST(SaycOverOneNoTrump, SixteenAndMoreDoNotPassBelowGame) {
  // 16 with five hearts (17 points counting length) opposite a 15-17 1NT: no rule used to cover more
  // than 15, so the transfer was passed. Slam is likely opposite the middle of opener's range (33
  // together): 5NT forces to slam and opener picks it, 6H with three hearts.
  EXPECT_EQ(Bids("KQ2.K32.Q32.AQ43", "A3.AJ987.KJ4.K65"), "1NT 2D 2H 5NT 6H PASS");
  // 15 with five hearts (16 points): game, 3NT, and opener's three hearts make it 4H.
  EXPECT_EQ(Bids("KQ2.K32.Q32.AQ43", "A3.AJ987.KT5.K65"), "1NT 2D 2H 3NT 4H PASS");
  // 19 with five hearts: 5NT, 6H with three hearts, 6NT with two.
  EXPECT_EQ(Bids("KQ2.Q32.Q32.AQ43", "A3.AKJ87.KJ4.K65"), "1NT 2D 2H 5NT 6H PASS");
  EXPECT_EQ(Bids("KQ42.Q2.Q32.AQ43", "A3.AKJ87.KJ4.K65"), "1NT 2D 2H 5NT 6NT PASS");
  // 16 with four hearts and four spades, Stayman answered 2D (no major): 3NT, not a pass of 2D.
  EXPECT_EQ(Bids("Q5.A64.AKJ42.J94", "K872.KQJ9.5.AK83"), "1NT 2C 2D 3NT PASS");
}

TEST(SaycOverOneNoTrump, TransferResponderCountsLengthPoints) {
  // 9 HCP and five hearts: 10 points, game (3NT, opener's three hearts make it 4H), not 2NT.
  EXPECT_EQ(Bids(kNorth1NT, "76.AQT85.K76.T98"), "1NT 2D 2H 3NT 4H PASS");
  // 8 HCP and six hearts: 10 points, 4H, not the 3H invitation.
  EXPECT_EQ(Bids(kNorth1NT, "76.QJT854.K76.Q8"), "1NT 2D 2H 4H PASS");
  EXPECT_EQ(Bids(kNorth1NT, "76.QJT854.K76.98"), "1NT 2D 2H PASS");  // 6 HCP: the transfer is passed
}

TEST(SaycOverOneNoTrump, NaturalRaises) {
  EXPECT_EQ(Bids(kNorth1NT, "765.QJ5.AK76.T98"), "1NT 3NT PASS");               // 10, no four-card major
  EXPECT_EQ(Bids(kNorth1NT, "J76.Q54.A976.T98"), "1NT PASS");                   // 7
  EXPECT_EQ(Bids(kNorth1NT, "J76.Q54.AJ76.T98"), "1NT 2NT PASS");               // 8: invites, opener's 15 declines
  EXPECT_EQ(Bids(kNorth1NT, "J76.AQ5.AK76.KT9"), "1NT 4NT PASS");               // 17: quantitative, 15 declines
  EXPECT_EQ(Bids("AK2.K32.KQ3.Q432", "J76.AQ5.AJ76.KJ9"), "1NT 4NT 6NT PASS");  // 16 opposite 17
}

constexpr const char* kNorth1S = "AKJ82.K32.Q32.J3";  // 14, 5-3-3-2

TEST(SaycOverOneSpade, RaisesAndNewSuits) {
  EXPECT_EQ(Bids(kNorth1S, "Q54.A765.8765.92"), "1S 2S PASS");            // 6 (+1 doubleton): simple raise
  EXPECT_EQ(Bids(kNorth1S, "Q654.A76.K765.92"), "1S 3S 4S PASS");         // 9 (+1): limit raise, 15 total accepts
  EXPECT_EQ(Bids("AKJ82.K32.Q32.43", "Q654.A76.K765.92"), "1S 3S PASS");  // 13 + 1 = 14 total: a minimum declines
  EXPECT_EQ(Bids(kNorth1S, "Q654.A76.AK65.92"), "1S 2NT 4S PASS");        // 13: Jacoby 2NT, minimum rebid
  EXPECT_EQ(Bids(kNorth1S, "Q54.A765.K76.A92"), "1S 2C 2NT 4S PASS");     // 13, three trumps: 2C, then game
  EXPECT_EQ(Bids(kNorth1S, "54.A765.K765.Q92"), "1S 1NT PASS");           // 9, two spades
  EXPECT_EQ(Bids(kNorth1S, "54.AQ7.AK765.J92"), "1S 2D 2NT 3NT PASS");    // 14: two over one, 2NT 12-14, game
  EXPECT_EQ(Bids(kNorth1S, "54.AQ7.AK765.Q92"), "1S 3NT PASS");           // 15, balanced, two spades
  EXPECT_EQ(Bids(kNorth1S, "54.8765.8765.Q92"), "1S PASS");               // 2
  EXPECT_EQ(Bids(kNorth1S, "Q9654.A765.8765."), "1S 4S PASS");            // 6, five trumps and a void: preemptive raise
}

TEST(SaycOverOneOfASuit, RespondsWithSixPointsCountingLength) {
  constexpr const char* north = "KQ2.A32.K32.Q432";                 // 14, 3-3-3-4: 1C, then 1NT
  EXPECT_EQ(Bids(north, "QT863.973.K82.95"), "1C 1S 1NT 2S PASS");  // 5 HCP + 1 for the fifth spade
  EXPECT_EQ(Bids(north, "QT86.973.K82.954"), "1C PASS");            // 5 HCP, no five-card suit
}

TEST(SaycOverOneOfASuit, OneLevelResponsesAndRebids) {
  EXPECT_EQ(Bids("83.AKJ82.Q32.K32", "KQ54.54.AJ54.954"), "1H 1S 1NT PASS");  // 13 / 10: 1S, 1NT 12-14
  EXPECT_EQ(Bids("Q32.A32.KJ2.K432", "AK54.QJ54.54.765"), "1C 1H 1NT PASS");  // 4-4 majors: 1H first
  EXPECT_EQ(Bids("Q32.A2.KJ2.KJ432", "AK54.Q954.54.765"), "1C 1H 1NT PASS");  // 14, 5-3-3-2 rebids 1NT
}

TEST(SaycOtherOpenings, WeakTwoStrongTwoAndSlam) {
  EXPECT_EQ(Bids("72.KQJ943.72.Q53", "AK5.A85.AK54.J42"), "2H 4H PASS");      // 19 with three hearts
  EXPECT_EQ(Bids("AKJ2.KQ2.AQ2.KJ2", "8543.T5.8543.543"), "2C 2D 2NT PASS");  // 23 opposite nothing
  // Jacoby 2NT, minimum 4S, then Blackwood: one ace shown, all four held: small slam.
  EXPECT_EQ(Bids(kNorth1S, "Q654.AQ7.AK65.A2"), "1S 2NT 4S 4NT 5D 6S PASS");
  // 20 with AKJ975 in diamonds opposite a balanced 13-15 (here 13 with five diamonds): 33-35 together
  // and a suit that runs, so Blackwood as a grand slam try; all four aces: 7NT (thirteen tricks:
  // six diamonds, two spades, two hearts, three clubs).
  EXPECT_EQ(Bids("A2.K3.AKJ975.KQ4", "K43.A2.Q8642.A53"), "1D 2NT 4NT 5H 7NT PASS");
  // 16 with six hearts opposite a 15-17 1NT: after the transfer the fit is known (two hearts at
  // least) and 32+ points are together, so Blackwood comes before the sequence's own 4H; two aces
  // shown and two held, one missing: 6H. With 10 HCP the transfer's 4H stands.
  EXPECT_EQ(Bids("Q643.A86.K3.AQ82", "K.QJT432.AQ8.KT9"), "1NT 2D 2H 4NT 5H 6H PASS");
  EXPECT_EQ(Bids("Q643.A86.K3.AQ82", "8.QJT432.A82.K92"), "1NT 2D 2H 4H PASS");
}

TEST(SaycRebids, OpenerAndResponderPlaceTheGame) {
  // 15 balanced with five hearts opens 1NT; 14 opposite: 3NT (29 together).
  EXPECT_EQ(Bids("AQ2.KJ982.K32.Q2", "K54.A3.QJ4.KJ543"), "1NT 3NT PASS");
  EXPECT_EQ(Bids("AQ2.KJ982.K32.Q2", "K54.Q3.8754.J543"), "1NT PASS");  // 5: no game
  // 11 with four hearts: Stayman finds the 5-4 fit, game.
  EXPECT_EQ(Bids("AQ2.KJ982.K32.Q2", "J54.A743.A7.K543"), "1NT 2C 2H 4H PASS");
  // 20 with six hearts opposite 3: responder passes 1H (under 6).
  EXPECT_EQ(Bids("AK2.KQJ982.A3.K2", "Q54.T3.8754.J543"), "1H PASS");
  // 18 with 5-3-3-2 jumps to 2NT over 1S (18-19); 7 opposite raises to game.
  EXPECT_EQ(Bids("A2.KQ982.AK3.Q32", "KJ543.3.7542.K54"), "1H 1S 2NT 3NT PASS");
}

TEST(SaycPlacement, InvitesWithElevenOrTwelveOppositeAnOpening) {
  constexpr const char* north = "K2.AQ32.32.KJ432";  // 13, 2-4-2-5: 1C, then 1H up the line
  // 9 balanced, two hearts: 1NT (6-10), not a 2NT invitation counting on a 14-count opposite.
  EXPECT_EQ(Bids(north, "QJ3.K5.QJ54.J543"), "1C 1D 1H 1NT PASS");
  // 12 balanced: 2NT invites (23+ together with the opener's 12 at least); 13 opposite 11-12 accepts.
  EXPECT_EQ(Bids(north, "QJ3.K54.QJ54.K43"), "1C 1D 1H 2NT 3NT PASS");
  // Partner reads 2NT as 11-12 (the invitation), not as a partscore: 14 accepts, 12 declines.
  EXPECT_EQ(Bids("KQ85.K87.Q82.A74", "T4.AJ9.AKT4.9653"), "1C 1D 1S 2NT 3NT PASS");
  EXPECT_EQ(Bids("KQ85.K87.Q82.Q74", "T4.AJ9.AKT4.9653"), "1C 1D 1S 2NT PASS");
}

TEST(SaycRebids, JumpRaiseCountsShortness) {
  // 12 HCP, four spades and a singleton heart: 12 + 3 + 1 (doubleton club) = 16 support points, a jump raise.
  constexpr const char* north = "KJ63.4.KT9852.KQ";
  EXPECT_EQ(Bids(north, "Q8752.A32.83.J83"), "1D 1S 3S PASS");     // 7: declines
  EXPECT_EQ(Bids(north, "Q8752.K32.83.A73"), "1D 1S 3S 4S PASS");  // 9: accepts
}

TEST(SaycRebids, ResponderSignsOffInAFiveCardMajorOverTheOneNoTrumpRebid) {
  constexpr const char* north = "KQ2.A32.K32.Q432";                    // 14, 3-3-3-4: 1C, then 1NT (12-14)
  EXPECT_EQ(Bids(north, "AT863.K73.Q8.J95"), "1C 1S 1NT 2S PASS");     // 10, five spades: the 5-3 fit
  EXPECT_EQ(Bids(north, "QT86.K73.K82.954"), "1C 1S 1NT PASS");        // 8, four spades: 1NT stands
  EXPECT_EQ(Bids(north, "AT863.K73.K8.A95"), "1C 1S 1NT 3S 4S PASS");  // 14, five spades: forcing, the fit found
}

TEST(SaycRebids, ResponderBidsGameInASixCardMajorOverTheOneNoTrumpRebid) {
  constexpr const char* north = "KQ2.A32.K32.Q432";  // 14, 3-3-3-4: 1C, then 1NT (12-14, two spades at least)
  // 10 HCP and six spades, 12 points counting length: 25 opposite the middle of 12-14, game (not 2S).
  EXPECT_EQ(Bids(north, "AJ8765.T98.Q5.K6"), "1C 1S 1NT 4S PASS");
  EXPECT_EQ(Bids(north, "AJ8765.T98.J5.K6"), "1C 1S 1NT 2S PASS");  // 9 HCP, 11 points: to play
}

TEST(SaycOtherOpenings, TwoNoTrumpAsksAWeakTwoForAFeature) {
  constexpr const char* south = "4.AQ8.AT8.AKT975";  // 17, a singleton spade: no raise, no 3NT straight away
  // 8, a minimum: rebids the suit, and 3S is where it plays.
  EXPECT_EQ(Bids("AK9872.J73.43.86", south), "2S 2NT 3S PASS");
  // 9, a maximum with the king of hearts: 3H; 26 or more together, game (the opener's six spades play).
  EXPECT_EQ(Bids("KQJ982.K73.43.86", south), "2S 2NT 3H 3NT 4S PASS");
}

TEST(SaycRebids, OpenerOfAMinorLeavesThreeNoTrumpOrBidsFive) {
  // 1D 3NT (16-17 balanced): four diamonds would be a partscore below the game already bid. 13 with six
  // diamonds and no shortness passes 3NT; 15 with six diamonds and a club singleton bids game in diamonds.
  EXPECT_EQ(Bids("K3.KT6.AQJT72.52", "T42.A93.K65.AKQ9"), "1D 3NT PASS");
  EXPECT_EQ(Bids("A942.A2.AQJ985.8", "KQT.K97.KT42.AQ4"), "1D 3NT 5D PASS");
}

TEST(SaycRebids, ResponderShowsAFiveCardMajorOverTheJumpRebid) {
  constexpr const char* south = "QT982.K2.A653.97";                          // 9, five spades: game opposite 16-18
  EXPECT_EQ(Bids("K53.7.Q2.AKQT862", south), "1C 1S 3C 3S 4S PASS");         // 14 + 3, seven clubs: three spades
  EXPECT_EQ(Bids("K5.73.Q2.AKQT862", south), "1C 1S 3C 3S 3NT PASS");        // two spades: no trump
  EXPECT_EQ(Bids("K53.7.Q2.AKQT862", "QT982.32.A653.97"), "1C 1S 3C PASS");  // 6: declines
}

TEST(SaycRebids, GameTryAfterASingleRaiseNeedsSeventeen) {
  constexpr const char* south = "Q54.A765.8765.92";             // 6 + 1 for the doubleton: a single raise
  EXPECT_EQ(Bids("AKJ82.K3.J432.K3", south), "1S 2S PASS");     // 15 + 1 = 16: pass
  EXPECT_EQ(Bids("AKJ82.K3.Q432.K3", south), "1S 2S 3S PASS");  // 16 + 1 = 17: game try, 7 declines
  EXPECT_EQ(Bids("AKJ82.K3.Q432.K3", "Q54.A765.8765.Q2"), "1S 2S 3S 4S PASS");  // 8 + 1 accepts
}

TEST(SaycPlacement, NoNoTrumpWithASingletonInAnUnbidSuitAndAMinorFit) {
  constexpr const char* north = "6.A42.AT954.KJ98";  // 12, five diamonds and four clubs: 1D, then 2C
  // 10, six clubs and a singleton spade (a suit nobody bid): three clubs, not 3NT; 12 passes.
  EXPECT_EQ(Bids(north, "4.Q9863.Q.AQ7632"), "1D 1H 2C 3C PASS");
  // 11: 26 together with the fit and the shortness, five clubs.
  EXPECT_EQ(Bids(north, "4.K9863.Q.AQ7632"), "1D 1H 2C 5C PASS");
  EXPECT_EQ(Bids(north, "Q4.K9863.Q2.AQ76"), "1D 1H 2C 3NT PASS");  // 11 with the spade queen: 3NT
}

TEST(SaycPlacement, FiveOfTheMinorWithGameValuesAndAShortnessInAnUnbidSuit) {
  // 13 and a spade void opposite a 12-14 no trump rebid: 26+ together with the
  // club fit (two clubs at least in a balanced hand), so game in clubs, not 3C.
  EXPECT_EQ(Bids("AJ3.KT5.AT974.J7", ".AQ72.832.AKT654"), "1D 1H 1NT 5C PASS");
}

TEST(SaycBidder, ExplainsEachCallWithItsRule) {
  SaycBidder bidder;
  const Auction auction;
  BidRequest request;
  request.hand = ParseHandPbn(kNorth1NT);
  request.auction = &auction;
  EXPECT_EQ(bidder.Explain(request), "1NT: 15-17 HCP, balanced (a five-card major allowed)");
  EXPECT_EQ(SaycBidder().RuleFor(request).id, "open-1nt");
  const Auction after = ParseAuction("1NT PASS");
  request.auction = &after;
  request.seat = Seat::kSouth;
  request.hand = ParseHandPbn("J954.AQ54.K84.T9");
  EXPECT_EQ(CallName(bidder.Bid(request)), "2C");
  EXPECT_NE(bidder.Explain(request).find("Stayman"), std::string::npos);
}

// The rule that makes the next call after `calls` (all four seats' calls)
// with `hand`.
std::string RuleOfNextCall(const char* calls, const char* hand) {
  const Auction auction = ParseAuction(calls);
  BidRequest request;
  request.seat = auction.NextToCall();
  request.hand = ParseHandPbn(hand);
  request.auction = &auction;
  return SaycBidder().RuleFor(request).id;
}

TEST(SaycBidder, PassingPartnersGameIsNotAPartscore) {
  // 2NT (20, balanced) – 3NT (8): opener passes; game reached, nothing higher in view.
  EXPECT_EQ(Bids("AK2.KQ2.AQ32.Q32", "QJ3.J43.K54.J654"), "2NT 3NT PASS");
  EXPECT_EQ(RuleOfNextCall("2NT PASS 3NT PASS", "AK2.KQ2.AQ32.Q32"), "game-pass");
  // 2♣ (23) – 2♦ – 2♥ – 4♥ (three hearts, nothing to show): opener passes game.
  EXPECT_EQ(RuleOfNextCall("2C PASS 2D PASS 2H PASS 4H PASS", "AK2.AKQ32.A2.KJ2"), "game-pass");
  SaycBidder bidder;
  const Auction auction = ParseAuction("2NT PASS 3NT PASS");
  BidRequest request;
  request.hand = ParseHandPbn("AK2.KQ2.AQ32.Q32");
  request.auction = &auction;
  EXPECT_EQ(bidder.Explain(request).rfind("Pass: game or slam reached", 0), 0u) << bidder.Explain(request);
}

TEST(SaycBidder, EveryAuctionIsLegalAndEndsOnRandomDeals) {
  // 10,000 random deals: BidUncontested throws on any illegal call; each
  // auction must end, within the 35 bids the uncontested setting allows.
  SaycBidder bidder;
  int longest = 0;
  std::set<std::string> final_calls;
  for (std::uint64_t i = 0; i < 10000; ++i) {
    const Deal deal = DealAt(2024, i);
    const Auction auction = BidUncontested(bidder, deal.hand(Seat::kNorth), deal.hand(Seat::kSouth), i);
    ASSERT_TRUE(auction.IsComplete());
    const std::vector<Call> calls = NorthSouthCalls(auction);
    ASSERT_LE(calls.size(), static_cast<std::size_t>(1 + kNumBids + 1));  // an opening pass, bids, a final pass
    longest = std::max(longest, static_cast<int>(calls.size()));
    final_calls.insert(CallName(auction.LastBid().value_or(Call::Pass())));
  }
  EXPECT_LE(longest, 12);              // SAYC auctions are short
  EXPECT_GE(final_calls.size(), 20u);  // partscores, games and slams in many strains
  EXPECT_TRUE(final_calls.count("PASS"));
  EXPECT_TRUE(final_calls.count("3NT"));
  EXPECT_TRUE(final_calls.count("4S"));
  EXPECT_TRUE(final_calls.count("6NT") || final_calls.count("6S") || final_calls.count("6H"));
}

TEST(SaycOpenings, EveryHandHasAnOpeningCall) {
  // 7-6 in the majors with 13 HCP once fell through every opening rule.
  SaycBidder bidder;
  const Auction empty;
  BidRequest request{Seat::kNorth, ParseHandPbn("AKJ532.KQ76543.."), &empty, std::nullopt, Vulnerability::kNone};
  EXPECT_EQ(CallName(bidder.Bid(request)), "1H");
  // Every hand of 50,000 random deals (200,000 hands, all shapes that occur
  // with any frequency) gets a legal opening call.
  for (std::uint64_t i = 0; i < 50000; ++i) {
    const Deal deal = DealAt(7, i);
    for (const Hand& hand : deal.hands()) {
      request.hand = hand;
      const Call call = bidder.Bid(request);
      ASSERT_TRUE(call.IsPass() || call.IsBid()) << FormatHandPbn(hand);
    }
  }
}

TEST(SaycBidder, EveryCallHasAMeaning) {
  SaycBidder bidder;
  for (std::uint64_t i = 0; i < 1000; ++i) {
    const Deal deal = DealAt(99, i);
    Auction auction;
    BidRequest request;
    request.auction = &auction;
    while (!auction.IsComplete()) {
      request.seat = auction.NextToCall();
      if (!IsNorthSouth(request.seat)) {  // the uncontested setting: East and West pass
        auction.Add(Call::Pass());
        continue;
      }
      request.hand = deal.hand(request.seat);
      const Call call = bidder.Bid(request);
      const std::string why = bidder.Explain(request);
      ASSERT_FALSE(why.empty()) << FormatAuction(auction);
      auction.Add(call);
    }
  }
}

TEST(SaycRules, TableIsWellFormed) {
  std::set<std::string> ids;
  int tier = 0;
  for (const sayc::Rule& rule : sayc::SaycRules().rules()) {
    EXPECT_FALSE(rule.meaning.empty()) << rule.id;
    EXPECT_FALSE(rule.family.empty()) << rule.id;
    EXPECT_TRUE(rule.when && rule.choose && rule.shows) << rule.id;
    // An id names a kind of rule ("resp-raise"); the same kind over different
    // openings differs in its meaning.
    EXPECT_TRUE(ids.insert(rule.id + "|" + rule.meaning).second) << "duplicate rule " << rule.id;
    EXPECT_GE(static_cast<int>(rule.tier), tier) << rule.id << ": rules must be ordered by tier";
    tier = static_cast<int>(rule.tier);
  }
  const std::string card = SaycSystemCard();
  EXPECT_NE(card.find("1NT: 15-17 HCP, balanced"), std::string::npos);
  EXPECT_NE(card.find("Stayman"), std::string::npos);
  EXPECT_NE(card.find("Jacoby transfer"), std::string::npos);
  EXPECT_NE(card.find("Blackwood"), std::string::npos);
}

TEST(SaycRules, TheCardNeverPrintsARangeOneCountWide) {
  const std::string card = SaycSystemCard();
  std::smatch m;
  EXPECT_FALSE(std::regex_search(card, m, std::regex(R"(\b(\d+)-\1 HCP)"))) << m.str();
  // Opposite 2NT (20-21), 12 HCP make 32-33 together: exactly the quantitative invitation.
  EXPECT_NE(card.find("4NT: 12 HCP, invites 6NT"), std::string::npos) << card;
  // Opposite 2C-2D-2NT (22-24), any point may make game: pass with none.
  EXPECT_NE(card.find("Pass: 0 HCP, no five-card major"), std::string::npos) << card;
}

TEST(SaycRules, ReadsPartnersCallsFromTheAuction) {
  const sayc::Situation s = sayc::SaycRules().Interpret(ParseAuction("1NT PASS 2C PASS"));
  EXPECT_EQ(s.text, "1NT 2C");
  EXPECT_EQ(s.me.hcp.lo, 15);  // the opener to call: what 1NT showed
  EXPECT_EQ(s.me.hcp.hi, 17);
  EXPECT_TRUE(s.me.balanced);
  EXPECT_EQ(s.PartnerForce(), sayc::Force::kOneRound);
  EXPECT_TRUE(s.PartnerLastBy("nt1-stayman"));
  const sayc::Situation t = sayc::SaycRules().Interpret(ParseAuction("PASS PASS 1S PASS"));
  EXPECT_TRUE(t.north_passed);
  EXPECT_LE(t.me.hcp.hi, 11);  // North passed: a passed hand
  EXPECT_GE(t.partner.MinLen(Suit::kSpades), 5);
}

}  // namespace
}  // namespace bidlab
