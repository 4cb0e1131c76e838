// bidlab bench dd: double-dummy throughput through bidlab's builder against a
// bare DDS loop on the same deals in the same run.
#include <CLI/CLI.hpp>

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sys/resource.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "core/error.h"
#include "data/dataset_builder.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"

namespace bidlab {

namespace {

struct BenchDdOptions {
  int deals = 160;
  std::uint64_t seed = 1;
  int threads = 0;
  std::string only;  // "", "bidlab" or "dds": one side alone, for peak-memory measurements
  bool json = false;
};

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
  const auto start = std::chrono::steady_clock::now();
  BuildDataset(request, DdsSolver(o.threads), nullptr);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fs::remove_all(dir);
  return seconds;
}

void RunBenchDd(const BenchDdOptions& o, CliStreams& io) {
  std::vector<Deal> deals;
  for (int i = 0; i < o.deals; ++i) deals.push_back(DealAt(o.seed, static_cast<std::uint64_t>(i)));
  nlohmann::json result = {{"deals", o.deals}, {"threads", DdsSolver(o.threads).threads()}};
  // Each side takes a minute or two at the default size: say what runs.
  if (o.only != "bidlab") {
    io.err << "bench dd: solving " << o.deals << " deals with a bare DDS loop…\n" << std::flush;
    const double seconds = TimeBareDdsLoop(deals, o.threads);
    result["dds_seconds"] = seconds;
    result["dds_deals_per_s"] = o.deals / seconds;
    if (!o.json) io.out << "bare DDS loop:  " << o.deals / seconds << " deals/s (" << seconds << " s)\n";
  }
  if (o.only != "dds") {
    io.err << "bench dd: the same " << o.deals << " deals through bidlab's builder…\n" << std::flush;
    const double seconds = TimeBidlabBuild(o);
    result["bidlab_seconds"] = seconds;
    result["bidlab_deals_per_s"] = o.deals / seconds;
    if (!o.json) io.out << "bidlab build:   " << o.deals / seconds << " deals/s (" << seconds << " s)\n";
  }
  if (o.only.empty()) {
    result["ratio"] = result["bidlab_deals_per_s"].get<double>() / result["dds_deals_per_s"].get<double>();
    if (!o.json) io.out << "ratio bidlab/DDS: " << result["ratio"].get<double>() << "\n";
  }
  result["peak_rss_mb"] = PeakRssMb();
  if (!o.json) io.out << "peak memory: " << result["peak_rss_mb"].get<double>() << " MB\n";
  if (o.json) io.out << result.dump() << "\n";
}

}  // namespace

void AddBenchDdnet(CLI::App& bench, CliStreams& io);  // bench_ddnet.cc

void AddBenchCommands(CLI::App& app, CliStreams& io) {
  auto* bench = app.add_subcommand("bench", "Measure speed and memory");
  bench->require_subcommand(1);
  auto* dd = bench->add_subcommand("dd", "Deals/s with full double-dummy tables: bidlab against a bare DDS loop");
  auto o = std::make_shared<BenchDdOptions>();
  dd->add_option("--deals", o->deals, "deals to solve on each side")->capture_default_str()->check(WholeNumber(1, INT32_MAX));
  dd->add_option("--seed", o->seed, "deal seed")->capture_default_str()->check(WholeNumber(0));
  dd->add_option("--threads", o->threads, "DDS threads (0 = all cores)")->capture_default_str()->check(ThreadCount());
  dd->add_option("--only", o->only, "run one side alone (to measure its peak memory)")
      ->check(CLI::IsMember({"bidlab", "dds"}));
  dd->add_flag("--json", o->json, "end with one JSON line");
  dd->callback([o, &io] { RunBenchDd(*o, io); });
  AddBenchDdnet(*bench, io);
}

}  // namespace bidlab
