#include "cluster/worker_threads.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <limits>
#include <mutex>
#include <thread>
#include <vector>

#include "core/error.h"

namespace bidlab {

namespace {

constexpr std::size_t kNoItem = std::numeric_limits<std::size_t>::max();

// One past the lowest item that failed in the RunWorkers call this thread
// works for (0: a worker that named no item failed; kNoItem: none failed),
// and the item this thread is on.
thread_local const std::atomic<std::size_t>* current_lowest = nullptr;
thread_local std::size_t current_item = kNoItem;

struct Failure {
  std::size_t item;
  bool stopped;
  std::exception_ptr error;
};

bool IsStopped(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const StoppedError&) {
    return true;
  } catch (...) {
    return false;
  }
}

}  // namespace

bool StopRequested(std::size_t item) {
  current_item = item;
  return StopRequested();
}

bool StopRequested() {
  if (current_lowest == nullptr) return false;
  const std::size_t past_lowest = current_lowest->load(std::memory_order_relaxed);
  return past_lowest != kNoItem && (current_item == kNoItem || past_lowest <= current_item);
}

std::size_t WorkerCount(int wanted, std::size_t items, std::size_t items_per_worker) {
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::clamp<std::size_t>(wanted > 0 ? static_cast<std::size_t>(wanted) : cores, 1,
                                 std::max<std::size_t>(1, items / items_per_worker));
}

void RunWorkers(std::size_t threads, const std::function<void(std::size_t t)>& work) {
  std::atomic<std::size_t> lowest{kNoItem};
  std::mutex failures_mutex;
  std::vector<Failure> failures;  // in the order they happened
  std::vector<std::thread> workers;
  workers.reserve(threads);
  for (std::size_t t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      current_lowest = &lowest;
      current_item = kNoItem;
      try {
        work(t);
      } catch (...) {
        Failure failure{current_item, IsStopped(std::current_exception()), std::current_exception()};
        // A worker that named no item stops every other at once.
        const std::size_t past = failure.item == kNoItem ? 0 : failure.item + 1;
        if (!failure.stopped)
          for (std::size_t seen = lowest.load();
               (seen == kNoItem || past < seen) && !lowest.compare_exchange_weak(seen, past);) {
          }
        const std::lock_guard lock(failures_mutex);
        failures.push_back(std::move(failure));
      }
      current_lowest = nullptr;
      current_item = kNoItem;
    });
  }
  for (std::thread& w : workers) w.join();
  if (failures.empty()) return;
  const auto reported = std::min_element(failures.begin(), failures.end(), [](const Failure& a, const Failure& b) {
    return a.stopped != b.stopped ? b.stopped : a.item < b.item;
  });
  std::rethrow_exception(reported->error);
}

}  // namespace bidlab
