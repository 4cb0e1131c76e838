// bidlab bench ddnet: samples/s of the AE-MLP trick network (experiments/ddnet/ddnet_bench.h).
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/ddnet/ddnet_bench.h"
#include "experiments/train/training_data.h"

namespace bidlab {

void AddBenchDdnet(CLI::App& bench, CliStreams& io) {
  auto* cmd = bench.add_subcommand("ddnet", "Samples/s of the AE-MLP trick network: training and inference");
  struct Command {
    DdnetBenchOptions options;
    bool json = false;
  };
  auto c = std::make_shared<Command>();
  cmd->add_option("--samples", c->options.samples, "deals to train and predict on")->check(WholeNumber(1, INT32_MAX));
  cmd->add_option("--batch", c->options.batch, "training mini-batch")->check(WholeNumber(1, INT32_MAX));
  AddDdnetVariantOption(*cmd, c->options.variant);
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] {
    const nlohmann::json result = BenchDdnet(c->options);
    io.out << (c->json ? result.dump() + "\n" : BenchDdnetText(result));
  });
}

}  // namespace bidlab
