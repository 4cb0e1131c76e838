#include "eval/batch_match.h"

#include <gtest/gtest.h>

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
