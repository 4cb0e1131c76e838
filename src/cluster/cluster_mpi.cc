// The cluster over MPI (Open MPI). MPI starts only under a launcher; alone,
// this build behaves as cluster_single.cc does and never calls MPI_Init.
#include <mpi.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

#include "cluster/cluster.h"
#include "cluster/program_groups.h"
#include "core/error.h"

namespace bidlab {

namespace {

// How often a waiting rank looks for news: often enough that a batch of
// seconds is barely delayed, seldom enough that waiting costs no CPU.
constexpr std::chrono::milliseconds kPollInterval{5};

void Check(int status, const char* call) {
  if (status == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(status, text, &length);
  throw Error(std::string(call) + " failed: " + std::string(text, static_cast<std::size_t>(length)));
}

ClusterMessage ReceiveProbed(const MPI_Status& probed) {
  int count = 0;
  Check(MPI_Get_count(&probed, MPI_BYTE, &count), "MPI_Get_count");
  ClusterMessage message{probed.MPI_SOURCE, probed.MPI_TAG, Bytes(static_cast<std::size_t>(count))};
  Check(MPI_Recv(message.bytes.data(), count, MPI_BYTE, probed.MPI_SOURCE, probed.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE),
        "MPI_Recv");
  return message;
}

// Polls a nonblocking operation to its end, sleeping in between: Open MPI's
// blocking calls spin on their core.
void AwaitRequest(MPI_Request& request) {
  for (;;) {
    int done = 0;
    Check(MPI_Test(&request, &done, MPI_STATUS_IGNORE), "MPI_Test");
    if (done) return;
    std::this_thread::sleep_for(kPollInterval);
  }
}

}  // namespace

const Cluster& Cluster::World() {
  static const Cluster world = [] {
    NoteWorldThread();
    if (!LaunchedByMpi()) return Cluster(0, 1);
    int provided = 0;
    Check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread");
    if (provided < MPI_THREAD_FUNNELED) throw Error("this MPI library cannot run a rank beside its solver threads");
    // Errors come back as status codes, so that a rank says what failed.
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    return Cluster(rank, size);
  }();
  return world;
}

void Cluster::Send(int to, int tag, std::span<const std::uint8_t> bytes) const {
  Check(MPI_Send(bytes.data(), static_cast<int>(bytes.size()), MPI_BYTE, to, tag, MPI_COMM_WORLD), "MPI_Send");
}

std::optional<ClusterMessage> Cluster::TryReceive() const {
  if (size_ == 1) return std::nullopt;
  int arrived = 0;
  MPI_Status probed;
  Check(MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &probed), "MPI_Iprobe");
  if (!arrived) return std::nullopt;
  return ReceiveProbed(probed);
}

void Cluster::SumEverywhere(std::span<double> values) const {
  if (size_ == 1) return;
  // Summed on rank 0, then its bits sent to every rank: MPI_Allreduce does not
  // promise the same rounding on every rank, and data-parallel training needs
  // every rank's network to stay bit for bit the same. Blocking: the
  // nonblocking forms progress only while polled, and polling with sleeps
  // made a training step's many large sums ten times slower.
  const int count = static_cast<int>(values.size());
  Check(MPI_Reduce(IsRoot() ? MPI_IN_PLACE : values.data(), IsRoot() ? values.data() : nullptr, count, MPI_DOUBLE,
                   MPI_SUM, 0, MPI_COMM_WORLD),
        "MPI_Reduce");
  Check(MPI_Bcast(values.data(), count, MPI_DOUBLE, 0, MPI_COMM_WORLD), "MPI_Bcast");
}

void Cluster::Broadcast(Bytes& bytes) const {
  if (size_ == 1) return;
  auto length = static_cast<unsigned long long>(bytes.size());
  MPI_Request request;
  Check(MPI_Ibcast(&length, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD, &request), "MPI_Ibcast");
  AwaitRequest(request);
  bytes.resize(static_cast<std::size_t>(length));
  Check(MPI_Ibcast(bytes.data(), static_cast<int>(length), MPI_BYTE, 0, MPI_COMM_WORLD, &request), "MPI_Ibcast");
  AwaitRequest(request);
}

namespace {

bool MpiRunning() {
  int started = 0, finished = 0;
  MPI_Initialized(&started);
  MPI_Finalized(&finished);
  return started && !finished;
}

}  // namespace

void Cluster::Abort(int status) const {
  KillProgramGroups();  // MPI_Abort ends this process without unwinding
  if (MpiRunning()) MPI_Abort(MPI_COMM_WORLD, status);
  std::exit(status);
}

void Cluster::Finish() const {
  if (MpiRunning()) MPI_Finalize();
}

}  // namespace bidlab
