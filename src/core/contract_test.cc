#include "core/contract.h"

#include <gtest/gtest.h>

#include <array>

#include "core/error.h"

namespace bidlab {
namespace {

Call C(std::string_view text) { return *ParseCall(text); }

TEST(Contract, PassedOutHasNoContract) {
  const Contract c = FinalContract(ParseAuction("P P P P", Seat::kEast));
  EXPECT_TRUE(c.IsPassedOut());
  EXPECT_EQ(c, Contract::PassedOut());
  EXPECT_EQ(c.bid(), Call::Pass());
  EXPECT_EQ(FormatContractPbn(c), "Pass");
  EXPECT_EQ(ContractName(c), "passed out");
}

TEST(Contract, IncompleteAuctionThrows) {
  EXPECT_THROW(FinalContract(ParseAuction("1S P P")), Error);
  EXPECT_THROW(FinalContract(Auction()), Error);
}

TEST(Contract, OpenerDeclaresWhenPartnerRaises) {
  // N 1S, S 4S: North first named spades.
  const Contract c = FinalContract(ParseAuction("1S P 4S P P P"));
  EXPECT_EQ(c, Contract::Of(C("4S"), Seat::kNorth));
  EXPECT_EQ(c.TricksNeeded(), 10);
  EXPECT_EQ(ContractName(c), "4♠ by N");
  EXPECT_EQ(ContractName(c, CallName), "4S by N");
}

TEST(Contract, PartnerWhoNamedTheStrainFirstDeclares) {
  // N 1C, S 1H, N 2NT, S 4H: South bid hearts first although North bid last?
  // No: South made the last bid 4H and also first named hearts.
  EXPECT_EQ(FinalContract(ParseAuction("1C P 1H P 2NT P 4H P P P")).declarer, Seat::kSouth);
  // N 1H, S 2C, N 2H, S 4H: North named hearts first, South bid the contract.
  EXPECT_EQ(FinalContract(ParseAuction("1H P 2C P 2H P 4H P P P")).declarer, Seat::kNorth);
  // N 1NT, S 2C (Stayman), N 2S, S 3NT: North bid NT first.
  EXPECT_EQ(FinalContract(ParseAuction("1NT P 2C P 2S P 3NT P P P")).declarer, Seat::kNorth);
  // S 1D (dealer), N 1S, S 2S ... 4S by North.
  EXPECT_EQ(FinalContract(ParseAuction("1D P 1S P 2S P 4S P P P", Seat::kSouth)).declarer, Seat::kNorth);
}

TEST(Contract, OpponentsNamingTheStrainDoesNotMakeThemDeclarer) {
  // E opens 1S (a psyche or a cue later); N-S end in 4S: N-S's first spade bid counts.
  const Contract c = FinalContract(ParseAuction("1S P 2S X P 4S P P P", Seat::kEast));
  // E 1S, S P, W 2S, N X, E P, S 4S: South is the first N-S player to bid spades.
  EXPECT_EQ(c.declarer, Seat::kSouth);
  EXPECT_EQ(c.bid(), C("4S"));
}

TEST(Contract, DoublingCarriesToTheContract) {
  EXPECT_EQ(FinalContract(ParseAuction("1S X P P P")).doubling, Doubling::kDoubled);
  const Contract xx = FinalContract(ParseAuction("1S 2H X XX P P P"));
  EXPECT_EQ(xx, Contract::Of(C("2H"), Seat::kEast, Doubling::kRedoubled));
  EXPECT_EQ(FormatContractPbn(xx), "2HXX");
  // One spelling everywhere: symbols for people, the bid's CallName in JSON.
  EXPECT_EQ(ContractName(xx), "2♥XX by E");
  EXPECT_EQ(ContractName(xx, CallName), "2HXX by E");
  EXPECT_EQ(ContractBidName(xx), "2♥XX");
  const Contract x = FinalContract(ParseAuction("3NT X P P P", Seat::kWest));
  EXPECT_EQ(ContractName(x), "3NTX by W");
  EXPECT_EQ(ContractBidName(Contract::PassedOut()), "passed out");
  // A later bid cancels the double.
  EXPECT_EQ(FinalContract(ParseAuction("1S X 2S P P P")).doubling, Doubling::kUndoubled);
}

TEST(Contract, RealNorthSouthDeclarerFromNorthSouthCalls) {
  const std::array<Call, 5> calls = {C("1H"), C("2C"), C("2H"), C("4H"), C("P")};
  EXPECT_EQ(RealNorthSouthDeclarer(calls), Seat::kNorth);
  const std::array<Call, 4> south = {C("1C"), C("1S"), C("2S"), C("P")};
  EXPECT_EQ(RealNorthSouthDeclarer(south), Seat::kSouth);
  const std::array<Call, 3> opened_by_south = {C("P"), C("1NT"), C("P")};
  EXPECT_EQ(RealNorthSouthDeclarer(opened_by_south), Seat::kSouth);
  const std::array<Call, 2> passed = {C("P"), C("P")};
  EXPECT_EQ(RealNorthSouthDeclarer(passed), std::nullopt);
  // Agrees with FinalContract on the full auction.
  EXPECT_EQ(FinalContract(UncontestedAuction(calls)).declarer, Seat::kNorth);
  EXPECT_EQ(FinalContract(UncontestedAuction(south)).declarer, Seat::kSouth);
  EXPECT_EQ(FinalContract(UncontestedAuction(opened_by_south)).declarer, Seat::kSouth);
}

TEST(Contract, AssumedDeclarerTakesMoreTricks) {
  DoubleDummyTable t;
  t.Set(Seat::kNorth, Strain::kSpades, 9);
  t.Set(Seat::kSouth, Strain::kSpades, 10);
  t.Set(Seat::kNorth, Strain::kHearts, 8);
  t.Set(Seat::kSouth, Strain::kHearts, 8);
  EXPECT_EQ(AssumedContract(C("4S"), t), Contract::Of(C("4S"), Seat::kSouth));
  EXPECT_EQ(AssumedContract(C("2H"), t).declarer, Seat::kNorth);  // tie: North
  EXPECT_TRUE(AssumedContract(Call::Pass(), t).IsPassedOut());
}

TEST(Contract, PbnStrings) {
  EXPECT_EQ(ParseContractPbn("4SX", Seat::kWest), Contract::Of(C("4S"), Seat::kWest, Doubling::kDoubled));
  EXPECT_EQ(ParseContractPbn("3NT"), Contract::Of(C("3NT"), Seat::kNorth));
  EXPECT_EQ(ParseContractPbn("7NTXX")->doubling, Doubling::kRedoubled);
  EXPECT_EQ(ParseContractPbn("4Dx")->doubling, Doubling::kDoubled);
  EXPECT_EQ(ParseContractPbn("1N")->strain, Strain::kNoTrump);
  EXPECT_EQ(ParseContractPbn("Pass"), Contract::PassedOut());
  EXPECT_EQ(ParseContractPbn("PASS"), Contract::PassedOut());
  for (const char* bad : {"", "8S", "0C", "4", "4SXXX", "4Z", "S4", "4 S", "X"})
    EXPECT_EQ(ParseContractPbn(bad), std::nullopt) << bad;
  // Every contract round-trips.
  for (int i = 1; i <= kNumBids; ++i)
    for (int d = 0; d < kNumDoublings; ++d) {
      const Contract c = Contract::Of(Call::FromIndex(i), Seat::kSouth, static_cast<Doubling>(d));
      EXPECT_EQ(ParseContractPbn(FormatContractPbn(c), Seat::kSouth), c);
    }
}

}  // namespace
}  // namespace bidlab
