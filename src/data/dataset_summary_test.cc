#include "data/dataset_summary.h"

#include <gtest/gtest.h>

#include "data/dealer.h"

namespace bidlab {
namespace {

TEST(BestCall, HighestScoreLowestOnTies) {
  std::array<int, kNumFinalCalls> scores{};
  scores.fill(-50);
  scores[0] = 0;
  EXPECT_EQ(BestCall(scores), Call::Pass());
  scores[Call::Bid(1, Strain::kNoTrump).index()] = 120;
  scores[Call::Bid(2, Strain::kNoTrump).index()] = 120;  // same score: 1NT is the best contract
  scores[Call::Bid(3, Strain::kNoTrump).index()] = -50;
  EXPECT_EQ(BestCall(scores), Call::Bid(1, Strain::kNoTrump));
}

// North-South hold every spade and every heart winner: 7NT by N-S is best.
TEST(SummariseDataset, CountsTheBestContract) {
  Dataset d;
  DealRecord r{DealAt(1, 0), {}};
  for (int st = 0; st < kNumStrains; ++st) {
    r.table.Set(Seat::kNorth, StrainAt(st), 13);
    r.table.Set(Seat::kSouth, StrainAt(st), 13);
  }
  d.records = {r, r};
  const DatasetSummary s = SummariseDataset(d);
  EXPECT_EQ(s.deals, 2u);
  EXPECT_EQ(s.best_call[Call::Bid(7, Strain::kNoTrump).index()], 2u);
  EXPECT_EQ(s.mean_best_score, 1520.0);  // 7NT making 13 non-vulnerable
  EXPECT_EQ(s.pass_cost, 17.0);          // 1,520 is 17 IMPs (1500-1740)
}

}  // namespace
}  // namespace bidlab
