// How many threads the experts experiment's loops use: `threads`, or every
// core when 0, never more than one a 16 items.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>

namespace bidlab {

inline std::size_t WorkerCount(int threads, std::size_t items) {
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::clamp<std::size_t>(threads > 0 ? static_cast<std::size_t>(threads) : cores, 1,
                                 std::max<std::size_t>(1, items / 16));
}

}  // namespace bidlab
