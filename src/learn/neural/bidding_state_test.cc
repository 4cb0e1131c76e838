// The auction as the neural bidder plays it: who calls, what is legal, when
// it ends, and the input a player sees.
#include "learn/neural/bidding_state.h"

#include <gtest/gtest.h>

#include <bit>

#include "core/auction.h"
#include "core/error.h"
#include "io/pbn_deal.h"
#include "learn/neural/neural_bidder.h"

namespace bidlab::neural {
namespace {

int Idx(const char* name) { return ParseCall(name)->index(); }

TEST(BiddingStateTest, NorthStartsAndPartnersAlternate) {
  BiddingState s;
  EXPECT_EQ(s.Mover(), 0);
  s = s.After(Idx("1S"));
  EXPECT_EQ(s.Mover(), 1);
  EXPECT_EQ(s.last_bid, Idx("1S"));
  s = s.After(Idx("2H"));
  EXPECT_EQ(s.Mover(), 0);
  EXPECT_EQ(s.last_bid, Idx("2H"));
}

TEST(BiddingStateTest, LegalCallsArePassAndHigherBids) {
  EXPECT_EQ(std::popcount(BiddingState{}.LegalMask()), 36);
  const BiddingState s = BiddingState{}.After(Idx("6NT"));
  EXPECT_EQ(s.LegalMask(), (1ull << 0) | (1ull << Idx("7C")) | (1ull << Idx("7D")) | (1ull << Idx("7H")) |
                               (1ull << Idx("7S")) | (1ull << Idx("7NT")));
  EXPECT_TRUE(s.IsLegal(0));
  EXPECT_FALSE(s.IsLegal(Idx("6NT")));
  EXPECT_FALSE(s.IsLegal(Idx("1C")));
}

TEST(BiddingStateTest, APassAfterABidOrTwoOpeningPassesEndTheAuction) {
  const BiddingState start;
  EXPECT_FALSE(start.Ends(0));  // North passes, South may still open
  const BiddingState north_passed = start.After(0);
  EXPECT_EQ(north_passed.Mover(), 1);
  EXPECT_TRUE(north_passed.Ends(0));  // passed out
  EXPECT_EQ(FinalCallAfter(north_passed, 0), 0);
  const BiddingState opened = north_passed.After(Idx("1H"));
  EXPECT_TRUE(opened.Ends(0));
  EXPECT_EQ(FinalCallAfter(opened, 0), Idx("1H"));
  EXPECT_FALSE(opened.Ends(Idx("4H")));
  EXPECT_TRUE(opened.Ends(Idx("7NT"))) << "partner can only pass";
}

TEST(BiddingStateTest, StateOfAnAuctionDropsEastAndWestsPasses) {
  const BiddingState s = StateOf(ParseAuction("PASS PASS 1H PASS 2NT PASS"));
  EXPECT_EQ(s.size, 3);
  EXPECT_EQ(s.calls[0], 0);
  EXPECT_EQ(s.calls[1], Idx("1H"));
  EXPECT_EQ(s.calls[2], Idx("2NT"));
  EXPECT_EQ(s.Mover(), 1);  // South, who opened 1H
  EXPECT_THROW(StateOf(ParseAuction("1H X")), Error);
}

TEST(BiddingStateTest, InputShowsTheHandAndTheAuctionFromTheCallersSide) {
  const Hand hand = ParseHandPbn("AKQJ.T98.765.432");  // 10 HCP, 4-3-3-3
  // N 1C, S 1H, N 1S: South to call.
  const BiddingState s = BiddingState{}.After(Idx("1C")).After(Idx("1H")).After(Idx("1S"));
  float row[kInputs];
  EncodeInput(hand, s, row);
  float cards = 0;
  for (int c = 0; c < 52; ++c) cards += row[c];
  EXPECT_EQ(cards, 13);
  EXPECT_FLOAT_EQ(row[52], 1.0f);                 // 10 HCP / 10
  EXPECT_FLOAT_EQ(row[53 + 0] * 4, 3.0f);         // the first suit in Suit order
  EXPECT_EQ(row[57 + Idx("1H") - 1], 1.0f);       // South's own 1H
  EXPECT_EQ(row[57 + 35 + Idx("1C") - 1], 1.0f);  // partner's 1C …
  EXPECT_EQ(row[57 + 35 + Idx("1S") - 1], 1.0f);  // … and 1S
  EXPECT_EQ(row[57 + Idx("1C") - 1], 0.0f);
  EXPECT_EQ(row[127], 0.0f);      // partner did not open with a pass
  EXPECT_EQ(row[128 + 3], 1.0f);  // three calls so far
}

}  // namespace
}  // namespace bidlab::neural
