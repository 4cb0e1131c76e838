// What `bidlab train ddnet` does beyond parsing: an AE-MLP trick predictor
// (F or D) or a comparator trained on the records it is handed, with a
// progress line per training phase, and its report as text or JSON.
#pragma once

#include <chrono>
#include <memory>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "experiments/progress.h"
#include "io/model_file.h"
#include "learn/ddnet/ddnet_data.h"
#include "learn/ddnet/trick_examples.h"
#include "learn/ddnet/trick_net.h"

namespace bidlab {

// A progress callback drawing one line per training phase on `log`.
class DdnetProgress {
 public:
  explicit DdnetProgress(std::ostream& log) : log_(log) {}
  ~DdnetProgress() { Finish(); }
  ddnet::TrainProgress Callback();
  void Finish();

 private:
  std::ostream& log_;
  std::string phase_;
  std::unique_ptr<ProgressLine> line_;
};

struct DdnetTrainingOptions {
  ddnet::ContractKind kind = ddnet::ContractKind::kSuit;
  bool comparator = false;                               // the two-tower comparator instead of the trick predictor
  std::size_t train_deals = 0, validation_deals = 2000;  // 0 = all
  ddnet::TrainConfig config;                             // config.variant: F or D
};

struct DdnetTraining {
  ModelFile model;  // to write
  bool comparator = false;
  std::size_t train_examples = 0, validation_examples = 0;
  ddnet::TrainLog log;
};

// Throws Error when `data` holds no training deal.
DdnetTraining TrainDdnet(const DdnetTrainingOptions& options, const ddnet::SplitRecords& data, std::ostream& log);

// What `train ddnet` prints after writing the model to `model_path`.
nlohmann::json DdnetTrainingJson(const DdnetTraining& training, const std::string& model_path);
std::string DdnetTrainingText(const DdnetTraining& training, const std::string& model_path);

}  // namespace bidlab
