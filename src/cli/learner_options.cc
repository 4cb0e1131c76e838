#include "cli/learner_options.h"

#include <CLI/CLI.hpp>

#include <map>

#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/deal_symmetry.h"
#include "features/hand_features.h"

namespace bidlab {

namespace {

// --NAME WORD for an enum field, shown with its current value's name.
template <typename T>
void AddChoice(CLI::App& cmd, const std::string& name, T& value, const std::map<std::string, T>& words,
               const std::string& help, std::string (*name_of)(T)) {
  cmd.add_option(name, value, help)->transform(NamedChoices(words))->type_name("TEXT")->default_str(name_of(value));
}

}  // namespace

void AddTrainDataOptions(CLI::App& cmd, TrainDataOptions& o) {
  AddDataOption(cmd, o.data, "its train and validation splits are used")->required();
  cmd.add_option("--features", o.features, "hand features: " + FeatureSetNames())
      ->check(CLI::IsMember({"binary", "condensed", "condensed2", "condensed3"}));
  cmd.add_flag("--optimistic", o.optimistic,
               "the thesis's optimistic bound: learn from North's and South's hands together");
  cmd.add_option("--pairing", o.pairing,
                 "with --optimistic: joint (expand both hands' values together, N x S products included) or "
                 "side_by_side (each hand's own expansion)")
      ->check(CLI::IsMember({"joint", "side_by_side", "side-by-side"}));
  AddImpScaleOption(cmd, o.imp_scale);
  AddSymmetriesOption(cmd, o.symmetries);
  AddOutputFileOption(cmd, o.output, "model file to write");
  AddThreadsOption(cmd, o.threads);
  AddJsonFlag(cmd, o.json);
}

void AddSymmetriesOption(CLI::App& cmd, int& copies) {
  cmd.add_option("--symmetries", copies,
                 "train on each training deal and N − 1 of its exact relabellings (suits renamed, N-S swapped; "
                 "tables need no solving); 1 = the deals as they are")
      ->check(WholeNumber(1, kNumDealSymmetries));
}

void AddBanditParamOptions(CLI::App& cmd, BanditParams& p) {
  AddChoice(cmd, "--structure", p.structure, {{"tree", StructureKind::kTree}, {"layered", StructureKind::kLayered}},
            "tree or layered (thesis §3.3)", StructureKindName);
  cmd.add_option("--depth", p.depth, "ℓ, layers of bidding nodes")->check(WholeNumber(1, 40));
  cmd.add_option("--width", p.width, "M, calls of a node that lead to non-terminal nodes")->check(WholeNumber(1, 36));
  AddChoice(cmd, "--ucb", p.ucb, {{"ucb1", UcbRule::kUcb1}, {"linucb", UcbRule::kLinUcb}}, "ucb1 or linucb",
            UcbRuleName);
  cmd.add_option("--alpha", p.alpha, "α, weight of the UCB uncertainty term")->check(Weight());
  cmd.add_option("--penetrate", p.penetrate, "p, probability of a penetrative update (§3.4)")
      ->check(NumberInRange(0, 1));
  cmd.add_option("--pile", p.pile, "delayed update: iterations between re-solves (1 = instant)")
      ->check(WholeNumber(1, INT32_MAX));
  AddChoice(cmd, "--update", p.update, {{"full", UpdateRule::kFull}, {"single", UpdateRule::kSingle}},
            "full or single (§3.4)", UpdateRuleName);
  cmd.add_option("--lambda", p.lambda, "λ, ridge regularisation")->check(PositiveConstant());
  AddChoice(cmd, "--width-counts", p.width_counts, {{"bids", WidthCounts::kBids}, {"calls", WidthCounts::kCalls}},
            "what M counts below the root: bids, or calls (PASS included, so M − 1 bids continue)", WidthCountsName);
  AddChoice(cmd, "--ucb1-total", p.ucb1_total, {{"examples", Ucb1Total::kExamples}, {"visits", Ucb1Total::kVisits}},
            "UCB1's T: a node's examples (every call's) or its visits", Ucb1TotalName);
  AddChoice(cmd, "--penetrate-by", p.penetrate_by,
            {{"reward", PenetrateBy::kReward}, {"uncertainty", PenetrateBy::kUncertainty}},
            "penetrative update picks the non-terminal call of highest UCB reward or of highest uncertainty",
            PenetrateByName);
  AddChoice(cmd, "--feature-scaling", p.scaling, {{"fixed", FeatureScaling::kFixed}, {"none", FeatureScaling::kNone}},
            "learn on condensed2 scaled by fixed constants, or as it is (none)", FeatureScalingName);
  cmd.add_option("--iterations", p.iterations, "T, deals sampled by Algorithm 1")->check(WholeNumber(1));
  cmd.add_option("--seed", p.seed, "random seed (same seed, same model bytes)")->check(WholeNumber(0));
}

void AddTrainExtraOptions(CLI::App& cmd, TrainExtra& extra) {
  cmd.add_option("--train-extra", extra.file,
                 "a data-set file whose deals join the training split only, validation and test staying --data's "
                 "(e.g. one of dataset build --constraint: the hard decisions random deals rarely hold)");
  cmd.add_option("--train-extra-share", extra.share,
                 "the share of the training deals that come from --train-extra (its first deals)")
      ->check(NumberInRange(0, 0.95));
}

void AddNeuralParamOptions(CLI::App& cmd, neural::NeuralParams& p, NeuralRunOptions& run) {
  cmd.add_option("--steps", p.steps, "training steps (each plays --deals-per-step deals)")
      ->check(WholeNumber(1, INT32_MAX));
  cmd.add_option("--minutes", run.minutes, "stop after this wall time even if steps remain (0 = no limit)")
      ->check(WallMinutes());
  static const std::map<std::string, neural::NeuralMethod> kMethods = {
      {"policy-gradient", neural::NeuralMethod::kPolicyGradient},
      {"cost-regression", neural::NeuralMethod::kCostRegression}};
  cmd.add_option("--method", p.method, "policy-gradient or cost-regression (learn/neural/neural_trainer.h)")
      ->transform(NamedChoices(kMethods))
      ->type_name("TEXT")
      ->default_str(neural::NeuralMethodName(p.method));
  cmd.add_option("--entropy", p.entropy, "policy gradient: entropy bonus at the start (IMPs per nat)")->check(Weight());
  cmd.add_option("--final-entropy", p.final_entropy, "… decayed linearly to this")->check(Weight());
  cmd.add_option("--seed", p.seed, "random seed (same seed and steps, same model)")->check(WholeNumber(0));
  AddHiddenLayersOption(cmd, p.hidden);
  cmd.add_option("--deals-per-step", p.deals_per_step, "training deals played per step")
      ->check(WholeNumber(1, 1 << 20));
  cmd.add_option("--minibatch", p.minibatch, "decisions per gradient step")->check(WholeNumber(1, 1 << 20));
  cmd.add_option("--learning-rate", p.learning_rate, "Adam's step size at the start")->check(LearningRate());
  cmd.add_option("--final-learning-rate", p.final_learning_rate, "… decayed linearly to this")->check(LearningRate());
  cmd.add_option("--epsilon", p.exploration.start, "cost regression: ε-greedy exploration at the start")
      ->check(NumberInRange(0, 1));
  cmd.add_option("--final-epsilon", p.exploration.end, "… decayed linearly to this by half the steps")
      ->check(NumberInRange(0, 1));
  cmd.add_option("--lookahead", p.lookahead,
                 "cost regression: greedy calls simulated before bootstrapping (0 = to the end)")
      ->check(WholeNumber(0, 1000));
  cmd.add_option("--target-sync", p.target_sync, "cost regression: steps between target-network copies (0 = none)")
      ->check(WholeNumber(0, INT32_MAX));
  cmd.add_option("--eval-every", p.eval_every, "steps between validation measurements")
      ->check(WholeNumber(1, INT32_MAX));
  AddSymmetriesOption(cmd, p.symmetries);
  cmd.add_option("--rollout-threshold", p.rollout_threshold,
                 "policy gradient: calls the policy gives less than this probability are followed only sometimes, "
                 "importance-weighted (0 = every call)")
      ->check(NumberInRange(0, 1));
  cmd.add_option("--passes", p.passes, "gradient passes over each step's decisions")->check(WholeNumber(1, 1000));
  cmd.add_option("--weight-average", p.weight_average,
                 "decay d of an average of the weights (a += (1-d)(w-a) each step), validated beside the live "
                 "network, the better kept (0 = none)")
      ->check(NumberInRange(0, 0.9999));
  AddThreadsOption(cmd, run.threads);
}

void AddDdnetDataOption(CLI::App& cmd, std::vector<std::string>& data) {
  AddDataOption(cmd, data)->description(
      "data-set files or build journals (.partial), each split by DESIGN.md §1, a deal counted once (repeatable; "
      "default: the standard set, or while it is being built its shards, complete or still being solved)");
}

void AddDdnetVariantOption(CLI::App& cmd, ddnet::Variant& variant) {
  const std::map<std::string, ddnet::Variant> variants = {{"F", ddnet::Variant::kF}, {"D", ddnet::Variant::kD}};
  cmd.add_option("--variant", variant, "F (fully connected encoder) or D (each hand to its own quarter)")
      ->transform(NamedChoices(variants))
      ->type_name("TEXT")
      ->default_str(ddnet::VariantName(variant));
}

void AddDdnetConfigOptions(CLI::App& cmd, ddnet::TrainConfig& config) {
  cmd.add_option("--epochs", config.epochs, "fine-tuning epochs")->check(WholeNumber(1, INT32_MAX));
  cmd.add_option("--ae-iterations", config.ae_max_iterations, "autoencoder iterations at most")
      ->check(WholeNumber(1, INT32_MAX));
  cmd.add_option("--seed", config.seed, "random seed (weights, shuffling)")->check(WholeNumber(0));
  cmd.add_flag("--permute-suits", config.permute_suits,
               "not in the paper: relabel the suits of each training deal at random every epoch (trumps kept)");
}

}  // namespace bidlab
