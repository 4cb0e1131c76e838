// bidlab train contested: the four-seat learned bidder (learn/contested_neural,
// issue 25), stage 1: it learns to make the teacher's calls at every seat
// (experiments/train/contested_training.h). Resumable from OUTPUT.checkpoint.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/train/contested_training.h"

namespace bidlab {

namespace {

struct TrainContestedCommand {
  contested_neural::ImitationParams params;
  ContestedRunOptions run;
  std::string data = "standard";
  std::string output;
  bool json = false;
};

}  // namespace

void AddTrainContested(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "contested",
      "The four-seat learned bidder, stage 1 (learn/contested_neural): imitates a teacher's calls at every seat "
      "(then train contested-rl)");
  auto c = std::make_shared<TrainContestedCommand>();
  AddDataOption(*cmd, c->data, "its train and validation splits are bid by the teacher");
  cmd->add_option("--teacher", c->run.teacher, "the bidder to imitate (a registered name; sayc competes)");
  cmd->add_option("--uncontested-teacher", c->run.uncontested_teacher,
                  "a bidder (model file or name) imitated instead while the opponents have only passed; shipped = "
                  "data/neural.model (on the standard set); none = the teacher alone");
  cmd->add_option("--boards", c->run.boards, "the first N training boards (0 = all)")->check(WholeNumber(0));
  cmd->add_option("--validation-boards", c->run.validation_boards, "the first N validation boards (0 = all)")
      ->check(WholeNumber(0));
  cmd->add_option("--epochs", c->params.epochs, "passes over the training calls")->check(WholeNumber(1, 100000));
  AddHiddenLayersOption(*cmd, c->params.hidden);
  cmd->add_option("--minibatch", c->params.minibatch, "calls per gradient step")->check(WholeNumber(1, 1 << 20));
  cmd->add_option("--learning-rate", c->params.learning_rate, "Adam's step size at the start")->check(LearningRate());
  cmd->add_option("--final-learning-rate", c->params.final_learning_rate, "… decayed linearly to this")
      ->check(LearningRate());
  cmd->add_option("--seed", c->params.seed, "random seed (same seed and epochs, same model)")->check(WholeNumber(0));
  cmd->add_option("--minutes", c->run.minutes, "stop after the epoch that passes this wall time (0 = no limit)")
      ->check(WallMinutes());
  AddThreadsOption(*cmd, c->run.threads);
  AddTrainExtraOptions(*cmd, c->run.extra);
  AddOutputFileOption(*cmd, c->output, "model file to write (and OUTPUT.checkpoint beside it)",
                      ContestedFilesBeside(false));
  AddJsonFlag(*cmd, c->json);
  cmd->callback(
      [c, &io] { io.out << TrainContestedFromFiles(c->params, c->run, c->data, c->output, c->json, io.err); });
}

}  // namespace bidlab
