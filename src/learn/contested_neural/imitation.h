// Stage 1 of the four-seat learned bidder (issue 25): a supervised warm
// start that imitates a teacher (competing SAYC) on every call of every
// seat. The teacher's complete auctions are given (the experiments layer
// bids them; a learner cannot run the match engine); each call of each
// auction is one decision: the caller's view (contested_input.h) and the
// teacher's call. The loss is the cross-entropy of the softmax over the
// legal calls only, so the network never spends probability on an illegal
// call; Adam, mini-batches, the learning rate decayed linearly. After every
// epoch the network is measured on the validation boards (the share of the
// teacher's calls it makes); the epoch of highest accuracy is the model.
//
// Deal symmetries are not used: SAYC is not symmetric in the suits, so a
// relabelled deal would not be bid as its relabelled calls. Turning the
// table is free: the input is seen from the caller.
//
// Mini-batches are cut in two shards, each forward and back on its own copy
// of the network, the gradients summed: the same model whatever the thread
// count (as learn/neural's trainer). Resumable: given the last epoch's model
// and the best so far (their info() say where training stood), training
// continues from the next epoch (Adam's moments start again).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/auction.h"
#include "core/hand.h"
#include "learn/contested_neural/contested_model.h"

namespace bidlab::contested_neural {

// A board as the teacher bid it: its deal, dealer and vulnerability, and
// the complete auction.
struct TeacherBoard {
  Deal deal;
  Seat dealer = Seat::kNorth;
  Vulnerability vulnerability = Vulnerability::kNone;
  Auction auction;
};

struct ImitationParams {
  std::vector<int> hidden = {256, 256};  // ReLU layers; the output layer is linear
  int epochs = 16;                       // about 5 minutes on one thread on the standard set (docs/papers/beyond.md)
  int minibatch = 256;
  double learning_rate = 1e-3;        // Adam, decayed linearly …
  double final_learning_rate = 1e-4;  // … to this at the last mini-batch
  std::uint64_t seed = 1;

  // Throws Error on a value out of range.
  void Validate() const;
  nlohmann::json ToJson() const;
};

// How well a network imitates the teacher on some boards.
struct ImitationScore {
  double accuracy = 0;  // share of decisions where the best legal call is the teacher's
  double loss = 0;      // mean cross-entropy over the legal calls
  long decisions = 0;
};

struct ImitationPoint {
  int epoch = 0;  // epochs done
  double seconds = 0;
  double train_loss = 0;  // mean over the epoch's decisions, before each update
  ImitationScore validation;
};
// [{"epoch", "seconds", "train_loss", "validation_accuracy", "validation_loss"}, …]
nlohmann::json ImitationCurveJson(const std::vector<ImitationPoint>& curve);

struct ImitationOptions {
  int threads = 1;
  double max_minutes = 0;  // stop after the epoch that passes this wall time (0 = never)
  // Resume: the last epoch's model and the best one, as on_checkpoint gave them.
  std::shared_ptr<const ContestedModel> resume_latest, resume_best;
  // Added to every model's info: what the trainer cannot know (teacher, data).
  nlohmann::json note = nlohmann::json::object();
  std::function<void(const ImitationPoint&, int total_epochs)> on_epoch;
  std::function<void(long done, long total)> on_progress;  // mini-batches of the epoch
  // After every epoch: the last epoch's model and the best so far (write them to resume).
  std::function<void(const ContestedModel& latest, const ContestedModel& best)> on_checkpoint;
};

struct ImitationResult {
  std::shared_ptr<const ContestedModel> model;  // the epoch of highest validation accuracy
  std::vector<ImitationPoint> curve;            // every epoch, the resumed ones included
  int epochs_done = 0;
  int best_epoch = 0;
  ImitationScore best;
  long train_decisions = 0;
  double seconds = 0;  // this run's
  bool stopped_by_time = false;
};

// Throws Error when `train` has no decision or the resumed models do not
// fit the parameters.
ImitationResult TrainImitation(const ImitationParams& params, std::span<const TeacherBoard> train,
                               std::span<const TeacherBoard> validation, const ImitationOptions& options = {});

ImitationScore ScoreImitation(const nn::Network& network, std::span<const TeacherBoard> boards, int threads);

// The loss on a batch: the mean over rows of −log softmax(logits over the
// legal calls)[target]; row r's legal calls are the bits of legal[r] and
// its target is legal. Sets *dz = dL/dlogits (zero off the legal calls).
double LegalCrossEntropy(const nn::Matrix& logits, std::span<const int> targets, std::span<const std::uint64_t> legal,
                         nn::Matrix* dz);

}  // namespace bidlab::contested_neural
