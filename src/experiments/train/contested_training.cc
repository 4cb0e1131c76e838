#include "experiments/train/contested_training.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <thread>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/contested_auction.h"
#include "eval/handover_seat.h"
#include "eval/open_bidder.h"
#include "eval/uncontested_seat.h"
#include "experiments/match/match_experiment.h"
#include "experiments/progress.h"
#include "io/model_file.h"
#include "io/output_path.h"
#include "learn/neural/chunks.h"

namespace bidlab {

namespace {

using contested_neural::ContestedModel;

constexpr std::size_t kTeacherChunk = 64;  // boards per chunk when the teacher bids

// An output of an earlier run (the model or its checkpoint) to resume from.
std::shared_ptr<const ContestedModel> ReadModelIfAny(const std::string& path) {
  if (!std::filesystem::exists(path)) return nullptr;
  const std::optional<ModelFile> file = ReadModelFileOfKind(path, ContestedModel::kKind, ContestedModel::kVersion);
  if (!file) throw Error(path + " is not a contested-neural model: delete it or choose another output");
  return LoadPayloadOf(path, [&] { return ContestedModel::LoadPayload(file->payload); });
}

// --from: the model training starts from, an input.
std::shared_ptr<const ContestedModel> ReadStartingModel(const std::string& from) {
  const std::optional<ModelFile> file = ReadModelFileOfKind(from, ContestedModel::kKind, ContestedModel::kVersion);
  if (!file)
    throw InputError(from, 0,
                     std::string(std::filesystem::exists(from) ? "not a contested-neural model" : "cannot open") +
                         ": --from expects a model bidlab train contested wrote");
  return LoadPayloadOf(from, [&] { return ContestedModel::LoadPayload(file->payload); });
}

void WriteModel(const std::string& path, const ContestedModel& model) {
  WriteModelFile(path, {ContestedModel::kKind, ContestedModel::kVersion, model.SavePayload()});
}

// The model's info with "model" and "checkpoint", one line of JSON.
std::string ModelJson(const ContestedModel& model, const std::string& output, const std::string& checkpoint) {
  nlohmann::json j = model.info();
  j["model"] = output;
  j["checkpoint"] = checkpoint;
  return j.dump() + "\n";
}

// The training and validation boards of `data` as `run` limits them.
struct SplitBoards {
  std::vector<MatchBoard> train, validation;
};
SplitBoards BoardsOf(const Dataset& dataset, const ContestedRunOptions& run) {
  MatchExperimentOptions train_split;
  train_split.split = Split::kTrain;
  train_split.boards = run.boards;
  MatchExperimentOptions validation_split;
  validation_split.split = Split::kValidation;
  validation_split.boards = run.validation_boards;
  return {MatchBoardsOf(dataset, train_split), MatchBoardsOf(dataset, validation_split)};
}

}  // namespace

std::vector<contested_neural::TeacherBoard> TeacherBoards(std::span<const MatchBoard> boards, const Bidder& teacher,
                                                          int threads) {
  std::vector<contested_neural::TeacherBoard> out(boards.size());
  neural::ForEachChunk(boards.size(), kTeacherChunk, threads, [&](std::size_t first, std::size_t last) {
    const std::unique_ptr<Bidder> bidder = SeatAtContestedTable(teacher);
    const TableSeats seats{bidder.get(), bidder.get(), bidder.get(), bidder.get()};
    for (std::size_t i = first; i < last; ++i) {
      const MatchBoard& b = boards[i];
      out[i] = {b.deal, b.dealer, b.vulnerability, BidContested(seats, b.deal, b.dealer, b.vulnerability, b.number)};
    }
  });
  return out;
}

std::string ContestedCheckpointPath(const std::string& output) { return output + ".checkpoint"; }

std::string TrainContestedFromFiles(const contested_neural::ImitationParams& params, const ContestedRunOptions& run,
                                    const std::string& data, const std::string& output, bool json, std::ostream& log) {
  params.Validate();
  const int threads =
      run.threads > 0 ? run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::string checkpoint = ContestedCheckpointPath(output);
  RequireOutputIsNotAnInput(output, {data});
  RequireOutputIsNotAnInput(checkpoint, {data});
  const Dataset dataset = LoadDataset(data);
  const auto [train_boards, validation_boards] = BoardsOf(dataset, run);
  std::unique_ptr<Bidder> teacher = MakeContestedBidder(run.teacher);
  const std::string uncontested = ShippedOrGivenModel(run.uncontested_teacher, ShippedNeuralModelPath(), data);
  if (!uncontested.empty()) teacher = std::make_unique<HandoverSeat>(*OpenNamedBidder(uncontested), *teacher);
  log << "the teacher " << teacher->Name() << " bids " << train_boards.size() << " training and "
      << validation_boards.size() << " validation boards\n";
  const auto train = TeacherBoards(train_boards, *teacher, threads);
  const auto validation = TeacherBoards(validation_boards, *teacher, threads);

  contested_neural::ImitationOptions options;
  options.threads = threads;
  options.max_minutes = run.minutes;
  options.note = {{"teacher", teacher->Name()},
                  {"data", data},
                  {"train_boards", train.size()},
                  {"validation_boards", validation.size()}};
  options.resume_latest = ReadModelIfAny(checkpoint);
  if (options.resume_latest) {
    options.resume_best = ReadModelIfAny(output);
    log << "resuming from " << checkpoint << " after epoch " << options.resume_latest->info().value("epochs_done", 0)
        << "\n";
  }
  ProgressLine line(log, "train contested");
  options.on_progress = [&](long done, long total) {
    line.Update(static_cast<std::uint64_t>(done), static_cast<std::uint64_t>(total), "mini-batches");
  };
  options.on_epoch = [&](const contested_neural::ImitationPoint& p, int total) {
    char text[200];
    std::snprintf(text, sizeof text,
                  "epoch %d/%d  %s  loss %.4f  validation: %.2f%% of the teacher's calls, loss %.4f\n", p.epoch, total,
                  FormatDuration(p.seconds).c_str(), p.train_loss, 100 * p.validation.accuracy, p.validation.loss);
    line.Finish();
    log << text;
  };
  options.on_checkpoint = [&](const ContestedModel& latest, const ContestedModel& best) {
    WriteModel(checkpoint, latest);
    WriteModel(output, best);
  };
  const contested_neural::ImitationResult r = contested_neural::TrainImitation(params, train, validation, options);
  line.Finish();
  WriteModel(output, *r.model);
  if (json) return ModelJson(*r.model, output, checkpoint);
  char text[600];
  std::snprintf(text, sizeof text,
                "trained contested-neural bidder by imitating %s on %zu training boards (%ld calls): %d epochs, "
                "%s this run%s\nvalidation: %.2f%% of the teacher's calls on %zu boards (epoch %d, the best)\n"
                "wrote %s (checkpoint %s: rerun with more --epochs to continue)\n",
                teacher->Name().c_str(), train.size(), r.train_decisions, r.epochs_done,
                FormatDuration(r.seconds).c_str(), r.stopped_by_time ? ", stopped by --minutes" : "",
                100 * r.best.accuracy, validation.size(), r.best_epoch, output.c_str(), checkpoint.c_str());
  return text;
}

std::string ReinforceContestedFromFiles(const ReinforceParams& params, const ContestedRunOptions& run,
                                        const std::string& data, const std::string& from, const std::string& output,
                                        bool json, std::ostream& log) {
  params.Validate();
  const int threads =
      run.threads > 0 ? run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::string checkpoint = ContestedCheckpointPath(output);
  RequireOutputIsNotAnInput(output, {data, from});
  RequireOutputIsNotAnInput(checkpoint, {data, from});
  const std::shared_ptr<const ContestedModel> start = ReadStartingModel(from);
  const Dataset dataset = LoadDataset(data);
  const auto [train_boards, validation_boards] = BoardsOf(dataset, run);
  std::vector<std::unique_ptr<Bidder>> pool;
  pool.push_back(MakeContestedBidder(run.teacher));
  std::vector<std::string> also;
  for (const std::string& name : run.also_against)
    if (name != "none") also.push_back(name);
  for (const std::string& name : also) pool.push_back(MakeContestedBidder(name));
  // "pass" is scored against the best contract of the network's side (the
  // uncontested game), every other opponent against its own table.
  std::vector<ReinforceOpponent> opponents;
  for (std::size_t k = 0; k < pool.size(); ++k) opponents.push_back({pool[k].get(), k > 0 && also[k - 1] == "pass"});
  const Bidder* opponent = pool.front().get();

  ReinforceOptions options;
  options.threads = threads;
  options.max_minutes = run.minutes;
  options.note = {{"from", from}, {"data", data}};
  options.resume_latest = ReadModelIfAny(checkpoint);
  options.resume_name = checkpoint;
  if (options.resume_latest) {
    options.resume_best = ReadModelIfAny(output);
    log << "resuming from " << checkpoint << " after step "
        << options.resume_latest->info().at("reinforce").value("steps_done", 0) << "\n";
  }
  log << "training against " << opponent->Name() << (pool.size() > 1 ? " and others" : "") << " on "
      << train_boards.size() << " boards; " << validation_boards.size() << " validation boards\n";
  ProgressLine line(log, "train contested-rl");
  options.on_progress = [&](int done, int total) {
    line.Update(static_cast<std::uint64_t>(done), static_cast<std::uint64_t>(total), "steps");
  };
  options.on_point = [&](const ReinforcePoint& p) {
    char text[200];
    std::snprintf(text, sizeof text, "step %d  %s  expected %+.3f IMPs/decision  validation: %+.4f ± %.4f IMPs/board\n",
                  p.step, FormatDuration(p.seconds).c_str(), p.train_imps, p.validation_imps,
                  1.96 * p.validation_stderr);
    line.Finish();
    log << text;
  };
  options.on_checkpoint = [&](const ContestedModel& latest, const ContestedModel& best) {
    WriteModel(checkpoint, latest);
    WriteModel(output, best);
  };
  const ReinforceResult r = TrainReinforce(*start, params, train_boards, validation_boards, opponents, options);
  line.Finish();
  WriteModel(output, *r.model);
  if (json) return ModelJson(*r.model, output, checkpoint);
  char text[600];
  std::snprintf(text, sizeof text,
                "trained contested-neural bidder against %s from %s: %d steps, %s this run%s\n"
                "validation: %+.4f IMPs/board against %s on %zu boards (step %d, the best)\n"
                "wrote %s (checkpoint %s: rerun with more --steps to continue)\n",
                opponent->Name().c_str(), from.c_str(), r.steps_done, FormatDuration(r.seconds).c_str(),
                r.stopped_by_time ? ", stopped by --minutes" : "", r.best_imps, opponent->Name().c_str(),
                validation_boards.size(), r.best_step, output.c_str(), checkpoint.c_str());
  return text;
}

}  // namespace bidlab
