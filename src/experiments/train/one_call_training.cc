#include "experiments/train/one_call_training.h"

#include <cstdio>

#include "core/error.h"
#include "experiments/progress.h"
#include "experiments/stopwatch.h"
#include "experiments/train/training_data.h"
#include "io/model_file.h"
#include "io/output_path.h"
#include "learn/baseline/one_call_bidder.h"

namespace bidlab {

namespace {

// The lines after the grid: "NAME: CHOSEN, trained on N deals, validation
// cost X IMP on M deals (S s)" and "wrote FILE".
std::string Summary(const std::string& name, const std::string& chosen, std::size_t train_deals,
                    const std::optional<double>& validation_cost, const TrainingRun& run) {
  char text[240];
  std::snprintf(text, sizeof text, "%s: %s, trained on %zu deals", name.c_str(), chosen.c_str(), train_deals);
  std::string out = text;
  if (validation_cost) {
    std::snprintf(text, sizeof text, ", validation cost %.4f IMP on %zu deals", *validation_cost, run.validation_deals);
    out += text;
  }
  std::snprintf(text, sizeof text, " (%.1f s)\nwrote %s\n", run.seconds, run.model_path.c_str());
  return out + text;
}

nlohmann::json CommonJson(const std::string& kind, const std::string& name, std::size_t train_deals,
                          const std::optional<double>& validation_cost, const TrainingRun& run) {
  nlohmann::json j = {{"model", run.model_path},
                      {"kind", kind},
                      {"bidder", name},
                      {"features", FeatureSetName(run.features.set)},
                      {"optimistic", run.features.both_hands},
                      {"dimensions", FeatureCount(run.features)},
                      {"imp_scale", ImpScaleName(run.scale)},
                      {"train_deals", train_deals},
                      {"validation_deals", run.validation_deals},
                      {"seconds", run.seconds}};
  j["validation_cost"] = validation_cost ? nlohmann::json(*validation_cost) : nlohmann::json(nullptr);
  return j;
}

}  // namespace

std::string CstsrTrainingText(const CstsrResult& r, const TrainingRun& run) {
  std::string out;
  char line[200];
  for (const CstsrGridPoint& g : r.grid) {
    std::snprintf(line, sizeof line, "  lambda %-8g validation cost %.4f%s\n", g.lambda, g.validation_cost,
                  g.lambda == r.model->lambda() ? "  <- chosen" : "");
    out += line;
  }
  std::snprintf(line, sizeof line, "lambda %g", r.model->lambda());
  return out +
         Summary(OneCallBidderName(CstsrModel::kKind, run.features), line, r.train_examples, r.validation_cost, run);
}

nlohmann::json CstsrTrainingJson(const CstsrResult& r, const TrainingRun& run) {
  nlohmann::json grid = nlohmann::json::array();
  for (const CstsrGridPoint& g : r.grid) grid.push_back({{"lambda", g.lambda}, {"validation_cost", g.validation_cost}});
  nlohmann::json j = CommonJson(CstsrModel::kKind, OneCallBidderName(CstsrModel::kKind, run.features), r.train_examples,
                                r.validation_cost, run);
  j["lambda"] = r.model->lambda();
  j["grid"] = grid;
  return j;
}

std::string CsosrTrainingText(const CsosrResult& r, const TrainingRun& run) {
  std::string out;
  char text[220];
  for (const CsosrGridPoint& g : r.grid) {
    std::snprintf(text, sizeof text, "  C %-6g gamma %-6g validation cost %.4f (%ld SMO steps%s)%s\n", g.cost_C,
                  g.gamma, g.validation_cost, g.iterations,
                  g.unconverged ? (", " + std::to_string(g.unconverged) + " calls unconverged").c_str() : "",
                  g.cost_C == r.model->cost_C() && g.gamma == r.model->gamma() ? "  <- chosen" : "");
    out += text;
  }
  return out + Summary(OneCallBidderName(CsosrModel::kKind, run.features), r.model->Describe(), r.train_examples,
                       r.validation_cost, run);
}

nlohmann::json CsosrTrainingJson(const CsosrResult& r, const TrainingRun& run) {
  nlohmann::json grid = nlohmann::json::array();
  for (const CsosrGridPoint& g : r.grid)
    grid.push_back({{"C", g.cost_C},
                    {"gamma", g.gamma},
                    {"validation_cost", g.validation_cost},
                    {"iterations", g.iterations},
                    {"unconverged", g.unconverged}});
  nlohmann::json j = CommonJson(CsosrModel::kKind, OneCallBidderName(CsosrModel::kKind, run.features), r.train_examples,
                                r.validation_cost, run);
  j["C"] = r.model->cost_C();
  j["gamma"] = r.model->gamma();
  j["support_vectors"] = r.model->support_vectors().size();
  j["grid"] = grid;
  return j;
}

FeatureSpec TrainFeatureSpec(const TrainDataOptions& o) {
  const auto set = ParseFeatureSet(o.features);
  if (!set) throw Error("--features must be one of " + FeatureSetNames() + ", not \"" + o.features + "\"");
  const auto pairing = ParseHandPairing(o.pairing);
  if (!pairing) throw Error("--pairing must be joint or side_by_side, not \"" + o.pairing + "\"");
  return {*set, o.optimistic, *pairing};
}

std::string TrainCstsrFromFile(const TrainDataOptions& data, const std::vector<double>& lambdas) {
  const Stopwatch stopwatch;
  RequireOutputIsNotAnInput(data.output, {data.data});
  const TrainingSplits splits = LoadTrainingSplits(data.data, data.imp_scale, data.symmetries);
  CstsrParams params;
  params.features = TrainFeatureSpec(data);
  if (!lambdas.empty()) params.lambdas = lambdas;
  const CstsrResult r = TrainCstsr(params, splits.train, splits.validation);
  WriteModelFile(data.output, {CstsrModel::kKind, CstsrModel::kVersion, r.model->SavePayload()});
  const TrainingRun run{data.output, params.features, data.imp_scale, splits.validation.size(), stopwatch.Seconds()};
  return data.json ? CstsrTrainingJson(r, run).dump() + "\n" : CstsrTrainingText(r, run);
}

std::string TrainCsosrFromFile(const TrainDataOptions& data, CsosrParams params, std::ostream& err) {
  const Stopwatch stopwatch;
  RequireOutputIsNotAnInput(data.output, {data.data});
  const TrainingSplits splits = LoadTrainingSplits(data.data, data.imp_scale, data.symmetries);
  params.features = TrainFeatureSpec(data);
  if (params.costs_C.empty()) params.costs_C = CsosrParams().costs_C;
  if (params.gammas.empty()) params.gammas = CsosrParams().gammas;
  params.threads = data.threads;
  ProgressLine line(err, "train " + OneCallBidderName(CsosrModel::kKind, params.features));
  const CsosrResult r = TrainCsosr(params, splits.train, splits.validation,
                                   [&](const CsosrProgress& p) { line.Update(p.solved, p.total, "solves"); });
  line.Finish();
  WriteModelFile(data.output, {CsosrModel::kKind, CsosrModel::kVersion, r.model->SavePayload()});
  const TrainingRun run{data.output, params.features, data.imp_scale, splits.validation.size(), stopwatch.Seconds()};
  return data.json ? CsosrTrainingJson(r, run).dump() + "\n" : CsosrTrainingText(r, run);
}

}  // namespace bidlab
