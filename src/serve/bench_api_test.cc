#include "serve/bench_api.h"

#include <gtest/gtest.h>

#include "core/board.h"
#include "data/dealer.h"
#include "serve/api_params.h"

namespace bidlab {
namespace {

std::vector<MatchBoard> Boards(std::size_t count) {
  std::vector<MatchBoard> boards;
  for (std::size_t i = 0; i < count; ++i) {
    MatchBoard b;
    b.number = i + 1;
    b.deal = DealAt(7, i);
    b.dealer = BoardDealer(b.number);
    b.vulnerability = BoardVulnerability(b.number);
    boards.push_back(b);
  }
  return boards;
}

std::string Field(const HttpFields& fields, const std::string& name) {
  for (const auto& [key, value] : fields)
    if (key == name) return value;
  ADD_FAILURE() << "no " << name;
  return {};
}

TEST(BenchApiRequests, EachAsksTheSeatToCallWithItsHandPartWayThroughTheAuction) {
  const std::vector<MatchBoard> boards = Boards(40);
  const std::vector<HttpFields> requests = BenchApiRequests(boards, 1);
  ASSERT_EQ(requests.size(), boards.size());
  bool first_call = false, later_call = false;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const HttpFields& r = requests[i];
    const Seat dealer = ParseSeatParam("dealer", Field(r, "dealer"));
    EXPECT_EQ(dealer, boards[i].dealer);
    EXPECT_EQ(Field(r, "vulnerable"), VulnerabilityName(boards[i].vulnerability));
    const Auction auction = ParseAuctionParam("auction", Field(r, "auction"), dealer);
    EXPECT_FALSE(auction.IsComplete());
    const Seat seat = ParseSeatParam("seat", Field(r, "seat"));
    EXPECT_EQ(seat, auction.NextToCall());
    EXPECT_EQ(ParseHandParam("hand", Field(r, "hand")), boards[i].deal.hand(seat));
    (auction.size() == 0 ? first_call : later_call) = true;
  }
  EXPECT_TRUE(first_call);
  EXPECT_TRUE(later_call);
}

TEST(BenchApiRequests, TheSeedFixesTheRequests) {
  const std::vector<MatchBoard> boards = Boards(40);
  EXPECT_EQ(BenchApiRequests(boards, 1), BenchApiRequests(boards, 1));
  EXPECT_NE(BenchApiRequests(boards, 1), BenchApiRequests(boards, 2));
}

}  // namespace
}  // namespace bidlab
