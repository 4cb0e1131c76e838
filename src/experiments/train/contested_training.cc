#include "experiments/train/contested_training.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <thread>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/contested_auction.h"
#include "eval/handover_seat.h"
#include "eval/open_bidder.h"
#include "eval/scored_deal.h"
#include "eval/uncontested_seat.h"
#include "experiments/match/match_experiment.h"
#include "experiments/progress.h"
#include "experiments/train/reinforce_checkpoint.h"
#include "io/model_file.h"
#include "io/output_path.h"
#include "learn/neural/chunks.h"
#include "learn/sayc/contest.h"

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
  SplitBoards out{MatchBoardsOf(dataset, train_split), MatchBoardsOf(dataset, validation_split)};
  if (!run.extra.file.empty()) {
    const Dataset extra = LoadTrainExtra(run.extra, out.train.size());
    MatchExperimentOptions all;
    all.split = Split::kAll;
    const std::vector<MatchBoard> boards = MatchBoardsOf(extra, all);
    out.train.insert(out.train.end(), boards.begin(), boards.end());
  }
  return out;
}

// The bidder `run` names as the uncontested teacher (stage 1's, and stage
// 2's anchor), its name in *name; none: nullptr.
std::unique_ptr<Bidder> OpenUncontestedTeacher(const ContestedRunOptions& run, const std::string& data,
                                               std::string* name) {
  *name = ShippedOrGivenModel(run.uncontested_teacher, ShippedNeuralModelPath(), data);
  return name->empty() ? nullptr : OpenNamedBidder(*name);
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

std::vector<std::string> ContestedFilesBeside(bool snapshots) {
  if (!snapshots) return {".checkpoint"};
  return {".checkpoint", ".snapshot-#"};
}

std::string TrainContestedFromFiles(const contested_neural::ImitationParams& params, const ContestedRunOptions& run,
                                    const std::string& data, const std::string& output, bool json, std::ostream& log) {
  params.Validate();
  const int threads =
      run.threads > 0 ? run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::string checkpoint = ContestedCheckpointPath(output);
  RequireOutputsAreNotInputs(
      {{"-o", output, ContestedFilesBeside(false)}},
      {{"--data", data}, {"--train-extra", run.extra.file}, {"--uncontested-teacher", run.uncontested_teacher}});
  const Dataset dataset = LoadDataset(data);
  const auto [train_boards, validation_boards] = BoardsOf(dataset, run);
  std::unique_ptr<Bidder> teacher = MakeContestedBidder(run.teacher);
  std::string uncontested;
  if (const std::unique_ptr<Bidder> first = OpenUncontestedTeacher(run, data, &uncontested))
    teacher = std::make_unique<HandoverSeat>(*first, *teacher);
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
  if (!run.extra.file.empty()) options.note["train_extra"] = TrainExtraJson(run.extra);
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

std::vector<std::string> LeagueMembers(const std::string& data) {
  std::vector<std::string> out;
  for (const sayc::Style* style : sayc::Styles()) out.push_back(style->name);
  out.push_back("pass");
  for (const std::string& shipped : {ShippedNeuralModelPath(), ShippedContestedModelPath()}) {
    const std::string path = ShippedOrGivenModel("shipped", shipped, data);
    if (!path.empty()) out.push_back(path);
  }
  return out;
}

namespace {

// How a member is shown and recorded: a shipped model as data/FILE, so that
// the record does not depend on where the repository is; any other as given.
std::string MemberName(const std::string& name) {
  for (const std::string& shipped : {ShippedNeuralModelPath(), ShippedContestedModelPath()})
    if (name == shipped) return "data/" + std::filesystem::path(shipped).filename().string();
  return name;
}

}  // namespace

std::string SnapshotPath(const std::string& output, int step) { return output + ".snapshot-" + std::to_string(step); }

namespace {

// Throws Error unless the files beside `checkpoint` are the ones its run
// wrote: the model at `output` (when there is one) and every snapshot its
// league lists, each by its checksum. A file copied over one of them
// would be taken for the run's own and trained on.
void RequireOwnFiles(const ReinforceCheckpointFile& file, const std::string& checkpoint, const std::string& output) {
  const std::string cannot = "cannot resume from " + checkpoint + ": ";
  const std::string start_again = " (delete the checkpoint to start again, or choose another output)";
  std::error_code ec;
  if (std::filesystem::exists(output, ec)) {
    const std::string sum = ModelFileChecksum(output);
    if (std::find(file.outputs.begin(), file.outputs.end(), sum) == file.outputs.end())
      throw Error(cannot + output + " is not the model its run wrote (its checksum is " + sum +
                  "): move it away to resume" + start_again);
  }
  const nlohmann::json& info = file.state.latest->info().at("reinforce");
  for (const int step : info.at("league").at("snapshot_steps").get<std::vector<int>>()) {
    const std::string path = SnapshotPath(output, step);
    if (!std::filesystem::exists(path, ec)) throw Error(cannot + "its snapshot " + path + " is missing" + start_again);
    const auto listed = file.snapshots.find(step);
    const std::string sum = ModelFileChecksum(path);
    if (listed == file.snapshots.end() || listed->second != sum)
      throw Error(cannot + path + " is not the snapshot its run took after step " + std::to_string(step) +
                  " (its checksum is " + sum + ", the checkpoint's " +
                  (listed == file.snapshots.end() ? std::string("none") : listed->second) + ")" + start_again);
  }
}

}  // namespace

std::string ReinforceContestedFromFiles(const ReinforceParams& params, const ContestedRunOptions& run,
                                        const std::string& data, const std::string& from, const std::string& output,
                                        bool json, std::ostream& log) {
  params.Validate();
  const int threads =
      run.threads > 0 ? run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::string checkpoint = ContestedCheckpointPath(output);
  // The pool: the model exploited alone, or the league and the names given.
  std::vector<std::string> members;
  if (!run.exploit.empty()) {
    if (run.league) throw Error("--exploit trains against its model alone: drop --league");
    members = {run.exploit};
  } else {
    if (run.league) members = LeagueMembers(data);
    for (const std::string& name : run.against)
      if (std::find(members.begin(), members.end(), name) == members.end()) members.push_back(name);
  }
  // What the run writes (the model, its checkpoint and snapshots) against
  // every file it reads, the league's shipped models too.
  std::vector<PathOption> inputs = {{"--data", data},
                                    {"--train-extra", run.extra.file},
                                    {"--from", from},
                                    {"--uncontested-teacher", run.uncontested_teacher}};
  for (const std::string& name : members) inputs.push_back({"the opponent", name});
  RequireOutputsAreNotInputs({{"-o", output, ContestedFilesBeside(true)}}, inputs);
  const std::shared_ptr<const ContestedModel> start = ReadStartingModel(from);
  const Dataset dataset = LoadDataset(data);
  const auto [train_boards, validation_boards] = BoardsOf(dataset, run);
  std::vector<std::unique_ptr<Bidder>> pool;
  std::vector<ReinforceOpponent> opponents;
  for (const std::string& name : members) {
    pool.push_back(OpenContestedBidder(name));
    // The passing pair is scored against the best contract of the network's
    // side (the uncontested game), every other opponent against its own table.
    opponents.push_back({pool.back().get(), name == "pass", MemberName(name)});
  }

  ReinforceOptions options;
  // The anchor's teacher, asked where the opponents have only passed.
  std::string anchor_name;
  const std::unique_ptr<Bidder> anchor =
      params.imitation_weight > 0 ? OpenUncontestedTeacher(run, data, &anchor_name) : nullptr;
  if (params.imitation_weight > 0 && !anchor)
    throw Error(
        "--imitation-weight needs an --uncontested-teacher (shipped is data/neural.model on the standard "
        "set only)");
  options.uncontested_teacher = anchor.get();
  // The uncontested cost of each validation point (eval's yardstick on the
  // validation split); an exploiter is measured by its margin alone.
  const std::vector<ScoredDeal> uncontested =
      run.exploit.empty() ? ScoreSplit(dataset, Split::kValidation, ImpScale::kWbf) : std::vector<ScoredDeal>{};
  options.uncontested = uncontested;
  options.threads = threads;
  options.max_minutes = run.minutes;
  options.note = {{"from", from}, {"data", data}};
  if (!run.extra.file.empty()) options.note["train_extra"] = TrainExtraJson(run.extra);
  if (anchor) options.note["uncontested_teacher"] = MemberName(anchor_name);
  options.resume_name = checkpoint;
  // What the run wrote beside the checkpoint: its snapshots' checksums and
  // the model it last left at the output path.
  std::map<int, std::string> snapshot_sums;
  std::string output_sum;
  if (std::optional<ReinforceCheckpointFile> file = ReadReinforceCheckpoint(checkpoint)) {
    RequireOwnFiles(*file, checkpoint, output);
    const nlohmann::json& info = file->state.latest->info().at("reinforce");
    for (const int step : info.at("league").at("snapshot_steps").get<std::vector<int>>())
      options.resume_snapshots.push_back(ReadModelIfAny(SnapshotPath(output, step)));
    snapshot_sums = file->snapshots;
    if (!file->outputs.empty()) output_sum = file->outputs.back();
    options.resume = std::move(file->state);
    log << "resuming from " << checkpoint << " after step " << info.value("steps_done", 0) << "\n";
  }
  std::string names;
  for (const std::string& name : members) names += (names.empty() ? "" : ", ") + MemberName(name);
  log << "training against " << names << (params.snapshot_every > 0 ? " and snapshots of itself" : "") << " on "
      << train_boards.size() << " boards; " << validation_boards.size() << " validation boards\n";
  ProgressLine line(log, "train contested-rl");
  options.on_progress = [&](int done, int total) {
    line.Update(static_cast<std::uint64_t>(done), static_cast<std::uint64_t>(total), "steps");
  };
  options.on_point = [&](const ReinforcePoint& p) {
    std::string text = "step " + std::to_string(p.step) + "  " + FormatDuration(p.seconds);
    char part[200];
    std::snprintf(part, sizeof part, "  expected %+.3f IMPs/decision  validation, worst: %+.4f ± %.4f (%s)\n",
                  p.train_imps, p.validation_imps, 1.96 * p.validation_stderr, p.worst.c_str());
    text += part;
    if (p.uncontested_cost > 0) {
      std::snprintf(part, sizeof part, "    uncontested cost %.4f  penalty doubles made at most %.0f%%%s\n",
                    p.uncontested_cost, 100 * p.doubles_made, p.qualified ? "" : "  (outside the limits)");
      text += part;
    }
    for (const MemberResult& m : p.members) {
      std::snprintf(part, sizeof part, "    %-28s %+.4f ± %.4f IMPs/board%s", m.name.c_str(), m.imps,
                    1.96 * m.standard_error, m.against_best ? " (against the best contract)" : "");
      text += part;
      if (m.doubles_level > 0) {
        std::snprintf(part, sizeof part, "  doubles at %d made %zu/%zu", m.doubles_level, m.doubles_made, m.doubles);
        text += part;
      }
      text += "\n";
    }
    line.Finish();
    log << text;
  };
  // The model written at the output path: the kept one, with an exploiter's figure.
  const auto output_model = [&](const ContestedModel& kept) {
    if (run.exploit.empty()) return kept;
    nlohmann::json info = kept.info();
    const nlohmann::json& record = info.at("reinforce");
    const int best_step = record.at("best_step").get<int>();
    double standard_error = 0;
    for (const nlohmann::json& p : record.at("curve"))
      if (p.at("step").get<int>() == best_step) standard_error = p.at("validation_stderr").get<double>();
    info["reinforce"]["exploitability"] = {
        {"model", run.exploit},
        {"imps_per_board", record.at("best_validation_imps")},
        {"standard_error", standard_error},
        {"boards", validation_boards.size()},
        {"steps", record.at("steps_done")},
        {"best_step", best_step},
        {"from", from},
        {"seconds", record.at("curve").empty() ? 0.0 : record.at("curve").back().at("seconds").get<double>()}};
    return ContestedModel(kept.network(), info);
  };
  // The checkpoint first, naming the model it leaves at the output path
  // (and the one there before, should the run stop between the two writes).
  options.on_checkpoint = [&](const ReinforceCheckpoint& state) {
    ReinforceCheckpointFile file{state, {}, {}};
    for (const int step :
         state.latest->info().at("reinforce").at("league").at("snapshot_steps").get<std::vector<int>>())
      file.snapshots[step] = snapshot_sums.at(step);
    std::optional<ContestedModel> written;
    if (state.kept) written = output_model(*state.kept);
    if (!output_sum.empty()) file.outputs.push_back(output_sum);
    if (written) file.outputs.push_back(ModelFileChecksum(*written));
    WriteReinforceCheckpoint(checkpoint, file);
    if (written) {
      WriteModel(output, *written);
      output_sum = file.outputs.back();
    }
  };
  options.on_snapshot = [&](const ContestedModel& snapshot, int step) {
    WriteModel(SnapshotPath(output, step), snapshot);
    snapshot_sums[step] = ModelFileChecksum(snapshot);
  };
  const ReinforceResult r = TrainReinforce(*start, params, train_boards, validation_boards, opponents, options);
  line.Finish();
  const ContestedModel written = output_model(*r.model);
  WriteModel(output, written);
  const nlohmann::json& record = written.info().at("reinforce");
  const nlohmann::json exploit = record.value("exploitability", nlohmann::json());
  if (json) return ModelJson(written, output, checkpoint);
  char text[800];
  std::snprintf(text, sizeof text,
                "trained contested-neural bidder against %s from %s: %d steps, %s this run%s\n"
                "validation, worst case: %+.4f IMPs/board on %zu boards (step %d, the best)\n",
                names.c_str(), from.c_str(), r.steps_done, FormatDuration(r.seconds).c_str(),
                r.stopped_by_time ? ", stopped by --minutes" : "", r.best_imps, validation_boards.size(), r.best_step);
  std::string out = text;
  if (!exploit.is_null()) {
    std::snprintf(text, sizeof text,
                  "exploitability of %s: %+.4f ± %.4f IMPs/board (the exploiter's margin over it on %zu validation "
                  "boards, step %d of %d)\n",
                  run.exploit.c_str(), r.best_imps, exploit.at("standard_error").get<double>(),
                  validation_boards.size(), r.best_step, r.steps_done);
    out += text;
  }
  return out + "wrote " + output + " (checkpoint " + checkpoint + ": rerun with more --steps to continue)\n";
}

}  // namespace bidlab
