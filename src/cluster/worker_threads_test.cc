// How many workers share the items, and the first error of RunWorkers.
#include "cluster/worker_threads.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>

namespace bidlab {
namespace {

TEST(WorkerCount, TheThreadsAskedForUnlessTooFewItems) {
  EXPECT_EQ(WorkerCount(3, 1000, 64), 3u);
  EXPECT_EQ(WorkerCount(8, 100, 64), 1u);  // 100 items: one worker's worth of 64
  EXPECT_EQ(WorkerCount(8, 200, 64), 3u);
  EXPECT_EQ(WorkerCount(4, 0, 1), 1u);          // always one
  EXPECT_GE(WorkerCount(0, 1'000'000, 1), 1u);  // 0: every core
}

TEST(RunWorkers, RunsEveryWorkerAndRethrowsAFailure) {
  std::atomic<int> ran{0};
  RunWorkers(3, [&](std::size_t) { ++ran; });
  EXPECT_EQ(ran, 3);
  EXPECT_THROW(RunWorkers(2,
                          [](std::size_t t) {
                            if (t == 1) throw std::runtime_error("worker 1");
                          }),
               std::runtime_error);
}

}  // namespace
}  // namespace bidlab
