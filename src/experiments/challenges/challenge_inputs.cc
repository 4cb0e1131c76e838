#include "experiments/challenges/challenge_inputs.h"

#include <algorithm>
#include <filesystem>

#include "core/error.h"
#include "dd/dds_solver.h"
#include "experiments/challenges/challenges.h"
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

}  // namespace

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
  }

  const std::vector<std::unique_ptr<Bidder>> owned = ShippedBidders(request.neural_model, request.contested_model);
  const std::vector<const Bidder*> bidders = Pointers(owned);
  return RunChallenges(sets, robots, bidders, unread, request.threads, log);
}

}  // namespace bidlab
