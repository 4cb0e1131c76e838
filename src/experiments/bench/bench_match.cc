#include "experiments/bench/bench_match.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>

#include "eval/open_bidder.h"
#include "experiments/stopwatch.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

// Adds the time spent in the wrapped bidder's Bid(), and the calls it made,
// to counters shared by all its clones.
class TimedBidder : public Bidder {
 public:
  TimedBidder(std::unique_ptr<Bidder> inner, std::shared_ptr<std::atomic<long long>> nanoseconds,
              std::shared_ptr<std::atomic<long long>> calls)
      : inner_(std::move(inner)), nanoseconds_(std::move(nanoseconds)), calls_(std::move(calls)) {}
  std::string Name() const override { return inner_->Name(); }
  bool Competes() const override { return inner_->Competes(); }
  Call Bid(const BidRequest& request) override {
    const auto start = std::chrono::steady_clock::now();
    const Call call = inner_->Bid(request);
    *nanoseconds_ +=
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count();
    ++*calls_;
    return call;
  }
  std::unique_ptr<Bidder> Clone() const override {
    return std::make_unique<TimedBidder>(inner_->Clone(), nanoseconds_, calls_);
  }

 private:
  std::unique_ptr<Bidder> inner_;
  std::shared_ptr<std::atomic<long long>> nanoseconds_, calls_;
};

}  // namespace

nlohmann::json BenchMatch(const BenchMatchOptions& options, const std::vector<MatchBoard>& boards) {
  nlohmann::json runs = nlohmann::json::array();
  std::string name;
  RegisterAllBidders();
  for (const int threads : options.threads) {
    auto nanoseconds = std::make_shared<std::atomic<long long>>(0);
    auto calls = std::make_shared<std::atomic<long long>>(0);
    // Timed inside the uncontested adapter that PlayMatch seats a bidder
    // through when it does not compete: the adapter is engine.
    const TimedBidder timed(OpenNamedBidder(options.bidder), nanoseconds, calls);
    const Stopwatch clock;
    const MatchResult result = PlayMatch(timed, timed, boards, {.threads = threads});
    const double seconds = clock.Seconds();
    name = result.summary.a;
    const double bidder_seconds = static_cast<double>(nanoseconds->load()) * 1e-9;
    runs.push_back({{"threads", threads},
                    {"seconds", seconds},
                    {"boards_per_s", static_cast<double>(boards.size()) / seconds},
                    {"bidder_share", bidder_seconds / (seconds * threads)},
                    {"calls_per_s", static_cast<double>(calls->load()) / seconds},
                    {"calls_per_bidder_s", static_cast<double>(calls->load()) / bidder_seconds}});
  }
  return {{"bidder", name}, {"boards", boards.size()}, {"runs", runs}};
}

std::string BenchMatchText(const nlohmann::json& result) {
  std::string text = "duplicate match, " + result["bidder"].get<std::string>() + " against itself, " +
                     std::to_string(result["boards"].get<std::size_t>()) + " boards (two tables each)\n";
  text += "threads  seconds  boards/s  time in the bidders  calls/s  calls per bidder-second\n";
  for (const nlohmann::json& run : result["runs"]) {
    char row[160];
    std::snprintf(row, sizeof row, "%7d %8.2f %9.0f  %18.1f%% %8.0f %24.0f\n", run["threads"].get<int>(),
                  run["seconds"].get<double>(), run["boards_per_s"].get<double>(),
                  100.0 * run["bidder_share"].get<double>(), run["calls_per_s"].get<double>(),
                  run["calls_per_bidder_s"].get<double>());
    text += row;
  }
  return text;
}

}  // namespace bidlab
