#include "eval/batch_bidder.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/dealer.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

// Asks a bidder one request at a time, and counts the batches.
class OneByOne : public BatchBidder {
 public:
  explicit OneByOne(std::unique_ptr<Bidder> bidder) : bidder_(std::move(bidder)) {}
  std::string Name() const override { return bidder_->Name(); }
  void BidBatch(std::span<const BidRequest> requests, std::span<Call> calls) override {
    ++batches;
    decisions += requests.size();
    for (std::size_t k = 0; k < requests.size(); ++k) calls[k] = bidder_->Bid(requests[k]);
  }
  int batches = 0;
  std::size_t decisions = 0;

 private:
  std::unique_ptr<Bidder> bidder_;
};

std::vector<ScoredDeal> StandardTestDeals(std::size_t n) {
  if (!DatasetExists("standard")) return {};
  std::vector<ScoredDeal> deals = ScoreDataset(LoadDataset("standard"), Split::kTest);
  deals.resize(n);
  return deals;
}

void ExpectSameResult(const EvalResult& a, const EvalResult& b) {
  EXPECT_EQ(a.bidder, b.bidder);
  EXPECT_EQ(a.deals, b.deals);
  EXPECT_EQ(a.total_cost, b.total_cost);
  EXPECT_EQ(a.avg_cost, b.avg_cost);
  for (int t = 0; t < kNumContractTypes; ++t) {
    EXPECT_EQ(a.by_type[t].deals, b.by_type[t].deals);
    EXPECT_EQ(a.by_type[t].total_cost, b.by_type[t].total_cost);
  }
}

TEST(EvaluateBatched, SaycInBatchesScoresWhatSaycScores) {
  const auto deals = StandardTestDeals(400);
  if (deals.empty()) GTEST_SKIP() << "the standard data set (data/standard.bdl.xz) is not there";
  RegisterAllBidders();
  for (const DeclarerRule declarer : {DeclarerRule::kAssumed, DeclarerRule::kReal}) {
    EvalOptions options;
    options.declarer = declarer;
    OneByOne batched(MakeBidder("sayc"));
    const EvalResult together = EvaluateBatched(batched, deals, options);
    ExpectSameResult(together, Evaluate(*MakeBidder("sayc"), deals, options));
    // One batch per round of calls: SAYC's longest auction has a few N-S calls, not 400 deals' worth.
    EXPECT_LT(batched.batches, 20);
    EXPECT_GE(batched.decisions, 2 * deals.size()) << "every auction has at least two N-S calls or ends at once";
  }
}

// Bids 1C, then 1C again: illegal the second time.
class RepeatOneClub : public BatchBidder {
 public:
  std::string Name() const override { return "repeat"; }
  void BidBatch(std::span<const BidRequest>, std::span<Call> calls) override {
    for (Call& c : calls) c = Call::Bid(1, Strain::kClubs);
  }
};

std::vector<ScoredDeal> MadeUpDeals(int n) {
  std::vector<ScoredDeal> deals;
  for (int i = 0; i < n; ++i) {
    const Deal deal = DealAt(5, static_cast<std::uint64_t>(i));
    ScoredDeal d;
    d.id = static_cast<std::uint64_t>(i);
    d.north = deal.hand(Seat::kNorth);
    d.south = deal.hand(Seat::kSouth);
    deals.push_back(d);
  }
  return deals;
}

TEST(EvaluateBatched, AnIllegalCallIsEvaluatesError) {
  RepeatOneClub bidder;
  try {
    EvaluateBatched(bidder, MadeUpDeals(3));
    FAIL() << "no error";
  } catch (const IllegalCallError& e) {
    EXPECT_EQ(std::string(e.what()), "bidder repeat made an illegal call 1C on deal 0 after \"1C PASS\"");
  }
}

// Answers by the position in the batch: deal 0 and deal 1 get different
// calls for what a bidder would see as the same decision when their hands
// are equal.
class ByPosition : public BatchBidder {
 public:
  std::string Name() const override { return "by-position"; }
  void BidBatch(std::span<const BidRequest>, std::span<Call> calls) override {
    for (std::size_t k = 0; k < calls.size(); ++k) calls[k] = k == 0 ? Call::Bid(1, Strain::kClubs) : Call::Pass();
  }
};

TEST(EvaluateBatched, TheSameDecisionAnsweredTwoWaysIsRefused) {
  std::vector<ScoredDeal> deals = MadeUpDeals(1);
  deals.push_back(deals[0]);
  deals[1].id = 1;
  ByPosition bidder;
  EXPECT_THROW(EvaluateBatched(bidder, deals), Error);
}

}  // namespace
}  // namespace bidlab
