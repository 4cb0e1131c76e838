// bidlab experiment figure4.1 … figure4.3, table4.2 … table4.4, tablea.1 and
// bandit-ab: the bandit experiments of thesis chapter 4 and Appendix A
// (experiments/thesis/bandit_experiment_list.h). Here: their options, and
// writing what each returns.
#include <CLI/CLI.hpp>
#include <memory>
#include <span>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/thesis/bandit_experiment_list.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

void AddExperiments(CLI::App& experiment, CliStreams& io, std::span<const BanditExperiment> experiments) {
  for (const BanditExperiment& e : experiments) {
    auto* cmd = experiment.add_subcommand(e.name, e.help);
    auto c = std::make_shared<BanditExperimentRequest>();
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
    if (e.extra == BanditExperimentExtra::kModel)
      cmd->add_option("--model", c->model, "a bandit model file (default: train the default configuration now)");
    if (e.extra == BanditExperimentExtra::kVariants)
      cmd->add_option("--variants", c->variants, "only these variants (comma-separated ids; default all)")
          ->delimiter(',');
    const auto run = e.run;
    cmd->callback([c, run, &io] { WriteExperimentFiles(c->output_dir, run(*c, io.err), io.out); });
  }
}

}  // namespace

void AddBanditFigures(CLI::App& experiment, CliStreams& io) {
  AddExperiments(experiment, io, BanditExperiments().subspan(0, 3));
}
void AddBanditTables(CLI::App& experiment, CliStreams& io) {
  AddExperiments(experiment, io, BanditExperiments().subspan(3, 4));
}
void AddBanditAb(CLI::App& experiment, CliStreams& io) {
  AddExperiments(experiment, io, BanditExperiments().subspan(7));
}

}  // namespace bidlab
