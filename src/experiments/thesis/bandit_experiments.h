// The bandit experiments of thesis chapter 4 and Appendix A, each run on
// data the command line has loaded and prepared (bandit_experiment_data.h),
// its progress on `log`, and returning its files:
//
//   figure4.1-4.3  the techniques of §3.4 as learning curves (§4.2)
//   table4.2       tree and layered, ℓ ∈ {2, 4, 6}, UCB1 and LinUCB; (p, α)
//                  chosen on validation; mean ± sd over seeds; resumable
//                  from its run log
//   table4.3       reference bidder's total cost minus the bandit's, by type
//                  of contract, on test (the thesis's reference is Wbridge5;
//                  ours SAYC when registered, the CSTSR baseline otherwise)
//   table4.4       assumed against real declarer, the bandit and the reference
//   tablea.1       opening bids (learn/bandit/opening_table.h), beside SAYC's
//   bandit-ab      the thesis's bandit against ours, one reading at a time
//                  over seeds; resumable from its run log
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "experiments/experiment_output.h"
#include "experiments/thesis/bandit_experiment_data.h"
#include "io/dataset_file.h"
#include "io/run_log.h"

namespace bidlab {

ExperimentOutput RunFigure41(const BanditExperimentOptions& options, const BanditExperimentData& data,
                             std::ostream& log);
ExperimentOutput RunFigure42(const BanditExperimentOptions& options, const BanditExperimentData& data,
                             std::ostream& log);
ExperimentOutput RunFigure43(const BanditExperimentOptions& options, const BanditExperimentData& data,
                             std::ostream& log);

// Every training's costs are looked up in and added to `runs` (a stopped
// experiment resumes from it).
ExperimentOutput RunTable42(const BanditExperimentOptions& options, const BanditExperimentData& data, RunLog& runs,
                            std::ostream& log);

// The bandit model of the comparisons: the one read from `file` by the
// command line, or (model empty) the default configuration trained now.
struct ComparisonModel {
  std::shared_ptr<const BanditModel> model;
  std::string file;
};

ExperimentOutput RunTable43(const BanditExperimentOptions& options, const BanditExperimentData& data,
                            const ComparisonModel& model, std::ostream& log);
ExperimentOutput RunTable44(const BanditExperimentOptions& options, const BanditExperimentData& data,
                            const ComparisonModel& model, std::ostream& log);
// `data` is needed (and may be null) only when the model is to be trained.
ExperimentOutput RunTableA1(const BanditExperimentOptions& options, const BanditExperimentData* data,
                            const ComparisonModel& model, std::ostream& log);

struct BanditAbOptions {
  BanditExperimentOptions common;
  std::vector<std::string> variants;  // empty = all
};
// Throws when an id names no variant.
void CheckBanditAbVariants(const std::vector<std::string>& ids);
// Trains on `dataset`'s training split in both arithmetics; runs in `runs`.
ExperimentOutput RunBanditAb(const BanditAbOptions& options, const Dataset& dataset, RunLog& runs, std::ostream& log);

}  // namespace bidlab
