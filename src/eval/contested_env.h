// The four-seat game (DESIGN.md §1b) as a vectorised environment for
// reinforcement learning: many tables bid at once, each on a board with its
// own dealer and vulnerability. The agent calls either for all four seats
// (self-play) or for one side while a fixed bidlab bidder calls for the
// other; the environment makes that bidder's calls itself, so every
// observation is the agent's turn. At the end of an auction its final
// contract is scored double-dummy by its real declarer (ScoreAuction,
// eval/duplicate_match.h: the match's own scoring) and the reward is the
// IMPs (WBF) of the agent's side against a target: the board's double-dummy
// par (DDS, the board's dealer and vulnerability), or the score of a
// reference table where one fixed bidder calls for all four seats (the
// other table of a duplicate match). In self-play the agent's side is
// North-South. Observations: eval/contested_observation.h.
//
// Buffers hold one row per table and are rewritten in place by Reset and
// Step, so numpy reads them without copying. A finished table starts its
// next board within the same Step (its row then shows the new board,
// `done`, `reward` and `score` the finished one). Boards are drawn uniformly
// with replacement from SplitMix64(seed), or in order (table i bids boards
// i, i + n, … then starts again).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/one_thread_at_a_time.h"
#include "data/dealer.h"
#include "eval/contested_observation.h"
#include "eval/duplicate_match.h"

namespace bidlab {

struct ContestedEnvOptions {
  std::size_t num_envs = 1;
  std::uint64_t seed = 0;
  bool sequential = false;  // boards in order instead of drawn at random
  // The other side's bidder (any bidder: seated through SeatAtContestedTable);
  // null: the agent calls for all four seats.
  std::shared_ptr<const Bidder> opponent;
  bool agent_north_south = true;  // the agent's side when there is an opponent
  // Null: rewards against par; otherwise against the table where this
  // bidder calls for all four seats.
  std::shared_ptr<const Bidder> reference;
  std::uint64_t first = 0;  // deal_id = board number − 1 − first (the data set's first deal)
};

class ContestedEnv {
 public:
  // Throws Error when there are no boards or no tables.
  ContestedEnv(std::vector<MatchBoard> boards, const ContestedEnvOptions& options);

  std::size_t num_envs() const { return options_.num_envs; }
  std::size_t num_boards() const { return boards_.size(); }

  // Every table starts a new board (the sequence restarts from the seed).
  // Reset and Step: one thread at a time (another thread inside either gets
  // an Error).
  void Reset();
  // actions[i] = call index 0-37 of table i's caller. Throws IllegalCallError
  // naming the first table whose call is not legal, before changing any table.
  void Step(std::span<const std::int64_t> actions);

  // Observation rows (num_envs of each; see contested_observation.h).
  const std::uint8_t* hand() const { return hand_.data(); }
  const std::uint8_t* seat() const { return seat_.data(); }
  const std::uint8_t* dealer() const { return dealer_.data(); }
  const std::uint8_t* vulnerability() const { return vulnerability_.data(); }
  const std::uint8_t* bids() const { return bids_.data(); }
  const std::uint8_t* passes() const { return passes_.data(); }
  const std::int8_t* auction() const { return auction_.data(); }
  const std::uint8_t* legal() const { return legal_.data(); }
  // The last Step's outcome per table: reward = the agent side's IMPs
  // against the target for the auction it finished (0 when not finished),
  // done = 1 when finished, score = North-South's score of that auction.
  const float* reward() const { return reward_.data(); }
  const std::uint8_t* done() const { return done_.data(); }
  const std::int32_t* score() const { return score_.data(); }
  // The deal each table is bidding now (its position in the data set).
  const std::int64_t* deal_id() const { return deal_id_.data(); }

 private:
  struct TableState {
    std::uint32_t board = 0;
    Auction auction;
  };

  bool AgentCalls(Seat seat) const;
  void StartBoard(std::size_t table);
  // The opponent calls until it is the agent's turn or the auction ends.
  void OpponentsCall(TableState& state);
  // Scores a finished auction: reward_ and score_ of `table`.
  void Finish(std::size_t table);
  void WriteRow(std::size_t table);

  std::vector<MatchBoard> boards_;
  ContestedEnvOptions options_;
  std::unique_ptr<Bidder> opponent_, reference_;
  std::vector<TableState> tables_;
  SplitMix64 rng_{0};
  std::uint64_t next_in_order_ = 0;
  OneThreadAtATime in_use_;  // Reset and Step rewrite every buffer

  std::vector<std::uint8_t> hand_, seat_, dealer_, vulnerability_, bids_, passes_, legal_, done_;
  std::vector<std::int8_t> auction_;
  std::vector<float> reward_;
  std::vector<std::int32_t> score_;
  std::vector<std::int64_t> deal_id_;
};

}  // namespace bidlab
