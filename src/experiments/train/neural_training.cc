#include "experiments/train/neural_training.h"

#include <algorithm>
#include <cstdio>
#include <thread>

#include "cluster/cluster.h"
#include "experiments/progress.h"
#include "experiments/train/training_data.h"
#include "io/model_file.h"
#include "io/output_path.h"

namespace bidlab {

void AddNeuralSplits(const Dataset& dataset, NeuralSplits& s) {
  const auto add = [&](Split split, std::vector<CostExample>& to) {
    const std::vector<CostExample> examples = CostExamplesOf(dataset, split);
    to.insert(to.end(), examples.begin(), examples.end());
  };
  add(Split::kTrain, s.train_examples);
  add(Split::kValidation, s.validation_examples);
  for (auto [split, to] : {std::pair{Split::kTrain, &s.train}, std::pair{Split::kValidation, &s.validation}}) {
    const std::vector<neural::NeuralDeal> deals = neural::NeuralDealsOf(dataset, split);
    to->insert(to->end(), deals.begin(), deals.end());
  }
  const std::vector<ScoredDeal> test = ScoreDataset(dataset, Split::kTest);
  s.test.insert(s.test.end(), test.begin(), test.end());
}

void AddTrainExtra(const TrainExtra& extra, NeuralSplits& s) {
  if (extra.file.empty()) return;
  const Dataset dataset = LoadTrainExtra(extra, s.train.size());
  const std::vector<CostExample> examples = CostExamplesOf(dataset, Split::kAll);
  s.train_examples.insert(s.train_examples.end(), examples.begin(), examples.end());
  const std::vector<neural::NeuralDeal> deals = neural::NeuralDealsOf(dataset, Split::kAll);
  s.train.insert(s.train.end(), deals.begin(), deals.end());
  s.extra_file = extra.file;
  s.extra = deals.size();
}

neural::NeuralTrainResult TrainNeuralLogged(const neural::NeuralParams& params, const NeuralRunOptions& run,
                                            const NeuralSplits& splits, std::ostream& log) {
  neural::NeuralTrainOptions options;
  options.threads = run.threads > 0 ? run.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  options.max_minutes = run.minutes;
  ProgressLine line(log, "train neural");
  options.on_progress = [&](long step, long total) {
    line.Update(static_cast<std::uint64_t>(step), static_cast<std::uint64_t>(total), "steps");
  };
  options.on_checkpoint = [&](const neural::CurvePoint& p, long total) {
    char text[200];
    char average[60] = "";
    if (p.average_validation_cost)
      std::snprintf(average, sizeof average, "  (averaged weights %.4f)", *p.average_validation_cost);
    std::snprintf(text, sizeof text, "step %ld/%ld  %s  loss %.3f  validation %.4f IMP%s\n", p.step, total,
                  FormatDuration(p.seconds).c_str(), p.train_loss, p.validation_cost, average);
    line.Finish();
    log << text;
  };
  neural::NeuralTrainResult result = neural::TrainNeural(params, splits.train, splits.validation, options);
  line.Finish();
  return result;
}

std::string TrainNeuralFromFiles(const neural::NeuralParams& params, const NeuralRunOptions& run,
                                 const std::vector<std::string>& data, const std::string& output, bool json,
                                 std::ostream& log) {
  params.Validate();
  std::vector<std::string> inputs = data;
  if (!run.extra.file.empty()) inputs.push_back(run.extra.file);
  RequireOutputIsNotAnInput(output, inputs);
  NeuralSplits splits = LoadNeuralSplits(data);
  AddTrainExtra(run.extra, splits);
  neural::NeuralTrainResult r = TrainNeuralLogged(params, run, splits, log);
  if (!run.extra.file.empty()) {
    // The model's note says what joined its training split, as a contested model's does.
    nlohmann::json info = r.model->info();
    info["train_extra"] = TrainExtraJson(run.extra);
    r.model = std::make_shared<const neural::NeuralModel>(r.model->network(), info);
  }
  if (Cluster::Current().IsRoot())
    WriteModelFile(output, {neural::NeuralModel::kKind, neural::NeuralModel::kVersion, r.model->SavePayload()});
  return json ? NeuralTrainingJson(r, output).dump() + "\n" : NeuralTrainingText(r, splits, output);
}

std::string NeuralTrainingText(const neural::NeuralTrainResult& r, const NeuralSplits& splits,
                               const std::string& model_path) {
  char text[1200];
  std::snprintf(text, sizeof text,
                "trained neural bidder on %zu training deals%s: %ld steps in %s (%.0f decisions/s)%s\n"
                "validation: %.4f IMP on %zu deals (step %ld, the best checkpoint)\nwrote %s\n",
                splits.train.size(), TrainExtraNote(splits.extra_file, splits.extra).c_str(), r.steps_done,
                FormatDuration(r.seconds).c_str(), static_cast<double>(r.decisions) / std::max(r.seconds, 1e-9),
                r.stopped_by_time ? ", stopped by --minutes" : "", r.best_validation_cost, splits.validation.size(),
                r.best_step, model_path.c_str());
  return text;
}

nlohmann::json NeuralTrainingJson(const neural::NeuralTrainResult& r, const std::string& model_path) {
  nlohmann::json j = r.model->info();
  j["model"] = model_path;
  return j;
}

}  // namespace bidlab
