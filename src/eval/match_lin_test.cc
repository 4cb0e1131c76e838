#include "eval/match_lin.h"

#include <gtest/gtest.h>

#include "eval/match_log_test_util.h"
#include "io/lin_pbn.h"
#include "io/lin_reader.h"
#include "io/lin_writer.h"

namespace bidlab {
namespace {

TEST(MatchLin, WritesBothTablesOfEveryBoardAsBboReadsThem) {
  const auto& match = testing::TheSmallMatch();
  const MatchLog log = ParseMatchLog(match.log, "small.jsonl");
  const LinFile lin = ParseLin(FormatLin(MatchLin(log.summary, log.boards)), "match.lin");
  ASSERT_EQ(lin.records.size(), 2 * log.boards.size());
  for (std::size_t i = 0; i < log.boards.size(); ++i) {
    const LoggedBoard& b = log.boards[i];
    for (int table = 0; table < 2; ++table) {
      const LinRecord& r = lin.records[2 * i + table];
      const TableResult& t = b.result.tables[table];
      EXPECT_EQ(r.room, table == 0 ? LinRoom::kOpen : LinRoom::kClosed);
      EXPECT_EQ(r.board, std::to_string(b.board.number));
      EXPECT_EQ(r.deal, b.board.deal);
      EXPECT_EQ(r.dealer, b.board.dealer);
      EXPECT_EQ(r.vulnerability, b.board.vulnerability);
      ASSERT_EQ(r.auction.size(), t.auction.calls().size());
      for (std::size_t k = 0; k < r.auction.size(); ++k) EXPECT_EQ(r.auction[k].call, t.auction.calls()[k]);
      // Table 0 seats pair A North-South, table 1 pair B.
      EXPECT_EQ(r.players[ToInt(Seat::kNorth)], table == 0 ? log.summary.a : log.summary.b);
      EXPECT_EQ(r.players[ToInt(Seat::kWest)], table == 0 ? log.summary.b : log.summary.a);
      const auto result = ParseLinResult(r.result);
      ASSERT_TRUE(result) << r.result;
      EXPECT_EQ(result->contract, t.contract);
      if (!t.contract.IsPassedOut()) {
        EXPECT_EQ(result->tricks, t.tricks);
        EXPECT_EQ(r.claim, t.tricks);
      }
    }
  }
}

}  // namespace
}  // namespace bidlab
