// The yardstick of DESIGN.md §1 for one deal: the N-S score of each of the 36
// final calls (PASS, 1C … 7NT) and its cost in IMPs against the best.
//
//   score(PASS) = 0; score(bid) = undoubled duplicate score of the bid played
//                 by the assumed declarer (the better of N and S in the
//                 strain) taking its double-dummy tricks
//   best        = max(0, max over the 35 bids of score)
//   cost(call)  = Imps(best - score(call)), 0 = perfect
//
// The real-declarer variant scores a complete auction as it would be played:
// declared by the player who first named the final strain, doubled or not.
#pragma once

#include <array>
#include <span>

#include "core/auction.h"
#include "core/bridge.h"
#include "core/call.h"
#include "core/contract.h"
#include "core/dd_table.h"
#include "core/imp.h"

namespace bidlab {

struct CostVector {
  std::array<int, kNumFinalCalls> scores{};  // by call index 0..35
  int best = 0;
  std::array<int, kNumFinalCalls> costs{};  // IMPs, >= 0
};

// 36 table lookups for scores and 36 for costs (~0.2 µs a deal measured).
CostVector MakeCostVector(const DoubleDummyTable& table, Vulnerability vulnerability, ImpScale scale = ImpScale::kWbf);

// max(0, best bid's score) with the assumed declarer: the best of a cost vector.
int BestScore(const DoubleDummyTable& table, Vulnerability vulnerability);

// What an auction scores when played by its real declarer.
struct AuctionOutcome {
  Contract contract;  // passed out, or the final bid with its real declarer and doubling
  int score = 0;      // N-S score for the declarer's double-dummy tricks
  int cost = 0;       // Imps(best - score)
};

// Any complete auction (the uncontested ones of the thesis included; in a
// contested one E-W may declare and the contract may be doubled). `best` is
// the deal's best score (CostVector::best). Throws Error if the auction is
// not complete.
AuctionOutcome ScoreWithRealDeclarer(const Auction& auction, const DoubleDummyTable& table, Vulnerability vulnerability,
                                     ImpScale scale, int best);
AuctionOutcome ScoreWithRealDeclarer(const Auction& auction, const DoubleDummyTable& table, Vulnerability vulnerability,
                                     ImpScale scale = ImpScale::kWbf);

// The same for an uncontested auction given by North and South's calls only
// (as UncontestedAuction takes them), without building an Auction: the final
// contract is the last bid, undoubled, declared by RealNorthSouthDeclarer. No
// allocation. Completeness is the caller's business.
AuctionOutcome ScoreUncontestedWithRealDeclarer(std::span<const Call> north_south_calls, const DoubleDummyTable& table,
                                                Vulnerability vulnerability, ImpScale scale, int best);

}  // namespace bidlab
