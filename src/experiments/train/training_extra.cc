#include "experiments/train/training_extra.h"

#include <cmath>
#include <cstdio>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/split.h"
#include "data/standard_set.h"

namespace bidlab {

std::size_t ExtraDealsFor(double share, std::size_t train) {
  if (!(share >= 0 && share < 1)) throw Error("the share of extra training deals must be at least 0 and below 1");
  return static_cast<std::size_t>(std::llround(share / (1 - share) * static_cast<double>(train)));
}

Dataset LoadTrainExtra(const TrainExtra& extra, std::size_t train) {
  Dataset dataset = LoadDataset(extra.file);
  if (IsPartOfStandard(dataset.header, dataset.records.size()))
    throw Error("--train-extra " + extra.file +
                ": part of the standard set; its validation and test deals would be trained on");
  // The file's own test split (its last 10%) is never trained on: a test set
  // rich in the same hard decisions.
  const std::size_t available = SplitRange(dataset.records.size(), Split::kTest).begin;
  const std::size_t wanted = ExtraDealsFor(extra.share, train);
  if (wanted > available) {
    const double most = static_cast<double>(available) / static_cast<double>(available + train);
    char text[120];
    std::snprintf(text, sizeof text, "; at most share %.3f", most);
    throw Error("--train-extra-share " + std::to_string(extra.share) + " needs " + std::to_string(wanted) +
                " deals of " + extra.file + " beside " + std::to_string(train) + " training deals; it has " +
                std::to_string(available) + " before its test split" + text);
  }
  dataset.records.resize(wanted);
  if (!dataset.boards.empty()) dataset.boards.resize(wanted);
  return dataset;
}

nlohmann::json TrainExtraJson(const TrainExtra& extra) { return {{"file", extra.file}, {"share", extra.share}}; }

std::string TrainExtraNote(const std::string& file, std::size_t deals) {
  if (file.empty()) return "";
  return " (" + std::to_string(deals) + " of them from " + file + ")";
}

}  // namespace bidlab
