#include "learn/cbr/vote.h"

#include <gtest/gtest.h>

namespace bidlab::cbr {
namespace {

TEST(CbrVote, MajorityThenTheMoreSimilarCase) {
  const Call pass = Call::Pass(), h = Call::Bid(1, Strain::kHearts), s = Call::Bid(1, Strain::kSpades);
  MajorityVote v;
  EXPECT_EQ(v.Winner(), pass);  // nothing retrieved
  v.Add(h);
  EXPECT_EQ(v.Winner(), h);
  v.Add(s);  // 1-1: the more similar case (1H) decides
  EXPECT_EQ(v.Winner(), h);
  v.Add(s);  // 2-1 for 1S
  EXPECT_EQ(v.Winner(), s);
  v.Add(pass);
  v.Add(pass);  // 2-2-1... PASS 2, 1S 2, 1H 1: 1S was retrieved first
  EXPECT_EQ(v.Winner(), s);
  v.Add(pass);
  EXPECT_EQ(v.Winner(), pass);
  EXPECT_EQ(v.votes(), 6);
}

}  // namespace
}  // namespace bidlab::cbr
