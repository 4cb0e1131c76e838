#include "experiments/challenges/challenge_inputs.h"

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "dd/dds_solver.h"
#include "experiments/challenges/challenges.h"
#include "experiments/dataset/layout_jobs.h"
#include "experiments/shipped_bidders.h"
#include "io/shared_data.h"

namespace bidlab {
namespace {

std::vector<std::string> SharedChallengeFiles() {
  const std::filesystem::path dir = SharedDataDir() / "external" / "pbn" / "ben" / "Challenges";
  if (!std::filesystem::is_directory(dir)) throw Error("no bidding challenges at " + dir.string());
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".pbn") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// Each board's a-priori optimum, its layouts solved (or read back).
void AddAPrioriOptimum(ChallengeSet& set, const ChallengeInputRequest& request, std::ostream& log) {
  std::vector<Deal> deals;
  for (const FacitBoard& b : set.boards) deals.push_back(b.deal);
  const std::string path = LayoutCachePath(request, set.name);
  BuildLayouts(deals, request.layouts, request.layout_seed, path, request.threads, log);
  const std::vector<std::vector<DoubleDummyTable>> layouts = ReadLayouts(path, deals);
  for (std::size_t i = 0; i < set.boards.size(); ++i)
    set.apriori.push_back(APrioriOptimum(layouts[i], set.boards[i].vulnerability));
  set.layouts = request.layouts;
  set.layout_seed = request.layout_seed;
}

}  // namespace

std::string LayoutCachePath(const ChallengeInputRequest& request, const std::string& set) {
  return (std::filesystem::path(request.layout_cache.empty() ? std::string(BIDLAB_DATA_DIR) + "/layouts"
                                                             : request.layout_cache) /
          (set + "-layouts-" + std::to_string(request.layouts) + "-seed-" + std::to_string(request.layout_seed) +
           ".bdl.xz"))
      .string();
}

ExperimentOutput RunChallengesFromFiles(const ChallengeInputRequest& request, std::ostream& log) {
  const std::vector<std::string> files = request.files.empty() ? SharedChallengeFiles() : request.files;
  std::vector<ChallengeSet> sets;
  std::vector<std::pair<std::string, std::vector<FacitBoard>>> robot_files;
  std::vector<std::string> unread;  // files that are not challenge boards, with why
  for (const std::string& file : files) {
    const std::string stem = std::filesystem::path(file).stem().string();
    std::vector<FacitBoard> boards;
    try {
      boards = ReadFacitPbn(file);
    } catch (const InputError& e) {
      // The file's name without its folder: the results name no machine's paths.
      unread.push_back(std::filesystem::path(file).filename().string() + ":" + std::to_string(e.line()) + ": " +
                       e.detail());
      log << "challenges: left out " << e.what() << "\n";
      continue;
    }
    if (stem.find('-') == std::string::npos) sets.push_back({stem, std::move(boards), {}});
    else robot_files.emplace_back(stem, std::move(boards));
  }
  if (sets.empty()) throw Error("no challenge set among the files (a set is SET.pbn, a robot's result SET-ROBOT.pbn)");
  std::vector<RobotResult> robots;
  for (auto& [stem, boards] : robot_files) robots.push_back(RobotResultOf(stem, std::move(boards), sets));

  const DdsSolver solver(request.threads);
  for (ChallengeSet& set : sets) {
    std::vector<Deal> deals;
    for (const FacitBoard& b : set.boards) deals.push_back(b.deal);
    log << "challenges: solving the " << deals.size() << " deals of " << set.name << " double-dummy\n";
    set.tables = solver.Solve(deals);
    if (request.layouts > 0) AddAPrioriOptimum(set, request, log);
  }

  const std::vector<std::unique_ptr<Bidder>> owned = ShippedBidders(request.neural_model, request.contested_model);
  const std::vector<const Bidder*> bidders = Pointers(owned);
  return RunChallenges(sets, robots, bidders, unread, request.threads, log);
}

}  // namespace bidlab
