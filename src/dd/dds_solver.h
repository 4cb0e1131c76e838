// The one adapter over DDS (Haglund & Hein's double-dummy solver, Debian's
// libdds). Nothing else in bidlab includes <dds/dll.h>: this file owns the
// conversion to DDS's orders, the batching, threads and error translation.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/dd_table.h"
#include "core/hand.h"

namespace bidlab {

// DDS's orders differ from bidlab's (bridge.h): hands N,E,S,W = 0..3 (same),
// suits spades first (S,H,D,C = 0..3), strains S,H,D,C,NT = 0..4, and card
// masks put rank r at bit r+2 (deuce 0x0004 … ace 0x4000).
int DdsSuitIndex(Suit s);
int DdsStrainIndex(Strain s);
int DdsHandIndex(Seat s);
unsigned DdsRankMask(unsigned bidlab_rank_mask);

class DdsSolver {
 public:
  // threads = 0 uses every core. DDS keeps library-wide state, so solvers
  // serialise their calls into it.
  explicit DdsSolver(int threads = 0);

  int threads() const { return threads_; }
  // Full 20-result tables, solved in batches of DDS's maximum (40 deals).
  // Throws Error with DDS's own message if DDS refuses a deal.
  std::vector<DoubleDummyTable> Solve(std::span<const Deal> deals) const;

  // DDS's largest batch of full tables per call (MAXNOOFTABLES).
  static int MaxBatch();

 private:
  int threads_;
};

// The double-dummy par of a deal (DDS's DealerPar): the score both sides
// reach when each bids its best and the other defends or sacrifices
// optimally, the dealer's side speaking first (sacrifices doubled).
struct DoubleDummyPar {
  int score = 0;  // from North-South's side, whoever deals
  // DDS's contract strings: level, strain (C D H S N), "*" when doubled,
  // the declarer(s) (N E S W NS EW), then "+k" overtricks or "-k" down:
  // "4S*-EW-1", "3N-NS", "4N-W+1". Empty when the deal is passed out at par.
  std::vector<std::string> contracts;
};
DoubleDummyPar ParOf(const DoubleDummyTable& table, Seat dealer, Vulnerability vulnerability);
// One of DDS's par contracts as people read a contract (core/contract.h's
// spelling): "4S*-EW-1" -> "4♠X by EW -1", "3N-NS" -> "3NT by NS"; the text
// unchanged when it is not one.
std::string ParContractName(const std::string& dds_contract);
// Every par contract so, joined by ", "; "passed out" when there is none.
std::string ParContractsText(const std::vector<std::string>& dds_contracts);
// DDS's vulnerability code (0 None, 1 Both, 2 NS, 3 EW).
int DdsVulnerability(Vulnerability v);

// The loop a DDS user writes by hand, for benchmarks: the deals are converted
// to DDS's form before the clock starts, then solved with CalcAllTables in
// batches of 40 on `threads` threads; returns the seconds spent solving.
double TimeBareDdsLoop(std::span<const Deal> deals, int threads);

}  // namespace bidlab
