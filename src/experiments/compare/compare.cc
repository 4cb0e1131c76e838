#include "experiments/compare/compare.h"

#include <algorithm>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/open_bidder.h"
#include "experiments/compare/compare_bidders.h"
#include "experiments/compare/contested_rows.h"
#include "experiments/stopwatch.h"
#include "learn/bandit/bandit_model.h"
#include "learn/contested_neural/contested_bidder.h"
#include "learn/contested_neural/contested_model.h"
#include "learn/neural/neural_model.h"

namespace bidlab {

namespace {

// What the learned contested bidder's model records of its training (the
// README quotes it): each stage's wall time and validation figure.
nlohmann::json ContestedTraining(const Bidder& bidder) {
  const auto* learned = dynamic_cast<const contested_neural::ContestedBidder*>(&bidder);
  if (!learned) return nullptr;
  const nlohmann::json& info = learned->model().info();
  nlohmann::json out = {{"teacher", info.value("teacher", "")},
                        {"stage1_epochs", info.value("epochs_done", 0)},
                        {"stage1_validation_accuracy", info.value("validation_accuracy", 0.0)}};
  if (info.contains("curve") && !info["curve"].empty()) out["stage1_seconds"] = info["curve"].back()["seconds"];
  if (info.contains("reinforce")) {
    const nlohmann::json& r = info["reinforce"];
    out["reinforce_opponents"] = r.value("opponents", "");
    out["reinforce_steps"] = r.value("steps_done", 0);
    out["reinforce_best_step"] = r.value("best_step", 0);
    out["reinforce_validation_imps"] = r.value("best_validation_imps", 0.0);
    if (r.contains("curve") && !r["curve"].empty()) out["reinforce_seconds"] = r["curve"].back()["seconds"];
  }
  return out;
}

}  // namespace

ExperimentOutput RunCompare(const CompareOptions& options, const Dataset& dataset, const CompareModels& models,
                            std::ostream& log) {
  const Bidder* neural = models.neural;
  const Stopwatch stopwatch;
  std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain);
  std::vector<CostExample> validation = CostExamplesOf(dataset, Split::kValidation);
  std::vector<ScoredDeal> test = ScoreDataset(dataset, Split::kTest);
  std::vector<ScoredDeal> test_thesis = ScoreDataset(dataset, Split::kTest, ImpScale::kThesis);
  if (train.empty() || test.empty()) throw Error(options.data_name + ": the comparison needs training and test deals");
  if (options.quick) {  // a smoke test of the same pipeline
    train.resize(std::min<std::size_t>(train.size(), 5000));
    validation.resize(std::min<std::size_t>(validation.size(), 1000));
    test.resize(std::min<std::size_t>(test.size(), 1000));
    test_thesis.resize(test.size());
  }
  // The default bandit trained now plays the matches too, as a given one does.
  const std::unique_ptr<Bidder> trained_bandit =
      models.bandit ? nullptr : TrainDefaultBandit(train, options.quick, log);
  const Bidder* bandit = models.bandit ? models.bandit : trained_bandit.get();
  ComparisonInputs inputs;
  inputs.train = train;
  inputs.validation = validation;
  inputs.bandit = bandit;
  inputs.neural = neural;
  inputs.test_thesis = &test_thesis;
  inputs.threads = options.threads;
  const std::vector<ComparisonRow> rows = CompareBidders(inputs, test, log);
  MatchExperimentOptions match_options;
  match_options.data = options.data_name;
  match_options.split = Split::kTest;
  match_options.boards = options.quick ? test.size() : 0;  // the same test deals as the table above
  match_options.threads = options.threads;
  std::vector<const Bidder*> others = {bandit};
  if (neural) others.push_back(neural);
  const std::vector<MatchSummary> matches = ContestedMatches(dataset, match_options, others, log);
  std::vector<MatchSummary> learned;  // its match against competing SAYC heads its own table
  if (models.contested) learned = LearnedContestedMatches(dataset, match_options, *models.contested, others, log);
  const double seconds = stopwatch.Seconds();

  const std::string data_line = options.data_name + ": " + std::to_string(train.size()) + " training, " +
                                std::to_string(validation.size()) + " validation and " + std::to_string(test.size()) +
                                " test deals";
  ExperimentOutput out;
  out.name = "compare";
  out.markdown = "# Every bidder on the test split\n\n" + data_line +
                 ". Costs in IMPs per deal, assumed declarer (DESIGN.md §1); lower is better. The learned "
                 "rows trained on the training split, their settings chosen on validation.\n\n" +
                 ComparisonMarkdown(rows) + "\n" + ContestedMarkdown(matches, match_options) +
                 (learned.empty() ? "" : "\n" + LearnedContestedMarkdown(learned));
  out.json = {{"experiment", "compare"},      {"data", data_line},
              {"quick", options.quick},       {"seconds", seconds},
              {"rows", ComparisonJson(rows)}, {"contested", ContestedJson(matches, match_options)}};
  if (!learned.empty()) {
    out.json["contested_learned"] = ContestedJson(learned, match_options);
    out.json["contested_training"] = ContestedTraining(*models.contested);
  }
  return out;
}

ExperimentOutput RunCompareWithModels(const CompareOptions& options, const std::string& bandit_model,
                                      const std::string& neural_model, const std::string& contested_model,
                                      std::ostream& log) {
  const Dataset dataset = LoadDataset(options.data_name);
  const std::string neural_path = ShippedOrGivenModel(neural_model, ShippedNeuralModelPath(), options.data_name);
  const std::string contested_path =
      ShippedOrGivenModel(contested_model, ShippedContestedModelPath(), options.data_name);
  const auto neural = neural_path.empty() ? nullptr : LoadModelBidder(neural_path, neural::NeuralModel::kKind);
  const auto contested =
      contested_path.empty() ? nullptr : LoadModelBidder(contested_path, contested_neural::ContestedModel::kKind);
  const auto bandit = bandit_model.empty() ? nullptr : LoadModelBidder(bandit_model, BanditModel::kKind);
  return RunCompare(options, dataset, {bandit.get(), neural.get(), contested.get()}, log);
}

}  // namespace bidlab
