#include "eval/match_doubles.h"

#include "core/imp.h"
#include "eval/duplicate_match.h"

namespace bidlab {

DoubledContracts AllPenaltyDoubles(const PairDoubles& pair) {
  DoubledContracts all;
  for (const DoubledContracts& d : pair.penalty) all += d;
  return all;
}

DoubledTable DoubledFrom(const TableResult& table, bool pair_is_north_south) {
  const Contract& contract = table.contract;
  if (contract.IsPassedOut() || contract.doubling == Doubling::kUndoubled) return {};
  return {true, IsNorthSouth(contract.declarer) == pair_is_north_south, table.tricks >= contract.TricksNeeded()};
}

void TallyDoubles(PairDoubles& pair, const TableResult& table, const DoubleDummyPar& par, bool pair_is_north_south) {
  const DoubledTable doubled = DoubledFrom(table, pair_is_north_south);
  if (!doubled.doubled) return;
  const int score = pair_is_north_south ? table.score : -table.score;
  DoubledContracts& tally = doubled.declared_by_pair ? pair.own : pair.penalty[table.contract.level - 1];
  ++tally.count;
  tally.made += doubled.made;
  tally.score += score;
  if (!doubled.declared_by_pair || doubled.made) return;
  const int par_score = pair_is_north_south ? par.score : -par.score;
  Sacrifices& s = pair.sacrifices;
  ++s.count;
  s.score += score;
  s.against_par += score - par_score;
  s.imps += Imps(score - par_score);
}

}  // namespace bidlab
