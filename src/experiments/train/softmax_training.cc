#include "experiments/train/softmax_training.h"

#include <cstdio>

#include "core/error.h"
#include "experiments/progress.h"
#include "experiments/stopwatch.h"

namespace bidlab {

namespace {

LabelledHoldings AgreedOnly(const LabelledHoldings& all) {
  LabelledHoldings out;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all.agreed[i]) {
      out.holdings.push_back(all.holdings[i]);
      out.calls.push_back(all.calls[i]);
      out.agreed.push_back(true);
    }
  return out;
}

}  // namespace

SoftmaxTraining TrainSoftmax(const SoftmaxTrainingOptions& o, const TrainDev& data, std::ostream& progress) {
  const LabelledHoldings train = o.agreed_only ? AgreedOnly(data.train) : data.train;
  if (train.size() == 0) throw Error("no training examples");
  SoftmaxTraining t;
  const Stopwatch stopwatch;
  ProgressLine line(progress, "softmax " + o.task_name + " (" + std::to_string(train.size()) + " examples)");
  // At most max_epochs: training may stop early by the tolerance.
  t.model = TrainSoftmaxCallModel(o.task, o.features, o.structure, train.holdings, train.calls, o.params, &t.trace,
                                  [&](int epoch, int max_epochs, double) {
                                    line.Update(static_cast<std::uint64_t>(epoch),
                                                static_cast<std::uint64_t>(max_epochs), "epochs");
                                  });
  line.Finish();
  t.train_seconds = stopwatch.Seconds();
  t.train_examples = train.size();
  t.dev_examples = data.dev.size();
  t.train_accuracy = ScoreSoftmax(*t.model, train).Accuracy();
  t.dev = ScoreSoftmax(*t.model, data.dev);
  t.dev_agreed = ScoreSoftmax(*t.model, data.dev, true);
  return t;
}

std::string SoftmaxTrainingText(const SoftmaxTraining& t, const std::string& model_path, double seconds) {
  std::string out;
  char line[240];
  for (std::size_t i = 0; i < t.trace.regressions.size(); ++i) {
    std::snprintf(line, sizeof line, "  %-9s %7zu examples, %4d epochs%s (last |change of norm| %.4g)\n",
                  t.trace.regressions[i].c_str(), t.trace.examples[i], t.trace.traces[i].epochs,
                  t.trace.traces[i].converged ? ", converged" : "", t.trace.traces[i].last_norm_change);
    out += line;
  }
  std::snprintf(line, sizeof line, "%s: train accuracy %.1f%% on %zu, dev %.1f%% on %zu", t.model->BidderName().c_str(),
                100 * t.train_accuracy, t.train_examples, 100 * t.dev.Accuracy(), t.dev_examples);
  out += line;
  if (t.dev_agreed.total > 0) {
    std::snprintf(line, sizeof line, " (labels agreed: %.1f%% on %ld)", 100 * t.dev_agreed.Accuracy(),
                  t.dev_agreed.total);
    out += line;
  }
  std::snprintf(line, sizeof line, " (training %.1f s of %.1f s)\nwrote %s\n", t.train_seconds, seconds,
                model_path.c_str());
  return out + line;
}

nlohmann::json SoftmaxTrainingJson(const SoftmaxTraining& t, const SoftmaxTrainingOptions& o,
                                   const std::string& model_path, double seconds) {
  nlohmann::json regressions = nlohmann::json::array();
  for (std::size_t i = 0; i < t.trace.regressions.size(); ++i)
    regressions.push_back({{"name", t.trace.regressions[i]},
                           {"examples", t.trace.examples[i]},
                           {"epochs", t.trace.traces[i].epochs},
                           {"converged", t.trace.traces[i].converged},
                           {"last_norm_change", t.trace.traces[i].last_norm_change}});
  return {{"model", model_path},
          {"kind", SoftmaxCallModel::kKind},
          {"bidder", t.model->BidderName()},
          {"task", o.task_name},
          {"features", o.features_name},
          {"structure", SoftmaxStructureName(o.structure)},
          {"labels", o.labels},
          {"train_examples", t.train_examples},
          {"dev_examples", t.dev_examples},
          {"dev_agreed_examples", t.dev_agreed.total},
          {"train_accuracy", t.train_accuracy},
          {"dev_accuracy", t.dev.Accuracy()},
          {"dev_agreed_accuracy", t.dev_agreed.Accuracy()},
          {"regressions", regressions},
          {"train_seconds", t.train_seconds},
          {"seconds", seconds}};
}

}  // namespace bidlab
