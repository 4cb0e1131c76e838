#include "data/constrained_dealer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>

#include "core/error.h"
#include "data/dealer.h"

namespace bidlab {
namespace {

int Hcp(const Deal& d, Seat a, Seat b) { return d.hand(a).HighCardPoints() + d.hand(b).HighCardPoints(); }

TEST(ConstrainedDealer, EveryDealMeetsItsConstraint) {
  const DealConstraint ns = ParseDealConstraint("ns-hcp:25");
  const DealConstraint side = ParseDealConstraint("side-hcp:26");
  const DealConstraint fits = ParseDealConstraint("fits:9");
  for (std::uint64_t i = 0; i < 200; ++i) {
    EXPECT_GE(Hcp(ConstrainedDealAt(7, i, ns), Seat::kNorth, Seat::kSouth), 25);
    const Deal d = ConstrainedDealAt(7, i, side);
    EXPECT_TRUE(Hcp(d, Seat::kNorth, Seat::kSouth) >= 26 || Hcp(d, Seat::kEast, Seat::kWest) >= 26);
    const Deal f = ConstrainedDealAt(7, i, fits);
    for (const Seat seat : {Seat::kNorth, Seat::kEast}) {
      int longest = 0;
      for (int s = 0; s < kNumSuits; ++s)
        longest = std::max(longest, f.hand(seat).Length(SuitAt(s)) + f.hand(Partner(seat)).Length(SuitAt(s)));
      EXPECT_GE(longest, 9);
    }
  }
}

TEST(ConstrainedDealer, ADealDependsOnItsSeedAndIndexAlone) {
  const DealConstraint c = ParseDealConstraint("ns-hcp:25");
  EXPECT_EQ(ConstrainedDealAt(3, 17, c), ConstrainedDealAt(3, 17, c));
  EXPECT_NE(ConstrainedDealAt(3, 17, c), ConstrainedDealAt(3, 18, c));
  EXPECT_NE(ConstrainedDealAt(3, 17, c), ConstrainedDealAt(4, 17, c));
  // A constraint every deal meets still draws from its own stream, not the seed's random deals.
  EXPECT_NE(ConstrainedDealAt(3, 0, ParseDealConstraint("ns-hcp:0")), DealAt(3, 0));
}

// Among deals with 25+ HCP for North-South, their HCP are spread as in
// random deals cut at 25: most have 25 to 27 (each point rarer than the last).
TEST(ConstrainedDealer, HcpFallOffAboveTheFloor) {
  const DealConstraint c = ParseDealConstraint("ns-hcp:25");
  std::array<int, 41> count{};
  for (std::uint64_t i = 0; i < 2000; ++i) ++count[Hcp(ConstrainedDealAt(11, i, c), Seat::kNorth, Seat::kSouth)];
  EXPECT_GT(count[25], count[26]);
  EXPECT_GT(count[26], count[27]);
  EXPECT_GT(count[27], count[30]);
}

TEST(ConstrainedDealer, NamesRoundTripAndBadTextIsRefused) {
  for (const char* text : {"ns-hcp:25", "side-hcp:30", "fits:9"})
    EXPECT_EQ(DealConstraintName(ParseDealConstraint(text)), text);
  for (const char* bad : {"hcp:25", "ns-hcp", "ns-hcp:41", "fits:6", "fits:9x", "ns-hcp:-1"}) {
    try {
      ParseDealConstraint(bad);
      ADD_FAILURE() << bad;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("expected ns-hcp:N"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace bidlab
