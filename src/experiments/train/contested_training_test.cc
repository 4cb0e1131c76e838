// The teacher's auctions the four-seat learner imitates: the match
// engine's own auctions, whatever the thread count.
#include "experiments/train/contested_training.h"

#include <gtest/gtest.h>

#include "eval/contested_auction.h"
#include "eval/match_boards_test_util.h"
#include "eval/uncontested_seat.h"

namespace bidlab {
namespace {

TEST(TeacherBoards, AreTheMatchEnginesAuctionsOnAnyThreads) {
  const std::vector<MatchBoard> boards = testing::FirstStandardBoards(150);
  const std::unique_ptr<Bidder> sayc = MakeContestedBidder("sayc");
  const auto one = TeacherBoards(boards, *sayc, 1);
  const auto two = TeacherBoards(boards, *sayc, 2);
  ASSERT_EQ(one.size(), boards.size());
  const TableSeats seats{sayc.get(), sayc.get(), sayc.get(), sayc.get()};
  int contested = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const Auction expected = BidContested(seats, boards[i].deal, boards[i].dealer, boards[i].vulnerability);
    EXPECT_EQ(one[i].auction, expected) << "board " << boards[i].number;
    EXPECT_EQ(two[i].auction, expected) << "board " << boards[i].number;
    EXPECT_EQ(one[i].dealer, boards[i].dealer);
    EXPECT_EQ(one[i].vulnerability, boards[i].vulnerability);
    bool bid[2] = {false, false};
    for (int k = 0; k < expected.size(); ++k)
      if (expected.calls()[static_cast<std::size_t>(k)].IsBid()) bid[ToInt(expected.SeatOfCall(k)) & 1] = true;
    contested += bid[0] && bid[1];
  }
  EXPECT_GT(contested, 30) << "both sides bid on many boards";
}

TEST(TeacherBoards, CheckpointBesideTheOutput) {
  EXPECT_EQ(ContestedCheckpointPath("out/c.model"), "out/c.model.checkpoint");
}

}  // namespace
}  // namespace bidlab
