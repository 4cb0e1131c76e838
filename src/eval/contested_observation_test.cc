#include "eval/contested_observation.h"

#include <gtest/gtest.h>

#include <array>

#include "data/dealer.h"

namespace bidlab {
namespace {

TEST(ContestedObservation, ShowsBidsDoublesAndPassesFromTheCallersSeat) {
  Auction auction = ParseAuction("PASS 1H X XX", Seat::kEast);  // E passes, S 1H, W X, N XX; E to call
  const Hand hand = DealAt(1, 0).hand(Seat::kEast);
  std::array<std::uint8_t, kNumCards> cards{};
  std::uint8_t seat = 9, dealer = 9, vulnerability = 9;
  std::array<std::uint8_t, kContestedBidsBytes> bids{};
  std::array<std::uint8_t, kContestedPassesBytes> passes{};
  std::array<std::int8_t, kMaxAuctionCalls> calls{};
  std::array<std::uint8_t, kContestedLegalBytes> legal{};
  WriteContestedObservation(
      {Seat::kEast, hand, &auction, std::nullopt, Vulnerability::kEastWest},
      {cards.data(), &seat, &dealer, &vulnerability, bids.data(), passes.data(), calls.data(), legal.data()});
  EXPECT_EQ(seat, 1);
  EXPECT_EQ(dealer, 1);
  EXPECT_EQ(vulnerability, 2);
  const int one_heart = Call::Bid(1, Strain::kHearts).index() - 1;
  // From East: South is the left-hand opponent (1), West partner (2), North the right-hand opponent (3).
  EXPECT_EQ(bids[(0 * kNumSeats + 1) * kNumBids + one_heart], 1);
  EXPECT_EQ(bids[(1 * kNumSeats + 2) * kNumBids + one_heart], 1);
  EXPECT_EQ(bids[(2 * kNumSeats + 3) * kNumBids + one_heart], 1);
  int set = 0;
  for (const std::uint8_t b : bids) set += b;
  EXPECT_EQ(set, 3);
  EXPECT_EQ(passes, (std::array<std::uint8_t, 4>{1, 0, 0, 0}));
  EXPECT_EQ(calls[0], 0);
  EXPECT_EQ(calls[1], one_heart + 1);
  EXPECT_EQ(calls[2], kDoubleIndex);
  EXPECT_EQ(calls[3], kRedoubleIndex);
  EXPECT_EQ(calls[4], -1);
  EXPECT_EQ(legal[0], 1);
  EXPECT_EQ(legal[one_heart + 1], 0);
  EXPECT_EQ(legal[one_heart + 2], 1);
  EXPECT_EQ(legal[kDoubleIndex], 0);
  EXPECT_EQ(legal[kRedoubleIndex], 0);
}

}  // namespace
}  // namespace bidlab
