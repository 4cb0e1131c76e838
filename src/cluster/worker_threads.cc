#include "cluster/worker_threads.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace bidlab {

namespace {

// The stop flag of the RunWorkers call this thread works for, if any.
thread_local const std::atomic<bool>* current_stop = nullptr;

}  // namespace

bool StopRequested() { return current_stop != nullptr && current_stop->load(std::memory_order_relaxed); }

std::size_t WorkerCount(int wanted, std::size_t items, std::size_t items_per_worker) {
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::clamp<std::size_t>(wanted > 0 ? static_cast<std::size_t>(wanted) : cores, 1,
                                 std::max<std::size_t>(1, items / items_per_worker));
}

void RunWorkers(std::size_t threads, const std::function<void(std::size_t t)>& work) {
  std::atomic<bool> stop{false};
  std::mutex first_error_mutex;
  std::exception_ptr first_error;
  std::vector<std::thread> workers;
  workers.reserve(threads);
  for (std::size_t t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      current_stop = &stop;
      try {
        work(t);
      } catch (...) {
        const std::lock_guard lock(first_error_mutex);
        if (!first_error) first_error = std::current_exception();
        stop = true;
      }
      current_stop = nullptr;
    });
  }
  for (std::thread& w : workers) w.join();
  if (first_error) std::rethrow_exception(first_error);
}

}  // namespace bidlab
