// bidlab experiment table4.1 --data FILE -o DIR: thesis Table 4.1
// (experiments/thesis/table41.h). Writes DIR/table41.md, DIR/table41.json
// and the twelve models under DIR/models/.
#include <CLI/CLI.hpp>

#include <filesystem>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "data/dataset_ops.h"
#include "experiments/progress.h"
#include "experiments/thesis/table41.h"
#include "report/experiment_files.h"

namespace bidlab {

namespace {

struct Table41Command {
  std::string data = "standard";
  std::string output;
  std::string methods = "all";
  bool save_models = true;
  Table41Options options;
};

void RunTable41Command(const Table41Command& c, CliStreams& io) {
  Table41Options options = c.options;
  options.run_cstsr = c.methods != "csosr";
  options.run_csosr = c.methods != "cstsr";
  const Dataset dataset = LoadDataset(c.data);
  StagedProgress progress(io.err);
  const Table41Result result = RunTable41(dataset, c.data, options, [&](const Table41Progress& p) {
    const std::string stage = "table4.1 [" + std::to_string(p.cell) + "/" + std::to_string(p.cells) + "] " + p.bidder;
    progress.Update(stage, p.done, p.total, p.total > 1 ? "solves" : "models");
  });
  progress.Finish();
  const std::filesystem::path models = std::filesystem::path(c.output) / "models";
  if (c.save_models) {
    std::filesystem::create_directories(models);
    for (const auto& [name, model] : Table41Models(result)) WriteModelFile((models / name).string(), model);
  }
  WriteExperimentFiles(c.output, {"table41", Table41Markdown(result), Table41Json(result), {}}, io.out);
}

}  // namespace

void AddExperimentTable41(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "table4.1",
      "Thesis Table 4.1: CSOSR and CSTSR baseline and optimistic bidders, hyper-parameters chosen on "
      "validation, test costs beside the published ones");
  auto c = std::make_shared<Table41Command>();
  AddDataOption(*cmd, c->data);
  AddOutputFolderOption(*cmd, c->output, "folder for table41.md, table41.json and models/");
  AddImpScaleOption(*cmd, c->options.scale);
  cmd->add_option("--methods", c->methods, "all, cstsr or csosr")->check(CLI::IsMember({"all", "cstsr", "csosr"}));
  cmd->add_option("--csosr-subsample", c->options.csosr_subsample, "CSOSR's training deals (the thesis: 20,000)")
      ->check(WholeNumber(1, INT32_MAX));
  cmd->add_flag("--quick", c->options.quick,
                "smoke test: 10,000 training, 2,000 validation deals at most, CSOSR on 1,000");
  cmd->add_flag("!--no-models", c->save_models, "do not write the trained models");
  AddThreadsOption(*cmd, c->options.threads);
  cmd->callback([c, &io] { RunTable41Command(*c, io); });
}

}  // namespace bidlab
