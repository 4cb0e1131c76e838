// Doubled contracts in a duplicate match, from each pair's side: its
// penalty doubles (a double of an opponent's final contract, by the level of
// that contract — a takeout double partner passes counts too: the score
// does not care why), its own contracts doubled, and its sacrifices (its
// doubled contracts that went down, scored against double-dummy par). A
// redoubled contract was doubled first and counts as doubled.
#pragma once

#include <array>
#include <cstddef>

#include "core/call.h"
#include "dd/dds_solver.h"

namespace bidlab {

struct TableResult;

// Doubled contracts and their scores, from one pair's side.
struct DoubledContracts {
  std::size_t count = 0;
  std::size_t made = 0;  // the declarer took at least level + 6 tricks
  long score = 0;        // the sum of the pair's scores on them
  double AverageScore() const { return count == 0 ? 0.0 : static_cast<double>(score) / static_cast<double>(count); }
  DoubledContracts& operator+=(const DoubledContracts& more) {
    count += more.count;
    made += more.made;
    score += more.score;
    return *this;
  }
};

// A pair's sacrifices: its doubled contracts that went down.
struct Sacrifices {
  std::size_t count = 0;
  long score = 0;        // the pair's scores on them
  long against_par = 0;  // the sum of (score − par score), par from the pair's side
  long imps = 0;         // the sum of IMP(score − par score)
  double Average(long sum) const { return count == 0 ? 0.0 : static_cast<double>(sum) / static_cast<double>(count); }
  Sacrifices& operator+=(const Sacrifices& more) {
    count += more.count;
    score += more.score;
    against_par += more.against_par;
    imps += more.imps;
    return *this;
  }
};

struct PairDoubles {
  std::array<DoubledContracts, kNumLevels> penalty{};  // [level − 1]: its doubles of the opponents' contracts
  DoubledContracts own;                                // its own contracts doubled
  Sacrifices sacrifices;
};

// A table's contract from one pair's side, when it was doubled: who
// declared it and whether it made.
struct DoubledTable {
  bool doubled = false;           // doubled or redoubled (not passed out)
  bool declared_by_pair = false;  // the pair's own contract; else the pair's penalty double
  bool made = false;              // the declarer took at least level + 6 tricks
};
DoubledTable DoubledFrom(const TableResult& table, bool pair_is_north_south);

// A pair's penalty doubles at every level together.
DoubledContracts AllPenaltyDoubles(const PairDoubles& pair);

// Adds one table's result to a pair's tally: `pair_is_north_south` says
// which side the pair sat; `par` is the board's (North-South's score).
void TallyDoubles(PairDoubles& pair, const TableResult& table, const DoubleDummyPar& par, bool pair_is_north_south);

}  // namespace bidlab
