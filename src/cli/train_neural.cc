// bidlab train neural: the neural bidder (learn/neural), learned by
// reinforcement learning from the cost vectors of the training split; the
// checkpoint of least validation cost is kept.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "cli/neural_cli.h"
#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "cli/train_common.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "io/model_file.h"
#include "learn/neural/neural_trainer.h"

namespace bidlab {

NeuralSplits LoadNeuralSplits(const std::vector<std::string>& files) {
  NeuralSplits s;
  for (const std::string& file : files) {
    const Dataset dataset = LoadDataset(file);
    const auto add = [&](Split split, std::vector<CostExample>& to) {
      const std::vector<CostExample> examples = CostExamplesOf(dataset, split);
      to.insert(to.end(), examples.begin(), examples.end());
    };
    add(Split::kTrain, s.train_examples);
    add(Split::kValidation, s.validation_examples);
    for (auto [split, to] : {std::pair{Split::kTrain, &s.train}, std::pair{Split::kValidation, &s.validation}}) {
      const std::vector<neural::NeuralDeal> deals = neural::NeuralDealsOf(dataset, split);
      to->insert(to->end(), deals.begin(), deals.end());
    }
    const std::vector<ScoredDeal> test = ScoreDataset(dataset, Split::kTest);
    s.test.insert(s.test.end(), test.begin(), test.end());
  }
  if (s.train.empty()) throw Error("no training deals in " + files.front() + (files.size() > 1 ? " and the others" : ""));
  return s;
}

void AddNeuralParamOptions(CLI::App& cmd, neural::NeuralParams& p, NeuralRunOptions& run) {
  cmd.add_option("--data", run.data,
                 "data-set file, or \"standard\"; several = their training and validation splits together")
      ->required();
  cmd.add_option("--steps", p.steps, "training steps (each plays --deals-per-step deals)")->capture_default_str()->check(WholeNumber(1, INT32_MAX));
  cmd.add_option("--minutes", run.minutes, "stop after this wall time even if steps remain (0 = no limit)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  static const std::map<std::string, neural::NeuralMethod> kMethods = {
      {"policy-gradient", neural::NeuralMethod::kPolicyGradient},
      {"cost-regression", neural::NeuralMethod::kCostRegression}};
  cmd.add_option("--method", p.method, "policy-gradient or cost-regression (learn/neural/neural_trainer.h)")
      ->transform(NamedChoices(kMethods))
      ->type_name("TEXT")
      ->default_str(neural::NeuralMethodName(p.method));
  cmd.add_option("--entropy", p.entropy, "policy gradient: entropy bonus at the start (IMPs per nat)")
      ->capture_default_str();
  cmd.add_option("--final-entropy", p.final_entropy, "… decayed linearly to this")->capture_default_str();
  cmd.add_option("--seed", p.seed, "random seed (same seed and steps, same model)")->capture_default_str()->check(WholeNumber(0));
  cmd.add_option("--hidden", p.hidden, "hidden ReLU layer sizes")->capture_default_str();
  cmd.add_option("--deals-per-step", p.deals_per_step, "training deals played per step")->capture_default_str();
  cmd.add_option("--minibatch", p.minibatch, "decisions per gradient step")->capture_default_str();
  cmd.add_option("--learning-rate", p.learning_rate, "Adam's step size at the start")->capture_default_str();
  cmd.add_option("--final-learning-rate", p.final_learning_rate, "… decayed linearly to this")->capture_default_str();
  cmd.add_option("--epsilon", p.exploration.start, "cost regression: ε-greedy exploration at the start")->capture_default_str();
  cmd.add_option("--final-epsilon", p.exploration.end, "… decayed linearly to this by half the steps")
      ->capture_default_str();
  cmd.add_option("--lookahead", p.lookahead, "cost regression: greedy calls simulated before bootstrapping (0 = to the end)")
      ->capture_default_str();
  cmd.add_option("--target-sync", p.target_sync, "cost regression: steps between target-network copies (0 = none)")
      ->capture_default_str();
  cmd.add_option("--eval-every", p.eval_every, "steps between validation measurements")->capture_default_str();
  AddSymmetriesOption(cmd, p.symmetries);
  cmd.add_option("--rollout-threshold", p.rollout_threshold,
                 "policy gradient: calls the policy gives less than this probability are followed only sometimes, "
                 "importance-weighted (0 = every call)")
      ->capture_default_str();
  cmd.add_option("--passes", p.passes, "gradient passes over each step's decisions")->capture_default_str();
  cmd.add_option("--weight-average", p.weight_average,
                 "decay d of an average of the weights (a += (1-d)(w-a) each step), validated beside the live "
                 "network, the better kept (0 = none)")
      ->capture_default_str();
  cmd.add_option("--threads", run.threads, "threads")->capture_default_str()->check(CLI::Range(1, 64));
}

neural::NeuralTrainResult RunNeuralTraining(const neural::NeuralParams& params, const NeuralRunOptions& run,
                                            const NeuralSplits& splits, CliStreams& io) {
  neural::NeuralTrainOptions options;
  options.threads = run.threads;
  options.max_minutes = run.minutes;
  ProgressLine line(io.err, "train neural");
  const auto start = std::chrono::steady_clock::now();
  options.on_progress = [&](long step, long total) {
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double rate = static_cast<double>(step) / std::max(s, 1e-9);
    line.Update(static_cast<std::uint64_t>(step), static_cast<std::uint64_t>(total), rate,
                static_cast<double>(total - step) / std::max(rate, 1e-9), "steps");
  };
  options.on_checkpoint = [&](const neural::CurvePoint& p, long total) {
    char text[200];
    char average[60] = "";
    if (p.average_validation_cost)
      std::snprintf(average, sizeof average, "  (averaged weights %.4f)", *p.average_validation_cost);
    std::snprintf(text, sizeof text, "step %ld/%ld  %s  loss %.3f  validation %.4f IMP%s\n", p.step, total,
                  FormatDuration(p.seconds).c_str(), p.train_loss, p.validation_cost, average);
    line.Finish();
    io.err << text;
  };
  neural::NeuralTrainResult result = neural::TrainNeural(params, splits.train, splits.validation, options);
  line.Finish();
  return result;
}

namespace {

struct TrainNeuralCommand {
  neural::NeuralParams params;
  NeuralRunOptions run;
  std::string output;
  bool json = false;
};

void RunTrainNeural(const TrainNeuralCommand& c, CliStreams& io) {
  c.params.Validate();
  RequireOutputIsNotAnInput(c.output, {c.run.data});
  const NeuralSplits splits = LoadNeuralSplits(c.run.data);
  const neural::NeuralTrainResult r = RunNeuralTraining(c.params, c.run, splits, io);
  WriteModelFile(c.output, {neural::NeuralModel::kKind, neural::NeuralModel::kVersion, r.model->SavePayload()});
  if (c.json) {
    nlohmann::json j = r.model->info();
    j["model"] = c.output;
    io.out << j.dump() << "\n";
    return;
  }
  char text[400];
  std::snprintf(text, sizeof text,
                "trained neural bidder on %zu training deals: %ld steps in %s (%.0f decisions/s)%s\n"
                "validation: %.4f IMP on %zu deals (step %ld, the best checkpoint)\nwrote %s\n",
                splits.train.size(), r.steps_done, FormatDuration(r.seconds).c_str(),
                static_cast<double>(r.decisions) / std::max(r.seconds, 1e-9),
                r.stopped_by_time ? ", stopped by --minutes" : "", r.best_validation_cost, splits.validation.size(),
                r.best_step, c.output.c_str());
  io.out << text;
}

}  // namespace

void AddTrainNeural(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "neural", "A bidder that learns its own system by reinforcement learning from the cost vectors "
                "(learn/neural); with no option, the default configuration");
  auto c = std::make_shared<TrainNeuralCommand>();
  AddNeuralParamOptions(*cmd, c->params, c->run);
  cmd->add_option("-o,--output", c->output, "model file to write")->required()->check(OutputFile());
  cmd->add_flag("--json", c->json, "print one JSON line (the training summary and its learning curve)");
  cmd->callback([c, &io] { RunTrainNeural(*c, io); });
}

}  // namespace bidlab
