#include "experiments/neural/neural_experiment.h"

#include <algorithm>
#include <cstdio>

#include "core/error.h"
#include "eval/open_bidder.h"
#include "experiments/charts/line_chart_svg.h"
#include "experiments/compare/compare_bidders.h"
#include "experiments/train/training_data.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_model.h"
#include "learn/neural/neural_bidder.h"

namespace bidlab {

namespace {

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

}  // namespace

ExperimentOutput RunNeuralExperiment(NeuralExperimentOptions options, NeuralSplits s,
                                     std::shared_ptr<const neural::NeuralModel> model, const Bidder* bandit,
                                     std::ostream& log) {
  if (options.quick) {
    // The same pipeline on a small network and a few steps: a smoke test.
    options.params.hidden = {32};
    options.params.steps = 40;
    options.params.deals_per_step = 32;
    options.params.eval_every = 10;
    s.validation.resize(std::min<std::size_t>(s.validation.size(), 1000));
    s.test.resize(std::min<std::size_t>(s.test.size(), 1000));
  }
  if (s.test.empty()) throw Error("experiment neural: no test deals in the data");
  if (!model) model = TrainNeuralLogged(options.params, options.run, s, log).model;
  const nlohmann::json curve = model->info().value("curve", nlohmann::json::array());

  const neural::NeuralBidder neural_bidder(model);
  ComparisonInputs inputs;
  inputs.train = s.train_examples;
  inputs.validation = s.validation_examples;
  inputs.bandit = bandit;
  inputs.quick_bandit = options.quick;
  inputs.neural = &neural_bidder;
  inputs.threads = options.run.threads;
  const std::vector<ComparisonRow> rows = CompareBidders(inputs, s.test, log);

  char text[400];
  std::snprintf(text, sizeof text,
                "# The neural bidder beside the published uncontested bidders\n\n"
                "Test split: %zu deals; trained on %zu training deals, checkpoint chosen on %zu validation deals "
                "(step %s of %s). Costs in IMPs per deal, assumed declarer (DESIGN.md §1); lower is better.\n\n",
                s.test.size(), s.train.size(), s.validation.size(),
                model->info().value("best_step", nlohmann::json(0)).dump().c_str(),
                model->info().value("steps_done", nlohmann::json(0)).dump().c_str());
  ExperimentOutput out;
  out.name = "neural";
  out.markdown = text + ComparisonMarkdown(rows) + LearningCurveMarkdown(curve);

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
  if (!series.x.empty()) {
    const double end = series.x.back();
    const double sayc_cost = rows[3].ours.avg_cost;
    out.files.push_back({"neural-curve.svg",
                         LineChartSvg("Neural bidder: validation cost during training", "training minutes",
                                      "IMP per deal", {series, {"SAYC (test)", {0, end}, {sayc_cost, sayc_cost}}})});
  }
  out.json = {{"experiment", "neural"},
              {"test_deals", s.test.size()},
              {"train_deals", s.train.size()},
              {"validation_deals", s.validation.size()},
              {"quick", options.quick},
              {"model", model->info()},
              {"rows", ComparisonJson(rows)},
              // the report's learning-curve chart, by training step as the text
              {"curves",
               {{{"label", "neural, validation"},
                 {"x_label", "training steps"},
                 {"iterations", steps},
                 {"validation_cost", costs}}}}};
  return out;
}

ExperimentOutput RunNeuralExperimentFromFiles(const NeuralExperimentOptions& options,
                                              const std::vector<std::string>& data, const std::string& model,
                                              const std::string& bandit_model, std::ostream& log) {
  NeuralSplits splits = LoadNeuralSplits(data.empty() ? std::vector<std::string>{"standard"} : data);
  std::shared_ptr<const neural::NeuralModel> trained;
  if (!model.empty()) {
    const ModelFile file = ReadModelFile(model);
    RequireModelKind(model, file, neural::NeuralModel::kKind, neural::NeuralModel::kVersion);
    trained = LoadPayloadOf(model, [&] { return neural::NeuralModel::LoadPayload(file.payload); });
  }
  const auto bandit = bandit_model.empty() ? nullptr : LoadModelBidder(bandit_model, BanditModel::kKind);
  return RunNeuralExperiment(options, std::move(splits), std::move(trained), bandit.get(), log);
}

}  // namespace bidlab
