#include "experiments/bench/bench_dd.h"

#include <sys/resource.h>
#include <unistd.h>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <vector>

#include "data/dataset_builder.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "experiments/stopwatch.h"

namespace bidlab {

namespace {

double PeakRssMb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

// Seconds for bidlab's own path: deal, solve, journal and write a data set.
double TimeBidlabBuild(const BenchDdOptions& o) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("bidlab-bench-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  BuildRequest request{o.seed, 0, static_cast<std::uint64_t>(o.deals), Vulnerability::kNone,
                       (dir / "bench.bdl").string()};
  const Stopwatch stopwatch;
  BuildDataset(request, DdsSolver(o.threads), nullptr);
  const double seconds = stopwatch.Seconds();
  fs::remove_all(dir);
  return seconds;
}

}  // namespace

void RunBenchDd(const BenchDdOptions& o, std::ostream& out, std::ostream& err) {
  std::vector<Deal> deals;
  for (int i = 0; i < o.deals; ++i) deals.push_back(DealAt(o.seed, static_cast<std::uint64_t>(i)));
  nlohmann::json result = {{"deals", o.deals}, {"threads", DdsSolver(o.threads).threads()}};
  // Each side takes a minute or two at the default size: say what runs.
  if (o.only != "bidlab") {
    err << "bench dd: solving " << o.deals << " deals with a bare DDS loop…\n" << std::flush;
    const double seconds = TimeBareDdsLoop(deals, o.threads);
    result["dds_seconds"] = seconds;
    result["dds_deals_per_s"] = o.deals / seconds;
    if (!o.json) out << "bare DDS loop:  " << o.deals / seconds << " deals/s (" << seconds << " s)\n";
  }
  if (o.only != "dds") {
    err << "bench dd: the same " << o.deals << " deals through bidlab's builder…\n" << std::flush;
    const double seconds = TimeBidlabBuild(o);
    result["bidlab_seconds"] = seconds;
    result["bidlab_deals_per_s"] = o.deals / seconds;
    if (!o.json) out << "bidlab build:   " << o.deals / seconds << " deals/s (" << seconds << " s)\n";
  }
  if (o.only.empty()) {
    result["ratio"] = result["bidlab_deals_per_s"].get<double>() / result["dds_deals_per_s"].get<double>();
    if (!o.json) out << "ratio bidlab/DDS: " << result["ratio"].get<double>() << "\n";
  }
  result["peak_rss_mb"] = PeakRssMb();
  if (!o.json) out << "peak memory: " << result["peak_rss_mb"].get<double>() << " MB\n";
  if (o.json) out << result.dump() << "\n";
}

}  // namespace bidlab
