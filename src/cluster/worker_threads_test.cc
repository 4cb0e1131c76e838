// How many workers share the items, and the first error of RunWorkers.
#include "cluster/worker_threads.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "core/error.h"

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

// Items 0-39 on two workers (even and odd); item 30 fails at once, item 7
// after a while: item 7's error is reported, every item below it done.
TEST(RunWorkers, TheLowestFailingItemIsReportedWhicheverFailsFirst) {
  std::vector<std::atomic<bool>> done(40);
  try {
    RunWorkers(2, [&](std::size_t t) {
      for (std::size_t i = t; i < 40 && !StopRequested(i); i += 2) {
        if (i == 7) {
          std::this_thread::sleep_for(std::chrono::milliseconds(200));
          throw Error("item 7");
        }
        if (i == 30) throw Error("item 30");
        done[i] = true;
      }
    });
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "item 7");
  }
  for (std::size_t i = 0; i < 7; ++i) EXPECT_TRUE(done[i]) << i;
  for (std::size_t i = 31; i < 40; i += 2) EXPECT_FALSE(done[i]) << "abandoned above item 7: " << i;
}

// A worker stopped because another failed is never the error reported
// while the other's is known, whatever its item.
TEST(RunWorkers, AStoppedWorkerIsReportedOnlyWhenNothingElseFailed) {
  try {
    RunWorkers(2, [&](std::size_t t) {
      if (t == 1) {
        StopRequested(1);
        throw StoppedError("stopped");
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      StopRequested(5);
      throw Error("item 5");
    });
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "item 5");
  }
  EXPECT_THROW(RunWorkers(1,
                          [](std::size_t) {
                            StopRequested(0);
                            throw StoppedError("stopped");
                          }),
               StoppedError);
}

}  // namespace
}  // namespace bidlab
