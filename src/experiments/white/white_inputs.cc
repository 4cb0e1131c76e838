#include "experiments/white/white_inputs.h"

#include <filesystem>

#include "core/error.h"
#include "data/dataset_ops.h"
#include "data/opening_examples.h"
#include "io/shared_data.h"

namespace bidlab {

namespace {

// The real game records in the shared data, found at run time; not
// pbn/pbnjveri, PBN conformance fixtures (some deliberately invalid).
std::vector<std::string> DefaultGameRecords(std::string& notes) {
  const auto shared = FindSharedDataDir();
  if (!shared) {
    notes += std::string("- the shared data (") + kSharedDataHelp + ") was not found: Table I was skipped.\n";
    return {};
  }
  std::vector<std::string> paths;
  for (const char* part : {"ben", "endplay", "vugraph_etc99", "vugraph_eyc00"})
    paths.push_back((*shared / "external/pbn" / part).string());
  return paths;
}

std::string FileName(const std::string& path) {
  return std::filesystem::path(path).lexically_normal().filename().string();
}

}  // namespace

WhiteInputs LoadWhiteInputs(const WhiteInputRequest& request, std::string& notes) {
  WhiteInputs inputs;
  for (const std::string& path : request.pbn.empty() ? DefaultGameRecords(notes) : request.pbn) {
    if (!OptionalInputPresent({"--pbn", path, request.pbn_given}, notes)) continue;
    for (OpeningExample& e : ReadOpeningExamples(path)) inputs.pbn.push_back(std::move(e));
    inputs.pbn_source += (inputs.pbn_source.empty() ? "" : ", ") + FileName(path);
  }
  if (OptionalInputPresent(request.contract_data, notes)) {
    inputs.contract_data = LoadDataset(request.contract_data.paths);
    const auto split = ParseSplit(request.contract_split);
    if (!split || (*split != Split::kTrain && *split != Split::kValidation))
      throw Error("--contract-split must be train or validation");
    inputs.contract_split = *split;
    inputs.contract_source = FileName(request.contract_data.paths) + " (" + SplitName(*split) + " split)";
  }
  if (OptionalInputPresent(request.test, notes)) {
    inputs.test = ScoreDataset(LoadDataset(request.test.paths), Split::kTest);
    if (inputs.test.empty()) throw Error(request.test.paths + ": no deals of the test split");
    inputs.test_source = FileName(request.test.paths) + " (test split)";
  }
  return inputs;
}

ExperimentOutput RunWhiteFromFiles(const WhiteInputRequest& request, const WhiteExperimentOptions& options,
                                   std::ostream& log) {
  std::string notes;
  const WhiteInputs inputs = LoadWhiteInputs(request, notes);
  const WhiteResult result =
      RunWhiteExperiment(inputs, options, [&](const std::string& stage) { log << "white: " << stage << "\n"; });
  return WhiteOutput(result, MissingInputsText(notes));
}

}  // namespace bidlab
