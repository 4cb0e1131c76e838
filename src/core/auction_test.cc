#include "core/auction.h"

#include <gtest/gtest.h>

#include <array>

#include "core/error.h"

namespace bidlab {
namespace {

Call C(std::string_view text) { return *ParseCall(text); }

TEST(Auction, TurnsGoClockwiseFromTheDealer) {
  Auction a(Seat::kEast);
  EXPECT_EQ(a.NextToCall(), Seat::kEast);
  a.Add(C("1H"));
  EXPECT_EQ(a.NextToCall(), Seat::kSouth);
  a.Add(C("P"));
  a.Add(C("2H"));
  EXPECT_EQ(a.NextToCall(), Seat::kNorth);
  EXPECT_EQ(a.SeatOfCall(2), Seat::kWest);
}

TEST(Auction, ThreePassesAfterABidEndIt) {
  Auction a = ParseAuction("1S 2H 4S PASS PASS");
  EXPECT_FALSE(a.IsComplete());
  a.Add(Call::Pass());
  EXPECT_TRUE(a.IsComplete());
  EXPECT_FALSE(a.IsPassedOut());
  EXPECT_EQ(a.LastBid(), C("4S"));
  EXPECT_EQ(a.LastBidder(), Seat::kSouth);
  EXPECT_EQ(a.doubling(), Doubling::kUndoubled);
}

TEST(Auction, FourOpeningPassesPassItOut) {
  Auction a = ParseAuction("P P P");
  EXPECT_FALSE(a.IsComplete());  // fourth hand may still open
  EXPECT_TRUE(a.IsLegal(C("1C")));
  a.Add(Call::Pass());
  EXPECT_TRUE(a.IsComplete());
  EXPECT_TRUE(a.IsPassedOut());
  EXPECT_EQ(a.LastBid(), std::nullopt);
  EXPECT_EQ(a.LastBidder(), std::nullopt);
  EXPECT_EQ(a.LastBidIndex(), 0);
}

TEST(Auction, ThreePassesAfterAnOpeningBidInFourthSeatEndIt) {
  Auction a = ParseAuction("P P P 1NT P P P");
  EXPECT_TRUE(a.IsComplete());
  EXPECT_EQ(a.LastBidder(), Seat::kWest);
}

TEST(Auction, DoubledAndRedoubledStates) {
  Auction a = ParseAuction("1S X");
  EXPECT_EQ(a.doubling(), Doubling::kDoubled);
  a.Add(C("XX"));
  EXPECT_EQ(a.doubling(), Doubling::kRedoubled);
  a.Add(C("2C"));  // a new bid cancels both
  EXPECT_EQ(a.doubling(), Doubling::kUndoubled);
  // Three passes after a double also end the auction.
  Auction b = ParseAuction("1S X P P P");
  EXPECT_TRUE(b.IsComplete());
  EXPECT_EQ(b.doubling(), Doubling::kDoubled);
}

TEST(Auction, InsufficientBidIsIllegal) {
  const Auction a = ParseAuction("1S");
  EXPECT_EQ(a.WhyIllegal(C("1H")), "1H is insufficient: the last bid is 1S");
  EXPECT_EQ(a.WhyIllegal(C("1S")), "1S is insufficient: the last bid is 1S");
  EXPECT_EQ(a.WhyIllegal(C("1NT")), "");
  EXPECT_EQ(a.WhyIllegal(C("2C")), "");
}

TEST(Auction, DoubleOnlyOfAnOpponentsUndoubledLastBid) {
  EXPECT_EQ(Auction().WhyIllegal(C("X")), "X: there is no bid to double");
  // Partner's bid (N bid, E passed, S to call).
  EXPECT_EQ(ParseAuction("1S P").WhyIllegal(C("X")), "X: cannot double your own side's bid (1S by N)");
  // Own bid: North after 1S X XX P.
  EXPECT_EQ(ParseAuction("1S X XX P").WhyIllegal(C("X")), "X: cannot double your own side's bid (1S by N)");
  EXPECT_EQ(ParseAuction("1S P P").WhyIllegal(C("X")), "");  // West in balancing seat
  EXPECT_EQ(ParseAuction("1S X P").WhyIllegal(C("X")), "X: 1S by N is already doubled");
  EXPECT_EQ(ParseAuction("1S X XX").WhyIllegal(C("X")), "X: 1S by N is already doubled");
  // Passes may intervene: West doubles North's 1S after East and South pass.
  EXPECT_TRUE(ParseAuction("1S P P").CanDouble());
  EXPECT_FALSE(ParseAuction("1S P").CanDouble());
}

TEST(Auction, RedoubleOnlyOfAnOpponentsDoubleOfOurBid) {
  EXPECT_EQ(Auction().WhyIllegal(C("XX")), "XX: there is no bid to redouble");
  EXPECT_EQ(ParseAuction("1S").WhyIllegal(C("XX")), "XX: 1S by N has not been doubled");
  EXPECT_EQ(ParseAuction("1S X").WhyIllegal(C("XX")), "");      // South redoubles
  EXPECT_EQ(ParseAuction("1S X P P").WhyIllegal(C("XX")), "");  // North, after passes
  EXPECT_EQ(ParseAuction("1S X P").WhyIllegal(C("XX")),
            "XX: cannot redouble your own side's double of 1S by N");  // West
  EXPECT_EQ(ParseAuction("1S X XX").WhyIllegal(C("XX")), "XX: 1S by N is already redoubled");
}

TEST(Auction, NoCallAfterTheEnd) {
  const Auction a = ParseAuction("1S P P P");
  EXPECT_EQ(a.WhyIllegal(Call::Pass()), "PASS comes after the end of the auction");
  EXPECT_EQ(a.WhyIllegal(C("7NT")), "7NT comes after the end of the auction");
  const Auction passed_out = ParseAuction("P P P P");
  EXPECT_FALSE(passed_out.IsLegal(C("1C")));
  EXPECT_TRUE(LegalCalls(passed_out).empty());
}

TEST(Auction, AddThrowsTheReason) {
  Auction a = ParseAuction("2H");
  try {
    a.Add(C("1NT"));
    FAIL() << "no exception";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "1NT is insufficient: the last bid is 2H");
  }
  EXPECT_EQ(a.size(), 1);  // unchanged
  EXPECT_THROW(a.Add(Call::FromIndex(40)), Error);
}

TEST(Auction, ParseAuctionNamesTheBadCall) {
  try {
    ParseAuction("1S 2H 2D");
    FAIL() << "no exception";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "auction: call 3 (2D by S) is illegal: 2D is insufficient: the last bid is 2H");
  }
  EXPECT_THROW(ParseAuction("1S 8C"), Error);
}

