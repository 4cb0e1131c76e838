// bidlab train contested-rl: the four-seat learned bidder, stage 2:
// reinforcement learning against a pool of opponents from a stage-1 model
// (experiments/train/contested_reinforcement.h), or an exploiter of one
// model. Resumable from OUTPUT.checkpoint.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/learner_options.h"
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
      "The four-seat learned bidder, stage 2: reinforcement learning against a league of opponents from a "
      "stage-1 model (train contested); --exploit MODEL: a best response to MODEL, and MODEL's exploitability");
  auto c = std::make_shared<TrainContestedRlCommand>();
  AddDataOption(*cmd, c->data, "its training boards are played, its validation boards choose the model");
  cmd->add_option("--from", c->from, "the stage-1 model to start from (bidlab train contested)")->required();
  cmd->add_option("--against", c->run.against,
                  "the opponents (registered names or model files; pass: the uncontested game, scored against the "
                  "best contract); with --league, more members")
      ->capture_default_str();
  cmd->add_flag("--league", c->run.league,
                "the league: sayc, sayc-aggressive, sayc-cautious, pass, and on the standard set data/neural.model "
                "and data/contested.model");
  cmd->add_option("--exploit", c->run.exploit,
                  "train a best response to this model (file or name) alone and report its exploitability (default "
                  "--steps " +
                      std::to_string(kExploitSteps) + ")");
  cmd->add_option("--snapshot-every", c->params.snapshot_every,
                  "steps between frozen copies of the learner joining the pool (0 = none)")
      ->check(WholeNumber(0, 10'000'000));
  cmd->add_option("--priority-temperature", c->params.priority.temperature,
                  "T: an opponent is drawn in proportion to exp(-recent IMPs/T) (with the floor)")
      ->check(PositiveConstant());
  cmd->add_option("--priority-floor", c->params.priority.floor, "ε: the share of draws made uniformly")
      ->check(NumberInRange(0, 1));
  cmd->add_option("--pass-share", c->params.priority.fixed_share,
                  "the share of draws the passing pair takes (0 = 1/n of the n opponents)")
      ->check(NumberInRange(0, 0.99));
  cmd->add_option("--double-penalty", c->params.double_penalty,
                  "λ: IMPs taken off a call whose auction ends in our double of the opponents' contract that makes")
      ->check(Weight());
  cmd->add_option("--max-doubles-made", c->params.max_doubles_made,
                  "a checkpoint qualifies when its penalty doubles made at most this share at every level with "
                  "--min-doubles doubles, against every opponent (qualifying checkpoints are kept first)")
      ->check(NumberInRange(0, 1));
  cmd->add_option("--min-doubles", c->params.min_doubles, "… the levels counted: at least this many doubles")
      ->check(WholeNumber(1, 10'000'000));
  cmd->add_option("--max-uncontested-cost", c->params.max_uncontested_cost,
                  "… and its uncontested cost on the validation split at most this (0 = no limit)")
      ->check(Weight());
  cmd->add_option("--imitation-weight", c->params.imitation_weight,
                  "w: adds w × the cross-entropy of the uncontested teacher's call at each of the learner's calls "
                  "while the opponents have only passed (0 = none)")
      ->check(Weight());
  cmd->add_option("--uncontested-teacher", c->run.uncontested_teacher,
                  "the anchor's teacher (model file or name); shipped = data/neural.model (on the standard set)")
      ->capture_default_str();
  cmd->add_option("--boards", c->run.boards, "the first N training boards (0 = all)")->check(WholeNumber(0));
  cmd->add_option("--validation-boards", c->run.validation_boards, "the first N validation boards (0 = all)")
      ->check(WholeNumber(0));
  cmd->add_option("--steps", c->params.steps,
                  "training steps (resumed: at least the steps done; the rerun continues to the new number)")
      ->check(WholeNumber(1, 10'000'000));
  cmd->add_option("--boards-per-step", c->params.boards_per_step, "boards played per step")
      ->check(WholeNumber(1, 1 << 20));
  cmd->add_option("--learning-rate", c->params.learning_rate, "Adam's step size at the start")->check(LearningRate());
  cmd->add_option("--final-learning-rate", c->params.final_learning_rate, "… decayed linearly to this")
      ->check(LearningRate());
  cmd->add_option("--entropy", c->params.entropy, "entropy bonus β")->check(Weight());
  cmd->add_option("--rollout-threshold", c->params.rollout_threshold,
                  "τ: a call the policy gives less is followed with probability π/τ")
      ->check(NumberInRange(0, 1));
  cmd->add_option("--validate-every", c->params.validate_every, "steps between validation matches and checkpoints")
      ->check(WholeNumber(1, 10'000'000));
  cmd->add_option("--seed", c->params.seed,
                  "random seed (same seed and steps, same model: also when stopped anywhere and run again)")
      ->check(WholeNumber(0));
  cmd->add_option("--minutes", c->run.minutes,
                  "stop after the step that passes this wall time, validated (0 = no limit)")
      ->check(WallMinutes());
  AddThreadsOption(*cmd, c->run.threads);
  AddTrainExtraOptions(*cmd, c->run.extra);
  AddOutputFileOption(*cmd, c->output,
                      "model file to write (and beside it OUTPUT.checkpoint, and OUTPUT.snapshot-STEP with "
                      "--snapshot-every)",
                      ContestedFilesBeside(true));
  AddJsonFlag(*cmd, c->json);
  cmd->callback([c, cmd, &io] {
    if (!c->run.exploit.empty() && cmd->count("--steps") == 0) c->params.steps = kExploitSteps;
    io.out << ReinforceContestedFromFiles(c->params, c->run, c->data, c->from, c->output, c->json, io.err);
  });
}

}  // namespace bidlab
