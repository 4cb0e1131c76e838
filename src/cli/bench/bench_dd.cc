// bidlab bench dd: double-dummy throughput through bidlab's builder against a
// bare DDS loop on the same deals in the same run.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/bench/bench_dd.h"

namespace bidlab {

void AddBenchDd(CLI::App& bench, CliStreams& io) {
  auto* dd = bench.add_subcommand("dd", "Deals/s with full double-dummy tables: bidlab against a bare DDS loop");
  auto o = std::make_shared<BenchDdOptions>();
  dd->add_option("--deals", o->deals, "deals to solve on each side")->check(WholeNumber(1, INT32_MAX));
  dd->add_option("--seed", o->seed, "deal seed")->check(WholeNumber(0));
  AddThreadsOption(*dd, o->threads);
  dd->add_option("--only", o->only, "run one side alone (to measure its peak memory)")
      ->check(CLI::IsMember({"bidlab", "dds"}));
  AddJsonFlag(*dd, o->json);
  dd->callback([o, &io] { RunBenchDd(*o, io.out, io.err); });
}

}  // namespace bidlab