TEST(Auction, FormatRoundTrips) {
  const Auction a = ParseAuction("1s 2h 4S p Pass X XX P P P", Seat::kWest);
  EXPECT_EQ(FormatAuction(a), "1S 2H 4S PASS PASS X XX PASS PASS PASS");
  EXPECT_EQ(ParseAuction(FormatAuction(a), Seat::kWest), a);
  EXPECT_EQ(FormatAuction(Auction()), "");
}

TEST(Auction, LegalCallsInTheGeneralGame) {
  // Opening: PASS and all 35 bids.
  EXPECT_EQ(LegalCalls(Auction()).size(), 36u);
  // After 7NT by an opponent: PASS and X.
  const auto after_7nt = LegalCalls(ParseAuction("7NT"));
  ASSERT_EQ(after_7nt.size(), 2u);
  EXPECT_EQ(after_7nt[0], Call::Pass());
  EXPECT_EQ(after_7nt[1], Call::Double());
  // After 6S X: PASS, the 6 bids above 6S, XX.
  const auto after_x = LegalCalls(ParseAuction("6S X"));
  ASSERT_EQ(after_x.size(), 1u + 6u + 1u);
  EXPECT_EQ(after_x.front(), Call::Pass());
  EXPECT_EQ(after_x[1], C("6NT"));
  EXPECT_EQ(after_x.back(), Call::Redouble());
  // Mask agrees with IsLegal for every call in a few positions.
  for (const char* text : {"", "1S", "1S X", "1S X XX", "1S P P", "P P P", "2C P 2D X P P XX", "1S P P P"}) {
    const Auction a = ParseAuction(text);
    const std::uint64_t mask = LegalCallMask(a);
    for (int i = 0; i < kNumCalls; ++i)
      EXPECT_EQ(((mask >> i) & 1u) != 0, a.IsLegal(Call::FromIndex(i))) << text << " call " << i;
  }
}

