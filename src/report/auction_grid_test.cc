#include "report/auction_grid.h"

#include <gtest/gtest.h>

namespace bidlab {
namespace {

Auction AuctionOf(Seat dealer, std::initializer_list<const char*> calls) {
  Auction auction(dealer);
  for (const char* call : calls) auction.Add(*ParseCall(call));
  return auction;
}

TEST(ReportAuctionGrid, ColumnsAreWestNorthEastSouth) {
  EXPECT_EQ(AuctionColumn(Seat::kWest), 0);
  EXPECT_EQ(AuctionColumn(Seat::kNorth), 1);
  EXPECT_EQ(AuctionColumn(Seat::kEast), 2);
  EXPECT_EQ(AuctionColumn(Seat::kSouth), 3);
}

TEST(ReportAuctionGrid, DealerEastLeavesWestAndNorthBlankInTheFirstRow) {
  // E 1H, S X, W 2H, N 2S, E pass, S 4S, then three passes.
  const nlohmann::json j = AuctionGridJson(AuctionOf(Seat::kEast, {"1H", "X", "2H", "2S", "P", "4S", "P", "P", "P"}));
  EXPECT_EQ(j["columns"], nlohmann::json({"W", "N", "E", "S"}));
  EXPECT_EQ(j["dealer"], "E");
  const nlohmann::json rows = {
      {nullptr, nullptr, "1H", "X"}, {"2H", "2S", "PASS", "4S"}, {"PASS", "PASS", "PASS", nullptr}};
  EXPECT_EQ(j["rows"], rows);
}

TEST(ReportAuctionGrid, DealerWestFillsWholeRowsAndAPassOutIsOneRow) {
  const nlohmann::json j = AuctionGridJson(AuctionOf(Seat::kWest, {"P", "P", "P", "P"}));
  EXPECT_EQ(j["rows"], nlohmann::json({{"PASS", "PASS", "PASS", "PASS"}}));
}

TEST(ReportAuctionGrid, DealerNorthLeavesWestBlankAndAnUnfinishedAuctionIsPadded) {
  const nlohmann::json j = AuctionGridJson(AuctionOf(Seat::kNorth, {"1NT", "P", "3NT", "P", "P"}));
  const nlohmann::json rows = {{nullptr, "1NT", "PASS", "3NT"}, {"PASS", "PASS", nullptr, nullptr}};
  EXPECT_EQ(j["rows"], rows);
}

TEST(ReportAuctionGrid, AnEmptyAuctionHasNoRows) {
  EXPECT_EQ(AuctionGridJson(Auction(Seat::kSouth))["rows"], nlohmann::json::array());
}

}  // namespace
}  // namespace bidlab
