// The sampled system card, checked on SAYC whose rules a player knows.
#include "eval/sampled_system.h"

#include <gtest/gtest.h>

#include "learn/sayc/sayc_bidder.h"

namespace bidlab {
namespace {

TEST(SampledSystemTest, SaycsOneNoTrumpIsFifteenToSeventeenBalanced) {
  SaycBidder sayc;
  const SampledSystem s = SampleSystem(sayc, 3000, 1, 3);
  const OpeningSummary& nt = s.openings[static_cast<std::size_t>(ParseCall("1NT")->index())];
  ASSERT_GT(nt.share, 0.02);
  EXPECT_GE(nt.hcp_low, 15);
  EXPECT_LE(nt.hcp_high, 17);
  EXPECT_GE(nt.balanced, 0.9);
  double total = 0;
  for (const OpeningSummary& o : s.openings) total += o.share;
  EXPECT_NEAR(total, 1.0, 1e-9);
  ASSERT_EQ(s.responses.size(), 3u);
  for (const SampledResponses& r : s.responses) {
    EXPECT_TRUE(r.opening.IsBid());
    EXPECT_NEAR(r.deals, s.openings[static_cast<std::size_t>(r.opening.index())].share * 3000, 1e-6);
    for (const OpeningSummary& o : r.responses)
      if (o.share > 0) {
        EXPECT_TRUE(o.call.IsPass() || o.call.index() > r.opening.index());
      }
  }
  const std::string md = SampledSystemMarkdown({"SAYC"}, {s});
  EXPECT_NE(md.find("| 1NT | 15–17 HCP"), std::string::npos) << md;
  EXPECT_NE(md.find("responses to"), std::string::npos);
}

}  // namespace
}  // namespace bidlab
