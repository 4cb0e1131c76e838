// Independent jobs shared across the ranks of a job: rank 0 hands the next
// job to whichever rank becomes free (itself included, on a thread of its
// own), so a slow node takes fewer jobs instead of stalling the rest, and
// rank 0 collects the results in job order. Jobs and results are bytes: the
// caller says what a job is (a batch of deals, a chunk of an evaluation, a
// cell of a grid).
#pragma once

#include <cstdint>
#include <functional>

#include "cluster/cluster.h"

namespace bidlab {

struct FarmedJobs {
  // Rank 0 only: how many jobs, what job k is, and what to do with job k's
  // result; `collect` sees k = 0, 1, 2, … in order, on the calling thread.
  std::uint64_t count = 0;
  std::function<Bytes(std::uint64_t k)> describe;
  std::function<void(std::uint64_t k, Bytes result)> collect;
};

// Every rank calls this with the same `work` (a description to a result).
// On rank 0 it returns when every job is collected and every other rank is
// released; on the others when rank 0 releases them. Alone, it runs the jobs
// one after the other. An exception in `work` or `collect` on rank 0
// propagates (after its own job thread has stopped); on another rank it
// propagates there, and the job's runner (RunAsJob) ends the job.
void FarmOut(const Cluster& cluster, const FarmedJobs& jobs, const std::function<Bytes(const Bytes&)>& work);

// Items [0, count) shared in chunks of `chunk`: `work(begin, end)` gives
// the bytes of items [begin, end); every rank returns every chunk's bytes,
// concatenated in item order (what one process's work(0, count) would
// give when the bytes of consecutive ranges concatenate). Every rank calls
// this with the same count, chunk and an equivalent `work`.
Bytes RangesAcrossRanks(const Cluster& cluster, std::uint64_t count, std::uint64_t chunk,
                        const std::function<Bytes(std::uint64_t begin, std::uint64_t end)>& work);

}  // namespace bidlab
