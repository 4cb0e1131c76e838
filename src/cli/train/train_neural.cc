// bidlab train neural: the neural bidder (learn/neural), learned by
// reinforcement learning from the cost vectors of the training split; the
// checkpoint of least validation cost is kept (experiments/train/neural_training.h).
#include <CLI/CLI.hpp>

#include <map>

#include "cli/cli.h"
#include "cli/named_choices.h"
#include "cli/neural_cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "cli/train_common.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "io/model_file.h"

namespace bidlab {

NeuralSplits LoadNeuralSplits(const std::vector<std::string>& files) {
  NeuralSplits s;
  for (const std::string& file : files) AddNeuralSplits(LoadDataset(file), s);
  if (s.train.empty())
    throw Error("no training deals in " + files.front() + (files.size() > 1 ? " and the others" : ""));
  return s;
}

void AddNeuralParamOptions(CLI::App& cmd, neural::NeuralParams& p, NeuralRunOptions& run) {
  cmd.add_option("--steps", p.steps, "training steps (each plays --deals-per-step deals)")
      ->capture_default_str()
      ->check(WholeNumber(1, INT32_MAX));
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
  cmd.add_option("--seed", p.seed, "random seed (same seed and steps, same model)")
      ->capture_default_str()
      ->check(WholeNumber(0));
  cmd.add_option("--hidden", p.hidden, "hidden ReLU layer sizes")->capture_default_str();
  cmd.add_option("--deals-per-step", p.deals_per_step, "training deals played per step")->capture_default_str();
  cmd.add_option("--minibatch", p.minibatch, "decisions per gradient step")->capture_default_str();
  cmd.add_option("--learning-rate", p.learning_rate, "Adam's step size at the start")->capture_default_str();
  cmd.add_option("--final-learning-rate", p.final_learning_rate, "… decayed linearly to this")->capture_default_str();
  cmd.add_option("--epsilon", p.exploration.start, "cost regression: ε-greedy exploration at the start")
      ->capture_default_str();
  cmd.add_option("--final-epsilon", p.exploration.end, "… decayed linearly to this by half the steps")
      ->capture_default_str();
  cmd.add_option("--lookahead", p.lookahead,
                 "cost regression: greedy calls simulated before bootstrapping (0 = to the end)")
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
  AddThreadsOption(cmd, run.threads);
}

namespace {

struct TrainNeuralCommand {
  neural::NeuralParams params;
  NeuralRunOptions run;
  std::vector<std::string> data;
  std::string output;
  bool json = false;
};

void RunTrainNeural(const TrainNeuralCommand& c, CliStreams& io) {
  c.params.Validate();
  RequireOutputIsNotAnInput(c.output, {c.data});
  const NeuralSplits splits = LoadNeuralSplits(c.data);
  const neural::NeuralTrainResult r = TrainNeuralLogged(c.params, c.run, splits, io.err);
  WriteModelFile(c.output, {neural::NeuralModel::kKind, neural::NeuralModel::kVersion, r.model->SavePayload()});
  io.out << (c.json ? NeuralTrainingJson(r, c.output).dump() + "\n" : NeuralTrainingText(r, splits, c.output));
}

}  // namespace

void AddTrainNeural(CLI::App& train, CliStreams& io) {
  auto* cmd =
      train.add_subcommand("neural",
                           "A bidder that learns its own system by reinforcement learning from the cost vectors "
                           "(learn/neural); with no option, the default configuration");
  auto c = std::make_shared<TrainNeuralCommand>();
  AddDataOption(*cmd, c->data)->required();
  AddNeuralParamOptions(*cmd, c->params, c->run);
  AddOutputFileOption(*cmd, c->output, "model file to write");
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { RunTrainNeural(*c, io); });
}

}  // namespace bidlab
