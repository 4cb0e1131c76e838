// The uncontested game (DESIGN.md §1) as a vectorised environment for
// reinforcement learning: many tables bid at once, North and South acting in
// turn, East and West always passing; an auction's reward is minus its cost
// in IMPs (the yardstick's cost, as Evaluate scores it). Every buffer holds
// one row per table and is rewritten in place by Reset and Step, so callers
// (numpy) read them without copying. Observations: eval/uncontested_observation.h.
//
// A finished table starts its next deal within the same Step (its row then
// shows the new deal, `done` and `reward` the finished one). Deals are drawn
// uniformly with replacement from SplitMix64(seed), or in order (table i
// bids deals i, i + n, … of the list, then starts again) for evaluation.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/one_thread_at_a_time.h"
#include "data/dealer.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "eval/uncontested_observation.h"

namespace bidlab {

struct UncontestedEnvOptions {
  std::size_t num_envs = 1;
  std::uint64_t seed = 0;
  bool sequential = false;                         // deals in order instead of drawn at random
  DeclarerRule declarer = DeclarerRule::kAssumed;  // the real declarer needs the deals' tables
  ImpScale scale = ImpScale::kWbf;                 // for the real declarer (costs carry their own)
};

class UncontestedEnv {
 public:
  // Throws Error when there are no deals or tables, or the real declarer is
  // asked for deals without tables.
  UncontestedEnv(std::vector<ScoredDeal> deals, const UncontestedEnvOptions& options);

  std::size_t num_envs() const { return options_.num_envs; }
  std::size_t num_deals() const { return deals_.size(); }

  // Every table starts a new deal (the sequence restarts from the seed).
  // Reset and Step: one thread at a time (another thread inside either gets
  // an Error).
  void Reset();
  // actions[i] = call index (0 PASS, 1..35 the bids) of table i's caller.
  // Throws IllegalCallError naming the first table whose call is not legal,
  // before changing any table.
  void Step(std::span<const std::int64_t> actions);

  // Observation rows (num_envs of each; see uncontested_observation.h).
  const std::uint8_t* hand() const { return hand_.data(); }
  const std::uint8_t* seat() const { return seat_.data(); }
  const std::uint8_t* bids() const { return bids_.data(); }
  const std::uint8_t* legal() const { return legal_.data(); }
  // The last Step's outcome per table: reward = −cost in IMPs of the
  // auction it finished (0 when not finished), done = 1 when finished,
  // final_call = its final contract's call index (-1 when not finished).
  const float* reward() const { return reward_.data(); }
  const std::uint8_t* done() const { return done_.data(); }
  const std::int16_t* final_call() const { return final_call_.data(); }
  // The deal each table is bidding now (ScoredDeal::id).
  const std::int64_t* deal_id() const { return deal_id_.data(); }

 private:
  // What one table's auction is: North and South's calls so far.
  struct TableState {
    std::uint32_t deal = 0;
    std::uint8_t last_bid = 0;   // index of the last bid, 0 = none
    std::uint8_t num_calls = 0;  // North and South's calls so far
    std::array<Call, kNumFinalCalls + 2> calls{};
  };

  std::uint32_t NextDeal(std::size_t table);
  void StartDeal(std::size_t table);
  void WriteRow(std::size_t table);
  int FinishCost(const TableState& state, Call final_call) const;

  std::vector<ScoredDeal> deals_;
  UncontestedEnvOptions options_;
  std::vector<std::uint8_t> cards_;  // per deal: North's 52 card bytes, then South's
  std::vector<TableState> tables_;
  SplitMix64 rng_{0};
  std::uint64_t next_in_order_ = 0;
  OneThreadAtATime in_use_;  // Reset and Step rewrite every buffer

  std::vector<std::uint8_t> hand_, seat_, bids_, legal_, done_;
  std::vector<float> reward_;
  std::vector<std::int16_t> final_call_;
  std::vector<std::int64_t> deal_id_;
};

}  // namespace bidlab
