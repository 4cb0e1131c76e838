#include "learn/cbr/case_index.h"

#include <gtest/gtest.h>

#include <set>

#include "core/error.h"
#include "data/dealer.h"
#include "learn/cbr/leave_one_out.h"

namespace bidlab::cbr {
namespace {

// A random case base: hands of seed `seed`, positions 1-2, calls PASS/1C-1S,
// and every 10th case a second copy of an earlier hand (another table of the
// same board: same group) so that exact ties and groups occur.
std::vector<Case> RandomCases(std::uint64_t seed, int n) {
  SplitMix64 rng(seed);
  std::vector<Case> cases;
  for (int i = 0; i < n; ++i) {
    if (i % 10 == 9) {
      Case copy = cases[rng.Below(static_cast<std::uint32_t>(cases.size()))];
      copy.call = Call::FromIndex(static_cast<int>(rng.Below(5)));
      cases.push_back(copy);
      continue;
    }
    const Hand hand = DealAt(seed, static_cast<std::uint64_t>(i)).hand(SeatAt(static_cast<int>(rng.Below(4))));
    cases.push_back({hand, 1 + static_cast<int>(rng.Below(2)), Call::FromIndex(static_cast<int>(rng.Below(5))),
                     static_cast<std::uint32_t>(i)});
  }
  return cases;
}

TEST(CbrCaseIndex, IndexReturnsExactlyWhatBruteForceReturns) {
  const CaseIndex index(RandomCases(11, 3000));
  SplitMix64 rng(5);
  for (std::uint64_t q = 0; q < 300; ++q) {
    // Queries: fresh hands and hands of the base (exact 100% matches and ties).
    const Hand hand = q % 3 == 0 ? index.cases()[rng.Below(3000)].hand : DealAt(99, q).hand(Seat::kEast);
    const int position = 1 + static_cast<int>(q % 2);
    for (const int k : {1, 2, 7, 60, 4000}) {
      const std::optional<std::uint32_t> exclude =
          q % 4 == 0 ? std::optional<std::uint32_t>(rng.Below(3000)) : std::nullopt;
      const auto fast = index.Nearest(hand, position, k, exclude);
      const auto slow = index.NearestBruteForce(hand, position, k, exclude);
      ASSERT_EQ(fast, slow) << "query " << q << ", k " << k;
      ASSERT_EQ(fast.size(), std::min<std::size_t>(k, slow.size()));
      for (std::size_t j = 1; j < fast.size(); ++j) ASSERT_TRUE(MoreSimilar(fast[j - 1], fast[j]));
    }
  }
}

TEST(CbrCaseIndex, ExactTiesGoToTheLowerId) {
  const Hand a = DealAt(3, 0).hand(Seat::kNorth);
  const Hand b = DealAt(3, 1).hand(Seat::kNorth);
  const CaseIndex index({{b, 1, Call::Pass(), 0}, {a, 1, Call::Pass(), 1}, {a, 1, Call::Bid(1, Strain::kClubs), 2}});
  const auto n = index.Nearest(a, 1, 2);
  ASSERT_EQ(n.size(), 2u);
  EXPECT_EQ(n[0].id, 1u);
  EXPECT_EQ(n[1].id, 2u);
  EXPECT_EQ(n[0].similarity, 100 * kSimScale);
}

TEST(CbrCaseIndex, OnlyCasesAtTheQueryPositionAnswer) {
  const Hand a = DealAt(3, 0).hand(Seat::kNorth);
  const CaseIndex index({{a, 3, Call::Pass(), 0}, {a, 1, Call::Bid(1, Strain::kClubs), 1}});
  const auto n = index.Nearest(a, 3, 5);
  ASSERT_EQ(n.size(), 1u);
  EXPECT_EQ(n[0].id, 0u);
  EXPECT_TRUE(index.Nearest(a, 2, 5).empty());
}

TEST(CbrCaseIndex, LeaveOneOutNeverRetrievesTheCaseOrItsCopies) {
  const CaseIndex index(RandomCases(12, 2000));
  std::vector<Neighbour> out;
  for (std::uint32_t id = 0; id < index.size(); ++id) {
    const Case& c = index.cases()[id];
    index.Nearest(index.profile(id), c.position, 20, c.group, out);
    ASSERT_EQ(out.size(), 20u);
    for (const Neighbour& n : out) {
      ASSERT_NE(n.id, id);
      ASSERT_NE(index.cases()[n.id].group, c.group) << "case " << id << " answered by a copy of itself";
    }
  }
}

TEST(CbrCaseIndex, RejectsBadCases) {
  EXPECT_THROW(CaseIndex({{DealAt(3, 0).hand(Seat::kNorth), 5, Call::Pass(), 0}}), Error);
  EXPECT_THROW(CaseIndex({{Hand(), 1, Call::Pass(), 0}}), Error);
}

TEST(CbrLeaveOneOut, CountsMatchAHandMadeBase) {
  // Three hands, two of them copies in one group: leave-one-out answers each
  // from the cases of other groups only.
  const Hand a = DealAt(4, 0).hand(Seat::kNorth), b = DealAt(4, 1).hand(Seat::kNorth);
  const Call one_club = Call::Bid(1, Strain::kClubs);
  const CaseIndex index({{a, 1, Call::Pass(), 0}, {a, 1, Call::Pass(), 0}, {b, 1, one_club, 1}});
  const std::vector<int> ks = {1, 2, 3};
  const SweepResult r = LeaveOneOutSweep(index, ks);
  EXPECT_EQ(r.cases, 3u);
  EXPECT_EQ(r.pass_cases, 2u);
  // k = 1: both copies of a get b's 1C (wrong); b gets a's PASS (wrong).
  EXPECT_EQ(r.plain[0].correct, 0u);
  EXPECT_EQ(r.plain[0].passes, 1u);
  // k = 2 and 3: the copies still see only b (one case); b sees two PASSes.
  EXPECT_EQ(r.plain[1].passes, 1u);
  EXPECT_EQ(r.plain[2].passes, 1u);
  EXPECT_NEAR(r.plain[0].avg_similarity, Similarity(a, b), 1e-9);
}

TEST(CbrLeaveOneOut, KTwoAnswersLikeKOne) {
  const CaseIndex index(RandomCases(13, 1500));
  const std::vector<int> ks = {1, 2};
  const SweepResult r = LeaveOneOutSweep(index, ks);
  EXPECT_EQ(r.plain[0].correct, r.plain[1].correct);
  EXPECT_EQ(r.plain[0].passes, r.plain[1].passes);
  EXPECT_EQ(r.adapted[0].correct, r.adapted[1].correct);
}

TEST(CbrLeaveOneOut, AverageSimilarityFallsWithKAndStaysAPercentage) {
  const CaseIndex index(RandomCases(14, 1500));
  const std::vector<int> ks = {1, 20, 60};
  const SweepResult r = LeaveOneOutSweep(index, ks);
  EXPECT_LE(r.plain[2].avg_similarity, r.plain[1].avg_similarity);
  EXPECT_LE(r.plain[1].avg_similarity, r.plain[0].avg_similarity);
  EXPECT_GT(r.plain[2].avg_similarity, 50.0);  // 60 similarities summed must not overflow
  EXPECT_LE(r.plain[0].avg_similarity, 100.0);
}

}  // namespace
}  // namespace bidlab::cbr
