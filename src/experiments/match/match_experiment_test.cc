// The boards a match plays: the rotation on generated deals, and on boards
// imported from real records the dealer and vulnerability they were played
// with.
#include "experiments/match/match_experiment.h"

#include <gtest/gtest.h>

#include "core/board.h"
#include "data/dealer.h"

namespace bidlab {
namespace {

Dataset ThreeDeals() {
  Dataset d;
  d.header.seed = 5;
  d.header.count = 3;
  for (std::uint64_t i = 0; i < 3; ++i) d.records.push_back({DealAt(5, i), {}});
  return d;
}

TEST(MatchBoardsOf, GeneratedDealsFollowTheRotation) {
  const std::vector<MatchBoard> boards = MatchBoardsOf(ThreeDeals(), {});
  ASSERT_EQ(boards.size(), 3u);
  // Board 2: dealer East, North-South vulnerable; board 3: South, East-West.
  EXPECT_EQ(boards[1].number, 2u);
  EXPECT_EQ(boards[1].dealer, Seat::kEast);
  EXPECT_EQ(boards[1].vulnerability, Vulnerability::kNorthSouth);
  EXPECT_EQ(boards[2].dealer, Seat::kSouth);
  EXPECT_EQ(boards[2].vulnerability, Vulnerability::kEastWest);
}

TEST(MatchBoardsOf, ImportedBoardsKeepTheirDealerAndVulnerability) {
  Dataset d = ThreeDeals();
  d.header.origin = DatasetOrigin::kImported;
  d.header.with_boards = true;
  // Board 17 of a session, dealt by North with nobody vulnerable; one whose
  // record named the vulnerability alone; one that said nothing.
  d.boards = {{17, Seat::kNorth, Vulnerability::kNone}, {0, std::nullopt, Vulnerability::kBoth}, {}};
  const std::vector<MatchBoard> boards = MatchBoardsOf(d, {});
  ASSERT_EQ(boards.size(), 3u);
  EXPECT_EQ(boards[0].number, 1u) << "the position: unique in a match log";
  EXPECT_EQ(boards[0].dealer, Seat::kNorth);
  EXPECT_EQ(boards[0].vulnerability, Vulnerability::kNone);
  EXPECT_EQ(boards[1].dealer, Seat::kEast) << "board 2's by the rotation";
  EXPECT_EQ(boards[1].vulnerability, Vulnerability::kBoth);
  EXPECT_EQ(boards[2].dealer, Seat::kSouth);
  EXPECT_EQ(boards[2].vulnerability, Vulnerability::kEastWest);

  MatchExperimentOptions fixed;
  fixed.vulnerability = Vulnerability::kEastWest;
  for (const MatchBoard& b : MatchBoardsOf(d, fixed)) {
    EXPECT_EQ(b.dealer, Seat::kNorth);
    EXPECT_EQ(b.vulnerability, Vulnerability::kEastWest);
  }
}

}  // namespace
}  // namespace bidlab
