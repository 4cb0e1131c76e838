#include "eval/outcomes_across_ranks.h"

#include <gtest/gtest.h>

#include "core/auction.h"
#include "data/dealer.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

std::vector<ScoredDeal> DealsOfSeed(std::uint64_t seed, int n) {
  std::vector<ScoredDeal> deals;
  for (int i = 0; i < n; ++i) {
    const Deal deal = DealAt(seed, static_cast<std::uint64_t>(i));
    ScoredDeal d;
    d.id = 1000 + static_cast<std::uint64_t>(i);
    d.north = deal.hand(Seat::kNorth);
    d.south = deal.hand(Seat::kSouth);
    for (int c = 0; c < kNumFinalCalls; ++c) d.cost.costs[c] = (3 * c + i) % 25;
    deals.push_back(d);
  }
  return deals;
}

// What ranks send each other is what they had: SAYC's auctions on 40 deals
// (openings, responses, passes out), their final calls, declarers and costs.
TEST(OutcomesAcrossRanks, OutcomesTravelUnchanged) {
  EvalOptions options;
  options.keep_auctions = true;
  const EvalResult sayc = Evaluate(*MakeBidder("sayc"), DealsOfSeed(31, 40), options);
  ASSERT_EQ(sayc.outcomes.size(), 40u);
  const std::vector<DealOutcome> back = DecodeOutcomes(EncodeOutcomes(sayc.outcomes));
  ASSERT_EQ(back.size(), sayc.outcomes.size());
  int bids = 0;
  for (std::size_t i = 0; i < back.size(); ++i) {
    const DealOutcome& a = sayc.outcomes[i];
    const DealOutcome& b = back[i];
    EXPECT_EQ(b.id, a.id);
    EXPECT_EQ(FormatAuction(b.auction), FormatAuction(a.auction)) << "deal " << a.id;
    EXPECT_EQ(b.final_call, a.final_call);
    EXPECT_EQ(b.declarer, a.declarer);
    EXPECT_EQ(b.cost, a.cost);
    bids += a.final_call.IsBid();
  }
  EXPECT_GT(bids, 10);  // real auctions, not 40 passes
}

// Alone, the evaluation is one process's: what Evaluate gives.
TEST(OutcomesAcrossRanks, AloneTheyAreTheScoresOfTheWholeRange) {
  const std::vector<DealOutcome> outcomes =
      OutcomesAcrossRanks(Cluster::World(), 20, [](std::size_t begin, std::size_t end) {
        std::vector<DealOutcome> part;
        for (std::size_t i = begin; i < end; ++i) {
          DealOutcome o;
          o.id = i;
          o.auction.Add(Call::Pass());
          o.cost = -static_cast<int>(i);
          part.push_back(o);
        }
        return part;
      });
  ASSERT_EQ(outcomes.size(), 20u);
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    EXPECT_EQ(outcomes[i].id, i);
    EXPECT_EQ(outcomes[i].cost, -static_cast<int>(i));  // negative numbers survive the encoding
  }
}

}  // namespace
}  // namespace bidlab
