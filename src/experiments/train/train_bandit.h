// `bidlab train bandit`: the multi-layer bandit bidder (thesis chapter 3)
// trained on a loaded data set's training split, with --restarts keeping the
// seed of least validation cost; what it reports, as text or JSON.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>

#include "core/imp.h"
#include "io/dataset_file.h"
#include "learn/bandit/bandit_model.h"

namespace bidlab {

struct TrainBanditOptions {
  BanditParams params;
  std::string data;  // the data set's name, for messages
  ImpScale imp_scale = ImpScale::kWbf;
  int symmetries = 1;
  int restarts = 1;  // seeds seed … seed + restarts − 1; the least validation cost is kept
  int threads = 1;   // more pays only on an idle machine (see bandit_trainer.h)
};

struct CostOn {
  std::size_t deals = 0;
  double avg_cost = 0;
};

struct TrainBanditReport {
  std::shared_ptr<const BanditModel> model;  // the kept seed's
  std::size_t train_deals = 0;
  int symmetries = 1;
  double train_seconds = 0;
  std::uint64_t examples = 0;
  CostOn train;
  std::optional<CostOn> validation;  // none when the split is empty
  nlohmann::json restarts;           // [{seed, validation}] with --restarts
};

// Trains (progress on `log`) and measures the kept model on the training
// and validation splits through the one eval path.
TrainBanditReport TrainBanditModel(const TrainBanditOptions& options, const Dataset& dataset, std::ostream& log);

// What `train bandit` prints: `model_file` written, `wall_seconds` in all.
std::string TrainBanditText(const TrainBanditReport& report, const std::string& model_file, double wall_seconds);
nlohmann::json TrainBanditJson(const TrainBanditReport& report, const std::string& model_file, double wall_seconds);

}  // namespace bidlab
