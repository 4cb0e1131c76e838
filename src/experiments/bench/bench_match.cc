#include "experiments/bench/bench_match.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>

#include "experiments/stopwatch.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

// Adds the time spent in the wrapped bidder's Bid() to a counter shared by
// all its clones.
class TimedBidder : public Bidder {
 public:
  TimedBidder(std::unique_ptr<Bidder> inner, std::shared_ptr<std::atomic<long long>> nanoseconds)
      : inner_(std::move(inner)), nanoseconds_(std::move(nanoseconds)) {}
  std::string Name() const override { return inner_->Name(); }
  bool Competes() const override { return inner_->Competes(); }
  Call Bid(const BidRequest& request) override {
    const auto start = std::chrono::steady_clock::now();
    const Call call = inner_->Bid(request);
    *nanoseconds_ +=
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count();
    return call;
  }
  std::unique_ptr<Bidder> Clone() const override {
    return std::make_unique<TimedBidder>(inner_->Clone(), nanoseconds_);
  }

 private:
  std::unique_ptr<Bidder> inner_;
  std::shared_ptr<std::atomic<long long>> nanoseconds_;
};

}  // namespace

nlohmann::json BenchMatch(const BenchMatchOptions& options, const std::vector<MatchBoard>& boards) {
  nlohmann::json runs = nlohmann::json::array();
  std::string name;
  RegisterAllBidders();
  for (const int threads : options.threads) {
    auto nanoseconds = std::make_shared<std::atomic<long long>>(0);
    // Timed inside the uncontested adapter that PlayMatch seats a bidder
    // through when it does not compete: the adapter is engine.
    const TimedBidder timed(MakeBidder(options.bidder), nanoseconds);
    const Stopwatch clock;
    const MatchResult result = PlayMatch(timed, timed, boards, {.threads = threads});
    const double seconds = clock.Seconds();
    name = result.summary.a;
    const double bidder_seconds = static_cast<double>(nanoseconds->load()) * 1e-9;
    runs.push_back({{"threads", threads},
                    {"seconds", seconds},
                    {"boards_per_s", static_cast<double>(boards.size()) / seconds},
                    {"bidder_share", bidder_seconds / (seconds * threads)}});
  }
  return {{"bidder", name}, {"boards", boards.size()}, {"runs", runs}};
}

std::string BenchMatchText(const nlohmann::json& result) {
  std::string text = "duplicate match, " + result["bidder"].get<std::string>() + " against itself, " +
                     std::to_string(result["boards"].get<std::size_t>()) + " boards (two tables each)\n";
  text += "threads  seconds  boards/s  time in the bidders\n";
  for (const nlohmann::json& run : result["runs"]) {
    char row[96];
    std::snprintf(row, sizeof row, "%7d %8.2f %9.0f  %5.1f%%\n", run["threads"].get<int>(),
                  run["seconds"].get<double>(), run["boards_per_s"].get<double>(),
                  100.0 * run["bidder_share"].get<double>());
    text += row;
  }
  return text;
}

}  // namespace bidlab
