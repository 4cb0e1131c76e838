// What both implementations share: the cluster of the work being started.
#include <atomic>

#include "cluster/cluster.h"

namespace bidlab {

namespace {

std::atomic<int> farmed_jobs_running{0};

}  // namespace

const Cluster& Cluster::Current() {
  static const Cluster alone(0, 1);
  return farmed_jobs_running.load() > 0 ? alone : World();
}

FarmedJobsScope::FarmedJobsScope() { ++farmed_jobs_running; }

FarmedJobsScope::~FarmedJobsScope() { --farmed_jobs_running; }

}  // namespace bidlab
