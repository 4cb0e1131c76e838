// bidlab experiment figure4.1 … figure4.3, table4.2 … table4.4, tablea.1 and
// bandit-ab: the bandit experiments of thesis chapter 4 and Appendix A
// (experiments/thesis/bandit_experiments.h). Here: their options, loading the
// data (and a --model file), and writing what each returns.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>
#include <span>

#include "cli/cli.h"
#include "cli/learner_options.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "data/dataset_ops.h"
#include "experiments/thesis/bandit_experiments.h"
#include "io/model_file.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct ExperimentCommand {
  BanditExperimentOptions options;
  std::string output_dir;
  std::string model;                  // table4.3, table4.4, tablea.1: --model
  std::vector<std::string> variants;  // bandit-ab: --variants
};

BanditExperimentData Load(const BanditExperimentOptions& o) {
  return PrepareBanditExperimentData(LoadDataset(o.data), o);
}

// The output folder's NAME.runs.jsonl, what a stopped experiment resumes from.
RunLog OpenRunLog(const std::string& dir, const std::string& name) {
  std::filesystem::create_directories(dir);
  return RunLog(dir + "/" + name + ".runs.jsonl");
}

// --model FILE, or none: the default configuration is trained.
ComparisonModel ReadComparisonModel(const std::string& path) {
  if (path.empty()) return {};
  const ModelFile file = ReadModelFile(path);
  RequireModelKind(path, file, BanditModel::kKind, BanditModel::kVersion);
  return {BanditModel::LoadPayload(file.payload), path};
}

enum class Extra { kNone, kModel, kVariants };

struct Experiment {
  const char* name;
  const char* help;
  Extra extra;
  ExperimentOutput (*run)(const ExperimentCommand&, std::ostream& log);
};

// Figures 4.1-4.3, then Tables 4.2-4.4 and A.1, then bandit-ab.
const Experiment kExperiments[] = {
    {"figure4.1", "Bandit: FULL versus SINGLE UPDATE, validation cost by iteration (thesis Fig. 4.1)", Extra::kNone,
     [](const ExperimentCommand& c, std::ostream& log) { return RunFigure41(c.options, Load(c.options), log); }},
    {"figure4.2", "Bandit: DELAYED (piles 10/100/1000) versus INSTANT UPDATE (thesis Fig. 4.2)", Extra::kNone,
     [](const ExperimentCommand& c, std::ostream& log) { return RunFigure42(c.options, Load(c.options), log); }},
    {"figure4.3", "Bandit: PENETRATIVE UPDATE with p = 0 … 1, ℓ = 4 and 6 (thesis Fig. 4.3)", Extra::kNone,
     [](const ExperimentCommand& c, std::ostream& log) { return RunFigure43(c.options, Load(c.options), log); }},
    {"table4.2", "Bandit: tree/layered × ℓ × UCB1/LinUCB, (p, α) on validation, mean ± sd over seeds (Table 4.2)",
     Extra::kNone,
     [](const ExperimentCommand& c, std::ostream& log) {
       const BanditExperimentData data = Load(c.options);
       RunLog runs = OpenRunLog(c.output_dir, "table4.2");
       return RunTable42(c.options, data, runs, log);
     }},
    {"table4.3", "Bandit against the reference bidder by type of contract (Table 4.3)", Extra::kModel,
     [](const ExperimentCommand& c, std::ostream& log) {
       const ComparisonModel model = ReadComparisonModel(c.model);
       return RunTable43(c.options, Load(c.options), model, log);
     }},
    {"table4.4", "Bandit and reference bidder with assumed and real declarer (Table 4.4)", Extra::kModel,
     [](const ExperimentCommand& c, std::ostream& log) {
       const ComparisonModel model = ReadComparisonModel(c.model);
       return RunTable44(c.options, Load(c.options), model, log);
     }},
    {"tablea.1", "Opening bids of a bandit model beside SAYC's (Table A.1)", Extra::kModel,
     [](const ExperimentCommand& c, std::ostream& log) {
       if (!c.model.empty()) return RunTableA1(c.options, nullptr, ReadComparisonModel(c.model), log);
       const BanditExperimentData data = Load(c.options);  // the model is trained on it
       return RunTableA1(c.options, &data, {}, log);
     }},
    {"bandit-ab", "Bandit: each reading of the thesis that differs, as an A/B on validation over seeds (issue 22)",
     Extra::kVariants,
     [](const ExperimentCommand& c, std::ostream& log) {
       CheckBanditAbVariants(c.variants);
       const Dataset dataset = LoadDataset(c.options.data);
       RunLog runs = OpenRunLog(c.output_dir, "bandit-ab");
       return RunBanditAb({c.options, c.variants}, dataset, runs, log);
     }},
};

void AddExperiments(CLI::App& experiment, CliStreams& io, std::span<const Experiment> experiments) {
  for (const Experiment& e : experiments) {
    auto* cmd = experiment.add_subcommand(e.name, e.help);
    auto c = std::make_shared<ExperimentCommand>();
    BanditExperimentOptions& o = c->options;
    AddDataOption(*cmd, o.data);
    AddOutputFolderOption(*cmd, c->output_dir, "folder for the markdown, JSON, CSV and SVG files");
    cmd->add_flag("--quick", o.quick, "small sample, few iterations: a smoke test under a minute");
    cmd->add_option("--iterations", o.iterations, "iterations per training run (default: the experiment's)")
        ->check(WholeNumber(1))
        ->default_str("");
    cmd->add_option("--seeds", o.seeds, "seeds per configuration (default: the experiment's)")
        ->check(WholeNumber(1, INT32_MAX))
        ->default_str("");
    AddThreadsOption(*cmd, o.threads);
    AddImpScaleOption(*cmd, o.imp_scale);
    if (e.extra == Extra::kModel)
      cmd->add_option("--model", c->model, "a bandit model file (default: train the default configuration now)");
    if (e.extra == Extra::kVariants)
      cmd->add_option("--variants", c->variants, "only these variants (comma-separated ids; default all)")
          ->delimiter(',');
    const auto run = e.run;
    cmd->callback([c, run, &io] { WriteExperimentFiles(c->output_dir, run(*c, io.err), io.out); });
  }
}

}  // namespace

void AddBanditFigures(CLI::App& experiment, CliStreams& io) {
  AddExperiments(experiment, io, std::span(kExperiments).subspan(0, 3));
}
void AddBanditTables(CLI::App& experiment, CliStreams& io) {
  AddExperiments(experiment, io, std::span(kExperiments).subspan(3, 4));
}
void AddBanditAb(CLI::App& experiment, CliStreams& io) {
  AddExperiments(experiment, io, std::span(kExperiments).subspan(7));
}

}  // namespace bidlab
