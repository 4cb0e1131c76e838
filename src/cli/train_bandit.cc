// bidlab train bandit: the multi-layer bandit bidder (thesis chapter 3) on a
// data set's training split.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli/bandit_cli.h"
#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "cli/train_common.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/evaluate.h"
#include "eval/scored_deal.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/cost_example.h"

namespace bidlab {

CLI::App& SubcommandGroup(CLI::App& app, const std::string& name, const std::string& description) {
  const auto found = app.get_subcommands([&](CLI::App* sub) { return sub->get_name() == name; });
  if (!found.empty()) return *found.front();
  CLI::App* group = app.add_subcommand(name, description);
  group->require_subcommand(1);
  return *group;
}

void AddBanditParamOptions(CLI::App& cmd, BanditParams& p) {
  static const std::map<std::string, StructureKind> kStructures = {{"tree", StructureKind::kTree},
                                                                   {"layered", StructureKind::kLayered}};
  static const std::map<std::string, UcbRule> kRules = {{"ucb1", UcbRule::kUcb1}, {"linucb", UcbRule::kLinUcb}};
  static const std::map<std::string, UpdateRule> kUpdates = {{"full", UpdateRule::kFull},
                                                             {"single", UpdateRule::kSingle}};
  cmd.add_option("--structure", p.structure, "tree or layered (thesis §3.3)")
      ->transform(NamedChoices(kStructures))
      ->type_name("TEXT")
      ->default_str(StructureKindName(p.structure));
  cmd.add_option("--depth", p.depth, "ℓ, layers of bidding nodes")->capture_default_str()->check(CLI::Range(1, 40));
  cmd.add_option("--width", p.width, "M, calls of a node that lead to non-terminal nodes")
      ->capture_default_str()
      ->check(CLI::Range(1, 36));
  cmd.add_option("--ucb", p.ucb, "ucb1 or linucb")
      ->transform(NamedChoices(kRules))
      ->type_name("TEXT")
      ->default_str(UcbRuleName(p.ucb));
  cmd.add_option("--alpha", p.alpha, "α, weight of the UCB uncertainty term")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd.add_option("--penetrate", p.penetrate, "p, probability of a penetrative update (§3.4)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  cmd.add_option("--pile", p.pile, "delayed update: iterations between re-solves (1 = instant)")
      ->capture_default_str()
      ->check(WholeNumber(1, INT32_MAX));
  cmd.add_option("--update", p.update, "full or single (§3.4)")
      ->transform(NamedChoices(kUpdates))
      ->type_name("TEXT")
      ->default_str(UpdateRuleName(p.update));
  cmd.add_option("--lambda", p.lambda, "λ, ridge regularisation")->capture_default_str()->check(CLI::PositiveNumber);
  static const std::map<std::string, Ucb1Total> kTotals = {{"examples", Ucb1Total::kExamples},
                                                           {"visits", Ucb1Total::kVisits}};
  static const std::map<std::string, PenetrateBy> kPenetrateBy = {{"reward", PenetrateBy::kReward},
                                                                  {"uncertainty", PenetrateBy::kUncertainty}};
  static const std::map<std::string, FeatureScaling> kScalings = {{"fixed", FeatureScaling::kFixed},
                                                                  {"none", FeatureScaling::kNone}};
  static const std::map<std::string, WidthCounts> kWidthCounts = {{"bids", WidthCounts::kBids},
                                                                  {"calls", WidthCounts::kCalls}};
  cmd.add_option("--width-counts", p.width_counts,
                 "what M counts below the root: bids, or calls (PASS included, so M − 1 bids continue)")
      ->transform(NamedChoices(kWidthCounts))
      ->type_name("TEXT")
      ->default_str(WidthCountsName(p.width_counts));
  cmd.add_option("--ucb1-total", p.ucb1_total, "UCB1's T: a node's examples (every call's) or its visits")
      ->transform(NamedChoices(kTotals))
      ->type_name("TEXT")
      ->default_str(Ucb1TotalName(p.ucb1_total));
  cmd.add_option("--penetrate-by", p.penetrate_by,
                 "penetrative update picks the non-terminal call of highest UCB reward or of highest uncertainty")
      ->transform(NamedChoices(kPenetrateBy))
      ->type_name("TEXT")
      ->default_str(PenetrateByName(p.penetrate_by));
  cmd.add_option("--feature-scaling", p.scaling, "learn on condensed2 scaled by fixed constants, or as it is (none)")
      ->transform(NamedChoices(kScalings))
      ->type_name("TEXT")
      ->default_str(FeatureScalingName(p.scaling));
  cmd.add_option("--iterations", p.iterations, "T, deals sampled by Algorithm 1")
      ->capture_default_str()
      ->check(WholeNumber(1));
  cmd.add_option("--seed", p.seed, "random seed (same seed, same model bytes)")->capture_default_str()->check(WholeNumber(0));
}

namespace {

struct TrainBanditCommand {
  BanditParams params;
  std::string data;
  std::string output;
  std::string imp_scale = "wbf";
  int symmetries = 1;
  int restarts = 1;  // seeds seed … seed + restarts − 1; the least validation cost is kept
  int threads = 1;   // more pays only on an idle machine (see bandit_trainer.h)
  bool json = false;
};

// One training, with a progress line on stderr.
BanditTrainResult TrainWithProgress(const BanditParams& p, const std::vector<BanditDeal>& deals, int threads,
                                    const std::string& label, CliStreams& io) {
  BanditTrainOptions options;
  options.threads = threads;
  ProgressLine line(io.err, label);
  const auto start = std::chrono::steady_clock::now();
  options.on_progress = [&](std::uint64_t done, std::uint64_t total) {
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double rate = static_cast<double>(done) / std::max(s, 1e-9);
    line.Update(done, total, rate, static_cast<double>(total - done) / std::max(rate, 1e-9), "iterations");
  };
  BanditTrainResult result = TrainBandit(p, deals, options);
  line.Finish();
  return result;
}

void RunTrainBandit(const TrainBanditCommand& c, CliStreams& io) {
  c.params.Validate();
  RequireOutputIsNotAnInput(c.output, {c.data});
  const auto wall_start = std::chrono::steady_clock::now();
  const ImpScale scale = c.imp_scale == "thesis" ? ImpScale::kThesis : ImpScale::kWbf;
  const Dataset dataset = LoadDataset(c.data);
  const std::vector<CostExample> train = CostExamplesOf(dataset, Split::kTrain, scale, c.symmetries);
  if (train.empty()) throw Error(c.data + ": the training split holds no deals");
  const std::vector<BanditDeal> deals = BanditDealsOf(train);

  EvalOptions eo;
  eo.threads = c.threads;
  const std::vector<ScoredDeal> validation = ScoreDataset(dataset, Split::kValidation, scale);
  if (c.restarts > 1 && validation.empty())
    throw Error(c.data + ": --restarts keeps the seed of least validation cost, but the validation split is empty");

  // One training per seed; with --restarts the seed of least validation cost
  // is kept (a choice made on validation; Table 4.2 shows seeds differ by
  // up to 0.3 IMP).
  std::optional<BanditTrainResult> result;
  std::optional<EvalResult> eval;
  nlohmann::json restarts = nlohmann::json::array();
  for (int r = 0; r < c.restarts; ++r) {
    BanditParams p = c.params;
    p.seed = c.params.seed + static_cast<std::uint64_t>(r);
    BanditTrainResult trained = TrainWithProgress(
        p, deals, c.threads, c.restarts > 1 ? "train bandit seed " + std::to_string(p.seed) : "train bandit", io);
    std::optional<EvalResult> checked;
    if (!validation.empty()) checked = Evaluate(BanditBidder(trained.model), validation, eo);
    if (c.restarts > 1) {
      restarts.push_back({{"seed", p.seed}, {"validation", checked->avg_cost}});
      io.err << "seed " << p.seed << ": validation " << checked->avg_cost << " IMP\n";
    }
    if (!result || (checked && checked->avg_cost < eval->avg_cost)) {
      result = std::move(trained);
      eval = checked;
    }
  }
  const BanditParams& params = result->model->params();  // the kept seed's
  WriteModelFile(c.output, {BanditModel::kKind, BanditModel::kVersion, result->model->SavePayload()});
  // The training cost, for information (through the one eval path).
  const EvalResult train_eval = Evaluate(BanditBidder(result->model), ScoreDataset(dataset, Split::kTrain, scale), eo);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
  const double rate = static_cast<double>(params.iterations) / std::max(result->seconds, 1e-9);
  if (c.json) {
    nlohmann::json j = {{"model", c.output},
                        {"params", params.Describe()},
                        {"train_deals", deals.size()},
                        {"symmetries", c.symmetries},
                        {"iterations", params.iterations},
                        {"train_seconds", result->seconds},
                        {"iterations_per_second", rate},
                        {"examples", result->examples},
                        {"wall_seconds", wall},
                        {"train", {{"deals", train_eval.deals}, {"avg_cost", train_eval.avg_cost}}}};
    if (eval) j["validation"] = {{"deals", eval->deals}, {"avg_cost", eval->avg_cost}};
    if (c.restarts > 1) j["restarts"] = restarts;
    io.out << j.dump() << "\n";
    return;
  }
  char text[512];
  std::snprintf(text, sizeof text,
                "trained bandit (%s) on %zu training deals (%d per solved deal)\n"
                "training: %.1f s, %.0f iterations/s, %llu examples\n",
                params.Describe().c_str(), deals.size(), c.symmetries, result->seconds, rate,
                static_cast<unsigned long long>(result->examples));
  io.out << text;
  std::snprintf(text, sizeof text, "training deals: %.4f IMP\n", train_eval.avg_cost);
  io.out << text;
  if (eval) {
    std::snprintf(text, sizeof text, "validation: %.4f IMP on %zu deals\n", eval->avg_cost, eval->deals);
    io.out << text;
  }
  std::snprintf(text, sizeof text, "wrote %s; wall time %s (%.1f s)\n", c.output.c_str(), FormatDuration(wall).c_str(),
                wall);
  io.out << text;
}

}  // namespace

void AddTrainBandit(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "bandit", "The multi-layer bandit bidder (thesis ch. 3); with no option, tree ℓ = 4 UCB1 (Table 4.2)");
  auto c = std::make_shared<TrainBanditCommand>();
  cmd->add_option("--data", c->data, "data-set file, or \"standard\" for the shipped set")->required();
  cmd->add_option("-o,--output", c->output, "model file to write")->required()->check(OutputFile());
  AddBanditParamOptions(*cmd, c->params);
  cmd->add_option("--imp-scale", c->imp_scale, "wbf, or thesis (Ho's arithmetic)")
      ->check(CLI::IsMember({"wbf", "thesis"}))
      ->capture_default_str();
  AddSymmetriesOption(*cmd, c->symmetries);
  cmd->add_option("--restarts", c->restarts,
                  "train seeds --seed … --seed + N − 1 and keep the one of least validation cost")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--threads", c->threads, "training threads (0 = every core; the model does not depend on it)")
      ->capture_default_str()->check(ThreadCount());
  cmd->add_flag("--json", c->json, "print one JSON object");
  cmd->callback([c, &io] { RunTrainBandit(*c, io); });
}

}  // namespace bidlab
