#include "cluster/job_runner.h"

#include <algorithm>
#include <cstdint>
#include <exception>
#include <ostream>
#include <sstream>
#include <string>

#include "cluster/cluster.h"
#include "core/error.h"
#include "core/excerpt.h"

namespace bidlab {

namespace {

// "bidlab: what went wrong\n" → "what went wrong".
std::string Reason(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  const std::string prefix = "bidlab: ";
  if (text.rfind(prefix, 0) == 0) text.erase(0, prefix.size());
  return text.empty() ? "no message" : text;
}

// Arguments as bytes: each one's length (8 bytes, little-endian), then it.
Bytes EncodeArguments(const std::vector<std::string>& args) {
  Bytes bytes;
  for (const std::string& arg : args) {
    for (int shift = 0; shift < 64; shift += 8) bytes.push_back(static_cast<std::uint8_t>(arg.size() >> shift));
    bytes.insert(bytes.end(), arg.begin(), arg.end());
  }
  return bytes;
}

std::vector<std::string> DecodeArguments(const Bytes& bytes) {
  std::vector<std::string> args;
  for (std::size_t at = 0; at + 8 <= bytes.size();) {
    std::uint64_t size = 0;
    for (int b = 0; b < 8; ++b) size |= static_cast<std::uint64_t>(bytes[at + b]) << (8 * b);
    at += 8;
    if (size > bytes.size() - at) throw Error("internal: rank 0 sent truncated arguments");
    args.emplace_back(bytes.begin() + static_cast<std::ptrdiff_t>(at),
                      bytes.begin() + static_cast<std::ptrdiff_t>(at + size));
    at += size;
  }
  return args;
}

// Whether every rank was started with rank 0's arguments; the first rank
// that was not says what differs on `err`.
bool SameCommandEverywhere(const Cluster& cluster, const std::vector<std::string>& args, std::ostream& err) {
  Bytes root = EncodeArguments(args);
  cluster.Broadcast(root);
  const std::optional<std::string> difference = ArgumentDifference(DecodeArguments(root), args, cluster.rank());
  // Every rank learns which ranks differ (a flag per rank, summed).
  std::vector<double> differs(static_cast<std::size_t>(cluster.size()), 0.0);
  differs[static_cast<std::size_t>(cluster.rank())] = difference ? 1.0 : 0.0;
  cluster.SumEverywhere(differs);
  for (int rank = 0; rank < cluster.size(); ++rank) {
    if (differs[static_cast<std::size_t>(rank)] == 0.0) continue;
    if (rank == cluster.rank())
      err << "bidlab: every rank of an MPI job must run the same command, but " << *difference << "\n" << std::flush;
    return false;
  }
  return true;
}

}  // namespace

std::optional<std::string> ArgumentDifference(const std::vector<std::string>& root,
                                              const std::vector<std::string>& mine, int rank) {
  const std::string who = "rank " + std::to_string(rank);
  for (std::size_t i = 0; i < std::min(root.size(), mine.size()); ++i)
    if (root[i] != mine[i])
      return who + " has argument " + std::to_string(i + 1) + " " + QuotedExcerpt(mine[i]) + " where rank 0 has " +
             QuotedExcerpt(root[i]);
  const auto count = [](std::size_t n) { return std::to_string(n) + (n == 1 ? " argument" : " arguments"); };
  if (root.size() != mine.size()) return who + " has " + count(mine.size()) + " where rank 0 has " + count(root.size());
  return std::nullopt;
}

int RunAsJob(const std::vector<std::string>& args,
             const std::function<int(std::ostream& out, std::ostream& err)>& command, std::ostream& out,
             std::ostream& err) {
  if (!LaunchedByMpi()) return command(out, err);
  const Cluster* cluster = nullptr;
  try {
    cluster = &Cluster::World();
  } catch (const std::exception& e) {
    err << "bidlab: " << e.what() << "\n";
    return 1;
  }
  if (cluster->size() > 1 && !SameCommandEverywhere(*cluster, args, err)) {
    cluster->Finish();
    return 2;
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
