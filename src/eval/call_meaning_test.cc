// Call meanings sampled from the bidder, checked against SAYC's own rules and
// against a bidder whose meaning a player counts by hand.
#include "eval/call_meaning.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {
namespace {

Call C(const char* text) { return *ParseCall(text); }

MeaningSampling Sampling(std::uint64_t seed, std::size_t min_deals, std::size_t max_deals = 200000,
                         std::size_t enough = 2000) {
  MeaningSampling s;
  s.seed = seed;
  s.min_deals = min_deals;
  s.max_deals = max_deals;
  s.enough = enough;
  return s;
}

// Opens 1♠ with five or more spades, passes otherwise; South always passes.
class FiveSpadesBidder : public Bidder {
 public:
  std::string Name() const override { return "five-spades"; }
  Call Bid(const BidRequest& r) override {
    return r.auction->empty() && r.hand.Length(Suit::kSpades) >= 5 ? C("1S") : Call::Pass();
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<FiveSpadesBidder>(); }
};

TEST(CallMeaningTest, SaycsOneNoTrumpMatchesItsRule) {
  SaycBidder sayc;
  const AuctionMeanings m = MeaningsAfter(sayc, Auction(), Sampling(1, 5000));
  EXPECT_EQ(m.caller, Seat::kNorth);
  EXPECT_EQ(m.deals, 5000u);
  EXPECT_EQ(m.reached, 5000u);  // every deal reaches the opening
  const CallMeaning* nt = FindMeaning(m, C("1NT"));
  ASSERT_NE(nt, nullptr);
  EXPECT_EQ(nt->summary.hcp_low, 15);  // the rule: 15-17 HCP, balanced
  EXPECT_EQ(nt->summary.hcp_high, 17);
  EXPECT_GE(nt->summary.balanced, 0.9);
  // About 4.5% of all hands are balanced with 15-17 HCP (less the few SAYC opens otherwise).
  EXPECT_GT(nt->summary.share, 0.03);
  EXPECT_LT(nt->summary.share, 0.06);
  EXPECT_EQ(nt->text.rfind("natural, non-forcing, 15–17 HCP, balanced", 0), 0u) << nt->text;
  EXPECT_NE(MeaningLine(*nt).find("1NT: natural, non-forcing, 15–17 HCP"), std::string::npos) << MeaningLine(*nt);
  const CallMeaning* strong = FindMeaning(m, C("2C"));
  ASSERT_NE(strong, nullptr);
  EXPECT_GE(strong->summary.hcp_low, 22);  // 2♣: 22+ HCP
  double total = 0;
  std::size_t hands = 0;
  for (const CallMeaning& c : m.calls) {
    total += c.summary.share;
    hands += c.hands;
  }
  EXPECT_NEAR(total, 1.0, 1e-9);
  EXPECT_EQ(hands, m.reached);
}

TEST(CallMeaningTest, ResponsesAreReadFromTheDealsWhereTheBidderOpenedItself) {
  SaycBidder sayc;
  const AuctionMeanings openings = MeaningsAfter(sayc, Auction(), Sampling(2, 20000, 20000));
  const AuctionMeanings after = MeaningsAfter(sayc, ParseAuction("1NT PASS"), Sampling(2, 20000, 20000));
  EXPECT_EQ(after.caller, Seat::kSouth);
  EXPECT_EQ(after.reached, FindMeaning(openings, C("1NT"))->hands);
  // Jacoby transfer: 2♦ shows five or more hearts.
  const CallMeaning* transfer = FindMeaning(after, C("2D"));
  ASSERT_NE(transfer, nullptr);
  EXPECT_GE(transfer->summary.length_low[static_cast<std::size_t>(ToInt(Suit::kHearts))], 5);
  EXPECT_NE(MeaningsHeading(after, ParseAuction("1NT PASS")).find("South after 1NT"), std::string::npos);
}

TEST(CallMeaningTest, AHandCountedMeaning) {
  FiveSpadesBidder bidder;
  const AuctionMeanings m = MeaningsAfter(bidder, Auction(), Sampling(3, 20000));
  const CallMeaning* spade = FindMeaning(m, C("1S"));
  ASSERT_NE(spade, nullptr);
  // P(5+ spades) = 0.1763, the hypergeometric tail: sum over k ≥ 5 of C(13,k)·C(39,13−k)/C(52,13).
  EXPECT_NEAR(spade->summary.share, 0.1763, 0.01);
  // Of those hands, 5.7% hold 7+ spades: the central 90% runs from 5 to 7.
  EXPECT_EQ(spade->summary.length_low[static_cast<std::size_t>(ToInt(Suit::kSpades))], 5);
  EXPECT_NE(spade->text.find("♠5–7"), std::string::npos) << spade->text;  // the suit first: "5♠" reads as a bid
  const CallMeaning* pass = FindMeaning(m, Call::Pass());
  ASSERT_NE(pass, nullptr);
  EXPECT_LE(pass->summary.length_high[static_cast<std::size_t>(ToInt(Suit::kSpades))], 4);
  EXPECT_EQ(MeaningLine(*spade).rfind("1♠: ", 0), 0u);
}

TEST(CallMeaningTest, DeepAuctionsSampleMoreDealsAndFewHandsSayFew) {
  FiveSpadesBidder bidder;
  // South never bids over 1♠, so no deal reaches 1♠ 2♠: every deal is dealt.
  const AuctionMeanings none =
      MeaningsAfter(bidder, UncontestedAuction(std::vector<Call>{C("1S"), C("2S")}), Sampling(4, 100, 400, 10));
  EXPECT_EQ(none.deals, 400u);
  EXPECT_EQ(none.reached, 0u);
  EXPECT_TRUE(none.calls.empty());
  CallMeaning few;
  few.summary.call = C("1S");
  few.hands = 7;
  EXPECT_NE(MeaningLine(few).find("1♠: too few sampled hands to say: 7"), std::string::npos);
}

// A bidder of the uncontested game only (Competes() false).
class UncontestedPasser : public Bidder {
 public:
  std::string Name() const override { return "uncontested-pass"; }
  Call Bid(const BidRequest&) override { return Call::Pass(); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<UncontestedPasser>(); }
};

TEST(CallMeaningTest, EastOrWestToCallNeedsABidderThatCompetes) {
  UncontestedPasser uncontested;
  EXPECT_THROW(MeaningsAfter(uncontested, ParseAuction("1NT")), Error);
  EXPECT_THROW(MeaningsAfter(uncontested, FourSeatAuction("1S (2H)")), Error);
  SaycBidder sayc;
  ASSERT_TRUE(sayc.Competes());
  EXPECT_THROW(MeaningsAfter(sayc, ParseAuction("1NT PASS PASS PASS")), Error) << "the auction is over";
  MeaningSampling few;
  few.min_deals = few.max_deals = 3000;
  const AuctionMeanings east = MeaningsAfter(sayc, ParseAuction("1NT"), few);
  EXPECT_EQ(east.caller, Seat::kEast);
  EXPECT_GT(east.reached, 0u);
}

TEST(CallMeaningTest, FourSeatAuctionsPutTheOpponentsInParentheses) {
  const Auction overcall = FourSeatAuction("1S (2H) X");
  EXPECT_EQ(overcall.dealer(), Seat::kNorth);
  EXPECT_EQ(FormatAuction(overcall), FormatAuction(ParseAuction("1S 2H X")));
  EXPECT_EQ(overcall.NextToCall(), Seat::kWest);
  const Auction theirs = FourSeatAuction("(1♥) 1♠ (P)");
  EXPECT_EQ(theirs.dealer(), Seat::kEast);
  EXPECT_EQ(theirs.NextToCall(), Seat::kNorth);
  EXPECT_THROW(FourSeatAuction("1S 2H"), Error) << "East's 2H without parentheses";
  EXPECT_THROW(FourSeatAuction("(1S) (2H)"), Error) << "South's call in parentheses";
  EXPECT_THROW(FourSeatAuction("1S (1H)"), Error) << "insufficient";
  EXPECT_THROW(FourSeatAuction("1S (2Z)"), Error);
  EXPECT_THROW(FourSeatAuction("1S (P) P (P)"), Error) << "over";
  // Without parentheses, the calls are North and South's, as before.
  EXPECT_EQ(FormatAuction(TypedAuction("1NT 2C")), FormatAuction(NorthSouthAuction("1NT 2C")));
}

TEST(CallMeaningTest, AfterInterferenceTheCallerIsSouthAndEveryCallIsLegal) {
  SaycBidder sayc;  // competes: it bids all four seats of the sampled deals
  MeaningSampling few;
  few.min_deals = 5000;
  few.max_deals = 50000;
  const Auction after = FourSeatAuction("1S (2H)");
  const AuctionMeanings south = MeaningsAfter(sayc, after, few);
  EXPECT_EQ(south.caller, Seat::kSouth);
  EXPECT_GT(south.reached, 30u);
  for (const CallMeaning& m : south.calls) EXPECT_TRUE(after.IsLegal(m.summary.call)) << CallName(m.summary.call);
  EXPECT_NE(MeaningsText(south, after).find("South after 1♠ (2♥)"), std::string::npos) << MeaningsText(south, after);
}

}  // namespace
}  // namespace bidlab
