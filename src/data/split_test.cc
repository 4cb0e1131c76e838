#include "data/split.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(Split, StandardSetSplitsAtEightyAndNinetyThousand) {
  EXPECT_EQ(SplitRange(100000, Split::kTrain).begin, 0u);
  EXPECT_EQ(SplitRange(100000, Split::kTrain).end, 80000u);
  EXPECT_EQ(SplitRange(100000, Split::kValidation).begin, 80000u);
  EXPECT_EQ(SplitRange(100000, Split::kValidation).end, 90000u);
  EXPECT_EQ(SplitRange(100000, Split::kTest).begin, 90000u);
  EXPECT_EQ(SplitRange(100000, Split::kTest).end, 100000u);
  EXPECT_EQ(SplitRange(100000, Split::kAll).size(), 100000u);
}

TEST(Split, PartsCoverEveryDealOnce) {
  for (std::size_t n : {0u, 1u, 7u, 10u, 999u}) {
    EXPECT_EQ(SplitRange(n, Split::kTrain).end, SplitRange(n, Split::kValidation).begin);
    EXPECT_EQ(SplitRange(n, Split::kValidation).end, SplitRange(n, Split::kTest).begin);
    EXPECT_EQ(SplitRange(n, Split::kTest).end, n);
  }
}

TEST(Split, NamesRoundTrip) {
  for (Split s : {Split::kTrain, Split::kValidation, Split::kTest, Split::kAll}) EXPECT_EQ(ParseSplit(SplitName(s)), s);
  EXPECT_FALSE(ParseSplit("dev"));
}

}  // namespace
}  // namespace bidlab

#include "data/dataset_ops.h"

namespace bidlab {
namespace {

// A shard or an unfinished build of the standard set splits by deal index.
TEST(DatasetSplitRange, PartsOfTheStandardSetSplitByDealIndex) {
  DatasetHeader shard{DatasetOrigin::kGenerated, kStandardSeed, 90000, 5480, Vulnerability::kNone};
  EXPECT_EQ(DatasetSplitRange(shard, 5480, Split::kTest).begin, 0u);
  EXPECT_EQ(DatasetSplitRange(shard, 5480, Split::kTest).end, 5480u);
  EXPECT_EQ(DatasetSplitRange(shard, 5480, Split::kTrain).size(), 0u);
  DatasetHeader both{DatasetOrigin::kGenerated, kStandardSeed, 80000, 20000, Vulnerability::kNone};
  EXPECT_EQ(DatasetSplitRange(both, 20000, Split::kValidation).begin, 0u);
  EXPECT_EQ(DatasetSplitRange(both, 20000, Split::kValidation).end, 10000u);
  EXPECT_EQ(DatasetSplitRange(both, 20000, Split::kTest).begin, 10000u);
  // Another seed splits by position.
  DatasetHeader other{DatasetOrigin::kGenerated, 7, 90000, 100, Vulnerability::kNone};
  EXPECT_EQ(DatasetSplitRange(other, 100, Split::kTest).begin, 90u);
}

}  // namespace
}  // namespace bidlab
