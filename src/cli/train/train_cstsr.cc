// bidlab train cstsr: CSTSR (learn/cstsr), λ chosen on the validation split.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "experiments/stopwatch.h"
#include "experiments/train/one_call_training.h"
#include "experiments/train/training_data.h"
#include "io/model_file.h"

namespace bidlab {

namespace {

struct TrainCstsrCommand {
  TrainDataOptions data;
  std::vector<double> lambdas;
};

void RunTrainCstsr(const TrainCstsrCommand& c, CliStreams& io) {
  const Stopwatch stopwatch;
  RequireOutputIsNotAnInput(c.data.output, {c.data.data});
  const TrainingSplits splits = LoadTrainingSplits(c.data.data, c.data.imp_scale, c.data.symmetries);
  CstsrParams params;
  params.features = TrainFeatureSpec(c.data);
  if (!c.lambdas.empty()) params.lambdas = c.lambdas;
  const CstsrResult r = TrainCstsr(params, splits.train, splits.validation);
  WriteModelFile(c.data.output, {CstsrModel::kKind, CstsrModel::kVersion, r.model->SavePayload()});
  const TrainingRun run{c.data.output, params.features, c.data.imp_scale, splits.validation.size(),
                        stopwatch.Seconds()};
  io.out << (c.data.json ? CstsrTrainingJson(r, run).dump() + "\n" : CstsrTrainingText(r, run));
}

}  // namespace

void AddTrainCstsr(CLI::App& train, CliStreams& io) {
  auto* cmd =
      train.add_subcommand("cstsr",
                           "Cost-sensitive two-sided regression: one ridge regression per call (thesis §3.1), the bias "
                           "unpenalised; lambda chosen on the validation split");
  auto c = std::make_shared<TrainCstsrCommand>();
  AddTrainDataOptions(*cmd, c->data);
  cmd->add_option("--lambda", c->lambdas,
                  "ridge lambda; several values = a grid to choose from on validation "
                  "(default: 1e-6 1e-5 ... 1e3, chosen on validation)")
      ->check(CLI::NonNegativeNumber);
  cmd->callback([c, &io] { RunTrainCstsr(*c, io); });
}

}  // namespace bidlab
