// Deals for the training split only: how many a share takes, and the
// shipped hard-decision deals (North-South 25+ HCP).
#include "experiments/train/training_extra.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace bidlab {
namespace {

TEST(TrainExtra, AShareCountsTheExtraDealsAmongAllTrainingDeals) {
  EXPECT_EQ(ExtraDealsFor(0.2, 80000), 20000u);  // 20,000 of 100,000
  EXPECT_EQ(ExtraDealsFor(0.5, 320), 320u);
  EXPECT_EQ(ExtraDealsFor(0, 80000), 0u);
  EXPECT_THROW(ExtraDealsFor(1, 80000), Error);
}

TEST(TrainExtra, TheShippedHardDealsGiveNorthSouthTwentyFivePoints) {
  const std::string path = std::string(BIDLAB_DATA_DIR) + "/hard/ns-hcp25-seed1-20000.bdl.xz";
  // 500 of 8,000 training deals + 500 is 1/17 of them.
  const Dataset extra = LoadTrainExtra({path, 500.0 / 8500.0}, 8000);
  ASSERT_EQ(extra.records.size(), 500u);
  for (const DealRecord& r : extra.records)
    ASSERT_GE(r.deal.hand(Seat::kNorth).HighCardPoints() + r.deal.hand(Seat::kSouth).HighCardPoints(), 25);
  // 80,000 standard training deals take at most 18,000 of its 20,000: not its test split.
  EXPECT_NO_THROW(LoadTrainExtra({path, 18000.0 / 98000.0}, 80000));
  EXPECT_THROW(LoadTrainExtra({path, 0.2}, 80000), Error);
}

}  // namespace
}  // namespace bidlab
