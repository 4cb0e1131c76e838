#include "cluster/job_runner.h"

#include <exception>
#include <ostream>
#include <sstream>
#include <string>

#include "cluster/cluster.h"

namespace bidlab {

namespace {

// "bidlab: what went wrong\n" → "what went wrong".
std::string Reason(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  const std::string prefix = "bidlab: ";
  if (text.rfind(prefix, 0) == 0) text.erase(0, prefix.size());
  return text.empty() ? "no message" : text;
}

}  // namespace

int RunAsJob(const std::function<int(std::ostream& out, std::ostream& err)>& command, std::ostream& out,
             std::ostream& err) {
  if (!LaunchedByMpi()) return command(out, err);
  const Cluster* cluster = nullptr;
  try {
    cluster = &Cluster::World();
  } catch (const std::exception& e) {
    err << "bidlab: " << e.what() << "\n";
    return 1;
  }
  const std::string who = "rank " + std::to_string(cluster->rank()) + " of " + std::to_string(cluster->size());
  std::ostringstream quiet_out, held_err;  // what the other ranks would have said
  std::ostream& rank_out = cluster->IsRoot() ? out : quiet_out;
  std::ostream& rank_err = cluster->IsRoot() ? err : held_err;
  int status = 0;
  try {
    status = command(rank_out, rank_err);
  } catch (const std::exception& e) {
    rank_err << "bidlab: internal error: " << e.what() << "\n";
    status = 2;
  }
  if (status != 0 && cluster->size() > 1) {
    if (cluster->IsRoot()) err << "bidlab: " << who << " failed (exit status " << status << "); ending the job\n";
    else err << "bidlab: " << who << " failed: " << Reason(held_err.str()) << "; ending the job\n";
    err.flush();
    cluster->Abort(status);
  }
  cluster->Finish();
  return status;
}

}  // namespace bidlab
