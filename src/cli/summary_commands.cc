// bidlab summary: what a data set holds (best contracts, contract types, the
// cost of passing) and a sample of it re-solved against DDS.
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/summary/data_summary.h"

namespace bidlab {

namespace {

struct SummaryOptions {
  std::string data = "standard";
  std::uint64_t sample = 40;
  bool json = false;
};

}  // namespace

void AddSummaryCommands(CLI::App& app, CliStreams& io) {
  auto o = std::make_shared<SummaryOptions>();
  auto* cmd = app.add_subcommand("summary",
                                 "What a data set holds (best contracts and types, the cost of passing), "
                                 "with a sample re-solved by DDS");
  AddDataOption(*cmd, o->data);
  cmd->add_option("--sample", o->sample, "deals to re-solve with DDS")->check(WholeNumber(0));
  AddJsonFlag(*cmd, o->json);
  cmd->callback([o, &io] { SummariseData(SummaryDataOf(o->data, io.err), o->sample, o->json, io.out, io.err); });
}

}  // namespace bidlab
