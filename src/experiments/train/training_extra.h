// Deals added to the training split only (--train-extra): a data set dealt
// under constraints (dataset build --constraint) holds the hard decisions —
// slams, five-level contests — that random deals rarely teach, while
// validation and test stay the standard split's, so every figure a run
// reports is still on the yardstick's boards.
#pragma once

#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "io/dataset_file.h"

namespace bidlab {

struct TrainExtra {
  std::string file;    // a data-set file; "" = none
  double share = 0.1;  // of the training deals once the extra ones are in
};

// How many extra deals make `share` of a training split that already holds
// `train` deals: share / (1 − share) · train, rounded to the nearest deal.
std::size_t ExtraDealsFor(double share, std::size_t train);

// The first ExtraDealsFor(extra.share, train) deals of extra.file, every
// one of them a training deal. Throws Error when they reach into the
// file's own test split (its last 10%, kept as a test set of the same kind
// of deals), or when the file is part of the standard set (its validation
// and test deals would be trained on).
Dataset LoadTrainExtra(const TrainExtra& extra, std::size_t train);

// What a model's note records of it: {"file", "share"}.
nlohmann::json TrainExtraJson(const TrainExtra& extra);

// "" without a file, else " (N of them from FILE)".
std::string TrainExtraNote(const std::string& file, std::size_t deals);

}  // namespace bidlab
