#include "cli/train_common.h"

#include <CLI/CLI.hpp>

#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/deal_symmetry.h"

namespace bidlab {

void AddTrainDataOptions(CLI::App& cmd, TrainDataOptions& o) {
  AddDataOption(cmd, o.data, "its train and validation splits are used")->required();
  cmd.add_option("--features", o.features, "hand features: " + FeatureSetNames())
      ->check(CLI::IsMember({"binary", "condensed", "condensed2", "condensed3"}))
      ->capture_default_str();
  cmd.add_flag("--optimistic", o.optimistic,
               "the thesis's optimistic bound: learn from North's and South's hands together");
  cmd.add_option("--pairing", o.pairing,
                 "with --optimistic: joint (expand both hands' values together, N x S products included) or "
                 "side_by_side (each hand's own expansion)")
      ->check(CLI::IsMember({"joint", "side_by_side", "side-by-side"}))
      ->capture_default_str();
  AddImpScaleOption(cmd, o.imp_scale);
  AddSymmetriesOption(cmd, o.symmetries);
  AddOutputFileOption(cmd, o.output, "model file to write");
  AddThreadsOption(cmd, o.threads);
  AddJsonFlag(cmd, o.json);
}

void AddSymmetriesOption(CLI::App& cmd, int& copies) {
  cmd.add_option("--symmetries", copies,
                 "train on each training deal and N − 1 of its exact relabellings (suits renamed, N-S swapped; "
                 "tables need no solving); 1 = the deals as they are")
      ->capture_default_str()
      ->check(CLI::Range(1, kNumDealSymmetries));
}

FeatureSpec TrainFeatureSpec(const TrainDataOptions& o) {
  const auto set = ParseFeatureSet(o.features);
  if (!set) throw Error("--features must be one of " + FeatureSetNames() + ", not \"" + o.features + "\"");
  const auto pairing = ParseHandPairing(o.pairing);
  if (!pairing) throw Error("--pairing must be joint or side_by_side, not \"" + o.pairing + "\"");
  return {*set, o.optimistic, *pairing};
}

TrainingSplits LoadTrainingSplits(const TrainDataOptions& o) {
  RequireOutputIsNotAnInput(o.output, {o.data});
  const Dataset dataset = LoadDataset(o.data);
  TrainingSplits s;
  s.train = CostExamplesOf(dataset, Split::kTrain, o.imp_scale, o.symmetries);
  s.validation = CostExamplesOf(dataset, Split::kValidation, o.imp_scale);
  if (s.train.empty())
    throw Error(o.data + ": no training deals (the data set has " + std::to_string(dataset.records.size()) + " deals)");
  return s;
}

}  // namespace bidlab
