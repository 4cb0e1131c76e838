// What `bidlab train cstsr` and `bidlab train csosr` report: each grid point
// tried on validation, the one chosen, the model written — as text or as
// one JSON object.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/imp.h"
#include "features/hand_features.h"
#include "learn/csosr/csosr.h"
#include "learn/cstsr/cstsr.h"

namespace bidlab {

struct TrainingRun {
  std::string model_path;  // where the model was written
  FeatureSpec features;
  ImpScale scale = ImpScale::kWbf;
  std::size_t validation_deals = 0;
  double seconds = 0;
};

std::string CstsrTrainingText(const CstsrResult& result, const TrainingRun& run);
nlohmann::json CstsrTrainingJson(const CstsrResult& result, const TrainingRun& run);
std::string CsosrTrainingText(const CsosrResult& result, const TrainingRun& run);
nlohmann::json CsosrTrainingJson(const CsosrResult& result, const TrainingRun& run);

}  // namespace bidlab
