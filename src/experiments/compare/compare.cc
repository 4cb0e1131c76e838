#include "experiments/compare/compare.h"

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/open_bidder.h"
#include "experiments/compare/compare_bidders.h"
#include "experiments/compare/contested_rows.h"
#include "experiments/stopwatch.h"
#include "learn/bandit/bandit_model.h"
#include "learn/neural/neural_model.h"

namespace bidlab {

ExperimentOutput RunCompare(const CompareOptions& options, const Dataset& dataset, const Bidder* bandit,
                            const Bidder* neural, std::ostream& log) {
  const Stopwatch stopwatch;
  std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain);
  std::vector<CostExample> validation = CostExamplesOf(dataset, Split::kValidation);
  std::vector<ScoredDeal> test = ScoreDataset(dataset, Split::kTest);
  if (train.empty() || test.empty()) throw Error(options.data_name + ": the comparison needs training and test deals");
  if (options.quick) {  // a smoke test of the same pipeline
    train.resize(std::min<std::size_t>(train.size(), 5000));
    validation.resize(std::min<std::size_t>(validation.size(), 1000));
    test.resize(std::min<std::size_t>(test.size(), 1000));
  }
  ComparisonInputs inputs;
  inputs.train = train;
  inputs.validation = validation;
  inputs.bandit = bandit;
  inputs.quick_bandit = options.quick;
  inputs.neural = neural;
  inputs.threads = options.threads;
  const std::vector<ComparisonRow> rows = CompareBidders(inputs, test, log);
  MatchExperimentOptions match_options;
  match_options.data = options.data_name;
  match_options.split = Split::kTest;
  match_options.boards = options.quick ? test.size() : 0;  // the same test deals as the table above
  match_options.threads = options.threads;
  std::vector<const Bidder*> others;
  if (bandit) others.push_back(bandit);
  if (neural) others.push_back(neural);
  const std::vector<MatchSummary> matches = ContestedMatches(dataset, match_options, others, log);
  const double seconds = stopwatch.Seconds();

  const std::string data_line = options.data_name + ": " + std::to_string(train.size()) + " training, " +
                                std::to_string(validation.size()) + " validation and " + std::to_string(test.size()) +
                                " test deals";
  ExperimentOutput out;
  out.name = "compare";
  out.markdown = "# Every bidder on the test split\n\n" + data_line +
                 ". Costs in IMPs per deal, assumed declarer (DESIGN.md §1); lower is better. The learned "
                 "rows trained on the training split, their settings chosen on validation.\n\n" +
                 ComparisonMarkdown(rows) + "\n" + ContestedMarkdown(matches, match_options);
  out.json = {{"experiment", "compare"},      {"data", data_line},
              {"quick", options.quick},       {"seconds", seconds},
              {"rows", ComparisonJson(rows)}, {"contested", ContestedJson(matches, match_options)}};
  return out;
}

ExperimentOutput RunCompareWithModels(const CompareOptions& options, const std::string& bandit_model,
                                      const std::string& neural_model, std::ostream& log) {
  const Dataset dataset = LoadDataset(options.data_name);
  std::string neural_path = neural_model == "none" ? "" : neural_model;
  if (neural_model == "shipped")
    neural_path = options.data_name == "standard" && std::filesystem::exists(ShippedNeuralModelPath())
                      ? ShippedNeuralModelPath()
                      : "";
  const auto neural = neural_path.empty() ? nullptr : LoadModelBidder(neural_path, neural::NeuralModel::kKind);
  const auto bandit = bandit_model.empty() ? nullptr : LoadModelBidder(bandit_model, BanditModel::kKind);
  return RunCompare(options, dataset, bandit.get(), neural.get(), log);
}

}  // namespace bidlab
