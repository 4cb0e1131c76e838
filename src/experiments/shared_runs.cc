#include "experiments/shared_runs.h"

#include <string>

#include "cluster/work_farm.h"
#include "core/error.h"
#include "io/bounded_json.h"

namespace bidlab {

namespace {

Bytes ToBytes(const std::string& text) { return Bytes(text.begin(), text.end()); }
std::string FromBytes(const Bytes& bytes) { return std::string(bytes.begin(), bytes.end()); }

// A message of another rank, read with the bound of every JSON bidlab reads.
nlohmann::json ParseMessage(const Bytes& bytes, const char* what) {
  try {
    return ParseBoundedJson(FromBytes(bytes));
  } catch (const JsonError& e) {
    throw Error(std::string("internal: ") + what + " is not JSON bidlab writes: " + e.what());
  }
}

}  // namespace

std::map<std::string, nlohmann::json> RunAcrossRanks(const SharedRuns& runs, RunLog& log) {
  const Cluster& cluster = Cluster::Current();
  nlohmann::json results = nlohmann::json::array();  // rank 0: run i's result at i
  std::vector<std::size_t> missing;                  // rank 0: the runs to do
  if (cluster.IsRoot()) {
    for (std::size_t i = 0; i < runs.keys.size(); ++i) {
      const nlohmann::json* done = log.Find(runs.keys[i]);
      if (done && runs.usable && !runs.usable(*done)) done = nullptr;
      results.push_back(done ? *done : nlohmann::json());
      if (done) {
        if (runs.report) runs.report(i, *done, true);
      } else {
        missing.push_back(i);
      }
    }
  }
  FarmedJobs jobs;
  jobs.count = missing.size();
  jobs.describe = [&](std::uint64_t k) { return ToBytes(std::to_string(missing[k])); };
  jobs.collect = [&](std::uint64_t k, const Bytes& bytes) {
    const std::size_t i = missing[k];
    results[i] = ParseMessage(bytes, "a rank's result");
    log.Add(runs.keys[i], results[i]);
    if (runs.report) runs.report(i, results[i], false);
  };
  FarmOut(cluster, jobs, [&](const Bytes& job) {
    const std::size_t i = std::stoul(FromBytes(job));
    if (i >= runs.keys.size())
      throw Error("internal: run " + std::to_string(i) + " of " + std::to_string(runs.keys.size()));
    return ToBytes(runs.run(i).dump());
  });
  Bytes shared = ToBytes(results.dump());
  cluster.Broadcast(shared);
  results = ParseMessage(shared, "rank 0's results");
  if (results.size() != runs.keys.size())
    throw Error("internal: results of " + std::to_string(results.size()) + " runs");
  std::map<std::string, nlohmann::json> by_key;
  for (std::size_t i = 0; i < runs.keys.size(); ++i) by_key[runs.keys[i]] = results[i];
  return by_key;
}

}  // namespace bidlab