TEST(Auction, UncontestedSetting) {
  Auction a;  // dealer North
  EXPECT_TRUE(a.IsUncontested());
  EXPECT_TRUE(IsLegalUncontested(a, C("1C")));
  EXPECT_FALSE(IsLegalUncontested(a, C("X")));
  a.Add(C("1H"));
  // East must pass.
  EXPECT_TRUE(IsLegalUncontested(a, Call::Pass()));
  EXPECT_FALSE(IsLegalUncontested(a, C("2C")));
  EXPECT_FALSE(IsLegalUncontested(a, C("X")));
  EXPECT_EQ(LegalCallsUncontested(a), std::vector<Call>{Call::Pass()});
  a.Add(Call::Pass());
  // South: PASS or above 1H; no double of partner, no redouble.
  EXPECT_TRUE(IsLegalUncontested(a, C("1S")));
  EXPECT_FALSE(IsLegalUncontested(a, C("1D")));
  EXPECT_FALSE(IsLegalUncontested(a, C("1H")));
  EXPECT_FALSE(IsLegalUncontested(a, C("XX")));
  EXPECT_EQ(LegalCallsUncontested(a).size(), 1u + (kNumBids - 3));
  // An East overcall leaves the setting.
  Auction contested = ParseAuction("1H 2C");
  EXPECT_FALSE(contested.IsUncontested());
  EXPECT_FALSE(IsLegalUncontested(contested, Call::Pass()));
  EXPECT_FALSE(ParseAuction("", Seat::kEast).IsUncontested());
}

TEST(Auction, UncontestedAuctionInsertsTheOpponentsPasses) {
  const std::array<Call, 3> calls = {C("1S"), C("2S"), C("P")};
  const Auction a = UncontestedAuction(calls);
  EXPECT_EQ(FormatAuction(a), "1S PASS 2S PASS PASS PASS");
  EXPECT_TRUE(a.IsComplete());
  EXPECT_EQ(NorthSouthCalls(a), std::vector<Call>(calls.begin(), calls.end()));

  const std::array<Call, 2> passes = {Call::Pass(), Call::Pass()};
  EXPECT_TRUE(UncontestedAuction(passes).IsPassedOut());
  const std::array<Call, 1> one_pass = {Call::Pass()};
  EXPECT_FALSE(UncontestedAuction(one_pass).IsComplete());
  EXPECT_EQ(UncontestedAuction(one_pass).NextToCall(), Seat::kSouth);

  const std::array<Call, 3> after_end = {C("1S"), C("P"), C("2S")};
  EXPECT_THROW(UncontestedAuction(after_end), Error);
  const std::array<Call, 2> insufficient = {C("1S"), C("1H")};
  EXPECT_THROW(UncontestedAuction(insufficient), Error);
  const std::array<Call, 2> doubled = {C("1S"), C("X")};
  EXPECT_THROW(UncontestedAuction(doubled), Error);
}

// The hot check matches the general rules restricted to N-S bids and E-W
// passes on every prefix of many random uncontested auctions.
TEST(Auction, UncontestedCheckAgreesWithTheGeneralRules) {
  std::uint64_t state = 12345;
  auto next = [&state] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>(state >> 33);
  };
  for (int trial = 0; trial < 500; ++trial) {
    Auction a;
    while (!a.IsComplete()) {
      for (int i = 0; i < kNumCalls; ++i) {
        const Call c = Call::FromIndex(i);
        const bool expected = a.IsLegal(c) && (c.IsPass() || (c.IsBid() && IsNorthSouth(a.NextToCall())));
        EXPECT_EQ(IsLegalUncontested(a, c), expected);
      }
      const auto legal = LegalCallsUncontested(a);
      // Pass a third of the time so auctions are short and long.
      const Call c = next() % 3 == 0 ? Call::Pass() : legal[static_cast<std::size_t>(next()) % legal.size()];
      a.Add(c);
    }
    EXPECT_TRUE(a.IsUncontested());
  }
}

}  // namespace
}  // namespace bidlab
