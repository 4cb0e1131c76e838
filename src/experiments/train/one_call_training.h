// `bidlab train cstsr` and `bidlab train csosr`: training on a data set's
// train split with the grid chosen on validation, the model written, and
// what they report: each grid point tried, the one chosen — as text or as
// one JSON object.
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/imp.h"
#include "features/hand_features.h"
#include "learn/csosr/csosr.h"
#include "learn/cstsr/cstsr.h"

namespace bidlab {

// The data and feature options every one-call learner's `train` shares.
struct TrainDataOptions {
  std::string data;  // data-set file, or "standard"
  std::string features = "condensed";
  bool optimistic = false;        // learn from North's and South's hands
  std::string pairing = "joint";  // how: joint or side_by_side (hand_features.h)
  ImpScale imp_scale = ImpScale::kWbf;
  int symmetries = 1;  // each training deal and its relabellings (data/deal_symmetry.h)
  std::string output;  // the model file
  int threads = 0;
  bool json = false;
};

// The hand features `features`, `optimistic` and `pairing` name; Error when
// one is not a name.
FeatureSpec TrainFeatureSpec(const TrainDataOptions& options);

// Train, write data.output, and return the report (text or JSON, by
// data.json). CSTSR: `lambdas` empty = its default grid; CSOSR: its grid
// search's progress on `err`.
std::string TrainCstsrFromFile(const TrainDataOptions& data, const std::vector<double>& lambdas);
std::string TrainCsosrFromFile(const TrainDataOptions& data, CsosrParams params, std::ostream& err);

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
