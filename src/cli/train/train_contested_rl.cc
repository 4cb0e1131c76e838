// bidlab train contested-rl: the four-seat learned bidder, stage 2:
// reinforcement learning against an opponent from a stage-1 model
// (experiments/train/contested_reinforcement.h). Resumable from
// OUTPUT.checkpoint.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/train/contested_training.h"

namespace bidlab {

namespace {

struct TrainContestedRlCommand {
  ReinforceParams params;
  ContestedRunOptions run;
  std::string data = "standard";
  std::string from;
  std::string output;
  bool json = false;
};

}  // namespace

void AddTrainContestedRl(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "contested-rl",
      "The four-seat learned bidder, stage 2: reinforcement learning against an opponent (competing SAYC) from a "
      "stage-1 model (train contested)");
  auto c = std::make_shared<TrainContestedRlCommand>();
  AddDataOption(*cmd, c->data, "its training boards are played, its validation boards choose the model");
  cmd->add_option("--from", c->from, "the stage-1 model to start from (bidlab train contested)")->required();
  cmd->add_option("--opponent", c->run.teacher, "the bidder to play against (a registered name; sayc competes)");
  cmd->add_option("--also-against", c->run.also_against,
                  "more opponents met in turn (pass: the uncontested game, scored against the best contract; none); "
                  "validation plays --opponent");
  cmd->add_option("--boards", c->run.boards, "the first N training boards (0 = all)")->check(WholeNumber(0));
  cmd->add_option("--validation-boards", c->run.validation_boards, "the first N validation boards (0 = all)")
      ->check(WholeNumber(0));
  cmd->add_option("--steps", c->params.steps, "training steps")->check(WholeNumber(1, 10'000'000));
  cmd->add_option("--boards-per-step", c->params.boards_per_step, "boards played per step")
      ->check(WholeNumber(1, 1 << 20));
  cmd->add_option("--learning-rate", c->params.learning_rate, "Adam's step size at the start")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--final-learning-rate", c->params.final_learning_rate, "… decayed linearly to this")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--entropy", c->params.entropy, "entropy bonus β")->check(CLI::NonNegativeNumber);
  cmd->add_option("--rollout-threshold", c->params.rollout_threshold,
                  "τ: a call the policy gives less is followed with probability π/τ")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--validate-every", c->params.validate_every, "steps between validation matches and checkpoints")
      ->check(WholeNumber(1, 10'000'000));
  cmd->add_option("--seed", c->params.seed, "random seed (same seed and steps, same model)")->check(WholeNumber(0));
  cmd->add_option("--minutes", c->run.minutes,
                  "stop after the step that passes this wall time, validated (0 = no limit)")
      ->check(CLI::NonNegativeNumber);
  AddThreadsOption(*cmd, c->run.threads);
  AddOutputFileOption(*cmd, c->output, "model file to write (and OUTPUT.checkpoint beside it)");
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, &io] {
    io.out << ReinforceContestedFromFiles(c->params, c->run, c->data, c->from, c->output, c->json, io.err);
  });
}

}  // namespace bidlab
