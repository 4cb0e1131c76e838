// Work split into chunks of fixed size, whatever the thread count: each
// chunk is computed alone (its own batches), so results written by chunk do
// not depend on how many threads share them (a matrix product's rounding
// depends on a row's place in its batch).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace bidlab::neural {

// Calls fn(first, last) for [0, n) cut into chunks of `chunk` items, on up
// to `threads` threads, each taking the next chunk not yet taken.
template <typename Fn>
void ForEachChunk(std::size_t n, std::size_t chunk, int threads, const Fn& fn) {
  const std::size_t chunks = (n + chunk - 1) / chunk;
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t k; (k = next.fetch_add(1)) < chunks;) fn(k * chunk, std::min(n, (k + 1) * chunk));
  };
  std::vector<std::thread> workers;
  for (std::size_t t = 1; t < std::min<std::size_t>(static_cast<std::size_t>(std::max(1, threads)), chunks); ++t)
    workers.emplace_back(work);
  work();
  for (std::thread& t : workers) t.join();
}

}  // namespace bidlab::neural
