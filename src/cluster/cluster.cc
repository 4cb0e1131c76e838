// What both implementations share: the cluster of the work being started.
#include <atomic>
#include <thread>

#include "cluster/cluster.h"

namespace bidlab {

namespace {

std::atomic<int> farmed_jobs_running{0};
std::thread::id world_thread;  // set once, before any other thread asks

}  // namespace

const Cluster& Cluster::Current() {
  static const Cluster alone(0, 1);
  const Cluster& world = World();
  return farmed_jobs_running.load() > 0 || std::this_thread::get_id() != world_thread ? alone : world;
}

void Cluster::NoteWorldThread() { world_thread = std::this_thread::get_id(); }

FarmedJobsScope::FarmedJobsScope() { ++farmed_jobs_running; }

FarmedJobsScope::~FarmedJobsScope() { --farmed_jobs_running; }

}  // namespace bidlab
