// The processes of one job. Launched by mpirun (or srun), bidlab's ranks talk
// through MPI; launched alone, it is a job of one rank. This header is the
// only interface the rest of bidlab sees: it never includes <mpi.h> and never
// needs #ifdef. Two implementations, one linked: cluster_mpi.cc (Open MPI,
// when CMake finds it) and cluster_single.cc (one process, no MPI).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace bidlab {

using Bytes = std::vector<std::uint8_t>;

// A message between ranks: its sender, its tag and its bytes.
struct ClusterMessage {
  int from = 0;
  int tag = 0;
  Bytes bytes;
};

// Rank 0 is the root: it reads and writes the job's files and speaks to the
// user; the other ranks compute what it hands them. Only the thread that
// first called World() may call the members below (MPI_THREAD_FUNNELED).
class Cluster {
 public:
  // The job this process belongs to. The first call starts MPI when the
  // process was launched by mpirun or srun (their environment says so), and
  // never otherwise: a bidlab started alone stays a single process.
  static const Cluster& World();
  // The ranks that share the work being started now: World(), except while
  // FarmOut runs jobs, where each job runs on one rank alone and whatever it
  // calls (an evaluation inside a training of a grid) must not wait for
  // the other ranks, and except on any thread but World()'s (MPI is called
  // from that one only): then a job of one rank, which computes everything.
  static const Cluster& Current();

  int rank() const { return rank_; }
  int size() const { return size_; }
  bool IsRoot() const { return rank_ == 0; }

  // Point-to-point messages of bytes (tags are the caller's, 0..32767).
  void Send(int to, int tag, std::span<const std::uint8_t> bytes) const;
  // The next message from any rank if one has arrived, without waiting.
  std::optional<ClusterMessage> TryReceive() const;

  // Every rank passes its values; every rank gets the sums, element by
  // element, the very same bits on every rank (data-parallel training).
  void SumEverywhere(std::span<double> values) const;
  // Rank 0's bytes, on every rank. Waits without spinning: the ranks that
  // finished first leave their cores to those still computing.
  void Broadcast(Bytes& bytes) const;

  // Ends every rank of the job now with `status` (MPI_Abort); alone, exits.
  [[noreturn]] void Abort(int status) const;
  // The end of a successful run (MPI_Finalize); alone, nothing.
  void Finish() const;

 private:
  Cluster(int rank, int size) : rank_(rank), size_(size) {}
  // Both implementations' World() call this on their first call.
  static void NoteWorldThread();
  int rank_;
  int size_;
};

// Held by FarmOut while its jobs run (on every rank): Current() is a job
// of one rank meanwhile.
class FarmedJobsScope {
 public:
  FarmedJobsScope();
  ~FarmedJobsScope();
  FarmedJobsScope(const FarmedJobsScope&) = delete;
  FarmedJobsScope& operator=(const FarmedJobsScope&) = delete;
};

// Whether this process was started by an MPI launcher (mpirun, mpiexec,
// srun), from the variables they set; independent of how bidlab was built.
bool LaunchedByMpi();

}  // namespace bidlab
