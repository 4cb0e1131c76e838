// bidlab train bandit: the multi-layer bandit bidder (thesis chapter 3) on a
// data set's training split (experiments/train/train_bandit.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "data/dataset_ops.h"
#include "experiments/stopwatch.h"
#include "experiments/train/train_bandit.h"
#include "io/model_file.h"

namespace bidlab {

namespace {

struct TrainBanditCommand {
  TrainBanditOptions options;
  std::string output;
  bool json = false;
};

void RunTrainBandit(const TrainBanditCommand& c, CliStreams& io) {
  c.options.params.Validate();
  RequireOutputIsNotAnInput(c.output, {c.options.data});
  const Stopwatch stopwatch;
  const TrainBanditReport report = TrainBanditModel(c.options, LoadDataset(c.options.data), io.err);
  WriteModelFile(c.output, {BanditModel::kKind, BanditModel::kVersion, report.model->SavePayload()});
  const double wall = stopwatch.Seconds();
  if (c.json) io.out << TrainBanditJson(report, c.output, wall).dump() << "\n";
  else io.out << TrainBanditText(report, c.output, wall);
}

}  // namespace

void AddTrainBandit(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "bandit", "The multi-layer bandit bidder (thesis ch. 3); with no option, tree ℓ = 4 UCB1 (Table 4.2)");
  auto c = std::make_shared<TrainBanditCommand>();
  AddDataOption(*cmd, c->options.data)->required();
  AddOutputFileOption(*cmd, c->output, "model file to write");
  AddBanditParamOptions(*cmd, c->options.params);
  AddImpScaleOption(*cmd, c->options.imp_scale);
  AddSymmetriesOption(*cmd, c->options.symmetries);
  cmd->add_option("--restarts", c->options.restarts,
                  "train seeds --seed … --seed + N − 1 and keep the one of least validation cost")
      ->check(WholeNumber(1, 1000));
  AddThreadsOption(*cmd, c->options.threads);
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { RunTrainBandit(*c, io); });
}

}  // namespace bidlab
