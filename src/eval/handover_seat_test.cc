// The stage-1 teacher: the first bidder until an opponent speaks.
#include "eval/handover_seat.h"

#include <gtest/gtest.h>

#include "core/hand.h"
#include "eval/uncontested_seat.h"
#include "io/pbn_deal.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

TEST(HandoverSeat, TheFirstBidderUntilAnOpponentSpeaksThenTheSecond) {
  RegisterAllBidders();
  const std::unique_ptr<Bidder> sayc = MakeBidder("sayc"), pass = MakeBidder("pass");
  HandoverSeat seat(*sayc, *pass);  // SAYC while the opponents pass, then always pass
  EXPECT_EQ(seat.Name(), "sayc, then pass");
  // 20 HCP, balanced: SAYC opens 2NT in first seat.
  const Hand strong = ParseHandPbn("AK4.KQ3.AJ52.KQ3");
  Auction auction(Seat::kNorth);
  BidRequest request{Seat::kNorth, strong, &auction, std::nullopt};
  EXPECT_FALSE(OpponentsHaveSpoken(request));
  const std::unique_ptr<Bidder> seated = SeatAtContestedTable(*sayc);
  EXPECT_EQ(seat.Bid(request), seated->Bid(request));
  EXPECT_NE(seat.Bid(request), Call::Pass());
  // West dealt and opened 1♣: an opponent has spoken, so the second bidder.
  Auction contested(Seat::kWest);
  contested.Add(Call::Bid(1, Strain::kClubs));
  BidRequest after{Seat::kNorth, strong, &contested, std::nullopt};
  EXPECT_TRUE(OpponentsHaveSpoken(after));
  EXPECT_EQ(seat.Bid(after), Call::Pass());
  // Partner's bid is not the opponents'.
  Auction partner(Seat::kSouth);
  partner.Add(Call::Bid(1, Strain::kClubs));
  partner.Add(Call::Pass());
  EXPECT_FALSE(OpponentsHaveSpoken(BidRequest{Seat::kNorth, strong, &partner, std::nullopt}));
  EXPECT_EQ(seat.Clone()->Name(), seat.Name());
}

}  // namespace
}  // namespace bidlab
