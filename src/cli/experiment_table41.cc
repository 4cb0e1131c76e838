// bidlab experiment table4.1 --data FILE -o DIR: thesis Table 4.1 (eval/table41.h).
// Writes DIR/table41.md, DIR/table41.json and the twelve models under
// DIR/models/ (each loadable by `bidlab eval --model`).
#include <CLI/CLI.hpp>

#include <chrono>
#include <filesystem>

#include "cli/experiment_commands.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "eval/table41.h"
#include "io/file_util.h"
#include "io/model_file.h"
#include "learn/csosr/csosr.h"
#include "learn/cstsr/cstsr.h"

namespace bidlab {

namespace {

struct Table41Command {
  std::string data = "standard";
  std::string output;
  std::string imp_scale = "wbf";
  std::string methods = "all";
  std::size_t csosr_subsample = 20000;
  bool quick = false;
  bool save_models = true;
  int threads = 0;
};

std::string ModelPayload(const CallCostModel& model, std::string& kind, int& version) {
  if (const auto* m = dynamic_cast<const CstsrModel*>(&model)) {
    kind = CstsrModel::kKind;
    version = CstsrModel::kVersion;
    return m->SavePayload();
  }
  if (const auto* m = dynamic_cast<const CsosrModel*>(&model)) {
    kind = CsosrModel::kKind;
    version = CsosrModel::kVersion;
    return m->SavePayload();
  }
  throw Error("table4.1: cannot save a model of kind " + model.Kind());
}

void RunTable41Command(const Table41Command& c, CliStreams& io) {
  Table41Options options;
  options.scale = c.imp_scale == "thesis" ? ImpScale::kThesis : ImpScale::kWbf;
  options.run_cstsr = c.methods != "csosr";
  options.run_csosr = c.methods != "cstsr";
  options.csosr_subsample = c.csosr_subsample;
  options.quick = c.quick;
  options.threads = c.threads;
  std::error_code ec;
  std::filesystem::create_directories(c.output, ec);
  if (ec) throw Error("cannot create the output folder " + c.output + ": " + ec.message());

  const Dataset dataset = LoadDataset(c.data);
  const auto start = std::chrono::steady_clock::now();
  std::unique_ptr<ProgressLine> line;
  int current = 0;
  const Table41Result result = RunTable41(dataset, c.data, options, [&](const Table41Progress& p) {
    if (p.cell != current) {
      if (line) line->Finish();
      current = p.cell;
      line = std::make_unique<ProgressLine>(io.err, "table4.1 [" + std::to_string(p.cell) + "/" +
                                                        std::to_string(p.cells) + "] " + p.bidder);
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double rate = static_cast<double>(p.done) / std::max(elapsed, 1e-9);
    line->Update(p.done, p.total, rate, p.done ? static_cast<double>(p.total - p.done) / std::max(rate, 1e-9) : -1,
                 p.total > 1 ? "solves" : "models");
  });
  if (line) line->Finish();

  if (c.save_models) {
    const std::filesystem::path models = std::filesystem::path(c.output) / "models";
    std::filesystem::create_directories(models, ec);
    if (ec) throw Error("cannot create " + models.string() + ": " + ec.message());
    std::vector<const Table41Cell*> cells;
    for (const Table41Row& row : result.rows) cells.insert(cells.end(), {&row.baseline, &row.optimistic});
    for (const auto& [published, cell] : result.side_by_side) cells.push_back(&cell);
    for (const Table41Cell* cell : cells) {
      if (!cell->model) continue;
      std::string kind;
      int version = 0;
      const std::string payload = ModelPayload(*cell->model, kind, version);
      WriteModelFile((models / (cell->bidder + ".model")).string(), {kind, version, payload});
    }
  }
  const std::string md = (std::filesystem::path(c.output) / "table41.md").string();
  const std::string json = (std::filesystem::path(c.output) / "table41.json").string();
  WriteFileAtomically(md, Table41Markdown(result));
  WriteFileAtomically(json, Table41Json(result).dump(2) + "\n");
  io.out << Table41Markdown(result) << "\nwrote " << md << " and " << json << "\n";
}

}  // namespace

void AddExperimentTable41(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "table4.1", "Thesis Table 4.1: CSOSR and CSTSR baseline and optimistic bidders, hyper-parameters chosen on "
                  "validation, test costs beside the published ones");
  auto c = std::make_shared<Table41Command>();
  cmd->add_option("--data", c->data, "data-set file (80/10/10 split), or \"standard\"")->capture_default_str();
  cmd->add_option("-o,--output", c->output, "folder for table41.md, table41.json and models/")->required()->check(OutputFolder());
  cmd->add_option("--imp-scale", c->imp_scale, "costs the learners train on: wbf or thesis")
      ->check(CLI::IsMember({"wbf", "thesis"}))
      ->capture_default_str();
  cmd->add_option("--methods", c->methods, "all, cstsr or csosr")
      ->check(CLI::IsMember({"all", "cstsr", "csosr"}))
      ->capture_default_str();
  cmd->add_option("--csosr-subsample", c->csosr_subsample, "CSOSR's training deals (the thesis: 20,000)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_flag("--quick", c->quick,
                "smoke test: 10,000 training, 2,000 validation deals at most, CSOSR on 1,000");
  cmd->add_flag("!--no-models", c->save_models, "do not write the trained models");
  cmd->add_option("--threads", c->threads, "threads (0 = every core)")->capture_default_str()->check(ThreadCount());
  cmd->callback([c, &io] { RunTable41Command(*c, io); });
}

}  // namespace bidlab
