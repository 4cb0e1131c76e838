// bidlab train softmax: White's softmax classifiers (learn/softmax) of the
// opening bid (labels: real game records or SAYC) or the final contract
// (labels: the best contract of each deal's double-dummy costs).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "experiments/stopwatch.h"
#include "experiments/train/softmax_examples.h"
#include "experiments/train/softmax_training.h"
#include "io/model_file.h"

namespace bidlab {

namespace {

SoftmaxTrainingOptions DefaultTraining() {
  SoftmaxTrainingOptions o;
  o.task_name = "opening";
  o.features_name = "domain";
  return o;
}

struct TrainSoftmaxCommand {
  SoftmaxTrainingOptions training = DefaultTraining();
  std::string structure = "flat";
  SoftmaxExampleSource source;
  std::string subset = "all";
  std::string output;
  bool json = false;
};

void RunTrainSoftmax(TrainSoftmaxCommand c, CliStreams& io) {
  const Stopwatch stopwatch;
  SoftmaxTrainingOptions& o = c.training;
  o.task = *ParseSoftmaxTask(o.task_name);
  o.features = *ParseWhiteTemplate(o.features_name);
  o.structure = *ParseSoftmaxStructure(c.structure);
  o.agreed_only = c.subset == "agreed";
  const TrainDev data = SoftmaxExamples(c.source, o.task);
  const SoftmaxTraining t = TrainSoftmax(o, data, io.err);
  WriteModelFile(c.output, {SoftmaxCallModel::kKind, SoftmaxCallModel::kVersion, t.model->SavePayload()});
  io.out << (c.json ? SoftmaxTrainingJson(t, o, c.output, stopwatch.Seconds()).dump() + "\n"
                    : SoftmaxTrainingText(t, c.output, stopwatch.Seconds()));
}

}  // namespace

void AddTrainSoftmax(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "softmax",
      "White's softmax regression (\"Do I Hear 3NT?\"): the opening bid from one hand, or the final "
      "contract from both N-S hands");
  auto c = std::make_shared<TrainSoftmaxCommand>();
  cmd->add_option("--task", c->training.task_name, "opening or contract")
      ->check(CLI::IsMember({"opening", "contract"}));
  cmd->add_option("--features", c->training.features_name,
                  "raw (53: the cards) or domain (142: lengths, suit HCP, HCP)")
      ->check(CLI::IsMember({"raw", "domain"}));
  cmd->add_option("--structure", c->structure, "flat (one regression over 36 calls) or two_stage (strain, then level)")
      ->check(CLI::IsMember({"flat", "two_stage", "two-stage"}));
  cmd->add_option(
         "--labels", c->source.labels,
         "pbn:PATH[,PATH…] (real opening bids, 70% train / 20% dev by hand), sayc (SAYC's openings of the standard "
         "deals) or dd (best contracts from --data's double-dummy costs)")
      ->required();
  AddDataOption(*cmd, c->source.data, "with --labels dd (its double-dummy tables)");
  AddSplitOption(*cmd,
                 c->source.split);  // with --labels dd: train (dev = validation) or validation (halves, --dev-fraction)
  cmd->add_option("--dev-fraction", c->source.dev_fraction, "with --split validation: the share kept for dev")
      ->check(NumberInRange(0, 0.99));
  cmd->add_option("--contract-label", c->source.contract_label,
                  "with dd: which call of least cost is the label: lowest (1S for any spade partscore) or highest "
                  "(the level the tricks make)")
      ->check(CLI::IsMember({"lowest", "highest"}));
  cmd->add_option("--subset", c->subset, "with pbn: train on all hands or only on those whose labels agreed")
      ->check(CLI::IsMember({"all", "agreed"}));
  cmd->add_option("--split-seed", c->source.split_seed, "with pbn: seed of the by-hand 70/20/10 split")
      ->check(WholeNumber(0));
  cmd->add_option("--sayc-deals", c->source.sayc_deals, "with sayc: training deals (0 … N−1 of the standard set)")
      ->check(WholeNumber(1, 80000));
  cmd->add_option("--alpha", c->training.params.alpha, "learning rate α (White: 0.05)")->check(LearningRate());
  cmd->add_option("--tolerance", c->training.params.tolerance,
                  "stop when the norm of θ changes less in an epoch (White: 0.01)")
      ->check(NumberInRange(0, 1e6));
  cmd->add_option("--max-epochs", c->training.params.max_epochs, "epochs at most (White: 1000)")
      ->check(WholeNumber(1, 1000000));
  cmd->add_option("--batch-size", c->training.params.batch_size,
                  "1 = White's stochastic gradient ascent; more = mini-batches (mean gradient, wants a larger α)")
      ->check(WholeNumber(1, 1000000));
  cmd->add_option("--seed", c->training.params.seed, "seed of the shuffling")->check(WholeNumber(0));
  AddOutputFileOption(*cmd, c->output, "model file to write");
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] {
    c->training.labels = c->source.labels;
    RunTrainSoftmax(*c, io);
  });
}

}  // namespace bidlab
