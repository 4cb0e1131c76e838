#include "eval/match_log.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/error.h"
#include "eval/match_log_test_util.h"
#include "io/file_util.h"

namespace bidlab {
namespace {

using testing::TheSmallMatch;

// The message ParseMatchLog gives for `text`, "" when it reads.
std::string ErrorOf(const std::string& text) {
  try {
    ParseMatchLog(text, "m.jsonl");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// The small match's log with line 2 changed by `edit`.
std::string WithSecondLine(const std::function<void(nlohmann::json&)>& edit) {
  const std::string& log = TheSmallMatch().log;
  const std::size_t start = log.find('\n') + 1, end = log.find('\n', start);
  nlohmann::json line = nlohmann::json::parse(log.substr(start, end - start));
  edit(line);
  return log.substr(0, start) + line.dump() + log.substr(end);
}

TEST(MatchLog, ReadsBackEveryBoardAndTheSameSummary) {
  const auto& m = TheSmallMatch();
  const MatchLog log = ParseMatchLog(m.log, "m.jsonl");
  ASSERT_EQ(log.boards.size(), m.boards.size());
  for (std::size_t i = 0; i < m.boards.size(); ++i) {
    const LoggedBoard& b = log.boards[i];
    EXPECT_EQ(b.board.number, m.boards[i].number);
    EXPECT_EQ(b.board.dealer, m.boards[i].dealer);
    EXPECT_EQ(b.board.vulnerability, m.boards[i].vulnerability);
    EXPECT_EQ(b.board.deal, m.boards[i].deal);
    EXPECT_EQ(b.board.table, m.boards[i].table);
    EXPECT_EQ(b.result.imps, m.result.boards[i].imps);
    EXPECT_EQ(b.result.par.score, m.result.boards[i].par.score);
    for (int t = 0; t < 2; ++t) {
      EXPECT_EQ(b.result.tables[t].auction, m.result.boards[i].tables[t].auction);
      EXPECT_EQ(b.result.tables[t].contract, m.result.boards[i].tables[t].contract);
      EXPECT_EQ(b.result.tables[t].score, m.result.boards[i].tables[t].score);
    }
  }
  // SummariseMatch's figures, not a second derivation of them.
  const MatchSummary& s = log.summary;
  EXPECT_EQ(s.a, "competitor");
  EXPECT_EQ(s.b, m.result.summary.b);
  EXPECT_EQ(s.boards, 24u);
  EXPECT_EQ(s.total_imps, m.result.summary.total_imps);
  EXPECT_DOUBLE_EQ(s.imps_per_board, m.result.summary.imps_per_board);
  EXPECT_DOUBLE_EQ(s.interval_low, m.result.summary.interval_low);
  EXPECT_DOUBLE_EQ(s.interval_high, m.result.summary.interval_high);
  EXPECT_DOUBLE_EQ(s.a_against_par, m.result.summary.a_against_par);
  // The competitor doubles: the log holds more than passes and bids.
  EXPECT_GT(s.tables[0].doubled + s.tables[1].doubled, 0u);
}

TEST(MatchLog, AMalformedLineNamesTheFileTheLineAndWhatWasExpected) {
  const std::string& log = TheSmallMatch().log;
  EXPECT_EQ(ErrorOf(""), "m.jsonl: no boards: expected one JSON line a board, as `bidlab match --log` writes");
  EXPECT_EQ(ErrorOf(log.substr(0, log.find('\n') + 1) + "{\"board\": 2,"),
            "m.jsonl:2: not JSON: parse error at line 1, column 13: syntax error while parsing object key - "
            "unexpected end of input; expected string literal");
  EXPECT_EQ(ErrorOf(log + "\n"), "m.jsonl:25: a blank line: expected one board a line, as `bidlab match --log` writes");
  EXPECT_EQ(ErrorOf("[1, 2]\n"), "m.jsonl:1: expected a JSON object (one board), found [1,2]");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j.erase("deal"); })), "m.jsonl:2: no \"deal\" field");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["board"] = "two"; })),
            "m.jsonl:2: board: expected a whole number from 1 to 9007199254740992, found \"two\"");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["dealer"] = "X"; })),
            "m.jsonl:2: dealer: expected N, E, S or W, found \"X\"");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["vulnerable"] = "sometimes"; })),
            "m.jsonl:2: vulnerable: expected one of none (or -, love), ns, ew, both (or all); any case, found "
            "\"sometimes\"");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["dd_table"]["E"]["NT"] = 14; })),
            "m.jsonl:2: dd_table.E.NT: expected a whole number from 0 to 13, found 14");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["tables"][1]["auction"][0] = "8C"; })),
            "m.jsonl:2: tables[1].auction[0]: expected a call (PASS, 1C … 7NT, X, XX), found \"8C\"");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) {
              j["tables"][0]["auction"] = {"PASS", "PASS", "PASS"};
            })),
            "m.jsonl:2: tables[0].auction: the auction is not over");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["tables"][0]["auction"] = {"XX"}; })),
            "m.jsonl:2: tables[0].auction[0]: XX: there is no bid to redouble (dealer E)");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["tables"] = "both"; })),
            "m.jsonl:2: tables: expected an array of the two tables, found \"both\"");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["tables"][1]["ns"] = "someone"; })),
            "m.jsonl:2: tables[1]: expected the pairs of table 1 swapped (ns \"" + TheSmallMatch().result.summary.b +
                "\", ew \"competitor\")");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["imps"] = j["imps"].template get<int>() + 1; })).substr(0, 25),
            "m.jsonl:2: imps: expected");
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["board"] = 1; })), "m.jsonl:2: board 1 again (first on line 1)");
}

