// Duplicate matches (DESIGN.md §1b): pair A against pair B, each board bid at
// two tables on the same deal, dealer and vulnerability — A North-South
// against B East-West at table 1, B North-South against A East-West at
// table 2. Each table's final contract is played by its real declarer and
// scored double-dummy in full (doubled, redoubled, vulnerable); A wins
// IMP(score₁ − score₂) on the WBF scale, so a pair against itself scores 0
// on every board and A against B is minus B against A board by board.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/auction.h"
#include "core/contract.h"
#include "core/dd_table.h"
#include "core/hand.h"
#include "dd/dds_solver.h"
#include "eval/match_doubles.h"
#include "eval/match_hard.h"
#include "learn/bidder.h"

namespace bidlab {

// A deal as a board of a match.
struct MatchBoard {
  std::uint64_t number = 1;  // the board number (1-based)
  Deal deal;
  DoubleDummyTable table;
  Seat dealer = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
};

struct TableResult {
  Auction auction;
  Contract contract;  // passed out, or the final bid by its real declarer, doubled or not
  int tricks = 0;     // the declarer's double-dummy tricks (0 when passed out)
  int score = 0;      // North-South's score
};

// Scores a complete auction of `board`: its final contract played by the
// real declarer, double-dummy, doubled or not, with the board's vulnerability.
TableResult ScoreAuction(Auction auction, const MatchBoard& board);

// Bids `board` with `north_south` in N and S and `east_west` in E and W
// (both already seated for a contested table) and scores the result.
TableResult PlayTable(Bidder& north_south, Bidder& east_west, const MatchBoard& board);

struct BoardResult {
  std::array<TableResult, 2> tables;  // [0]: A N-S; [1]: B N-S
  DoubleDummyPar par;
  int imps = 0;         // A's IMPs: Imps(tables[0].score - tables[1].score)
  BoardHardFacts hard;  // HardFactsOf(board, tables)
};

// How the contracts of one table fell, and A's IMPs on those boards.
struct TableTally {
  struct Part {
    std::size_t boards = 0;
    long imps = 0;  // A's
  };
  Part declared_by_a, declared_by_b, passed_out;
  std::size_t doubled = 0, redoubled = 0, slams = 0;  // contracts of 6 or 7
};

struct MatchSummary {
  std::string a, b;  // the pairs' names as seated ("sayc", "neural (uncontested)")
  std::size_t boards = 0;
  long total_imps = 0;                                                                 // A's
  double imps_per_board = 0, standard_error = 0, interval_low = 0, interval_high = 0;  // 95%
  std::array<TableTally, 2> tables{};
  // Each pair's average IMPs against par over its 2 × boards table results,
  // from its own side: IMP(own score − par score).
  double a_against_par = 0, b_against_par = 0;
  std::array<PairDoubles, 2> doubles{};     // [0]: A's, [1]: B's, over both tables
  std::array<PairHardDecisions, 2> hard{};  // the same, slams and sacrifices
};

struct MatchResult {
  MatchSummary summary;
  std::vector<BoardResult> boards;  // in the order of the boards given
};

struct MatchOptions {
  int threads = 0;  // 0 = every core; results do not depend on it
};

// Plays every board at both tables (in parallel on clones of A and B, each
// seated through SeatAtContestedTable). Throws IllegalCallError when a bidder
// makes an illegal call, Error with the board number on other failures.
MatchResult PlayMatch(const Bidder& a, const Bidder& b, const std::vector<MatchBoard>& boards,
                      const MatchOptions& options = {});

// The summary of board results (mean, standard error, 95% interval, tallies).
MatchSummary SummariseMatch(const std::string& a, const std::string& b, const std::vector<BoardResult>& results);

// One line of a match's log: everything needed to show the board again
// without the data set — board, dealer, vulnerability, the deal in PBN, the
// double-dummy table, par, both tables (pairs, auction, contract, declarer,
// tricks, score) and A's IMPs.
nlohmann::json BoardLogJson(const MatchSummary& summary, const MatchBoard& board, const BoardResult& result);

}  // namespace bidlab
