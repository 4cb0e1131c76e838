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
#include "learn/bidder.h"
#include "learn/contested_neural/imitation.h"

namespace bidlab {

struct ContestedRunOptions {
  // A bidder by name (eval/uncontested_seat.h's MakeContestedBidder): the
  // teacher of stage 1, the opponent of stage 2.
  std::string teacher = "sayc";
  // Stage 1 only: a bidder (model file or name) that is imitated while the
  // opponents have only passed, the teacher once they have spoken
  // (eval/handover_seat.h); "shipped" = data/neural.model on the standard
  // set (none on another); "none" = the teacher alone.
  std::string uncontested_teacher = "shipped";
  // Stage 2 only: more opponents by name, met in turn with the first (which
  // alone plays the validation matches); "pass" keeps the uncontested game.
  std::vector<std::string> also_against = {"pass"};
  std::size_t boards = 0;             // the first N training boards (0 = all)
  std::size_t validation_boards = 0;  // the first N validation boards (0 = all)
  double minutes = 0;                 // stop after the epoch that passes this wall time (0 = no limit)
  int threads = 1;
};

// `boards` bid by `teacher` at all four seats (seated at a contested table
// as eval/uncontested_seat.h says), on `threads` threads.
std::vector<contested_neural::TeacherBoard> TeacherBoards(std::span<const MatchBoard> boards, const Bidder& teacher,
                                                          int threads);

// Where the last epoch's network is kept: OUTPUT.checkpoint.
std::string ContestedCheckpointPath(const std::string& output);

// Loads `data`, bids its boards with the teacher, trains (resuming from the
// checkpoint when there is one), writes the model to `output` and returns
// the report, text or JSON (the model's info with "model" = the file).
std::string TrainContestedFromFiles(const contested_neural::ImitationParams& params, const ContestedRunOptions& run,
                                    const std::string& data, const std::string& output, bool json, std::ostream& log);

// Stage 2: `bidlab train contested-rl`. Loads `data` and the stage-1 model
// `from`, trains against `run.teacher` (the opponent) as
// contested_reinforcement.h says, resuming from OUTPUT.checkpoint when there
// is one, writes the best model to `output` and returns the report.
std::string ReinforceContestedFromFiles(const ReinforceParams& params, const ContestedRunOptions& run,
                                        const std::string& data, const std::string& from, const std::string& output,
                                        bool json, std::ostream& log);

}  // namespace bidlab
