#include "experiments/thesis/bandit_experiment_list.h"

#include <filesystem>

#include "data/dataset_ops.h"
#include "io/model_file.h"

namespace bidlab {

namespace {

BanditExperimentData Load(const BanditExperimentOptions& o) {
  return PrepareBanditExperimentData(LoadDataset(o.data), o);
}

// The output folder's NAME.runs.jsonl, what a stopped experiment resumes from.
RunLog OpenRunLog(const std::string& dir, const std::string& name) {
  std::filesystem::create_directories(dir);
  return RunLog(dir + "/" + name + ".runs.jsonl");
}

// --model FILE, or none: the default configuration is trained.
ComparisonModel ReadComparisonModel(const std::string& path) {
  if (path.empty()) return {};
  const ModelFile file = ReadModelFile(path);
  RequireModelKind(path, file, BanditModel::kKind, BanditModel::kVersion);
  return {LoadPayloadOf(path, [&] { return BanditModel::LoadPayload(file.payload); }), path};
}

using Extra = BanditExperimentExtra;
using Request = BanditExperimentRequest;

const BanditExperiment kExperiments[] = {
    {"figure4.1", "Bandit: FULL versus SINGLE UPDATE, validation cost by iteration (thesis Fig. 4.1)", Extra::kNone,
     [](const Request& c, std::ostream& log) { return RunFigure41(c.options, Load(c.options), log); }},
    {"figure4.2", "Bandit: DELAYED (piles 10/100/1000) versus INSTANT UPDATE (thesis Fig. 4.2)", Extra::kNone,
     [](const Request& c, std::ostream& log) { return RunFigure42(c.options, Load(c.options), log); }},
    {"figure4.3", "Bandit: PENETRATIVE UPDATE with p = 0 … 1, ℓ = 4 and 6 (thesis Fig. 4.3)", Extra::kNone,
     [](const Request& c, std::ostream& log) { return RunFigure43(c.options, Load(c.options), log); }},
    {"table4.2", "Bandit: tree/layered × ℓ × UCB1/LinUCB, (p, α) on validation, mean ± sd over seeds (Table 4.2)",
     Extra::kNone,
     [](const Request& c, std::ostream& log) {
       const BanditExperimentData data = Load(c.options);
       RunLog runs = OpenRunLog(c.output_dir, "table4.2");
       return RunTable42(c.options, data, runs, log);
     }},
    {"table4.3", "Bandit against the reference bidder by type of contract (Table 4.3)", Extra::kModel,
     [](const Request& c, std::ostream& log) {
       const ComparisonModel model = ReadComparisonModel(c.model);
       return RunTable43(c.options, Load(c.options), model, log);
     }},
    {"table4.4", "Bandit and reference bidder with assumed and real declarer (Table 4.4)", Extra::kModel,
     [](const Request& c, std::ostream& log) {
       const ComparisonModel model = ReadComparisonModel(c.model);
       return RunTable44(c.options, Load(c.options), model, log);
     }},
    {"tablea.1", "Opening bids of a bandit model beside SAYC's (Table A.1)", Extra::kModel,
     [](const Request& c, std::ostream& log) {
       if (!c.model.empty()) return RunTableA1(c.options, nullptr, ReadComparisonModel(c.model), log);
       const BanditExperimentData data = Load(c.options);  // the model is trained on it
       return RunTableA1(c.options, &data, {}, log);
     }},
    {"bandit-ab", "Bandit: each reading of the thesis that differs, as an A/B on validation over seeds",
     Extra::kVariants,
     [](const Request& c, std::ostream& log) {
       CheckBanditAbVariants(c.variants);
       const Dataset dataset = LoadDataset(c.options.data);
       RunLog runs = OpenRunLog(c.output_dir, "bandit-ab");
       return RunBanditAb({c.options, c.variants}, dataset, runs, log);
     }},
};

}  // namespace

std::span<const BanditExperiment> BanditExperiments() { return kExperiments; }

}  // namespace bidlab
