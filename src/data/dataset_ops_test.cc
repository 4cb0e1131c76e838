// How a model option ("shipped", "none" or a file) becomes a path.
#include "data/dataset_ops.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace bidlab {
namespace {

TEST(ShippedOrGivenModel, ShippedOnTheStandardSetOnlyNoneIsNothingAFileIsItself) {
  EXPECT_EQ(ShippedOrGivenModel("none", ShippedNeuralModelPath(), "standard"), "");
  EXPECT_EQ(ShippedOrGivenModel("my.model", ShippedNeuralModelPath(), "other.bdl"), "my.model");
  EXPECT_EQ(ShippedOrGivenModel("shipped", ShippedNeuralModelPath(), "other.bdl"), "")
      << "the shipped models were trained on the standard set's training split";
  EXPECT_EQ(ShippedOrGivenModel("shipped", ShippedNeuralModelPath(), "standard"), ShippedNeuralModelPath());
  EXPECT_EQ(ShippedOrGivenModel("shipped", "/no/such/file.model", "standard"), "") << "not there: none";
}

TEST(NonEmptySplitRange, AnEmptySplitIsRefusedNamingIt) {
  DatasetHeader imported;
  imported.origin = DatasetOrigin::kImported;
  EXPECT_EQ(NonEmptySplitRange(imported, 3, Split::kTrain).size(), 2u);  // 80% of 3
  try {
    NonEmptySplitRange(imported, 3, Split::kValidation);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "the validation split of this data set of 3 deals is empty: nothing to measure; choose another split "
              "or a larger data set");
  }
  // A shard of the standard set holding training deals only (0-999) has no test deals.
  DatasetHeader shard;
  shard.seed = kStandardSeed;
  EXPECT_EQ(NonEmptySplitRange(shard, 1000, Split::kTrain).size(), 1000u);
  EXPECT_THROW(NonEmptySplitRange(shard, 1000, Split::kTest), Error);
}

TEST(EvenlySpread, PicksFromTheFirstAtEvenSteps) {
  EXPECT_EQ(EvenlySpread(24, 5), (std::vector<std::uint64_t>{0, 4, 9, 14, 19}));
  EXPECT_EQ(EvenlySpread(3, 10), (std::vector<std::uint64_t>{0, 1, 2}));
  EXPECT_TRUE(EvenlySpread(0, 10).empty());
}

}  // namespace
}  // namespace bidlab
