// bidlab experiment compare -o DIR: the main job. Every uncontested bidder
// on the standard set's test split — always-pass, the CSTSR baseline, the
// default bandit (trained now on the training split), SAYC, the neural
// bidder (the shipped model on the standard set, or --neural-model), the
// optimistic bound — by contract type, beside the published
// figures; prints the table and writes compare.md / compare.json for
// `bidlab report`.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "cli/bidder_choice.h"
#include "cli/comparison.h"
#include "cli/experiment_commands.h"
#include "cli/option_checks.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "learn/neural/neural_model.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct CompareCommand {
  std::string data = "standard";
  std::string output;
  std::string bandit_model;
  std::string neural_model = "shipped";
  bool quick = false;
  int threads = 0;
};

// The neural model to compare: "shipped" is data/neural.model, trained on the
// standard set's training split (so on that set only); "none" is none.
std::string NeuralModelPath(const CompareCommand& c) {
  if (c.neural_model == "none") return "";
  if (c.neural_model != "shipped") return c.neural_model;
  return c.data == "standard" && std::filesystem::exists(ShippedNeuralModelPath()) ? ShippedNeuralModelPath() : "";
}

void RunCompare(const CompareCommand& c, CliStreams& io) {
  const auto start = std::chrono::steady_clock::now();
  const Dataset dataset = LoadDataset(c.data);
  std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain);
  std::vector<CostExample> validation = CostExamplesOf(dataset, Split::kValidation);
  std::vector<ScoredDeal> test = ScoreDataset(dataset, Split::kTest);
  if (train.empty() || test.empty()) throw Error(c.data + ": the comparison needs training and test deals");
  ComparisonInputs inputs;
  if (c.quick) {  // a smoke test of the same pipeline
    train.resize(std::min<std::size_t>(train.size(), 5000));
    validation.resize(std::min<std::size_t>(validation.size(), 1000));
    test.resize(std::min<std::size_t>(test.size(), 1000));
    inputs.bandit_iterations = 20000;
  }
  inputs.train = train;
  inputs.validation = validation;
  inputs.test = test;
  inputs.bandit_model = c.bandit_model;
  if (const std::string neural = NeuralModelPath(c); !neural.empty())
    inputs.neural = LoadModelBidder(neural, neural::NeuralModel::kKind);
  inputs.threads = c.threads;
  const std::vector<ComparisonRow> rows = CompareBidders(std::move(inputs), io);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const std::string data_line = c.data + ": " + std::to_string(train.size()) + " training, " +
                                std::to_string(validation.size()) + " validation and " + std::to_string(test.size()) +
                                " test deals";
  const std::string md = "# Every bidder on the test split\n\n" + data_line +
                         ". Costs in IMPs per deal, assumed declarer (DESIGN.md §1); lower is better. The learned "
                         "rows trained on the training split, their settings chosen on validation.\n\n" +
                         ComparisonMarkdown(rows);
  const nlohmann::json json = {{"experiment", "compare"},
                               {"data", data_line},
                               {"quick", c.quick},
                               {"seconds", seconds},
                               {"rows", ComparisonJson(rows)}};
  WriteExperimentFiles(c.output, "compare", md, json, {}, io.out);
}

}  // namespace

void AddExperimentCompare(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "compare", "The main job: always-pass, CSTSR, the default bandit (trained now), SAYC, the neural bidder and the "
                 "optimistic bound on the test split, beside the published figures");
  auto c = std::make_shared<CompareCommand>();
  cmd->add_option("--data", c->data, "data-set file, or \"standard\"")->capture_default_str();
  cmd->add_option("-o,--output", c->output, "folder for compare.md and compare.json")->required()->check(OutputFolder());
  cmd->add_option("--bandit-model", c->bandit_model, "a trained bandit model instead of training the default one");
  cmd->add_option("--neural-model", c->neural_model,
                  "a trained neural model for its row; shipped = data/neural.model (on the standard set); none")
      ->capture_default_str();
  cmd->add_option("--threads", c->threads, "threads (0 = every core)")->capture_default_str()->check(ThreadCount());
  cmd->add_flag("--quick", c->quick, "smoke test: 5,000 training, 1,000 validation and test deals, a short bandit");
  cmd->callback([c, &io] { RunCompare(*c, io); });
}

}  // namespace bidlab
