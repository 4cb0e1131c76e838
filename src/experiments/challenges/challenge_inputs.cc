#include "experiments/challenges/challenge_inputs.h"

#include <algorithm>
#include <filesystem>
#include <map>

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
  namespace fs = std::filesystem;
  const std::vector<std::string> files = request.files.empty() ? SharedChallengeFiles() : request.files;
  std::vector<ChallengeSet> sets;
  std::vector<fs::path> set_folders, set_files;  // beside `sets`
  struct RobotFile {
    std::string file, stem;
    fs::path folder;
    std::vector<FacitBoard> boards;
  };
  std::vector<RobotFile> robot_files;
  std::vector<std::string> unread;        // files that are not challenge boards, with why
  std::map<fs::path, std::string> given;  // each file by where it is, as first named
  for (const std::string& file : files) {
    // A file by where it is, whatever the name it is given by (./x.pbn, a link).
    const fs::path where = fs::weakly_canonical(file);
    if (const auto [at, added] = given.emplace(where, file); !added)
      throw Error("challenges: " + file + " is given twice" + (at->second == file ? "" : " (as " + at->second + ")"));
    const std::string stem = fs::path(file).stem().string();
    std::vector<FacitBoard> boards;
    try {
      boards = ReadFacitPbn(file);
    } catch (const InputError& e) {
      // The file's name without its folder: the results name no machine's paths.
      unread.push_back(fs::path(file).filename().string() + ":" + std::to_string(e.line()) + ": " + e.detail());
      log << "challenges: left out " << e.what() << "\n";
      continue;
    }
    if (stem.find('-') != std::string::npos) {
      robot_files.push_back({file, stem, where.parent_path(), std::move(boards)});
      continue;
    }
    for (std::size_t i = 0; i < sets.size(); ++i)
      if (sets[i].name == stem)
        throw Error("challenges: two challenge sets named " + stem + ": " + set_files[i].string() + " and " + file);
    sets.push_back({stem, std::move(boards), {}});
    set_folders.push_back(where.parent_path());
    set_files.push_back(file);
  }
  if (sets.empty()) throw Error("no challenge set among the files (a set is SET.pbn, a robot's result SET-ROBOT.pbn)");
  // A robot's result file belongs to the set of its name in its own folder.
  std::vector<RobotResult> robots;
  for (RobotFile& robot : robot_files) {
    std::vector<ChallengeSet> beside;
    for (std::size_t i = 0; i < sets.size(); ++i)
      if (set_folders[i] == robot.folder) beside.push_back({sets[i].name, sets[i].boards, {}});
    if (std::none_of(beside.begin(), beside.end(),
                     [&](const ChallengeSet& set) { return robot.stem.starts_with(set.name + "-"); }))
      throw Error("challenges: " + robot.file + " has no challenge set of its name in its folder " +
                  robot.folder.string() + " (a robot's result SET-ROBOT.pbn sits beside SET.pbn)");
    robots.push_back(RobotResultOf(robot.stem, std::move(robot.boards), beside));
  }

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
