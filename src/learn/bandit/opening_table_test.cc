#include "learn/bandit/opening_table.h"

#include <gtest/gtest.h>

#include "learn/pass_bidder.h"

namespace bidlab {
namespace {

TEST(HandClasses, CoverEveryHandOnce) {
  double hands = 0;
  for (const HandClass& c : HandClasses()) {
    hands += c.hands;
    // The representative is a hand of its class.
    ASSERT_EQ(c.representative.Size(), 13);
    ASSERT_EQ(c.representative.HighCardPoints(), c.hcp);
    for (int s = 0; s < kNumSuits; ++s)
      ASSERT_EQ(c.representative.Length(SuitAt(s)), c.lengths[static_cast<std::size_t>(s)]);
  }
  EXPECT_EQ(hands, 635013559600.0);  // C(52, 13)
}

TEST(HandClasses, KnownCounts) {
  // 37 HCP: all 4 aces, kings, queens (12 cards) and one jack: 4 hands, one
  // per suit holding the jack (lengths 4-3-3-3).
  double hands37 = 0;
  for (const HandClass& c : HandClasses())
    if (c.hcp == 37) hands37 += c.hands;
  EXPECT_EQ(hands37, 4.0);
  // 0 HCP: 13 of the 36 spot cards.
  double hands0 = 0;
  for (const HandClass& c : HandClasses())
    if (c.hcp == 0) hands0 += c.hands;
  EXPECT_EQ(hands0, 2310789600.0);  // C(36, 13)
}

TEST(OpeningTable, AlwaysPassOpensNothing) {
  PassBidder pass;
  const std::vector<OpeningSummary> table = OpeningTable(pass);
  ASSERT_EQ(table.size(), static_cast<std::size_t>(kNumFinalCalls));
  EXPECT_DOUBLE_EQ(table[0].share, 1.0);
  EXPECT_LE(table[0].hcp_low, 1);  // the central 99%: 0 HCP is 0.36% of all hands
  EXPECT_GE(table[0].hcp_high, 20);
  EXPECT_EQ(table[1].description, "Not used");
  const std::string md = OpeningTableMarkdown({"pass"}, {table});
  EXPECT_NE(md.find("| PASS | "), std::string::npos) << md;
  EXPECT_NE(md.find("| 1C | Not used |"), std::string::npos) << md;
}

TEST(OpeningTable, ACallOneHandMakesShowsItsCountNotARange) {
  // One sampled hand of 12 HCP opened 4NT among 20,000: "12 HCP", not "12–12 HCP", and not "[0.0%]".
  CallObservation o;
  o.call = *ParseCall("4NT");
  o.hcp = 12;
  o.lengths = {3, 3, 3, 4};
  const std::vector<OpeningSummary> table = SummariseCalls({o}, 20000);
  const std::string& d = table[static_cast<std::size_t>(o.call.index())].description;
  EXPECT_EQ(d.rfind("12 HCP", 0), 0u) << d;
  EXPECT_EQ(d.find("12–12"), std::string::npos) << d;
  EXPECT_NE(d.find("[0.005%]"), std::string::npos) << d;
}

TEST(OpeningTable, LengthsAreWrittenSuitFirstAsOnEveryCard) {
  // Two hands opened 1S with five and seven spades, 12 and 15 HCP, one club or two: "12–15 HCP, ♠5–7, ♣1–2".
  CallObservation a, b;
  a.call = b.call = *ParseCall("1S");
  a.hcp = 12, b.hcp = 15;
  a.lengths = {1, 3, 4, 5};  // clubs, diamonds, hearts, spades
  b.lengths = {2, 2, 2, 7};
  const std::vector<OpeningSummary> table = SummariseCalls({a, b}, 2);
  const std::string& d = table[static_cast<std::size_t>(a.call.index())].description;
  EXPECT_EQ(d.rfind("12–15 HCP, ♠5–7, ♣1–2", 0), 0u) << d;
}

}  // namespace
}  // namespace bidlab
