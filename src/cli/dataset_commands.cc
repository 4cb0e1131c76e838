// bidlab dataset build | info | export | import | merge | verify | standard
#include <CLI/CLI.hpp>

#include <chrono>
#include <utility>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "cli/interrupt_notice.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "core/error.h"
#include "data/dataset_builder.h"
#include "dd/dds_solver.h"
#include "data/dataset_ops.h"
#include "data/split.h"
#include "io/dataset_file.h"
#include "io/pbn_reader.h"
#include "io/pbn_writer.h"

namespace bidlab {

namespace {

Vulnerability ParseVulnerabilityOption(const std::string& text) {
  const auto v = ParseVulnerability(text);
  if (!v) throw Error("--vulnerable must be None, NS, EW or All, not \"" + text + "\"");
  return *v;
}

void AddBuild(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("build", "Deal and solve a data set (resumable: re-run the same "
                                              "command after an interruption)");
  auto request = std::make_shared<BuildRequest>();
  auto vulnerable = std::make_shared<std::string>("None");
  auto threads = std::make_shared<int>(0);
  cmd->add_option("--count", request->count, "number of deals")->required()->check(WholeNumber(1));
  cmd->add_option("--seed", request->seed, "deal seed")->required()->check(WholeNumber(0));
  cmd->add_option("--first", request->first, "index of the first deal")->capture_default_str()->check(WholeNumber(0));
  cmd->add_option("--vulnerable", *vulnerable, "None, NS, EW or All")->capture_default_str();
  cmd->add_option("--threads", *threads, "DDS threads (0 = all cores)")->capture_default_str()->check(ThreadCount());
  cmd->add_option("-o,--output", request->output, "data-set file to write")->required()->check(OutputFile());
  cmd->callback([request, vulnerable, threads, &io] {
    request->vulnerability = ParseVulnerabilityOption(*vulnerable);
    RequireDealRange(request->first, request->count);
    const DdsSolver solver(*threads);
    ProgressLine line(io.err, "dataset build " + request->output);
    const InterruptNotice notice("interrupted: run the same command to resume (" + JournalPath(request->output) +
                                 " keeps the deals solved so far)");
    bool first_report = true;  // made before the first batch
    const BuildOutcome outcome = BuildDataset(*request, solver, [&](const BuildProgress& p) {
      if (std::exchange(first_report, false)) {
        if (p.resumed > 0)
          io.err << "resuming: " << p.resumed << " of " << p.total << " deals done\n";
        else
          io.err << "dataset build: dealing and solving " << p.total << " deals, " << request->batch
                 << " a batch (progress after each batch)\n";
        return;
      }
      line.Update(p.done, p.total, p.deals_per_second, p.seconds_left, "deals");
    });
    line.Finish();
    if (outcome == BuildOutcome::kAlreadyComplete)
      io.out << request->output << " is already complete (" << request->count << " deals, checksum ok): nothing to do\n";
    else
      io.out << "wrote " << request->output << " (" << request->count << " deals)\n";
  });
}

void AddInfo(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("info", "Describe a data-set file");
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  cmd->add_option("FILE", *path, "data-set file")->required();
  cmd->add_flag("--json", *json, "print one JSON object");
  cmd->callback([path, json, &io] {
    const Dataset d = LoadDataset(*path);
    nlohmann::json j = {{"file", *path},
                        {"version", kDatasetVersion},
                        {"origin", d.header.origin == DatasetOrigin::kGenerated ? "generated" : "imported"},
                        {"seed", d.header.seed},
                        {"first", d.header.first},
                        {"count", d.header.count},
                        {"vulnerable", VulnerabilityName(d.header.vulnerability)}};
    if (*json) {
      io.out << j.dump() << "\n";
      return;
    }
    for (const auto& [key, value] : j.items()) io.out << key << ": " << (value.is_string() ? value.get<std::string>() : value.dump()) << "\n";
  });
}

void AddMerge(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("merge", "Join shards of one generated set (any order) into one file, "
                                              "byte-identical to a single build");
  auto inputs = std::make_shared<std::vector<std::string>>();
  auto output = std::make_shared<std::string>();
  cmd->add_option("SHARDS", *inputs, "shard files")->required();
  cmd->add_option("-o,--output", *output, "merged data-set file (.xz to compress)")->required()->check(OutputFile());
  cmd->callback([inputs, output, &io] {
    RequireOutputIsNotAnInput(*output, *inputs);
    const Dataset merged = MergeShards(*inputs);
    WriteDatasetFile(merged, *output);
    io.out << "wrote " << *output << " (deals " << merged.header.first << "-"
           << merged.header.first + merged.header.count - 1 << " of seed " << merged.header.seed << ")\n";
  });
}

void AddVerify(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("verify", "Check a data set: its checksum, that every deal is the one its "
                                               "seed gives, and a sample of tables re-solved by DDS");
  auto path = std::make_shared<std::string>("standard");
  auto sample = std::make_shared<std::uint64_t>(80);
  auto threads = std::make_shared<int>(0);
  cmd->add_option("FILE", *path, "data-set file, or \"standard\"")->capture_default_str();
  cmd->add_option("--sample", *sample, "deals to re-solve (spread over the set)")->capture_default_str()->check(WholeNumber(0));
  cmd->add_option("--threads", *threads, "DDS threads (0 = all cores)")->capture_default_str()->check(ThreadCount());
  cmd->callback([path, sample, threads, &io] {
    const Dataset data = LoadDataset(*path);
    ProgressLine line(io.err, "dataset verify");
    const auto start = std::chrono::steady_clock::now();
    const VerifyReport report = VerifyDataset(data, *sample, DdsSolver(*threads), [&](std::uint64_t done, std::uint64_t total) {
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      line.Update(done, total, done / s, (total - done) * s / std::max<double>(done, 1), "deals");
    });
    line.Finish();
    for (const auto& problem : report.problems) io.err << *path << ": " << problem << "\n";
    if (!report.problems.empty())
      throw Error(*path + ": " + std::to_string(report.problems.size()) + " problems found");
    io.out << *path << ": checksum ok, " << report.deals_checked << " deals match their seed, "
           << report.tables_resolved << " tables match DDS\n";
  });
}

void AddStandard(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("standard", "Write the shipped standard data set (100,000 deals, seed 2014)");
  auto output = std::make_shared<std::string>();
  cmd->add_option("-o,--output", *output, "data-set file to write (.xz to keep it compressed)")->required()->check(OutputFile());
  cmd->callback([output, &io] {
    const Dataset data = LoadDataset("standard");
    WriteDatasetFile(data, *output);
    io.out << "wrote " << *output << " (" << data.records.size() << " deals, seed " << data.header.seed << ")\n";
  });
}

void AddSnapshot(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("snapshot", "Write the deals a build in progress has finished (its "
                                                 "FILE.partial journal) as a data set");
  auto journal = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  cmd->add_option("JOURNAL", *journal, "a build journal (OUTPUT.partial)")->required();
  cmd->add_option("-o,--output", *output, "data-set file to write")->required()->check(OutputFile());
  cmd->callback([journal, output, &io] {
    RequireOutputIsNotAnInput(*output, {*journal});
    const Dataset data = SnapshotJournal(*journal);
    WriteDatasetFile(data, *output);
    io.out << "wrote " << *output << " (" << data.records.size() << " deals from " << data.header.first << ")\n";
  });
}

// "A:B" (deals A to B-1 of the file, 0-based positions; either end may be
// omitted) clipped to the file's size.
IndexRange ParseRangeOption(const std::string& text, std::size_t count) {
  const auto colon = text.find(':');
  if (colon == std::string::npos) throw Error("--range must be A:B (0-based, B excluded), not \"" + text + "\"");
  auto number = [&](const std::string& part, std::size_t fallback) -> std::size_t {
    if (part.empty()) return fallback;
    std::size_t used = 0;
    unsigned long long v = 0;
    try { v = std::stoull(part, &used); } catch (const std::exception&) { used = 0; }
    if (used != part.size()) throw Error("--range must be A:B with whole numbers, not \"" + text + "\"");
    return static_cast<std::size_t>(v);
  };
  IndexRange range{number(text.substr(0, colon), 0), number(text.substr(colon + 1), count)};
  range.end = std::min(range.end, count);
  if (range.begin > range.end) throw Error("--range " + text + " is empty for a set of " + std::to_string(count) + " deals");
  return range;
}

void AddExport(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("export", "Write deals of a data set as PBN with their OptimumResultTable");
  auto path = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto range = std::make_shared<std::string>(":");
  cmd->add_option("FILE", *path, "data-set file, or \"standard\"")->required();
  cmd->add_option("-o,--output", *output, "PBN file to write")->required()->check(OutputFile());
  cmd->add_option("--range", *range, "A:B, deals A to B-1 (0-based positions in FILE)")->capture_default_str();
  cmd->callback([path, output, range, &io] {
    RequireOutputIsNotAnInput(*output, {*path});
    const Dataset data = LoadDataset(*path);
    const IndexRange r = ParseRangeOption(*range, data.records.size());
    std::vector<PbnBoard> boards;
    for (std::size_t i = r.begin; i < r.end; ++i)
      boards.push_back(MakePbnBoard(data.records[i].deal, data.header.first + i + 1, Seat::kNorth,
                                    data.header.vulnerability, data.records[i].table));
    WritePbnFile(*output, boards);
    io.out << "wrote " << *output << " (" << boards.size() << " boards)\n";
  });
}

void AddImport(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("import", "Make a data set of the deals of a PBN file (tables from the file's "
                                               "OptimumResultTable/DoubleDummyTricks, or solved by DDS)");
  auto input = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto vulnerable = std::make_shared<std::string>("None");
  auto threads = std::make_shared<int>(0);
  cmd->add_option("INPUT", *input, "PBN file")->required();
  cmd->add_option("-o,--output", *output, "data-set file to write")->required()->check(OutputFile());
  cmd->add_option("--vulnerable", *vulnerable, "the set's vulnerability: None, NS, EW or All")->capture_default_str();
  cmd->add_option("--threads", *threads, "DDS threads (0 = all cores)")->capture_default_str()->check(ThreadCount());
  cmd->callback([input, output, vulnerable, threads, &io] {
    RequireOutputIsNotAnInput(*output, {*input});
    const std::vector<PbnBoard> boards = ReadPbnFile(*input);
    Dataset data;
    data.header.origin = DatasetOrigin::kImported;
    data.header.vulnerability = ParseVulnerabilityOption(*vulnerable);
    std::vector<Deal> unsolved;
    std::vector<std::size_t> unsolved_at;
    for (const PbnBoard& b : boards) {
      if (!b.deal) throw InputError(*input, b.line, "board " + b.board + " has no complete deal");
      if (!b.dd_table) {
        unsolved.push_back(*b.deal);
        unsolved_at.push_back(data.records.size());
      }
      data.records.push_back({*b.deal, b.dd_table.value_or(DoubleDummyTable{})});
    }
    if (!unsolved.empty()) {
      io.err << "solving " << unsolved.size() << " deals without a table\n";
      const auto tables = DdsSolver(*threads).Solve(unsolved);
      for (std::size_t k = 0; k < tables.size(); ++k) data.records[unsolved_at[k]].table = tables[k];
    }
    data.header.count = data.records.size();
    WriteDatasetFile(data, *output);
    io.out << "wrote " << *output << " (" << data.records.size() << " deals)\n";
  });
}

}  // namespace

void AddDatasetCommands(CLI::App& app, CliStreams& io) {
  auto* dataset = app.add_subcommand("dataset", "Build, inspect, convert and merge data-set files");
  dataset->require_subcommand(1);
  AddBuild(*dataset, io);
  AddInfo(*dataset, io);
  AddMerge(*dataset, io);
  AddVerify(*dataset, io);
  AddStandard(*dataset, io);
  AddSnapshot(*dataset, io);
  AddExport(*dataset, io);
  AddImport(*dataset, io);
}

}  // namespace bidlab
