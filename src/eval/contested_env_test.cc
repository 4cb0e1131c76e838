#include "eval/contested_env.h"

#include <gtest/gtest.h>

#include "core/imp.h"
#include "core/scoring.h"
#include "eval/contest_test_bidders.h"
#include "eval/evaluate.h"
#include "eval/match_boards_test_util.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

const std::vector<MatchBoard>& Boards() {
  static const std::vector<MatchBoard> boards = testing::FirstStandardBoards(64);
  return boards;
}

ContestedEnvOptions Options(std::size_t num_envs, std::uint64_t seed, bool sequential) {
  ContestedEnvOptions o;
  o.num_envs = num_envs;
  o.seed = seed;
  o.sequential = sequential;
  return o;
}

std::vector<std::int64_t> Actions(std::size_t n, Call call) { return std::vector<std::int64_t>(n, call.index()); }

TEST(ContestedEnv, SelfPlayScoresTheAuctionAgainstPar) {
  ContestedEnv env(Boards(), Options(4, 0, true));
  // Every table: a bid of 1C by the dealer, then three passes.
  env.Step(Actions(4, Call::Bid(1, Strain::kClubs)));
  for (int k = 0; k < 2; ++k) {
    env.Step(Actions(4, Call::Pass()));
    EXPECT_EQ(env.done()[0], 0);
  }
  env.Step(Actions(4, Call::Pass()));
  for (std::size_t t = 0; t < 4; ++t) {
    const MatchBoard& b = Boards()[t];
    ASSERT_EQ(env.done()[t], 1);
    const Contract contract = Contract::Of(Call::Bid(1, Strain::kClubs), b.dealer);
    const int score = NorthSouthScore(contract, b.table.Tricks(b.dealer, Strain::kClubs), b.vulnerability);
    EXPECT_EQ(env.score()[t], score);
    EXPECT_EQ(env.reward()[t], Imps(score - ParOf(b.table, b.dealer, b.vulnerability).score));
    EXPECT_EQ(env.deal_id()[t], static_cast<std::int64_t>(t + 4));  // the next boards in order
  }
}

TEST(ContestedEnv, AnOpponentCallsForItsSideAndTheAgentAlwaysHasTheTurn) {
  RegisterAllBidders();
  ContestedEnvOptions options = Options(16, 3, false);
  options.opponent = std::make_shared<testing::Competitor>();
  options.agent_north_south = false;
  ContestedEnv env(Boards(), options);
  int finished = 0;
  for (int step = 0; step < 40; ++step) {
    for (std::size_t t = 0; t < 16; ++t) ASSERT_TRUE(env.seat()[t] == 1 || env.seat()[t] == 3);
    env.Step(Actions(16, Call::Pass()));
    for (std::size_t t = 0; t < 16; ++t) finished += env.done()[t];
  }
  EXPECT_GT(finished, 16);
}

TEST(ContestedEnv, IllegalActionsAreRefusedBeforeAnyTableMoves) {
  ContestedEnv env(Boards(), Options(2, 0, true));
  EXPECT_THROW(env.Step(Actions(2, Call::Double())), IllegalCallError);  // nothing to double
  env.Step(Actions(2, Call::Bid(1, Strain::kSpades)));
  EXPECT_THROW(env.Step(std::vector<std::int64_t>{kDoubleIndex, kRedoubleIndex}), IllegalCallError);
  env.Step(Actions(2, Call::Pass()));
  EXPECT_THROW(env.Step(Actions(2, Call::Double())), IllegalCallError);  // partner's bid
  EXPECT_THROW(env.Step(std::vector<std::int64_t>{0, 38}), IllegalCallError);
  EXPECT_EQ(env.auction()[2], -1);  // still "1S PASS" on table 0
}

TEST(ContestedEnv, TheSameSeedGivesTheSameBoards) {
  ContestedEnv a(Boards(), Options(8, 5, false));
  ContestedEnv b(Boards(), Options(8, 5, false));
  ContestedEnv c(Boards(), Options(8, 6, false));
  EXPECT_TRUE(std::equal(a.deal_id(), a.deal_id() + 8, b.deal_id()));
  EXPECT_FALSE(std::equal(a.deal_id(), a.deal_id() + 8, c.deal_id()));
}

}  // namespace
}  // namespace bidlab
