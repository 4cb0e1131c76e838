// Registers the bandit learner's commands in the command groups (train,
// bench, experiment), creating a group no other file has made yet, and
// declares the bandit's hyper-parameter options.
#include <CLI/CLI.hpp>

#include "cli/bandit_cli.h"
#include "cli/named_choices.h"
#include "cli/option_checks.h"

namespace bidlab {

namespace {

// --NAME WORD for an enum field, shown with its current value's name.
template <typename T>
void AddChoice(CLI::App& cmd, const std::string& name, T& value, const std::map<std::string, T>& words,
               const std::string& help, std::string (*name_of)(T)) {
  cmd.add_option(name, value, help)->transform(NamedChoices(words))->type_name("TEXT")->default_str(name_of(value));
}

}  // namespace

CLI::App& SubcommandGroup(CLI::App& app, const std::string& name, const std::string& description) {
  const auto found = app.get_subcommands([&](CLI::App* sub) { return sub->get_name() == name; });
  if (!found.empty()) return *found.front();
  CLI::App* group = app.add_subcommand(name, description);
  group->require_subcommand(1);
  return *group;
}

void AddBanditParamOptions(CLI::App& cmd, BanditParams& p) {
  AddChoice(cmd, "--structure", p.structure, {{"tree", StructureKind::kTree}, {"layered", StructureKind::kLayered}},
            "tree or layered (thesis §3.3)", StructureKindName);
  cmd.add_option("--depth", p.depth, "ℓ, layers of bidding nodes")->capture_default_str()->check(CLI::Range(1, 40));
  cmd.add_option("--width", p.width, "M, calls of a node that lead to non-terminal nodes")
      ->capture_default_str()
      ->check(CLI::Range(1, 36));
  AddChoice(cmd, "--ucb", p.ucb, {{"ucb1", UcbRule::kUcb1}, {"linucb", UcbRule::kLinUcb}}, "ucb1 or linucb",
            UcbRuleName);
  cmd.add_option("--alpha", p.alpha, "α, weight of the UCB uncertainty term")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd.add_option("--penetrate", p.penetrate, "p, probability of a penetrative update (§3.4)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  cmd.add_option("--pile", p.pile, "delayed update: iterations between re-solves (1 = instant)")
      ->capture_default_str()
      ->check(WholeNumber(1, INT32_MAX));
  AddChoice(cmd, "--update", p.update, {{"full", UpdateRule::kFull}, {"single", UpdateRule::kSingle}},
            "full or single (§3.4)", UpdateRuleName);
  cmd.add_option("--lambda", p.lambda, "λ, ridge regularisation")->capture_default_str()->check(CLI::PositiveNumber);
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
  cmd.add_option("--iterations", p.iterations, "T, deals sampled by Algorithm 1")
      ->capture_default_str()
      ->check(WholeNumber(1));
  cmd.add_option("--seed", p.seed, "random seed (same seed, same model bytes)")
      ->capture_default_str()
      ->check(WholeNumber(0));
}

void AddBanditCommands(CLI::App& app, CliStreams& io) {
  AddTrainBandit(SubcommandGroup(app, "train", "Train a learner and write its model file"), io);
  AddBenchBandit(SubcommandGroup(app, "bench", "Measure speed and memory"), io);
  CLI::App& experiment = SubcommandGroup(app, "experiment", "Reproduce a table or figure of the papers");
  AddBanditFigures(experiment, io);
  AddBanditTables(experiment, io);
  AddBanditAb(experiment, io);
}

}  // namespace bidlab
