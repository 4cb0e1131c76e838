#include "eval/contested_env.h"

#include <gtest/gtest.h>

#include "core/board.h"
#include "core/imp.h"
#include "core/scoring.h"
#include "data/dataset_ops.h"
#include "eval/batch_match.h"
#include "eval/contest_test_bidders.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

const std::vector<MatchBoard>& Boards() {
  static const std::vector<MatchBoard> boards = [] {
    const Dataset data = LoadDataset("standard");
    std::vector<MatchBoard> b;
    for (std::size_t i = 0; i < 64; ++i)
      b.push_back({i + 1, data.records[i].deal, data.records[i].table, BoardDealer(i + 1), BoardVulnerability(i + 1)});
    return b;
  }();
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

TEST(ContestedObservation, ShowsBidsDoublesAndPassesFromTheCallersSeat) {
  Auction auction = ParseAuction("PASS 1H X XX", Seat::kEast);  // E passes, S 1H, W X, N XX; E to call
  const Hand hand = Boards()[0].deal.hand(Seat::kEast);
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

// Answers each request with what a Competitor would call.
class BatchedCompetitor : public BatchBidder {
 public:
  std::string Name() const override { return "batched competitor"; }
  void BidBatch(std::span<const BidRequest> requests, std::span<Call> calls) override {
    ++batches;
    for (std::size_t k = 0; k < requests.size(); ++k) calls[k] = competitor_.Bid(requests[k]);
  }
  int batches = 0;

 private:
  testing::Competitor competitor_;
};

TEST(BatchMatch, ABatchedBidderScoresWhatTheSameCallsScore) {
  RegisterAllBidders();
  const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
  BatchedCompetitor batched;
  const MatchResult direct = PlayMatch(testing::Competitor(), *sayc, Boards(), {.threads = 1});
  const MatchResult replayed = PlayMatchBatched({nullptr, &batched}, {sayc.get(), nullptr}, Boards(), {.threads = 2});
  EXPECT_GT(batched.batches, 1);
  ASSERT_EQ(direct.boards.size(), replayed.boards.size());
  for (std::size_t i = 0; i < direct.boards.size(); ++i) EXPECT_EQ(direct.boards[i].imps, replayed.boards[i].imps);
  EXPECT_EQ(replayed.summary.a, "batched competitor");
}

class BatchedAlwaysDouble : public BatchBidder {
 public:
  std::string Name() const override { return "always-x"; }
  void BidBatch(std::span<const BidRequest>, std::span<Call> calls) override {
    for (Call& c : calls) c = Call::Double();
  }
};

TEST(BatchMatch, AnIllegalBatchedCallIsPlayMatchsError) {
  RegisterAllBidders();
  BatchedAlwaysDouble batched;
  const std::unique_ptr<Bidder> pass = MakeBidder("pass");
  EXPECT_THROW(PlayMatchBatched({pass.get(), nullptr}, {nullptr, &batched}, Boards()), IllegalCallError);
}

}  // namespace
}  // namespace bidlab
