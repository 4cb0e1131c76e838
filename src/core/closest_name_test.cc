#include "core/closest_name.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

TEST(ClosestName, CountsLettersChangedAddedOrDropped) {
  EXPECT_EQ(EditDistance("", ""), 0u);
  EXPECT_EQ(EditDistance("sayc", "sayc"), 0u);
  EXPECT_EQ(EditDistance("sayx", "sayc"), 1u);     // one changed
  EXPECT_EQ(EditDistance("tran", "train"), 1u);    // one added
  EXPECT_EQ(EditDistance("trains", "train"), 1u);  // one dropped
  EXPECT_EQ(EditDistance("kitten", "sitting"), 3u);
}

TEST(ClosestName, PicksTheNearestAndTheFirstOnATie) {
  EXPECT_EQ(ClosestName("traon", {"deal", "train", "eval"}), "train");
  EXPECT_EQ(ClosestName("pas", {"pass", "sayc"}), "pass");
  EXPECT_EQ(ClosestName("ab", {"aa", "bb"}), "aa");
  EXPECT_EQ(ClosestName("x", {}), "");
}

TEST(ClosestName, IgnoresCase) {
  // "--bidder SAYC" is sayc mistyped in capitals, not "pass" (four letters changed either way).
  EXPECT_EQ(ClosestName("SAYC", {"pass", "sayc", "cbr"}), "sayc");
  EXPECT_EQ(ClosestName("Neural", {"pass", "neural"}), "neural");
}

}  // namespace
}  // namespace bidlab
