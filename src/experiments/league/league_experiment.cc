#include "experiments/league/league_experiment.h"

#include <algorithm>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/open_bidder.h"
#include "eval/uncontested_seat.h"
#include "experiments/compare/compare_bidders.h"
#include "experiments/league/league_text.h"
#include "experiments/stopwatch.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_model.h"
#include "learn/baseline/cost_example.h"
#include "learn/contested_neural/contested_model.h"
#include "learn/neural/neural_model.h"
#include "learn/registry.h"
#include "learn/sayc/contest.h"

namespace bidlab {

namespace {

constexpr std::size_t kQuickBoards = 1000, kQuickTrainingDeals = 5000;

struct Members {
  std::vector<LeagueMember> list;
  std::string bandit_text;
};

void Add(Members& members, std::unique_ptr<Bidder> bidder, const std::string& source = "") {
  std::unique_ptr<Bidder> seated = SeatAtContestedTable(*bidder);
  const std::string name = seated->Name();
  members.list.push_back({source.empty() ? name : name + " (" + source + ")", std::move(seated)});
}

// A model option's file loaded, or null for none.
std::unique_ptr<Bidder> ModelOrNone(const std::string& path, const char* kind) {
  return path.empty() ? nullptr : LoadModelBidder(path, kind);
}

Members MembersOf(const LeagueOptions& options, const LeagueInputs& inputs, const Dataset& dataset, std::ostream& log) {
  RegisterAllBidders();
  // Every file first: a bad one stops the league before the bandit trains.
  auto neural = ModelOrNone(ShippedOrGivenModel(inputs.neural_model, ShippedNeuralModelPath(), options.data_name),
                            neural::NeuralModel::kKind);
  auto contested =
      ModelOrNone(ShippedOrGivenModel(inputs.contested_model, ShippedContestedModelPath(), options.data_name),
                  contested_neural::ContestedModel::kKind);
  auto bandit = ModelOrNone(inputs.bandit_model, BanditModel::kKind);
  std::vector<std::unique_ptr<Bidder>> models;
  for (const std::string& path : inputs.models) models.push_back(LoadModelBidder(path));

  Members members;
  for (const std::string& name : RuleBasedLeagueNames()) Add(members, MakeContestedBidder(name));
  if (neural) Add(members, std::move(neural));
  if (bandit) {
    members.bandit_text = inputs.bandit_model;
  } else {
    std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain);
    if (train.empty())
      throw Error(options.data_name + ": the league trains its bandit on the training split, which is empty; give " +
                  "--bandit-model FILE");
    if (options.quick) train.resize(std::min(train.size(), kQuickTrainingDeals));
    bandit = TrainDefaultBandit(train, options.quick, log);
    members.bandit_text = "the default configuration trained now on " + std::to_string(train.size()) +
                          " training deals (as `experiment compare` trains it)";
  }
  Add(members, std::move(bandit));
  if (contested) Add(members, std::move(contested));
  for (std::size_t i = 0; i < models.size(); ++i) Add(members, std::move(models[i]), inputs.models[i]);
  return members;
}

// Throws Error when two of the league's model files hold the same model
// (by their contents: a copy, or a shipped model named again), before any
// work: a member would play itself and shift every rating.
void RequireEachModelOnce(const LeagueOptions& options, const LeagueInputs& inputs) {
  std::vector<std::pair<std::string, std::string>> files;  // as the user named it, the file
  const auto add = [&](const std::string& option, const std::string& given, const std::string& path) {
    if (!path.empty()) files.push_back({option + " " + given + (given == path ? "" : " (" + path + ")"), path});
  };
  add("--neural-model", inputs.neural_model,
      ShippedOrGivenModel(inputs.neural_model, ShippedNeuralModelPath(), options.data_name));
  add("--contested-model", inputs.contested_model,
      ShippedOrGivenModel(inputs.contested_model, ShippedContestedModelPath(), options.data_name));
  add("--bandit-model", inputs.bandit_model, inputs.bandit_model);
  for (const std::string& path : inputs.models) add("--model", path, path);
  std::vector<std::string> checksums;
  for (const auto& [named, path] : files) {
    checksums.push_back(ModelChecksum(ReadModelFile(path)));
    for (std::size_t k = 0; k + 1 < checksums.size(); ++k)
      if (checksums[k] == checksums.back())
        throw Error("the league would seat one model twice: " + files[k].first + " and " + named +
                    " hold the same model; give each model once");
  }
}

}  // namespace

const std::vector<std::string>& RuleBasedLeagueNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const sayc::Style* style : sayc::Styles()) out.push_back(style->name);
    out.push_back("sayc-uncontested");
    return out;
  }();
  return names;
}

ExperimentOutput RunLeagueExperiment(const LeagueOptions& options, const LeagueInputs& inputs, std::ostream& log) {
  const Stopwatch stopwatch;
  RequireEachModelOnce(options, inputs);
  const Dataset dataset = LoadDataset(options.data_name);
  MatchExperimentOptions match_options;
  match_options.data = options.data_name;
  match_options.split = options.split;
  match_options.threads = options.threads;
  match_options.boards = options.boards;
  if (options.quick && options.boards == 0)
    match_options.boards =
        std::min(kQuickBoards, NonEmptySplitRange(dataset.header, dataset.records.size(), options.split).size());
  const std::vector<MatchBoard> boards = MatchBoardsOf(dataset, match_options);
  const Members members = MembersOf(options, inputs, dataset, log);
  const LeagueResult league = PlayLeague(members.list, boards, 0, options.threads, log);
  const std::string boards_text =
      std::to_string(boards.size()) + " boards of the " + SplitName(options.split) + " split of " + options.data_name;
  ExperimentOutput out;
  out.name = "league";
  out.markdown = LeagueMarkdown(league, {boards_text, members.bandit_text});
  out.json = LeagueJson(league, match_options);
  out.json["experiment"] = "league";
  out.json["data"] = options.data_name;
  out.json["split"] = SplitName(options.split);
  out.json["quick"] = options.quick;
  out.json["bandit"] = members.bandit_text;
  out.json["seconds"] = stopwatch.Seconds();
  return out;
}

}  // namespace bidlab
