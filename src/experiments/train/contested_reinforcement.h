// Stage 2 of the four-seat learned bidder: reinforcement learning against
// a league of opponents, from a stage-1 model.
//
// Each step takes boards of the training split and seats the network on
// one side (North-South and East-West in turn), an opponent on the other,
// drawn for each board from the pool (experiments/train/league_pool.h:
// opponents that beat the learner lately are drawn more often): e.g.
// competing SAYC and its variants, the uncontested neural bidder, a pair
// that always passes (so that the uncontested game is not forgotten), other
// models, and frozen copies of the learner taken every `snapshot_every`
// steps (fictitious self-play).
// The network plays its seats by drawing from its policy; at every one of
// its decisions each legal call is followed to the end of the auction (its
// own seats greedy, the opponent's as the opponent bids) and scored
// double-dummy: the target of the call is the IMPs its side wins against
// the reference table, the opponent's own pair bidding both sides of the
// board (what a duplicate match compares against when the opponent sits
// both ways), less `double_penalty` IMPs when the auction ends in the
// network's double of the opponents' contract and that contract makes (our
// rule-based opponents overbid and leave loose doubles unpunished; the
// field does not). Calls the policy gives less than τ are followed only with
// probability π/τ and their target reweighted, as learn/neural's trainer
// does (unbiased, cheaper). One Adam step on learn/contested_neural/
// policy_gradient.h's loss follows; the learning rate decays linearly.
//
// Every `validate_every` steps the network plays a duplicate match against
// each opponent of the pool given (not the snapshots) on the validation
// boards; the model is the point of best worst case: the highest minimum
// over those opponents of its IMPs/board (an opponent scored against the
// best contract, whose figure is a cost, is recorded but not part of it).
// With one opponent this is the match against it: `--exploit` trains a
// best response to a frozen model this way (contested_training.h).
// With an imitation weight w, every decision of the learner in an auction
// where the opponents have only passed also adds w × the cross-entropy
// (over the legal calls) of the uncontested teacher's call there (stage
// 1's teacher, e.g. the neural bidder): an anchor that holds the
// uncontested system near the teacher's while the rest still learns.
// A point qualifies when the network's penalty doubles made at most
// `max_doubles_made` of the time at every level where it doubled at least
// `min_doubles` times, against every opponent, and its uncontested cost on
// the validation deals (eval's yardstick, when given) is at most
// `max_uncontested_cost`; a qualifying point is kept before any other.
// Without those limits every point qualifies.
// Chunks of fixed size and draws made before the play make the model
// independent of the thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "eval/duplicate_match.h"
#include "eval/scored_deal.h"
#include "experiments/train/league_pool.h"
#include "learn/bidder.h"
#include "learn/contested_neural/contested_model.h"

namespace bidlab {

// The defaults trained the shipped data/contested.model (README).
struct ReinforceParams {
  int steps = 12000;  // validation still rose at 6,000 (+1.46) and flattened past 10,000 (+2.0)
  int boards_per_step = 64;
  double learning_rate = 1e-4;        // Adam, decayed linearly …
  double final_learning_rate = 1e-5;  // … to this at the last step
  double entropy = 0.01;              // β of the entropy bonus
  double rollout_threshold = 0.05;    // τ: calls below it are followed with probability π/τ
  double target_scale = 0.1;          // targets are IMPs × this
  int validate_every = 500;           // steps between validation matches (and checkpoints)
  int snapshot_every = 0;             // steps between frozen copies of the learner joining the pool (0 = none)
  double double_penalty = 0;          // λ: IMPs off a rollout ending in the network's double of a contract that makes
  double max_doubles_made = 1;        // a point qualifies when its penalty doubles made at most this share …
  int min_doubles = 30;               // … at every level with at least this many, against every opponent …
  double max_uncontested_cost = 0;    // … and its uncontested cost is at most this (0 = no limit)
  LeaguePriority priority;            // how often each opponent is drawn (league_pool.h)
  double imitation_weight = 0;        // w: cross-entropy toward the uncontested teacher's call (0 = none)
  std::uint64_t seed = 1;

