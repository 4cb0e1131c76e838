// What `bidlab train contested` runs: stage 1 of the four-seat learned
// bidder (learn/contested_neural, issue 25). The teacher (competing SAYC by
// default) bids every training and validation board of the data set at all
// four seats, dealer and vulnerability by the board rotation (the data
// set's deal i is board i + 1, as in `bidlab match`); the network learns to
// make its calls (learn/contested_neural/imitation.h).
//
// Resumable: after every epoch the last epoch's network goes to
// OUTPUT.checkpoint and the best so far to OUTPUT; a rerun with the same
// output continues from the checkpoint (a rerun with more --epochs trains
// on). Delete the checkpoint to start over.
#pragma once

#include <cstddef>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "eval/duplicate_match.h"
#include "experiments/train/contested_reinforcement.h"
#include "experiments/train/training_extra.h"
#include "learn/bidder.h"
#include "learn/contested_neural/imitation.h"

namespace bidlab {

// How long an exploiter trains (`train contested-rl --exploit`, unless
// --steps says otherwise): 6,000 steps of 64 boards, about 4.5 minutes on
// two cores against a four-seat model. Against data/contested.model the
// exploiter's margin was still rising at 2,000 steps (+0.50 at 1,000,
// +0.81 at 2,000); a longer budget finds more of what a model leaves open,
// and a fixed one lets every model be measured alike.
inline constexpr int kExploitSteps = 6000;

struct ContestedRunOptions {
  // A bidder by name (eval/uncontested_seat.h's MakeContestedBidder): the
  // teacher of stage 1.
  std::string teacher = "sayc";
  // Stage 1: a bidder (model file or name) that is imitated while the
  // opponents have only passed, the teacher once they have spoken
  // (eval/handover_seat.h); "shipped" = data/neural.model on the standard
  // set (none on another); "none" = the teacher alone. Stage 2: the
  // teacher of the anchor (ReinforceParams::imitation_weight).
  std::string uncontested_teacher = "shipped";
  // Stage 2 only: the pool, registered names or model files ("pass", the
  // passing pair, is scored against the best contract: the uncontested
  // game); with `league` after the default league (LeagueMembers).
  std::vector<std::string> against = {"sayc", "pass"};
  bool league = false;
  // Stage 2 only: a model (file or name) to exploit: the pool is it alone,
  // and the report its exploitability (the exploiter's best margin over it
  // on the validation boards).
  std::string exploit;
  std::size_t boards = 0;             // the first N training boards (0 = all)
  std::size_t validation_boards = 0;  // the first N validation boards (0 = all)
  double minutes = 0;                 // stop after the epoch that passes this wall time (0 = no limit)
  int threads = 1;
  TrainExtra extra;  // boards added to the training split only, after its first `boards`
};

// `boards` bid by `teacher` at all four seats (seated at a contested table
// as eval/uncontested_seat.h says), on `threads` threads.
std::vector<contested_neural::TeacherBoard> TeacherBoards(std::span<const MatchBoard> boards, const Bidder& teacher,
                                                          int threads);

// Where the last epoch's network is kept: OUTPUT.checkpoint.
std::string ContestedCheckpointPath(const std::string& output);
// The files stage 1 writes beside its output (the checkpoint) and stage 2
// (with `snapshots`, OUTPUT.snapshot-STEP too), by what they append to its
// name, as io/output_path.h's patterns.
std::vector<std::string> ContestedFilesBeside(bool snapshots);

// Loads `data`, bids its boards with the teacher, trains (resuming from the
// checkpoint when there is one), writes the model to `output` and returns
// the report, text or JSON (the model's info with "model" = the file).
std::string TrainContestedFromFiles(const contested_neural::ImitationParams& params, const ContestedRunOptions& run,
                                    const std::string& data, const std::string& output, bool json, std::ostream& log);

// The default league of `train contested-rl --league` on `data`: competing
// SAYC and its variants, the passing pair, and on the standard set the
// shipped uncontested neural bidder and the shipped four-seat model.
std::vector<std::string> LeagueMembers(const std::string& data);

// Where a snapshot of the learner taken after `step` steps is kept.
std::string SnapshotPath(const std::string& output, int step);

// Stage 2: `bidlab train contested-rl`. Loads `data` and the stage-1 model
// `from`, trains against the pool of `run` as contested_reinforcement.h
// says, resuming from OUTPUT.checkpoint (and its snapshots) when there is
// one, writes the best model to `output` and returns the report (with
// `run.exploit`, the model's exploitability).
std::string ReinforceContestedFromFiles(const ReinforceParams& params, const ContestedRunOptions& run,
                                        const std::string& data, const std::string& from, const std::string& output,
                                        bool json, std::ostream& log);

}  // namespace bidlab
