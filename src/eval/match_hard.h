// The hard decisions of a duplicate match, from each pair's side, beside its
// doubles (match_doubles.h):
//  - its slams: its own final contracts at the six level (small) or seven
//    (grand), how many made and how many went down;
//  - the makeable slams it missed: tables where its side takes 12 or more
//    tricks double-dummy in some strain (either partner declaring) and it
//    made no bid at the six level or above;
//  - how its sacrifices (its doubled contracts that went down) compare with
//    the contract they outbid — the opponents' last bid before it, played
//    undoubled by its real declarer: cheaper when the sacrifice cost less
//    than that contract would have scored, a phantom when that contract
//    would have gone down anyway.
#pragma once

#include <array>
#include <cstddef>

namespace bidlab {

struct MatchBoard;
struct TableResult;

// The contract the declaring side outbid at one table: the opponents' last bid.
struct Outbid {
  bool any = false;  // the declarer's opponents made a bid before the final contract
  bool made = false;
  int score = 0;  // North-South's score of that bid, undoubled, by its real declarer, double-dummy
};

// What a board's hard decisions need from its deal, beside the two tables.
struct BoardHardFacts {
  std::array<int, 2> most_tricks{};  // [0]: North-South's, [1]: East-West's — most tricks in any strain
  std::array<Outbid, 2> outbid{};    // per table
};

BoardHardFacts HardFactsOf(const MatchBoard& board, const std::array<TableResult, 2>& tables);

// The contract the declarer's side outbid at a table (nothing when its
// opponents never bid or the board was passed out).
Outbid OutbidAt(const TableResult& table, const MatchBoard& board);

inline constexpr int kSlamTricks = 12;

struct PairHardDecisions {
  std::size_t small_slams = 0, grand_slams = 0;  // its own final contracts at 6 and 7
  std::size_t slams_made = 0, slams_down = 0;
  std::size_t makeable_slams = 0;  // tables where its side takes 12+ tricks double-dummy
  std::size_t slams_missed = 0;    // of those, the tables where it bid no slam
  std::size_t sacrifices = 0;      // its doubled contracts that went down
  std::size_t cheaper = 0;         // of those, the ones that cost less than the contract they outbid
  std::size_t phantoms = 0;        // of those, the ones over a contract that would have gone down
  std::size_t Slams() const { return small_slams + grand_slams; }
  PairHardDecisions& operator+=(const PairHardDecisions& more);
};

// Adds table `table` (0 or 1) of a board to a pair's tally;
// `pair_is_north_south` says which side the pair sat there.
void TallyHardDecisions(PairHardDecisions& pair, const TableResult& result, const BoardHardFacts& facts, int table,
                        bool pair_is_north_south);

}  // namespace bidlab