  // Throws Error on a value out of range.
  void Validate() const;
  nlohmann::json ToJson() const;
};

// One opponent's result at a validation point.
struct MemberResult {
  std::string name;
  double imps = 0;  // IMPs/board of the network against it, or its cost when against_best (≤ 0)
  double standard_error = 0;
  bool against_best = false;
  // Its penalty doubles at the level where they made most often, among the
  // levels with at least min_doubles (level 0: none such).
  int doubles_level = 0;
  std::size_t doubles = 0, doubles_made = 0;
};

struct ReinforcePoint {
  int step = 0;  // steps done
  double seconds = 0;
  double train_imps = 0;       // mean over the interval's decisions of the policy's expected IMPs
  double validation_imps = 0;  // the worst case: the lowest IMPs/board against an opponent (not against_best)
  double validation_stderr = 0;
  std::string worst;                  // that opponent
  std::vector<MemberResult> members;  // every opponent given, in order
  double doubles_made = 0;            // the highest share of penalty doubles made over the members' levels
  double uncontested_cost = 0;        // eval's average cost on the uncontested deals given (0: none given)
  bool qualified = true;              // within max_doubles_made and max_uncontested_cost
};
nlohmann::json ReinforceCurveJson(const std::vector<ReinforcePoint>& curve);

// Everything a run needs to continue bit for bit after `steps_done` steps
// (the resumed run is the uninterrupted one): written after each validation
// and just before it, so that a run stopped during a validation starts again
// with that validation.
struct ReinforceCheckpoint {
  // The network after those steps; its info the run's record ("reinforce":
  // the settings, the curve, the best step, the league's snapshots and
  // recent results).
  std::shared_ptr<const contested_neural::ContestedModel> latest;
  // The model the run would end with now (ReinforceResult::model); none
  // before the first validation.
  std::shared_ptr<const contested_neural::ContestedModel> kept;
  std::string optimizer;  // Adam's state (nn::Adam::Save)
  // The sums of the validation interval under way (a point's train_imps).
  double interval_expected = 0;
  long interval_decisions = 0;
};

struct ReinforceOptions {
  int threads = 1;
  double max_minutes = 0;  // stop after the step that passes this wall time, validated (0 = never)
  // Resume: a checkpoint as on_checkpoint gave it, named `resume_name` in
  // messages. A resumed run must have the settings the checkpoint's run had
  // (its parameters, its opponents, its boards and `note`; --steps at least
  // the steps it has done), else TrainReinforce throws Error naming the
  // first that differs.
  std::optional<ReinforceCheckpoint> resume;
  // … and the snapshots the checkpoint's info lists ("league"/"snapshot_steps"), in order.
  std::vector<std::shared_ptr<const contested_neural::ContestedModel>> resume_snapshots;
  std::string resume_name = "the checkpoint";
  // The validation deals of the uncontested yardstick (eval/evaluate.h),
  // bid at each validation point: its cost is recorded and limited by
  // max_uncontested_cost (required by it).
  std::span<const ScoredDeal> uncontested;
  // The teacher the imitation weight anchors to (required by it; seated at
  // a contested table, asked only while the opponents have only passed).
  const Bidder* uncontested_teacher = nullptr;
  nlohmann::json note = nlohmann::json::object();
  std::function<void(int step, int total)> on_progress;
  std::function<void(const ReinforcePoint&)> on_point;
  std::function<void(const ReinforceCheckpoint&)> on_checkpoint;
  // A snapshot taken after `step` steps, before the checkpoint that lists it.
  std::function<void(const contested_neural::ContestedModel& snapshot, int step)> on_snapshot;
};

struct ReinforceResult {
  std::shared_ptr<const contested_neural::ContestedModel> model;  // the best validation match
  std::vector<ReinforcePoint> curve;
  int steps_done = 0;
  int best_step = 0;
  double best_imps = 0;
  double seconds = 0;  // this run's
  bool stopped_by_time = false;
};

// An opponent of the pool.
struct ReinforceOpponent {
  const Bidder* bidder = nullptr;  // seated at a contested table
  // Scored against the best contract the network's side can make with the
  // opponents silent (its better declarer, undoubled: the uncontested
  // yardstick's cost, by the real declarer) instead of against the
  // opponent's own table — for a pair that always passes, whose own table
  // is passed out: IMPs against 0 would weigh a missed slam like a missed
  // partscore.
  bool against_best = false;
  std::string name;  // as the user named it (empty: the bidder's name)
};

// The best North-South score of `board` when only one side bids: that
// side's best undoubled contract by its better declarer, or 0 (as North-
// South sees it: negative for East-West's).
int BestScoreOfOneSide(const MatchBoard& board, bool north_south);

// `penalty` when `table` ends in the network's double (or their redouble
// of it) of the opponents' contract and the contract makes, else 0: what
// a rollout's target loses for an unsound penalty double.
double UnsoundDoublePenalty(const TableResult& table, bool network_north_south, double penalty);

// Whether a validation point (its doubles_made and uncontested_cost) is
// within the limits of `params`.
bool WithinLimits(const ReinforcePoint& point, const ReinforceParams& params);

// Whether `point` replaces the best so far (`best_qualified`, `best_imps`;
// none: false, −∞): a qualifying point before any other, then the best
// worst case.
bool KeptBefore(const ReinforcePoint& point, bool best_qualified, double best_imps);

// A member's worst level of penalty doubles (MemberResult::doubles_level):
// the highest share made among the levels with at least `min_doubles`.
void SetWorstDoubles(MemberResult& member, const PairDoubles& doubles, int min_doubles);

// Trains from `start` against the `opponents`. Throws Error on empty
// boards, no opponent scored as a match, parameters out of range or an
// imitation weight without a teacher.
ReinforceResult TrainReinforce(const contested_neural::ContestedModel& start, const ReinforceParams& params,
                               std::span<const MatchBoard> train, std::span<const MatchBoard> validation,
                               std::span<const ReinforceOpponent> opponents, const ReinforceOptions& options = {});

}  // namespace bidlab
