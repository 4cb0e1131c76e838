#include "experiments/experts/expert_inputs.h"

#include <cstdlib>
#include <filesystem>

#include "core/error.h"
#include "data/expert_records.h"
#include "dd/dds_solver.h"
#include "experiments/experts/experts.h"
#include "experiments/number_text.h"
#include "experiments/progress.h"
#include "experiments/shipped_bidders.h"
#include "experiments/stopwatch.h"
#include "io/interrupt_notice.h"
#include "io/shared_data.h"

namespace bidlab {

std::string DefaultExpertsCache() {
  namespace fs = std::filesystem;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return (fs::path(xdg) / "bidlab" / "experts-deals.bdl").string();
  if (const char* home = std::getenv("HOME"); home && *home)
    return (fs::path(home) / ".cache" / "bidlab" / "experts-deals.bdl").string();
  return "build/experts-deals.bdl";
}

std::optional<std::string> MissingExpertRecords() {
  const std::optional<std::filesystem::path> shared = FindSharedDataDir();
  if (!shared) return "no shared data (" + std::string(kSharedDataHelp) + ")";
  if (!std::filesystem::is_directory(*shared / "external"))
    return "no external records at " + (*shared / "external").string();
  return std::nullopt;
}

ExperimentOutput RunExpertsFromFiles(const ExpertsInputRequest& request, std::ostream& log) {
  const std::vector<std::string> files =
      request.files.empty() ? ExpertRecordFiles(SharedDataDir() / "external") : request.files;
  const ExpertRecords records = ReadExpertRecords(files);
  constexpr std::size_t kWarningsShown = 20;
  for (std::size_t i = 0; i < records.warnings.size() && i < kWarningsShown; ++i)
    log << "experts: warning: " << records.warnings[i] << "\n";
  if (records.warnings.size() > kWarningsShown)
    log << "experts: and " << records.warnings.size() - kWarningsShown << " warnings more of the same kinds\n";
  log << "experts: " << records.tables << " tables of " << records.deals.size() << " deals from " << files.size()
      << " files\n";

  const std::string cache = request.cache.empty() ? DefaultExpertsCache() : request.cache;
  if (const auto folder = std::filesystem::path(cache).parent_path(); !folder.empty())
    std::filesystem::create_directories(folder);
  log << "experts: double-dummy tables in " << cache << " (solved once; an interrupted solve resumes)\n";
  ProgressLine progress(log, "experts: solving");
  const InterruptNotice notice("interrupted: run the same command to resume (" + JournalPath(cache) +
                               " keeps the deals solved so far)");
  const Stopwatch clock;
  bool solved = false;
  const std::vector<DoubleDummyTable> tables =
      SolveExpertDeals(records, cache, DdsSolver(request.threads), [&](const BuildProgress& p) {
        solved = solved || p.done > p.resumed;
        progress.Update(p.done, p.total, p.deals_per_second, p.seconds_left, "deals");
      });
  progress.Finish();
  if (solved) log << "experts: solved in " << Fixed(clock.Seconds(), 1) << " s\n";

  const std::vector<std::unique_ptr<Bidder>> owned = ShippedBidders(request.neural_model, request.contested_model);
  return RunExperts(records, tables, Pointers(owned), {request.threads}, log);
}

}  // namespace bidlab
