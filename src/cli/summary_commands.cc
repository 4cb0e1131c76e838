// bidlab summary: the main job until the learners exist — what the standard
// data set holds (best contracts, contract types, the cost of passing) and a
// sample of it re-solved against DDS.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <vector>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "data/dataset_ops.h"
#include "experiments/summary/data_summary.h"

namespace bidlab {

namespace {

struct SummaryOptions {
  std::string data = "standard";
  std::uint64_t sample = 40;
  bool json = false;
};

// The standard set, or while it is being built, each of its complete shards
// (kept apart: each knows its own first deal, which re-solving checks, and
// complete shards need not be contiguous).
std::vector<Dataset> LoadSummaryData(const std::string& name, CliStreams& io) {
  if (name != "standard" || std::filesystem::exists(StandardDatasetPath())) return {LoadDataset(name)};
  const auto shards = CompleteStandardShards();
  if (shards.empty()) return {LoadDataset(name)};  // throws the explanation
  io.err << "note: the standard data set is still being built; summarising its " << shards.size()
         << " complete shard(s) of 10,000 deals\n";
  std::vector<Dataset> parts;
  for (const auto& path : shards) parts.push_back(ReadDatasetFile(path));
  return parts;
}

void RunSummary(const SummaryOptions& o, CliStreams& io) {
  SummariseData(LoadSummaryData(o.data, io), o.sample, o.json, io.out, io.err);
}

}  // namespace

void AddSummaryCommands(CLI::App& app, CliStreams& io) {
  auto o = std::make_shared<SummaryOptions>();
  auto* cmd = app.add_subcommand("summary",
                                 "What a data set holds (best contracts and types, the cost of passing), "
                                 "with a sample re-solved by DDS");
  AddDataOption(*cmd, o->data);
  cmd->add_option("--sample", o->sample, "deals to re-solve with DDS")->check(WholeNumber(0));
  AddJsonFlag(*cmd, o->json);
  cmd->callback([o, &io] { RunSummary(*o, io); });
}

}  // namespace bidlab
