// bidlab train csosr: CSOSR (learn/csosr), (C, gamma) chosen on the
// validation split; the grid search reports progress on stderr.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "experiments/train/one_call_training.h"

namespace bidlab {

namespace {

struct TrainCsosrCommand {
  TrainDataOptions data;
  CsosrParams params;
  double kernel_gb = 0;  // --kernel-gb, shown and parsed in GB
};

}  // namespace

void AddTrainCsosr(CLI::App& train, CliStreams& io) {
  auto* cmd =
      train.add_subcommand("csosr",
                           "Cost-sensitive one-sided regression (Tu & Lin 2010): one Gaussian-kernel one-sided SVR per "
                           "call, (C, gamma) chosen on the validation split (thesis §3.1, §4.1)");
  auto c = std::make_shared<TrainCsosrCommand>();
  AddTrainDataOptions(*cmd, c->data);
  c->params.costs_C.clear();
  c->params.gammas.clear();
  cmd->add_option("--C", c->params.costs_C, "C values (default 1 10 100 1000)")->check(PositiveConstant());
  cmd->add_option("--gamma", c->params.gammas, "Gaussian kernel gamma values (default 0.001 0.01 0.1 1)")
      ->check(PositiveConstant());
  cmd->add_option("--subsample", c->params.subsample, "train on the first N training deals (0 = all)")
      ->check(WholeNumber(0, INT32_MAX));
  cmd->add_option("--tolerance", c->params.tolerance, "SMO stopping tolerance (IMPs)")->check(PositiveConstant());
  c->kernel_gb = static_cast<double>(c->params.kernel_bytes) / (1 << 30);
  cmd->add_option("--kernel-gb", c->kernel_gb, "largest kernel matrix kept whole in memory, GB (larger: rows cached)")
      ->check(PositiveConstant());
  cmd->callback([c, &io] {
    c->params.kernel_bytes = static_cast<std::size_t>(c->kernel_gb * (1 << 30));
    io.out << TrainCsosrFromFile(c->data, c->params, io.err);
  });
}

}  // namespace bidlab
