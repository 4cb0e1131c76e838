#include "cli/train_common.h"

#include <CLI/CLI.hpp>

#include "cli/option_checks.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/deal_symmetry.h"
#include "io/model_file.h"

namespace bidlab {

void AddTrainDataOptions(CLI::App& cmd, TrainDataOptions& o) {
  cmd.add_option("--data", o.data, "data-set file (train and validation splits are used), or \"standard\"")
      ->required();
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
  cmd.add_option("--imp-scale", o.imp_scale, "costs on the wbf scale, or thesis (Ho's arithmetic)")
      ->check(CLI::IsMember({"wbf", "thesis"}))
      ->capture_default_str();
  AddSymmetriesOption(cmd, o.symmetries);
  cmd.add_option("-o,--output", o.output, "model file to write")->required()->check(OutputFile());
  cmd.add_option("--threads", o.threads, "threads (0 = every core)")->capture_default_str()->check(ThreadCount());
  cmd.add_flag("--json", o.json, "print one JSON object describing the training");
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

ImpScale TrainImpScale(const TrainDataOptions& o) { return o.imp_scale == "thesis" ? ImpScale::kThesis : ImpScale::kWbf; }

TrainingSplits LoadTrainingSplits(const TrainDataOptions& o) {
  RequireOutputIsNotAnInput(o.output, {o.data});
  const Dataset dataset = LoadDataset(o.data);
  TrainingSplits s;
  s.train = CostExamplesOf(dataset, Split::kTrain, TrainImpScale(o), o.symmetries);
  s.validation = CostExamplesOf(dataset, Split::kValidation, TrainImpScale(o));
  if (s.train.empty()) throw Error(o.data + ": no training deals (the data set has " +
                                   std::to_string(dataset.records.size()) + " deals)");
  return s;
}

void WriteTrainedModel(const std::string& path, const std::string& kind, int version, const std::string& payload) {
  WriteModelFile(path, {kind, version, payload});
}

}  // namespace bidlab
