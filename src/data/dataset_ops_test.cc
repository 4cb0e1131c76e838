// How a model option ("shipped", "none" or a file) becomes a path.
#include "data/dataset_ops.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace bidlab
