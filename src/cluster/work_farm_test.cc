#include "cluster/work_farm.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "cluster/cluster.h"
#include "cluster/job_runner.h"
#include "core/error.h"

namespace bidlab {
namespace {

// The job of a process started without mpirun (as every test is).
TEST(Cluster, AProcessStartedAloneIsAJobOfOneRank) {
  ASSERT_FALSE(LaunchedByMpi()) << "run the unit tests without mpirun";
  EXPECT_EQ(Cluster::World().size(), 1);
  EXPECT_EQ(Cluster::World().rank(), 0);
  EXPECT_TRUE(Cluster::Current().IsRoot());
  std::vector<double> sums = {1.5, -2};
  Cluster::World().SumEverywhere(sums);  // one rank: its own values
  EXPECT_EQ(sums, (std::vector<double>{1.5, -2}));
  EXPECT_FALSE(Cluster::World().TryReceive().has_value());
}

TEST(WorkFarm, AloneEveryJobRunsOnceAndIsCollectedInOrder) {
  std::vector<std::uint64_t> collected;
  std::vector<int> sizes_inside;
  FarmedJobs jobs;
  jobs.count = 5;
  jobs.describe = [](std::uint64_t k) { return Bytes{static_cast<std::uint8_t>(10 * k)}; };
  jobs.collect = [&](std::uint64_t k, Bytes result) {
    ASSERT_EQ(result.size(), 1u);
    EXPECT_EQ(result[0], 10 * k + 1) << "job " << k;
    collected.push_back(k);
  };
  FarmOut(Cluster::World(), jobs, [&](const Bytes& job) {
    sizes_inside.push_back(Cluster::Current().size());
    return Bytes{static_cast<std::uint8_t>(job.at(0) + 1)};
  });
  EXPECT_EQ(collected, (std::vector<std::uint64_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(sizes_inside, std::vector<int>(5, 1));  // a job never waits for other ranks
}

TEST(WorkFarm, NoJobsIsNothingToDo) {
  int runs = 0;
  FarmOut(Cluster::World(), {}, [&](const Bytes&) {
    ++runs;
    return Bytes{};
  });
  EXPECT_EQ(runs, 0);
}

TEST(WorkFarm, AFailingJobStopsTheFarmWithItsError) {
  FarmedJobs jobs;
  jobs.count = 3;
  jobs.describe = [](std::uint64_t k) { return Bytes{static_cast<std::uint8_t>(k)}; };
  int collected = 0;
  jobs.collect = [&](std::uint64_t, const Bytes&) { ++collected; };
  EXPECT_THROW(FarmOut(Cluster::World(), jobs,
                       [](const Bytes& job) -> Bytes {
                         if (job.at(0) == 1) throw Error("job 1 failed");
                         return job;
                       }),
               Error);
  EXPECT_EQ(collected, 1);
}

TEST(JobRunner, AloneTheCommandSpeaksAndItsStatusIsReturned) {
  std::ostringstream out, err;
  const int status = RunAsJob(
      {"any", "arguments"},
      [](std::ostream& o, std::ostream& e) {
        o << "result\n";
        e << "progress\n";
        return 3;
      },
      out, err);
  EXPECT_EQ(status, 3);
  EXPECT_EQ(out.str(), "result\n");
  EXPECT_EQ(err.str(), "progress\n");
}

// Under mpirun every rank compares its arguments with rank 0's.
TEST(JobRunner, ADifferentArgumentIsNamed) {
  const std::vector<std::string> root = {"match", "--ns", "sayc", "--ew", "pass"};
  EXPECT_EQ(ArgumentDifference(root, root, 1), std::nullopt);
  EXPECT_EQ(ArgumentDifference(root, {"match", "--ns", "pass", "--ew", "sayc"}, 1),
            "rank 1 has argument 3 \"pass\" where rank 0 has \"sayc\"");
  EXPECT_EQ(ArgumentDifference(root, {"match", "--ns", "sayc", "--ew", "pass", "--boards", "5"}, 2),
            "rank 2 has 7 arguments where rank 0 has 5 arguments");
  EXPECT_EQ(ArgumentDifference(root, {"match"}, 3), "rank 3 has 1 argument where rank 0 has 5 arguments");
}

TEST(WorkFarm, RangesCoverEveryItemOnceInOrder) {
  // 23 items in chunks of 5: [0,5) [5,10) [10,15) [15,20) [20,23).
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  const Bytes all = RangesAcrossRanks(Cluster::World(), 23, 5, [&](std::uint64_t begin, std::uint64_t end) {
    ranges.emplace_back(begin, end);
    Bytes items;
    for (std::uint64_t i = begin; i < end; ++i) items.push_back(static_cast<std::uint8_t>(i));
    return items;
  });
  ASSERT_EQ(all.size(), 23u);
  for (std::size_t i = 0; i < all.size(); ++i) EXPECT_EQ(all[i], i);
  EXPECT_EQ(ranges.size(), 5u);
  EXPECT_EQ(ranges.back(), std::make_pair(std::uint64_t{20}, std::uint64_t{23}));
  EXPECT_TRUE(RangesAcrossRanks(Cluster::World(), 0, 5, [](std::uint64_t, std::uint64_t) { return Bytes{1}; }).empty());
  EXPECT_THROW(RangesAcrossRanks(Cluster::World(), 3, 0, [](std::uint64_t, std::uint64_t) { return Bytes{}; }), Error);
}

}  // namespace
}  // namespace bidlab
