#include "experiments/train/ddnet_training.h"

#include <algorithm>
#include <sstream>

#include "core/error.h"
#include "learn/ddnet/comparator.h"

namespace bidlab {

ddnet::TrainProgress DdnetProgress::Callback() {
  return [this](const std::string& phase, std::uint64_t done, std::uint64_t total) {
    if (phase != phase_) {
      Finish();
      phase_ = phase;
      line_ = std::make_unique<ProgressLine>(log_, "ddnet " + phase);  // its clock starts at the phase's first report
    }
    line_->Update(done, total, phase == "autoencoder" ? "iterations" : "epochs");
  };
}

void DdnetProgress::Finish() {
  if (line_) line_->Finish();
  line_.reset();
  phase_.clear();
}

DdnetTraining TrainDdnet(const DdnetTrainingOptions& o, const ddnet::SplitRecords& data, std::ostream& log) {
  const auto train = ddnet::TrickExamples(ddnet::FirstRecords(data.train, o.train_deals), o.kind);
  const auto validation = ddnet::TrickExamples(ddnet::FirstRecords(data.validation, o.validation_deals), o.kind);
  if (train.empty()) throw Error("train ddnet: the data holds no training deals");
  DdnetTraining t;
  t.comparator = o.comparator;
  t.train_examples = train.size();
  t.validation_examples = validation.size();
  DdnetProgress progress(log);
  if (o.comparator) {
    const ddnet::Comparator model =
        ddnet::TrainComparator(o.kind, train, validation, o.config, t.log, progress.Callback());
    t.model = {ddnet::Comparator::kKind, ddnet::Comparator::kVersion, model.SavePayload()};
  } else {
    const ddnet::TrickNet model = ddnet::TrainTrickNet(o.kind, train, validation, o.config, t.log, progress.Callback());
    t.model = {ddnet::TrickNet::kKind, ddnet::TrickNet::kVersion, model.SavePayload()};
  }
  return t;
}

namespace {

double BestAccuracy(const ddnet::TrainLog& log) {
  return log.best_epoch ? log.validation_accuracy[static_cast<std::size_t>(log.best_epoch - 1)] : 0;
}

}  // namespace

nlohmann::json DdnetTrainingJson(const DdnetTraining& t, const std::string& model_path) {
  return {{"model", model_path},
          {"train_examples", t.train_examples},
          {"validation_examples", t.validation_examples},
          {"ae_iterations", t.log.ae_iterations},
          {"best_epoch", t.log.best_epoch},
          {"validation_accuracy", BestAccuracy(t.log)},
          {"seconds", t.log.seconds},
          {"samples_per_second", static_cast<double>(t.log.samples_seen) / std::max(t.log.seconds, 1e-9)}};
}

std::string DdnetTrainingText(const DdnetTraining& t, const std::string& model_path) {
  std::ostringstream out;
  out << "wrote " << model_path << ": " << t.train_examples << " training examples, autoencoder " << t.log.ae_iterations
      << " iterations, best epoch " << t.log.best_epoch << " (validation " << (t.comparator ? "side" : "exact")
      << " accuracy " << 100 * BestAccuracy(t.log) << "%), " << t.log.seconds << " s\n";
  return out.str();
}

}  // namespace bidlab
