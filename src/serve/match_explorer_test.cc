#include "serve/match_explorer.h"

#include <gtest/gtest.h>

#include "eval/match_log_test_util.h"
#include "serve/http_server.h"

namespace bidlab {
namespace {

using testing::TheSmallMatch;

const MatchExplorer& TheMatches() {
  static const MatchExplorer matches({ParseMatchLog(TheSmallMatch().log, "/somewhere/m.jsonl")});
  return matches;
}

TEST(ServeMatchExplorer, ListsEveryBoardWithTheMatchSummary) {
  const ApiResponse r = TheMatches().Matches();
  ASSERT_EQ(r.status, 200) << r.body.dump();
  ASSERT_EQ(r.body["matches"].size(), 1u);
  const nlohmann::json& m = r.body["matches"][0];
  const MatchSummary& s = TheSmallMatch().result.summary;
  EXPECT_EQ(m["name"], "m.jsonl");  // not the folder
  EXPECT_EQ(m["a"], "competitor");
  EXPECT_EQ(m["boards"], 24);
  EXPECT_DOUBLE_EQ(m["imps_per_board"].get<double>(), s.imps_per_board);
  EXPECT_DOUBLE_EQ(m["interval95"][0].get<double>(), s.interval_low);
  EXPECT_DOUBLE_EQ(m["interval95"][1].get<double>(), s.interval_high);
  EXPECT_NE(m["text"].get<std::string>().find("IMPs/board ± "), std::string::npos) << m["text"];
  EXPECT_NE(m["text"].get<std::string>().find("95% interval"), std::string::npos) << m["text"];
  EXPECT_EQ(m["pages"], 1);  // 24 boards: one page of rows
  EXPECT_EQ(m.count("rows"), 0u);
  const ApiResponse page = TheMatches().Rows({{"match", "0"}, {"page", "0"}});
  ASSERT_EQ(page.status, 200) << page.body.dump();
  EXPECT_EQ(TheMatches().Rows({{"match", "0"}, {"page", "1"}}).status, 400);
  EXPECT_EQ(TheMatches().Rows({{"match", "1"}}).status, 404);
  ASSERT_EQ(page.body["rows"].size(), 24u);
  const nlohmann::json& row = page.body["rows"][1];
  const BoardResult& board = TheSmallMatch().result.boards[1];
  EXPECT_EQ(row["board"], 2);
  EXPECT_EQ(row["dealer"], "E");
  EXPECT_EQ(row["vulnerable"], "NS");
  EXPECT_EQ(row["contracts"][0], ContractName(board.tables[0].contract, CallName));
  EXPECT_EQ(row["contracts"][1], ContractName(board.tables[1].contract, CallName));
  EXPECT_EQ(row["scores"], nlohmann::json({board.tables[0].score, board.tables[1].score}));
  EXPECT_EQ(row["imps"], board.imps);
  EXPECT_EQ(row["par"]["score"], board.par.score);
}

TEST(ServeMatchExplorer, ABoardShowsBothTablesInFourColumns) {
  const ApiResponse r = TheMatches().Board({{"match", "0"}, {"board", "2"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  const BoardResult& board = TheSmallMatch().result.boards[1];
  EXPECT_EQ(r.body["board"], 2);
  // Its place in the log: second, between boards 1 and 3.
  EXPECT_EQ(r.body["index"], 1);
  EXPECT_EQ(r.body["previous"], 1);
  EXPECT_EQ(r.body["next"], 3);
  EXPECT_TRUE(TheMatches().Board({{"board", "1"}}).body["previous"].is_null());
  EXPECT_EQ(r.body["dealer"], "E");
  EXPECT_EQ(r.body["vulnerability"], "NS");
  EXPECT_EQ(r.body["hands"].size(), 4u);
  EXPECT_EQ(r.body["dd"]["tricks"].size(), 5u);
  EXPECT_EQ(r.body["par"]["score"], board.par.score);
  EXPECT_EQ(r.body["imps"], board.imps);
  ASSERT_EQ(r.body["tables"].size(), 2u);
  EXPECT_EQ(r.body["tables"][0]["ns"], "competitor");
  EXPECT_EQ(r.body["tables"][1]["ew"], "competitor");
  for (int t = 0; t < 2; ++t) {
    const nlohmann::json& table = r.body["tables"][t];
    const TableResult& played = board.tables[t];
    EXPECT_EQ(table["contract"], ContractName(played.contract, CallName));
    EXPECT_EQ(table["score"], played.score);
    if (!played.contract.IsPassedOut()) {
      EXPECT_EQ(table["declarer"], std::string(1, SeatChar(played.contract.declarer)));
      EXPECT_EQ(table["tricks"], played.tricks);
    }
    // Dealer East: the first row is blank under W and N.
    const nlohmann::json& first = table["grid"]["rows"][0];
    EXPECT_EQ(table["grid"]["dealer"], "E");
    EXPECT_TRUE(first[0].is_null() && first[1].is_null()) << first;
    EXPECT_EQ(first[2], CallName(played.auction.calls()[0]));
  }
}

TEST(ServeMatchExplorer, BadRequestsAreA4xx) {
  EXPECT_EQ(TheMatches().Board({{"board", "2"}}).status, 200);  // match 0 by default
  EXPECT_EQ(TheMatches().Board({}).status, 400);
  EXPECT_EQ(TheMatches().Board({{"board", "two"}}).status, 400);
  EXPECT_EQ(TheMatches().Board({{"board", "25"}}).status, 404);
  EXPECT_EQ(TheMatches().Board({{"match", "1"}, {"board", "2"}}).status, 404);
  EXPECT_EQ(TheMatches().Board({{"match", "-1"}, {"board", "2"}}).status, 400);
  EXPECT_EQ(MatchExplorer().Matches().body["matches"], nlohmann::json::array());
}

TEST(ServeMatchExplorer, TheServerAnswersTheMatchApis) {
  const Explorer explorer({});
  const RequestHandler handler = ExplorerRequestHandler(explorer, TheMatches(), {});
  const HttpFields host = {{"Host", "127.0.0.1"}};
  const HttpResponse list = handler.Answer({"GET", "/api/matches", {}, host});
  EXPECT_EQ(list.status, 200);
  EXPECT_EQ(nlohmann::json::parse(list.body)["matches"][0]["pages"], 1);
  // The boards come a page at a time: all 24 on the first.
  const HttpResponse rows = handler.Answer({"GET", "/api/match_rows", {{"page", "0"}}, host});
  EXPECT_EQ(rows.status, 200);
  EXPECT_EQ(nlohmann::json::parse(rows.body)["rows"].size(), 24u);
  const HttpResponse board = handler.Answer({"GET", "/api/match_board", {{"board", "3"}}, host});
  EXPECT_EQ(board.status, 200);
  EXPECT_EQ(nlohmann::json::parse(board.body)["board"], 3);
  const HttpResponse page = handler.Answer({"GET", "/match_view.js", {}, host});
  EXPECT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("/api/match_board"), std::string::npos);
}

}  // namespace
}  // namespace bidlab
