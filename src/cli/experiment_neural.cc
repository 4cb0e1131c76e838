// bidlab experiment neural -o DIR [--quick]: the neural bidder's learning
// curve (validation cost against training time) and the comparison on the
// test split — always-pass, the CSTSR baseline, the bandit, SAYC, neural and
// the optimistic bound — with the published anchors beside them.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "cli/comparison.h"
#include "cli/experiment_commands.h"
#include "cli/neural_cli.h"
#include "cli/option_checks.h"
#include "core/error.h"
#include "io/model_file.h"
#include "learn/neural/neural_bidder.h"
#include "report/experiment_files.h"
#include "experiments/charts/line_chart_svg.h"

namespace bidlab {

namespace {

struct ExperimentNeuralCommand {
  neural::NeuralParams params;
  NeuralRunOptions run;
  std::string output;
  std::string model;         // a trained neural model instead of training one
  std::string bandit_model;  // a trained bandit model instead of training the default one
  bool quick = false;
};

// The learning curve at every tenth of the run: step, training minutes and
// validation cost, then the checkpoint kept.
std::string LearningCurveMarkdown(const nlohmann::json& curve) {
  if (curve.size() < 2) return "";
  const long last = curve.back()["step"].get<long>();
  std::string steps = "| step |", minutes = "| minutes |", costs = "| validation |", rule = "|---|";
  long next = last / 10;
  for (const nlohmann::json& p : curve) {
    const long step = p["step"].get<long>();
    if (step == 0 || step < next) continue;
    char cell[64];
    steps += " " + std::to_string(step) + " |";
    std::snprintf(cell, sizeof cell, " %.1f |", p["seconds"].get<double>() / 60);
    minutes += cell;
    std::snprintf(cell, sizeof cell, " %.4f |", p["validation_cost"].get<double>());
    costs += cell;
    rule += "---|";
    next = step + last / 10;
  }
  return "\nThe learning curve (validation cost at every tenth of the training; minutes of training):\n\n" + steps +
         "\n" + rule + "\n" + minutes + "\n" + costs + "\n";
}

void RunExperimentNeural(ExperimentNeuralCommand c, CliStreams& io) {
  if (c.run.data.empty()) c.run.data = {"standard"};
  if (c.quick) {
    // The same pipeline on a small network and a few steps: a smoke test.
    c.params.hidden = {32};
    c.params.steps = 40;
    c.params.deals_per_step = 32;
    c.params.eval_every = 10;
  }
  NeuralSplits s = LoadNeuralSplits(c.run.data);
  if (c.quick) {
    s.validation.resize(std::min<std::size_t>(s.validation.size(), 1000));
    s.test.resize(std::min<std::size_t>(s.test.size(), 1000));
  }
  if (s.test.empty()) throw Error("experiment neural: no test deals in the data");

  std::shared_ptr<const neural::NeuralModel> model;
  if (!c.model.empty()) {
    const ModelFile file = ReadModelFile(c.model);
    RequireModelKind(c.model, file, neural::NeuralModel::kKind, neural::NeuralModel::kVersion);
    model = neural::NeuralModel::LoadPayload(file.payload);
  } else {
    model = RunNeuralTraining(c.params, c.run, s, io).model;
  }
  const nlohmann::json curve = model->info().value("curve", nlohmann::json::array());

  ComparisonInputs inputs;
  inputs.train = s.train_examples;
  inputs.validation = s.validation_examples;
  inputs.test = s.test;
  inputs.bandit_model = c.bandit_model;
  if (c.quick) inputs.bandit_iterations = 20000;
  inputs.neural = std::make_unique<neural::NeuralBidder>(model);
  inputs.threads = c.run.threads;
  const std::vector<ComparisonRow> rows = CompareBidders(std::move(inputs), io);

  char text[400];
  std::snprintf(text, sizeof text,
                "# The neural bidder beside the published uncontested bidders\n\n"
                "Test split: %zu deals; trained on %zu training deals, checkpoint chosen on %zu validation deals "
                "(step %s of %s). Costs in IMPs per deal, assumed declarer (DESIGN.md §1); lower is better.\n\n",
                s.test.size(), s.train.size(), s.validation.size(), model->info().value("best_step", nlohmann::json(0)).dump().c_str(),
                model->info().value("steps_done", nlohmann::json(0)).dump().c_str());
  std::string md = text;
  md += ComparisonMarkdown(rows);
  md += LearningCurveMarkdown(curve);

  // The untrained network's point (about 10 IMP) would flatten the rest.
  ChartSeries series{"neural, validation", {}, {}};
  nlohmann::json steps = nlohmann::json::array(), costs = nlohmann::json::array();
  for (const nlohmann::json& p : curve) {
    if (p["step"].get<long>() == 0) continue;
    series.x.push_back(p["seconds"].get<double>() / 60);
    series.y.push_back(p["validation_cost"].get<double>());
    steps.push_back(p["step"]);
    costs.push_back(p["validation_cost"]);
  }
  std::vector<ExperimentFile> extra;
  if (!series.x.empty()) {
    const double end = series.x.back();
    const double sayc_cost = rows[3].ours.avg_cost;
    extra.push_back({"neural-curve.svg",
                     LineChartSvg("Neural bidder: validation cost during training", "training minutes",
                                  "IMP per deal",
                                  {series, {"SAYC (test)", {0, end}, {sayc_cost, sayc_cost}}})});
  }
  const nlohmann::json json = {{"experiment", "neural"},
                               {"test_deals", s.test.size()},
                               {"train_deals", s.train.size()},
                               {"validation_deals", s.validation.size()},
                               {"quick", c.quick},
                               {"model", model->info()},
                               {"rows", ComparisonJson(rows)},
                               // the report's learning-curve chart, by training step as the text
                               {"curves",
                                {{{"label", "neural, validation"},
                                  {"x_label", "training steps"},
                                  {"iterations", steps},
                                  {"validation_cost", costs}}}}};
  WriteExperimentFiles(c.output, "neural", md, json, extra, io.out);
}

}  // namespace

void AddExperimentNeural(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "neural", "Beyond the papers: the neural bidder's learning curve and its test cost beside always-pass, CSTSR, "
                "the bandit, SAYC and the optimistic bound, with the published anchors");
  auto c = std::make_shared<ExperimentNeuralCommand>();
  AddNeuralParamOptions(*cmd, c->params, c->run);
  cmd->get_option("--data")->required(false)->description(
      "data-set files (default: standard); several = their splits together");
  cmd->add_option("-o,--output", c->output, "folder for neural.md, neural.json and neural-curve.svg")->required()->check(OutputFolder());
  cmd->add_option("--model", c->model, "a trained neural model to measure instead of training one");
  cmd->add_option("--bandit-model", c->bandit_model, "a trained bandit model instead of training the default one");
  cmd->add_flag("--quick", c->quick, "smoke test: a small network, 40 steps, 1,000 validation and test deals");
  cmd->callback([c, &io] { RunExperimentNeural(*c, io); });
}

}  // namespace bidlab
