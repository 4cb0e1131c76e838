// bidlab experiment experts -o DIR: the experts' own auctions on real boards
// beside bidlab's bidders, double-dummy (experiments/experts/experts.h).
#include "cli/experiment/experiment_experts.h"

#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "data/dataset_builder.h"
#include "experiments/experts/expert_inputs.h"
#include "io/shared_data.h"
#include "report/experiment_files.h"

namespace bidlab {

void AddExperimentExperts(CLI::App& experiment, CliStreams& io) {
  auto* cmd = experiment.add_subcommand(
      "experts",
      "Experts' auctions on real boards: their cost on the yardstick and distance from par beside bidlab's "
      "bidders, and how often each bidder makes the experts' call");
  auto output = std::make_shared<std::string>();
  auto request = std::make_shared<ExpertsInputRequest>();
  AddOutputFolderOption(*cmd, *output, "folder for experts.md and experts.json");
  cmd->add_option("--records", request->files,
                  std::string("PBN and LIN files of human tables; default: the human records of the shared "
                              "data's external/pbn and external/lin: ") +
                      kSharedDataHelp)
      ->check(CLI::ExistingFile);
  cmd->add_option("--cache", request->cache,
                  "data set of the records' deals with their double-dummy tables, made by the first run and "
                  "reused (an interrupted solve resumes); default: $XDG_CACHE_HOME/bidlab/experts-deals.bdl "
                  "(else ~/.cache/bidlab/)")
      ->check(CacheFile(BuildFilesBeside()));
  AddShippedModelOptions(*cmd, request->neural_model, request->contested_model);
  AddThreadsOption(*cmd, request->threads);
  auto quick = std::make_shared<bool>(false);
  cmd->add_flag("--quick", *quick, "the same run as without it (once the deals are solved it takes minutes)");
  cmd->callback([output, request, quick, &io] {
    if (request->files.empty())
      if (const auto missing = MissingExpertRecords()) {
        io.err << "experiment experts: skipped: " << *missing << "\n";
        return;
      }
    WriteExperimentFiles(*output, RunExpertsFromFiles(*request, io.err), io.out);
  });
}

}  // namespace bidlab
