// The cluster of one process: what bidlab is when built without MPI. A
// launcher's ranks each run alone then, so World() says so instead of letting
// N copies of the same job race for its files.
#include <cstdlib>

#include "cluster/cluster.h"
#include "core/error.h"

namespace bidlab {

const Cluster& Cluster::World() {
  static const Cluster world = [] {
    NoteWorldThread();
    if (LaunchedByMpi())
      throw Error("this bidlab was built without MPI (libopenmpi-dev was not found by CMake); run it without mpirun");
    return Cluster(0, 1);
  }();
  return world;
}

void Cluster::Send(int, int, std::span<const std::uint8_t>) const {
  throw Error("internal: a job of one process sends no messages");
}

std::optional<ClusterMessage> Cluster::TryReceive() const { return std::nullopt; }

void Cluster::SumEverywhere(std::span<double>) const {}

void Cluster::Broadcast(Bytes&) const {}

void Cluster::Abort(int status) const { std::exit(status); }

void Cluster::Finish() const {}

}  // namespace bidlab