TEST(MatchLog, FiguresThatDisagreeWithTheAuctionAreRefused) {
  // Board 2: dealer East, N-S vulnerable; table 1's contract as logged.
  const std::string& log = TheSmallMatch().log;
  const std::size_t start = log.find('\n') + 1;
  const nlohmann::json line = nlohmann::json::parse(log.substr(start, log.find('\n', start) - start));
  const std::string contract = line["tables"][0]["contract"];
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["tables"][0]["contract"] = "7NTXX"; })),
            "m.jsonl:2: tables[0].contract: expected \"" + contract + "\" (what the auction reaches), found \"7NTXX\"");
  const TableResult& played = TheSmallMatch().result.boards[1].tables[0];
  EXPECT_EQ(ErrorOf(WithSecondLine(
                [](auto& j) { j["tables"][0]["score"] = j["tables"][0]["score"].template get<int>() + 10; })),
            "m.jsonl:2: tables[0].score: expected " + std::to_string(played.score) + " (North-South's score of " +
                ContractName(played.contract) + ", vulnerable NS), found " + std::to_string(played.score + 10));
  const int par = TheSmallMatch().result.boards[1].par.score;
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["par"]["score"] = 5000; })),
            "m.jsonl:2: par.score: expected " + std::to_string(par) +
                " (par of the double-dummy table, dealer E), found 5000");
  const nlohmann::json contracts = TheSmallMatch().result.boards[1].par.contracts;
  EXPECT_EQ(ErrorOf(WithSecondLine([](auto& j) { j["par"]["contracts"] = {"7N-NS"}; })),
            "m.jsonl:2: par.contracts: expected " + contracts.dump() + " (DDS's par contracts), found [\"7N-NS\"]");
}

TEST(MatchLog, AFileThatCannotBeReadIsAnError) { EXPECT_THROW(ReadMatchLog("/nonexistent/m.jsonl"), Error); }

TEST(MatchLog, ALineNestedTooDeepIsRefusedNotACrash) {
  EXPECT_EQ(ErrorOf(std::string(100000, '[') + std::string(100000, ']') + "\n"),
            "m.jsonl:1: not JSON: nested more than 64 levels deep");
  // Within the bound, the value is quoted as any other.
  EXPECT_EQ(ErrorOf(std::string(60, '[') + std::string(60, ']') + "\n"),
            "m.jsonl:1: expected a JSON object (one board), found " + std::string(40, '[') + "…");
}

TEST(MatchLog, ReadingAFileConfirmsItsTablesAndStopsAtALongLine) {
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_match_log_read.jsonl").string();
  WriteFileAtomically(path, TheSmallMatch().log);
  const MatchLog log = ReadMatchLog(path);
  EXPECT_EQ(log.boards.size(), 24u);
  // The small match is the standard set's first boards: every table confirmed by the set, none re-solved.
  EXPECT_EQ(log.tables_shipped, 24u);
  EXPECT_EQ(log.tables_resolved, 0u);
  EXPECT_EQ(
      MatchLogChecked(log),
      "24 boards, every line checked; double-dummy tables confirmed: 24 by the shipped data sets', 0 re-solved by DDS");
  EXPECT_EQ(log.boards[2].line, 3);
  WriteFileAtomically(path, TheSmallMatch().log + std::string(kMaxMatchLogLineBytes + 1, ' '));
  try {
    ReadMatchLog(path);
    ADD_FAILURE() << "a line longer than the bound was read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.what(), path + ":25: a line longer than 65536 bytes (expected at most that)");
  }
  std::filesystem::remove(path);
}

