// bidlab experiment neural -o DIR [--quick]: the neural bidder's learning
// curve (validation cost against training time) and the comparison on the
// test split — always-pass, the CSTSR baseline, the bandit, SAYC, neural and
// the optimistic bound — with the published anchors beside them.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "cli/experiment_commands.h"
#include "cli/neural_cli.h"
#include "core/error.h"
#include "eval/eval_json.h"
#include "eval/evaluate.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/baseline/one_call_bidder.h"
#include "learn/cstsr/cstsr.h"
#include "learn/neural/neural_bidder.h"
#include "learn/registry.h"
#include "report/experiment_files.h"
#include "report/line_chart_svg.h"

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

// One row of the comparison: our bidder on the test split and the
// published figure that anchors it.
struct Row {
  std::string method;
  EvalResult ours;
  std::string anchor;  // where the published figure comes from
  double published = 0;
};

std::unique_ptr<Bidder> LoadModelBidder(const std::string& path, const std::string& kind) {
  RegisterAllBidders();
  const ModelFile file = ReadModelFile(path);
  const ModelKind& k = FindModelKind(kind);
  RequireModelKind(path, file, k.kind, k.version);
  return k.load(file.payload);
}

std::unique_ptr<Bidder> TrainedCstsr(const NeuralSplits& s, bool both_hands) {
  CstsrParams p;
  p.features = {FeatureSet::kCondensed3, both_hands};
  return std::make_unique<OneCallBidder>(TrainCstsr(p, s.train_examples, s.validation_examples).model);
}

std::unique_ptr<Bidder> Bandit(const ExperimentNeuralCommand& c, const NeuralSplits& s, CliStreams& io) {
  if (!c.bandit_model.empty()) return LoadModelBidder(c.bandit_model, BanditModel::kKind);
  BanditParams p;  // the thesis's best configuration
  if (c.quick) p.iterations = 20000;
  io.err << "training the default bandit (" << p.Describe() << ") for the comparison; --bandit-model FILE reuses one\n";
  return std::make_unique<BanditBidder>(TrainBandit(p, BanditDealsOf(s.train_examples)).model);
}

std::string Fixed(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4f", v);
  return text;
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

  EvalOptions eval;
  eval.threads = c.run.threads;
  RegisterAllBidders();
  std::vector<Row> rows;
  rows.push_back({"Always pass", Evaluate(*MakeBidder("pass"), s.test, eval), "", 0});
  rows.push_back({"CSTSR, condensed + 3rd order (one call)", Evaluate(*TrainedCstsr(s, false), s.test, eval),
                  "Ho 2014, Table 4.1", 3.8272});
  rows.push_back({"Bandit (thesis's best configuration)", Evaluate(*Bandit(c, s, io), s.test, eval),
                  "Ho 2014, Table 4.2 (tree, ℓ = 6, UCB1)", 2.9616});
  rows.push_back({"SAYC (rule-based)", Evaluate(*MakeBidder("sayc"), s.test, eval),
                  "Wbridge5, Ho 2014 Table 4.1", 2.9550});
  rows.push_back({"**Neural (bidlab)**", Evaluate(neural::NeuralBidder(model), s.test, eval),
                  "Yeh & Lin 2016 (deep RL)", 2.68});
  rows.push_back({"Optimistic bound: CSTSR, both hands", Evaluate(*TrainedCstsr(s, true), s.test, eval),
                  "Ho 2014, Table 4.1 / a both-hands network 2.18", 1.9228});

  char text[400];
  std::snprintf(text, sizeof text,
                "# The neural bidder beside the published uncontested bidders\n\n"
                "Test split: %zu deals; trained on %zu training deals, checkpoint chosen on %zu validation deals "
                "(step %s of %s). Costs in IMPs per deal, assumed declarer (DESIGN.md §1); lower is better.\n\n",
                s.test.size(), s.train.size(), s.validation.size(), model->info().value("best_step", nlohmann::json(0)).dump().c_str(),
                model->info().value("steps_done", nlohmann::json(0)).dump().c_str());
  std::string md = text;
  md += "| Bidder | ours (test) | PASS | PARTIAL | GAME | SLAM | GRAND | published | source |\n"
        "|---|---|---|---|---|---|---|---|---|\n";
  nlohmann::json jrows = nlohmann::json::array();
  for (const Row& r : rows) {
    md += "| " + r.method + " | " + Fixed(r.ours.avg_cost) + " |";
    for (const TypeTally& t : r.ours.by_type) md += " " + (t.deals ? Fixed(t.AverageCost()) : std::string("—")) + " |";
    md += " " + (r.anchor.empty() ? std::string("—") : Fixed(r.published)) + " | " + r.anchor + " |\n";
    nlohmann::json j = EvalResultJson(r.ours);
    j["method"] = r.method;
    if (!r.anchor.empty()) j["published"] = {{"value", r.published}, {"source", r.anchor}};
    jrows.push_back(j);
  }
  md += "\nThe per-type columns are the average cost of the deals each bidder ended in that contract type.\n"
        "The issue's target for the neural bidder: at most 2.40 IMP on the test split.\n";

  // The untrained network's point (about 10 IMP) would flatten the rest.
  ChartSeries series{"neural, validation", {}, {}};
  nlohmann::json played = nlohmann::json::array(), costs = nlohmann::json::array();
  for (const nlohmann::json& p : curve) {
    if (p["step"].get<long>() == 0) continue;
    series.x.push_back(p["seconds"].get<double>() / 60);
    series.y.push_back(p["validation_cost"].get<double>());
    played.push_back(p["deals_played"]);
    costs.push_back(p["validation_cost"]);
  }
  std::vector<ExperimentFile> extra;
  if (!series.x.empty()) {
    const double end = series.x.back();
    const double sayc_cost = rows[3].ours.avg_cost;
    extra.push_back({"neural-curve.svg",
                     LineChartSvg("Neural bidder: validation cost during training", "training minutes",
                                  "IMP per deal",
                                  {series,
                                   {"SAYC (test)", {0, end}, {sayc_cost, sayc_cost}},
                                   {"target 2.40", {0, end}, {2.40, 2.40}}})});
  }
  const nlohmann::json json = {{"experiment", "neural"},
                               {"test_deals", s.test.size()},
                               {"train_deals", s.train.size()},
                               {"validation_deals", s.validation.size()},
                               {"quick", c.quick},
                               {"model", model->info()},
                               {"rows", jrows},
                               // the report's learning-curve chart (x: training deals played)
                               {"curves", {{{"label", "neural, validation"}, {"iterations", played}, {"validation_cost", costs}}}},
                               {"target", 2.40}};
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
  cmd->add_option("-o,--output", c->output, "folder for neural.md, neural.json and neural-curve.svg")->required();
  cmd->add_option("--model", c->model, "a trained neural model to measure instead of training one");
  cmd->add_option("--bandit-model", c->bandit_model, "a trained bandit model instead of training the default one");
  cmd->add_flag("--quick", c->quick, "smoke test: a small network, 40 steps, 1,000 validation and test deals");
  cmd->callback([c, &io] { RunExperimentNeural(*c, io); });
}

}  // namespace bidlab
