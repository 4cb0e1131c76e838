// Work shared by the threads of one process, where the first failure ends
// the whole: a worker that throws asks the others to stop, they see it at
// their next check (StopRequested(), between items, and in every wait for an
// external program, learn/external/child_process.h), and the first error is
// the one reported, not whichever thread happened to be joined first.
#pragma once

#include <cstddef>
#include <functional>

namespace bidlab {

// Runs work(t) for t in [0, threads) on that many threads (the calling one
// waits) and rethrows the first exception thrown, once every worker ended.
void RunWorkers(std::size_t threads, const std::function<void(std::size_t t)>& work);

// How many workers share `items`: `wanted`, or every core when it is 0 or
// less, but never fewer than `items_per_worker` items a worker (and at least one).
std::size_t WorkerCount(int wanted, std::size_t items, std::size_t items_per_worker);

// True on a worker of RunWorkers once another worker of the same call has
// failed; always false elsewhere.
bool StopRequested();

}  // namespace bidlab
