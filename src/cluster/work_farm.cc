#include "cluster/work_farm.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "core/error.h"

namespace bidlab {

namespace {

// How often a waiting rank looks for news: often enough that a batch of
// seconds is barely delayed, seldom enough that waiting costs no CPU.
constexpr std::chrono::milliseconds kPollInterval{5};

// Rank 0 → a rank: a job's description, or "no more jobs". A rank → rank 0:
// "ready" once at the start, then each result.
enum Tag : int { kJob = 1, kStop = 2, kReady = 3, kResult = 4 };

// What rank 0's two threads share: the next job to hand out and the results
// not yet collected.
class JobBoard {
 public:
  JobBoard(const FarmedJobs& jobs) : jobs_(jobs) {}

  // The next job (index and description), or none when all are handed out.
  std::optional<std::pair<std::uint64_t, Bytes>> Take() {
    const std::lock_guard lock(mutex_);
    if (stopped_ || next_ >= jobs_.count) return std::nullopt;
    const std::uint64_t k = next_++;
    return std::make_pair(k, jobs_.describe(k));
  }
  void Done(std::uint64_t k, Bytes result) {
    const std::lock_guard lock(mutex_);
    done_[k] = std::move(result);
  }
  void Failed(std::exception_ptr failure) {
    const std::lock_guard lock(mutex_);
    failure_ = std::move(failure);
  }
  void Stop() {
    const std::lock_guard lock(mutex_);
    stopped_ = true;
  }
  // Job k's result if it is in; rethrows the job thread's failure.
  std::optional<Bytes> TakeResult(std::uint64_t k) {
    const std::lock_guard lock(mutex_);
    if (failure_) std::rethrow_exception(failure_);
    const auto it = done_.find(k);
    if (it == done_.end()) return std::nullopt;
    Bytes result = std::move(it->second);
    done_.erase(it);
    return result;
  }

 private:
  const FarmedJobs& jobs_;
  std::mutex mutex_;
  std::uint64_t next_ = 0;
  std::map<std::uint64_t, Bytes> done_;
  std::exception_ptr failure_;
  bool stopped_ = false;
};

// The next message, polled: a blocking receive of Open MPI spins on its core,
// which a rank that waits for the last batches would take from the solvers.
ClusterMessage AwaitMessage(const Cluster& cluster) {
  for (;;) {
    if (std::optional<ClusterMessage> message = cluster.TryReceive()) return std::move(*message);
    std::this_thread::sleep_for(kPollInterval);
  }
}

void ServeRoot(const Cluster& cluster, const std::function<Bytes(const Bytes&)>& work) {
  cluster.Send(0, kReady, {});
  for (;;) {
    ClusterMessage message = AwaitMessage(cluster);
    if (message.tag == kStop) return;
    const Bytes result = work(message.bytes);
    cluster.Send(0, kResult, result);
  }
}

void RunRoot(const Cluster& cluster, const FarmedJobs& jobs, const std::function<Bytes(const Bytes&)>& work) {
  JobBoard board(jobs);
  // Rank 0's own share: MPI stays on this thread (MPI_THREAD_FUNNELED).
  std::thread own([&] {
    try {
      while (auto job = board.Take()) board.Done(job->first, work(job->second));
    } catch (...) {
      board.Failed(std::current_exception());
    }
  });
  std::vector<std::optional<std::uint64_t>> held(static_cast<std::size_t>(cluster.size()));
  int released = 0;
  std::uint64_t collected = 0;
  try {
    while (collected < jobs.count || released < cluster.size() - 1) {
      bool moved = false;
      while (std::optional<ClusterMessage> message = cluster.TryReceive()) {
        moved = true;
        auto& job = held[static_cast<std::size_t>(message->from)];
        if (message->tag == kResult && job) board.Done(*job, std::move(message->bytes));
        job.reset();
        if (auto next = board.Take()) {
          job = next->first;
          cluster.Send(message->from, kJob, next->second);
        } else {
          cluster.Send(message->from, kStop, {});
          ++released;
        }
      }
      while (collected < jobs.count) {
        std::optional<Bytes> result = board.TakeResult(collected);
        if (!result) break;
        jobs.collect(collected++, std::move(*result));
        moved = true;
      }
      if (!moved) std::this_thread::sleep_for(kPollInterval);
    }
  } catch (...) {
    board.Stop();
    own.join();
    throw;
  }
  own.join();
}

}  // namespace

void FarmOut(const Cluster& cluster, const FarmedJobs& jobs, const std::function<Bytes(const Bytes&)>& work) {
  const FarmedJobsScope scope;
  if (cluster.size() == 1) {
    for (std::uint64_t k = 0; k < jobs.count; ++k) jobs.collect(k, work(jobs.describe(k)));
  } else if (cluster.IsRoot()) {
    RunRoot(cluster, jobs, work);
  } else {
    ServeRoot(cluster, work);
  }
}

Bytes RangesAcrossRanks(const Cluster& cluster, std::uint64_t count, std::uint64_t chunk,
                        const std::function<Bytes(std::uint64_t begin, std::uint64_t end)>& work) {
  if (chunk == 0) throw Error("internal: chunks of no items");
  // A job is its range, two little-endian 64-bit numbers.
  const auto put = [](Bytes& out, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  };
  const auto get = [](const Bytes& in, std::size_t at) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(in.at(at + i)) << (8 * i);
    return v;
  };
  Bytes all;
  FarmedJobs jobs;
  jobs.count = (count + chunk - 1) / chunk;
  jobs.describe = [&](std::uint64_t k) {
    Bytes range;
    put(range, k * chunk);
    put(range, std::min(count, (k + 1) * chunk));
    return range;
  };
  jobs.collect = [&](std::uint64_t, Bytes part) { all.insert(all.end(), part.begin(), part.end()); };
  FarmOut(cluster, jobs, [&](const Bytes& range) {
    if (range.size() != 16) throw Error("internal: a range of " + std::to_string(range.size()) + " bytes");
    const std::uint64_t begin = get(range, 0), end = get(range, 8);
    if (begin > end || end > count)
      throw Error("internal: items " + std::to_string(begin) + "-" + std::to_string(end) + " of " +
                  std::to_string(count));
    return work(begin, end);
  });
  cluster.Broadcast(all);
  return all;
}

}  // namespace bidlab
