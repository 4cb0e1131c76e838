#include "eval/uncontested_env.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dealer.h"

namespace bidlab {
namespace {

// Deals of seed 3 with a made-up table each (tricks vary by deal, strain and
// seat), scored as the yardstick scores them.
std::vector<ScoredDeal> Deals(int n) {
  std::vector<ScoredDeal> deals;
  for (int i = 0; i < n; ++i) {
    const Deal deal = DealAt(3, static_cast<std::uint64_t>(i));
    DoubleDummyTable table;
    for (int s = 0; s < kNumSeats; ++s)
      for (int k = 0; k < kNumStrains; ++k) table.Set(SeatAt(s), StrainAt(k), (i * 7 + s * 3 + k * 5) % 14);
    ScoredDeal d;
    d.id = 100 + static_cast<std::uint64_t>(i);
    d.north = deal.hand(Seat::kNorth);
    d.south = deal.hand(Seat::kSouth);
    d.deal = deal;
    d.table = table;
    d.cost = MakeCostVector(table, Vulnerability::kNone);
    deals.push_back(d);
  }
  return deals;
}

// North opens 1NT, South raises to 3NT, North passes: index 5 then 15 then PASS.
TEST(UncontestedEnv, ThreeCallsEndTheAuctionWithMinusItsCost) {
  const auto deals = Deals(4);
  UncontestedEnvOptions options;
  options.num_envs = 2;
  options.sequential = true;
  UncontestedEnv env(deals, options);
  EXPECT_EQ(env.deal_id()[0], 100);
  EXPECT_EQ(env.deal_id()[1], 101);
  EXPECT_EQ(env.seat()[0], 0);
  const std::vector<std::int64_t> one_nt(2, 5), three_nt(2, 15), pass(2, 0);
  env.Step(one_nt);
  EXPECT_EQ(env.seat()[0], 2);
  EXPECT_EQ(env.bids()[kNumFinalCalls + 5], 1) << "South sees partner's 1NT";
  env.Step(three_nt);
  EXPECT_EQ(env.done()[0], 0);
  env.Step(pass);
  for (int t = 0; t < 2; ++t) {
    EXPECT_EQ(env.done()[t], 1);
    EXPECT_EQ(env.final_call()[t], 15);
    EXPECT_EQ(env.reward()[t], -static_cast<float>(deals[t].cost.costs[15]));
  }
  // The next deals, in order; a fresh auction with North to call.
  EXPECT_EQ(env.deal_id()[0], 102);
  EXPECT_EQ(env.deal_id()[1], 103);
  EXPECT_EQ(env.seat()[0], 0);
  EXPECT_EQ(env.bids()[5], 0);
}

TEST(UncontestedEnv, TwoOpeningPassesPassTheDealOut) {
  const auto deals = Deals(1);
  UncontestedEnv env(deals, {});
  const std::vector<std::int64_t> pass(1, 0);
  env.Step(pass);
  EXPECT_EQ(env.done()[0], 0) << "North's opening pass leaves South to call";
  EXPECT_EQ(env.bids()[kNumFinalCalls + 0], 1);
  env.Step(pass);
  EXPECT_EQ(env.done()[0], 1);
  EXPECT_EQ(env.final_call()[0], 0);
  EXPECT_EQ(env.reward()[0], -static_cast<float>(deals[0].cost.costs[0]));
}

TEST(UncontestedEnv, RealDeclarerIsWhoNamedTheStrainFirst) {
  const auto deals = Deals(1);
  UncontestedEnvOptions options;
  options.declarer = DeclarerRule::kReal;
  UncontestedEnv env(deals, options);
  // North 1H, South 2H, North pass: North declares 2H.
  for (const std::int64_t call : {3, 8, 0}) env.Step(std::vector<std::int64_t>{call});
  const Call calls[] = {Call::Bid(1, Strain::kHearts), Call::Bid(2, Strain::kHearts), Call::Pass()};
  const int cost =
      ScoreUncontestedWithRealDeclarer(calls, *deals[0].table, Vulnerability::kNone, ImpScale::kWbf, deals[0].cost.best)
          .cost;
  EXPECT_EQ(env.reward()[0], -static_cast<float>(cost));
}

TEST(UncontestedEnv, AnIllegalActionMovesNoTable) {
  UncontestedEnvOptions options;
  options.num_envs = 2;
  UncontestedEnv env(Deals(3), options);
  env.Step(std::vector<std::int64_t>{10, 10});
  const std::int64_t deal = env.deal_id()[0];
  EXPECT_THROW(env.Step(std::vector<std::int64_t>{11, 9}), IllegalCallError);  // table 1: 2C after 2H... 9 < 10
  EXPECT_THROW(env.Step(std::vector<std::int64_t>{36, 0}), IllegalCallError);
  EXPECT_EQ(env.seat()[0], 2) << "still South's turn";
  EXPECT_EQ(env.deal_id()[0], deal);
  EXPECT_EQ(env.legal()[10], 0);
  EXPECT_EQ(env.legal()[11], 1);
}

TEST(UncontestedEnv, TheSameSeedDealsTheSameDeals) {
  UncontestedEnvOptions options;
  options.num_envs = 8;
  options.seed = 42;
  UncontestedEnv a(Deals(50), options), b(Deals(50), options);
  options.seed = 43;
  UncontestedEnv c(Deals(50), options);
  bool differs = false;
  const std::vector<std::int64_t> pass(8, 0);
  for (int step = 0; step < 6; ++step) {
    for (int t = 0; t < 8; ++t) {
      EXPECT_EQ(a.deal_id()[t], b.deal_id()[t]);
      differs |= a.deal_id()[t] != c.deal_id()[t];
    }
    a.Step(pass);
    b.Step(pass);
    c.Step(pass);
  }
  EXPECT_TRUE(differs);
  a.Reset();
  UncontestedEnv fresh(Deals(50), {8, 42});
  for (int t = 0; t < 8; ++t) EXPECT_EQ(a.deal_id()[t], fresh.deal_id()[t]) << "Reset restarts the sequence";
}

// Every row the environment writes is the observation of the auction so far.
TEST(UncontestedEnv, RowsAreTheObservationOfTheAuction) {
  const auto deals = Deals(5);
  UncontestedEnvOptions options;
  options.sequential = true;
  UncontestedEnv env(deals, options);
  Auction auction;
  for (const std::int64_t call : {0, 4, 12, 20}) {
    std::array<std::uint8_t, kObservationHandBytes> hand{};
    std::uint8_t seat = 0;
    std::array<std::uint8_t, kObservationBidsBytes> bids{};
    std::array<std::uint8_t, kObservationLegalBytes> legal{};
    const Hand& caller = auction.NextToCall() == Seat::kNorth ? deals[0].north : deals[0].south;
    WriteObservation(caller, auction, {hand.data(), &seat, bids.data(), legal.data()});
    EXPECT_EQ(std::vector<std::uint8_t>(hand.begin(), hand.end()),
              std::vector<std::uint8_t>(env.hand(), env.hand() + kObservationHandBytes));
    EXPECT_EQ(seat, env.seat()[0]);
    EXPECT_EQ(std::vector<std::uint8_t>(bids.begin(), bids.end()),
              std::vector<std::uint8_t>(env.bids(), env.bids() + kObservationBidsBytes));
    EXPECT_EQ(std::vector<std::uint8_t>(legal.begin(), legal.end()),
              std::vector<std::uint8_t>(env.legal(), env.legal() + kObservationLegalBytes));
    env.Step(std::vector<std::int64_t>{call});
    auction.Add(Call::FromIndex(static_cast<int>(call)));
    auction.Add(Call::Pass());
  }
}

}  // namespace
}  // namespace bidlab
