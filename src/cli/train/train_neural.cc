// bidlab train neural: the neural bidder (learn/neural), learned by
// reinforcement learning from the cost vectors of the training split; the
// checkpoint of least validation cost is kept (experiments/train/neural_training.h).
#include <CLI/CLI.hpp>

#include <map>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/train/neural_training.h"

namespace bidlab {

namespace {

struct TrainNeuralCommand {
  neural::NeuralParams params;
  NeuralRunOptions run;
  std::vector<std::string> data;
  std::string output;
  bool json = false;
};

}  // namespace

void AddTrainNeural(CLI::App& train, CliStreams& io) {
  auto* cmd =
      train.add_subcommand("neural",
                           "A bidder that learns its own system by reinforcement learning from the cost vectors "
                           "(learn/neural); with no option, the default configuration");
  auto c = std::make_shared<TrainNeuralCommand>();
  AddDataOption(*cmd, c->data)->required();
  AddNeuralParamOptions(*cmd, c->params, c->run);
  AddTrainExtraOptions(*cmd, c->run.extra);
  AddOutputFileOption(*cmd, c->output, "model file to write");
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] { io.out << TrainNeuralFromFiles(c->params, c->run, c->data, c->output, c->json, io.err); });
}

}  // namespace bidlab
