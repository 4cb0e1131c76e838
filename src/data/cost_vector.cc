#include "data/cost_vector.h"

#include <algorithm>

#include "core/scoring.h"

namespace bidlab {

CostVector MakeCostVector(const DoubleDummyTable& table, Vulnerability vulnerability, ImpScale scale) {
  CostVector v;
  int best = 0;  // PASS
  for (int i = 0; i < kNumFinalCalls; ++i) {
    v.scores[i] = NorthSouthScoreOfFinalCall(Call::FromIndex(i), table, vulnerability);
    best = std::max(best, v.scores[i]);
  }
  v.best = best;
  for (int i = 0; i < kNumFinalCalls; ++i) v.costs[i] = Imps(best - v.scores[i], scale);
  return v;
}

int BestScore(const DoubleDummyTable& table, Vulnerability vulnerability) {
  int best = 0;
  for (int i = 1; i < kNumFinalCalls; ++i)
    best = std::max(best, NorthSouthScoreOfFinalCall(Call::FromIndex(i), table, vulnerability));
  return best;
}

namespace {

AuctionOutcome Outcome(const Contract& contract, const DoubleDummyTable& table, Vulnerability vulnerability,
                       ImpScale scale, int best) {
  AuctionOutcome outcome;
  outcome.contract = contract;
  if (!contract.IsPassedOut())
    outcome.score = NorthSouthScore(contract, table.Tricks(contract.declarer, contract.strain), vulnerability);
  outcome.cost = Imps(best - outcome.score, scale);
  return outcome;
}

}  // namespace

AuctionOutcome ScoreWithRealDeclarer(const Auction& auction, const DoubleDummyTable& table, Vulnerability vulnerability,
                                     ImpScale scale, int best) {
  return Outcome(FinalContract(auction), table, vulnerability, scale, best);
}

AuctionOutcome ScoreWithRealDeclarer(const Auction& auction, const DoubleDummyTable& table, Vulnerability vulnerability,
                                     ImpScale scale) {
  return ScoreWithRealDeclarer(auction, table, vulnerability, scale, BestScore(table, vulnerability));
}

AuctionOutcome ScoreUncontestedWithRealDeclarer(std::span<const Call> north_south_calls, const DoubleDummyTable& table,
                                                Vulnerability vulnerability, ImpScale scale, int best) {
  const auto declarer = RealNorthSouthDeclarer(north_south_calls);
  if (!declarer) return Outcome(Contract::PassedOut(), table, vulnerability, scale, best);
  Call last_bid;
  for (const Call call : north_south_calls)
    if (call.IsBid()) last_bid = call;
  return Outcome(Contract::Of(last_bid, *declarer), table, vulnerability, scale, best);
}

}  // namespace bidlab
