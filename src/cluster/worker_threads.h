// Work shared by the threads of one process, where a failure ends the
// whole and the error reported does not depend on which thread was faster:
// the workers say which item they are on (StopRequested(item), between
// items); once an item fails, the items above it are abandoned (at the next
// check, and in every wait for an external program, learn/external/
// child_process.h) while those below it are still done, and the error
// reported is the one of the lowest failing item. Work abandoned so throws
// StoppedError, which is never the error reported while another is.
#pragma once

#include <cstddef>
#include <functional>

namespace bidlab {

// Runs work(t) for t in [0, threads) on that many threads (the calling one
// waits) and, once every worker ended, rethrows the exception of the lowest
// item that failed (the item its worker last named to StopRequested; a
// worker that named none counts as the last), a StoppedError only when
// nothing else was thrown.
void RunWorkers(std::size_t threads, const std::function<void(std::size_t t)>& work);

// How many workers share `items`: `wanted`, or every core when it is 0 or
// less, but never fewer than `items_per_worker` items a worker (and at least one).
std::size_t WorkerCount(int wanted, std::size_t items, std::size_t items_per_worker);

// On a worker of RunWorkers, about to work on `item` (the items' order is
// the one whose lowest failure is reported): true once an item below it has
// failed, so it is not worth doing. Always false elsewhere.
bool StopRequested(std::size_t item);
// True on a worker of RunWorkers once an item below the one it is on has
// failed (any item, on a worker that named none); always false elsewhere.
bool StopRequested();

}  // namespace bidlab
