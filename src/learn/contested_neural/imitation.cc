#include "learn/contested_neural/imitation.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <numeric>
#include <random>
#include <string>

#include "core/error.h"
#include "learn/contested_neural/contested_input.h"
#include "learn/neural/chunks.h"
#include "learn/neural/exploration.h"
#include "learn/nn/sparse_forward.h"

namespace bidlab::contested_neural {

namespace {

// One call of one teacher auction: board index and the call's position.
struct Decision {
  std::uint32_t board = 0;
  std::uint16_t position = 0;
};

std::vector<Decision> DecisionsOf(std::span<const TeacherBoard> boards) {
  std::vector<Decision> out;
  for (std::size_t b = 0; b < boards.size(); ++b)
    for (int i = 0; i < boards[b].auction.size(); ++i)
      out.push_back({static_cast<std::uint32_t>(b), static_cast<std::uint16_t>(i)});
  return out;
}

// The input row, the teacher's call and the legal calls of one decision.
void EncodeDecision(const TeacherBoard& board, int position, float* row, int* target, std::uint64_t* legal) {
  Auction before(board.dealer);
  for (int i = 0; i < position; ++i) before.Add(board.auction.calls()[static_cast<std::size_t>(i)]);
  const Seat seat = before.NextToCall();
  EncodeInput(board.deal.hand(seat), seat, board.vulnerability, before, row);
  *target = board.auction.calls()[static_cast<std::size_t>(position)].index();
  *legal = LegalCallMask(before);
}

// Rows `rows` of `decisions`, encoded.
struct Batch {
  nn::Matrix x;
  std::vector<int> targets;
  std::vector<std::uint64_t> legal;
};
Batch EncodeBatch(std::span<const TeacherBoard> boards, std::span<const Decision> decisions,
                  std::span<const std::size_t> rows) {
  Batch b;
  b.x.resize(static_cast<Eigen::Index>(rows.size()), kInputs);
  b.targets.resize(rows.size());
  b.legal.resize(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Decision& d = decisions[rows[r]];
    EncodeDecision(boards[d.board], d.position, b.x.data() + r * kInputs, &b.targets[r], &b.legal[r]);
  }
  return b;
}

constexpr std::size_t kScoreChunk = 512;  // decisions per batch when scoring
constexpr std::size_t kFitShards = 2;     // see the top of imitation.h
constexpr long kProgressEvery = 64;       // mini-batches between progress reports

// Whether `net` has the shape `hidden` asks for.
bool HasShape(const nn::Network& net, const std::vector<int>& hidden) {
  if (net.depth() != static_cast<int>(hidden.size()) + 1) return false;
  for (std::size_t i = 0; i < hidden.size(); ++i)
    if (net.layer(static_cast<int>(i)).outputs() != hidden[i]) return false;
  return true;
}

std::vector<ImitationPoint> CurveFromJson(const nlohmann::json& j) {
  std::vector<ImitationPoint> curve;
  for (const nlohmann::json& p : j) {
    ImitationPoint point;
    point.epoch = p.at("epoch").get<int>();
    point.seconds = p.at("seconds").get<double>();
    point.train_loss = p.at("train_loss").get<double>();
    point.validation.accuracy = p.at("validation_accuracy").get<double>();
    point.validation.loss = p.at("validation_loss").get<double>();
    point.validation.decisions = p.at("validation_decisions").get<long>();
    curve.push_back(point);
  }
  return curve;
}

}  // namespace

void ImitationParams::Validate() const {
  if (epochs < 1) throw Error("epochs must be at least 1, not " + std::to_string(epochs));
  if (minibatch < 1) throw Error("the mini-batch must hold at least 1 decision, not " + std::to_string(minibatch));
  for (int h : hidden)
    if (h < 1) throw Error("a hidden layer needs at least 1 unit, not " + std::to_string(h));
  if (!(learning_rate > 0) || !(final_learning_rate > 0)) throw Error("learning rates must be positive");
}

nlohmann::json ImitationParams::ToJson() const {
  return {{"hidden", hidden},
          {"epochs", epochs},
          {"minibatch", minibatch},
          {"learning_rate", learning_rate},
          {"final_learning_rate", final_learning_rate},
          {"seed", seed}};
}

nlohmann::json ImitationCurveJson(const std::vector<ImitationPoint>& curve) {
  nlohmann::json j = nlohmann::json::array();
  for (const ImitationPoint& p : curve)
    j.push_back({{"epoch", p.epoch},
                 {"seconds", p.seconds},
                 {"train_loss", p.train_loss},
                 {"validation_accuracy", p.validation.accuracy},
                 {"validation_loss", p.validation.loss},
                 {"validation_decisions", p.validation.decisions}});
  return j;
}

double LegalCrossEntropy(const nn::Matrix& logits, std::span<const int> targets, std::span<const std::uint64_t> legal,
                         nn::Matrix* dz) {
  const Eigen::Index rows = logits.rows();
  if (dz != nullptr) dz->setZero(rows, logits.cols());
  double total = 0;
  for (Eigen::Index r = 0; r < rows; ++r) {
    const auto row = static_cast<std::size_t>(r);
    const std::uint64_t mask = legal[row];
    const int target = targets[row];
    if (((mask >> target) & 1u) == 0) throw Error("the target call " + std::to_string(target) + " is not legal");
    float top = -INFINITY;
    for (int c = 0; c < logits.cols(); ++c)
      if ((mask >> c) & 1u) top = std::max(top, logits(r, c));
    double sum = 0;
    for (int c = 0; c < logits.cols(); ++c)
      if ((mask >> c) & 1u) sum += std::exp(static_cast<double>(logits(r, c) - top));
    total -= static_cast<double>(logits(r, target) - top) - std::log(sum);
    if (dz != nullptr)
      for (int c = 0; c < logits.cols(); ++c)
        if ((mask >> c) & 1u) {
          const double p = std::exp(static_cast<double>(logits(r, c) - top)) / sum;
          (*dz)(r, c) = static_cast<float>((p - (c == target ? 1.0 : 0.0)) / static_cast<double>(rows));
        }
  }
  return rows > 0 ? total / static_cast<double>(rows) : 0.0;
}

ImitationScore ScoreImitation(const nn::Network& network, std::span<const TeacherBoard> boards, int threads) {
  const std::vector<Decision> decisions = DecisionsOf(boards);
  const std::size_t chunks = (decisions.size() + kScoreChunk - 1) / kScoreChunk;
  std::vector<double> loss(chunks, 0.0);
  std::vector<long> right(chunks, 0);
  neural::ForEachChunk(decisions.size(), kScoreChunk, threads, [&](std::size_t first, std::size_t last) {
    std::vector<std::size_t> rows(last - first);
    std::iota(rows.begin(), rows.end(), first);
    const Batch b = EncodeBatch(boards, decisions, rows);
    const nn::Matrix logits = nn::SparseForward(network, b.x);
    const std::size_t k = first / kScoreChunk;
    loss[k] = LegalCrossEntropy(logits, b.targets, b.legal, nullptr) * static_cast<double>(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r)
      right[k] += BestLegal(logits.data() + r * kNumCalls, b.legal[r]) == b.targets[r] ? 1 : 0;
  });
  ImitationScore s;
  s.decisions = static_cast<long>(decisions.size());
  if (s.decisions == 0) return s;
  s.loss = std::accumulate(loss.begin(), loss.end(), 0.0) / static_cast<double>(s.decisions);
  s.accuracy = static_cast<double>(std::accumulate(right.begin(), right.end(), 0L)) / static_cast<double>(s.decisions);
  return s;
}

ImitationResult TrainImitation(const ImitationParams& params, std::span<const TeacherBoard> train,
                               std::span<const TeacherBoard> validation, const ImitationOptions& options) {
  params.Validate();
  const auto start = std::chrono::steady_clock::now();
  const auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  const std::vector<Decision> decisions = DecisionsOf(train);
  if (decisions.empty()) throw Error("imitation needs at least one training decision");
  if (DecisionsOf(validation).empty()) throw Error("imitation needs at least one validation decision");

  ImitationResult result;
  result.train_decisions = static_cast<long>(decisions.size());
  nn::Network net = NewContestedNetwork(params.hidden, neural::MixSeed(params.seed, 0x1417));
  std::shared_ptr<const ContestedModel> best;
  if (options.resume_latest) {
    if (!HasShape(options.resume_latest->network(), params.hidden))
      throw Error(
          "the checkpoint's network has another shape than --hidden asks for (delete the checkpoint to start over)");
    net = options.resume_latest->network();
    const nlohmann::json& info = options.resume_latest->info();
    result.epochs_done = info.at("epochs_done").get<int>();
    result.curve = CurveFromJson(info.at("curve"));
    best = options.resume_best ? options.resume_best : options.resume_latest;
    result.best_epoch = best->info().at("best_epoch").get<int>();
    result.best.accuracy = best->info().at("validation_accuracy").get<double>();
    result.best.loss = best->info().at("validation_loss").get<double>();
    result.best.decisions = best->info().at("validation_decisions").get<long>();
  }
  const auto model_of = [&](const nn::Network& network) {
    nlohmann::json info = {{"stage", "imitation"},
                           {"params", params.ToJson()},
                           {"train_decisions", result.train_decisions},
                           {"epochs_done", result.epochs_done},
                           {"best_epoch", result.best_epoch},
                           {"validation_accuracy", result.best.accuracy},
                           {"validation_loss", result.best.loss},
                           {"validation_decisions", result.best.decisions},
                           {"curve", ImitationCurveJson(result.curve)}};
    info.update(options.note);
    return std::make_shared<const ContestedModel>(network, std::move(info));
  };

  nn::Adam adam(static_cast<float>(params.learning_rate));
  std::vector<nn::Network> copies(kFitShards - 1, net);  // shard k > 0 runs on copies[k − 1]
  const auto batch = static_cast<std::size_t>(params.minibatch);
  const long batches_per_epoch = static_cast<long>((decisions.size() + batch - 1) / batch);
  const long total_batches = batches_per_epoch * params.epochs;
  const double earlier_seconds = result.curve.empty() ? 0.0 : result.curve.back().seconds;
  std::vector<std::size_t> order(decisions.size());
  while (result.epochs_done < params.epochs) {
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::shuffle(order.begin(), order.end(),
                 std::mt19937_64(neural::MixSeed(params.seed, static_cast<std::uint64_t>(result.epochs_done))));
    double epoch_loss = 0;
    for (long k = 0; k < batches_per_epoch; ++k) {
      const long done = result.epochs_done * batches_per_epoch + k;
      const double progress =
          total_batches > 1 ? static_cast<double>(done) / static_cast<double>(total_batches - 1) : 0;
      adam.set_learning_rate(
          static_cast<float>(params.learning_rate + (params.final_learning_rate - params.learning_rate) * progress));
      const std::size_t first = static_cast<std::size_t>(k) * batch;
      const std::size_t count = std::min(batch, order.size() - first);
      // Shard s holds rows [⌈count·s/S⌉, ⌈count·(s+1)/S⌉): shard 0 is never empty.
      const auto bound = [&](std::size_t s) { return (count * s + kFitShards - 1) / kFitShards; };
      std::array<double, kFitShards> loss{};
      neural::ForEachChunk(kFitShards, 1, options.threads, [&](std::size_t s, std::size_t) {
        const std::span<const std::size_t> rows(order.data() + first + bound(s), bound(s + 1) - bound(s));
        if (rows.empty()) return;
        nn::Network& on = s == 0 ? net : copies[s - 1];
        const Batch b = EncodeBatch(train, decisions, rows);
        nn::Matrix dz;
        loss[s] = LegalCrossEntropy(on.Forward(b.x), b.targets, b.legal, &dz) * static_cast<double>(rows.size());
        dz *= static_cast<float>(static_cast<double>(rows.size()) / static_cast<double>(count));  // the batch's mean
        on.Gradients(dz);
      });
      for (std::size_t s = 0; s < kFitShards; ++s) {
        epoch_loss += loss[s];
        if (s > 0 && bound(s + 1) > bound(s)) net.AddGradients(copies[s - 1]);
      }
      adam.Step(net.Parameters());
      for (nn::Network& copy : copies) net.CopyWeightsTo(copy);
      if (options.on_progress && (k + 1) % kProgressEvery == 0) options.on_progress(k + 1, batches_per_epoch);
    }
    ++result.epochs_done;
    ImitationPoint point;
    point.epoch = result.epochs_done;
    point.train_loss = epoch_loss / static_cast<double>(decisions.size());
    point.validation = ScoreImitation(net, validation, options.threads);
    point.seconds = earlier_seconds + seconds();
    result.curve.push_back(point);
    if (!best || point.validation.accuracy > result.best.accuracy) {
      result.best = point.validation;
      result.best_epoch = point.epoch;
      best = model_of(net);
    }
    const auto latest = model_of(net);
    if (options.on_epoch) options.on_epoch(point, params.epochs);
    if (options.on_checkpoint) options.on_checkpoint(*latest, *best);
    if (options.max_minutes > 0 && seconds() > options.max_minutes * 60 && result.epochs_done < params.epochs) {
      result.stopped_by_time = true;
      break;
    }
  }
  // The best model's info with the whole curve (it was saved before the later epochs).
  if (best) {
    nlohmann::json info = best->info();
    info["epochs_done"] = result.epochs_done;
    info["curve"] = ImitationCurveJson(result.curve);
    result.model = std::make_shared<const ContestedModel>(best->network(), std::move(info));
  }
  result.seconds = seconds();
  return result;
}

}  // namespace bidlab::contested_neural