// A careful hand edit: board 3's table changed, and every trick, score, IMP
// and par on its line made to follow (the match replayed on the edited
// table). Each line's own checks pass; DDS on the line's deal does not.
TEST(MatchLog, AnEditedTableWithMatchingFiguresIsFoundByReSolvingTheDeal) {
  const auto& m = TheSmallMatch();
  std::vector<MatchBoard> boards = m.boards;
  DoubleDummyTable& table = boards[2].table;
  for (int s = 0; s < kNumSeats; ++s)
    for (int st = 0; st < kNumStrains; ++st) {
      const int tricks = table.Tricks(SeatAt(s), StrainAt(st));
      table.Set(SeatAt(s), StrainAt(st), IsNorthSouth(SeatAt(s)) ? std::min(tricks + 1, 13) : std::max(tricks - 1, 0));
    }
  const MatchResult edited = PlayMatch(testing::Competitor(), *MakeBidder("sayc"), boards, {.threads = 1});
  std::string text;
  for (std::size_t i = 0; i < boards.size(); ++i)
    text += BoardLogJson(edited.summary, boards[i], edited.boards[i]).dump() + "\n";
  const MatchLog log = ParseMatchLog(text, "m.jsonl");
  EXPECT_EQ(log.boards[2].board.table, table);
  const DdsSolver solver(1);
  try {
    CheckMatchLogTables(log, solver, 24);  // every board
    ADD_FAILURE() << "the edited table was taken as DDS's";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 3);
    EXPECT_TRUE(e.detail().starts_with("dd_table.")) << e.what();
    EXPECT_NE(e.detail().find("but DDS makes it"), std::string::npos) << e.what();
  }
  // The true log passes, whole or sampled (boards 1, 5, 10, 15, 20 of 24),
  // or sampled among the boards a reference did not confirm.
  const MatchLog truth = ParseMatchLog(m.log, "m.jsonl");
  EXPECT_EQ(CheckMatchLogTables(truth, solver, 24), 24u);
  EXPECT_EQ(CheckMatchLogTables(truth, solver, 5), 5u);
  std::vector<bool> confirmed(24, true);
  confirmed[3] = confirmed[17] = false;
  EXPECT_EQ(CheckMatchLogTables(truth, solver, 5, {}, confirmed), 2u);
}

// The same edit on a deal of the standard set is found without DDS, by the
// set's own table; a reference that holds none of the deals confirms none.
TEST(MatchLog, AnEditedTableOfAStandardDealIsFoundByTheStandardSet) {
  const auto& m = TheSmallMatch();
  const Dataset standard = LoadDataset("standard");
  const MatchLog truth = ParseMatchLog(m.log, "m.jsonl");
  EXPECT_EQ(CheckMatchLogTablesAgainst(truth, standard, "the standard set"), std::vector<bool>(24, true));
  EXPECT_EQ(CheckMatchLogTablesAgainst(truth, Dataset{}, "nothing"), std::vector<bool>(24, false));

  std::vector<MatchBoard> boards = m.boards;
  DoubleDummyTable& table = boards[6].table;
  for (int st = 0; st < kNumStrains; ++st) {
    for (const Seat seat : {Seat::kNorth, Seat::kSouth})
      table.Set(seat, StrainAt(st), std::min(table.Tricks(seat, StrainAt(st)) + 1, 13));
    for (const Seat seat : {Seat::kEast, Seat::kWest})
      table.Set(seat, StrainAt(st), std::max(table.Tricks(seat, StrainAt(st)) - 1, 0));
  }
  const MatchResult edited = PlayMatch(testing::Competitor(), *MakeBidder("sayc"), boards, {.threads = 1});
  std::string text;
  for (std::size_t i = 0; i < boards.size(); ++i)
    text += BoardLogJson(edited.summary, boards[i], edited.boards[i]).dump() + "\n";
  const std::string path = (std::filesystem::temp_directory_path() / "bidlab_match_log_edited.jsonl").string();
  WriteFileAtomically(path, text);
  try {
    ReadMatchLog(path);
    ADD_FAILURE() << "the edited table was taken as the standard set's";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 7);
    EXPECT_NE(e.detail().find("but standard.bdl.xz makes it"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace bidlab
