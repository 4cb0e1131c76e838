#include "eval/match_lin.h"

#include <gtest/gtest.h>

#include "core/error.h"
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

// A log's board numbers as LIN takes them: up to 2^31 − 1 written and read
// back, results and all, even far apart; past it refused before a byte is
// written (the reader would refuse the file).
TEST(MatchLin, WritesBoardNumbersUpToLinsTopAndRefusesThePast) {
  const auto& match = testing::TheSmallMatch();
  MatchLog log = ParseMatchLog(match.log, "small.jsonl");
  ASSERT_GE(log.boards.size(), 2u);
  log.boards.resize(2);
  log.boards[0].board.number = 1;
  log.boards[1].board.number = kMaxLinBoard;
  const LinFile lin = ParseLin(FormatLin(MatchLin(log.summary, log.boards)), "far.lin");
  ASSERT_EQ(lin.records.size(), 4u);
  EXPECT_EQ(lin.records[2].board, "2147483647");
  const LinFile written = MatchLin(log.summary, log.boards);
  EXPECT_EQ(written.results.size(), 4u);  // not two a board from 1 to 2^31 − 1
  for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(lin.records[i].result, written.records[i].result);
  log.boards[1].board.number = 3000000001;
  try {
    MatchLin(log.summary, log.boards);
    ADD_FAILURE() << "board 3000000001 written as LIN";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "cannot write the match as LIN: board 3000000001 is outside LIN's board numbers, 1 to 2147483647");
  }
}

}  // namespace
}  // namespace bidlab
