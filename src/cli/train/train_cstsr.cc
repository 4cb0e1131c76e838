// bidlab train cstsr: CSTSR (learn/cstsr), λ chosen on the validation split.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "experiments/train/one_call_training.h"

namespace bidlab {

namespace {

struct TrainCstsrCommand {
  TrainDataOptions data;
  std::vector<double> lambdas;
};

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
      ->check(NumberInRange(0, 1e12));
  cmd->callback([c, &io] { io.out << TrainCstsrFromFile(c->data, c->lambdas); });
}

}  // namespace bidlab
