#include "eval/uncontested_observation.h"

#include <gtest/gtest.h>

#include <array>

#include "core/error.h"
#include "io/pbn_deal.h"

namespace bidlab {
namespace {

struct Bytes {
  std::array<std::uint8_t, kObservationHandBytes> hand{};
  std::uint8_t seat = 9;
  std::array<std::uint8_t, kObservationBidsBytes> bids{};
  std::array<std::uint8_t, kObservationLegalBytes> legal{};
  ObservationSlot slot() { return {hand.data(), &seat, bids.data(), legal.data()}; }
};

TEST(UncontestedObservation, SouthAfterOneClubSeesPartnersBidAndTheBidsAbove) {
  const Hand hand = ParseHandPbn("AK32.KQ2.K32.432");
  Bytes b;
  WriteObservation(hand, ParseAuction("1C PASS"), b.slot());
  EXPECT_EQ(b.seat, 2);  // South
  // Ace of spades is card 51, deuce of clubs card 0, ace of clubs (not held) card 12.
  EXPECT_EQ(b.hand[51], 1);
  EXPECT_EQ(b.hand[0], 1);
  EXPECT_EQ(b.hand[12], 0);
  int held = 0;
  for (const auto c : b.hand) held += c;
  EXPECT_EQ(held, 13);
  for (int c = 0; c < kNumFinalCalls; ++c) {
    EXPECT_EQ(b.bids[c], 0) << "South made no call yet";
    EXPECT_EQ(b.bids[kNumFinalCalls + c], c == 1 ? 1 : 0) << "North bid 1C (call 1) only";
    EXPECT_EQ(b.legal[c], c == 0 || c > 1 ? 1 : 0) << "PASS and 1D upwards";
  }
}

TEST(UncontestedObservation, NorthsOpeningPassIsPartnersPassForSouth) {
  Bytes b;
  WriteObservation(ParseHandPbn("AK32.KQ2.K32.432"), ParseAuction("PASS PASS"), b.slot());
  EXPECT_EQ(b.seat, 2);
  EXPECT_EQ(b.bids[kNumFinalCalls + 0], 1);
  for (int c = 0; c < kNumFinalCalls; ++c) EXPECT_EQ(b.legal[c], 1);
}

TEST(UncontestedObservation, NorthSeesItsOwnBidFirst) {
  Bytes b;
  WriteObservation(ParseHandPbn("AK32.KQ2.K32.432"), ParseAuction("1NT PASS 3NT PASS"), b.slot());
  EXPECT_EQ(b.seat, 0);
  EXPECT_EQ(b.bids[5], 1);                    // own 1NT (call 5)
  EXPECT_EQ(b.bids[kNumFinalCalls + 15], 1);  // partner's 3NT (call 15)
  EXPECT_EQ(b.legal[15], 0);
  EXPECT_EQ(b.legal[16], 1);
}

TEST(UncontestedObservation, RefusesAFinishedAuction) {
  Bytes b;
  EXPECT_THROW(WriteObservation(ParseHandPbn("AK32.KQ2.K32.432"), ParseAuction("1C PASS PASS PASS"), b.slot()), Error);
}

}  // namespace
}  // namespace bidlab
