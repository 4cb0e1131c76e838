// `bidlab eval-ddnet`: a ddnet model's accuracy on the records of a split —
// exact, within one and two tricks (a trick predictor), and who should bid
// higher (both kinds) — as JSON and as text.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/dataset_file.h"
#include "io/model_file.h"

namespace bidlab {

// `file` read from `name` (a trick predictor or a comparator, else Error);
// `split` names the records in the output.
nlohmann::json EvalDdnetModel(const ModelFile& file, const std::string& name, const std::vector<DealRecord>& records,
                              const std::string& split);
std::string EvalDdnetText(const nlohmann::json& result);

}  // namespace bidlab
