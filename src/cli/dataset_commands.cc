// bidlab dataset build | info | export | import | merge | verify | standard
#include <CLI/CLI.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "data/constrained_dealer.h"
#include "data/dataset_builder.h"
#include "data/dataset_ops.h"
#include "data/dataset_pbn.h"
#include "dd/dds_solver.h"
#include "eval/scored_deal.h"
#include "experiments/dataset/dataset_jobs.h"
#include "experiments/dataset/layout_jobs.h"
#include "io/dataset_file.h"
#include "io/pbn_writer.h"

namespace bidlab {

namespace {

void AddBuild(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("build",
                                     "Deal and solve a data set (resumable: re-run the same "
                                     "command after an interruption)");
  auto request = std::make_shared<BuildRequest>();
  auto threads = std::make_shared<int>(0);
  cmd->add_option("--count", request->count, "number of deals")->required()->check(WholeNumber(1));
  cmd->add_option("--seed", request->seed, "deal seed")->required()->check(WholeNumber(0));
  cmd->add_option("--first", request->first, "index of the first deal")->check(WholeNumber(0));
  auto constraint = std::make_shared<std::string>();
  cmd->add_option(
      "--constraint", *constraint,
      "deal only deals that meet it: ns-hcp:N (North-South N+ HCP), side-hcp:N (either side), fits:N (each "
      "side a fit of N+ cards); deal i is the first of its own stream that does (data/constrained_dealer.h)");
  AddVulnerabilityOption(*cmd, request->vulnerability);
  AddThreadsOption(*cmd, *threads);
  AddOutputFileOption(*cmd, request->output, "data-set file to write (its journal OUTPUT.partial and lock beside it)",
                      BuildFilesBeside());
  cmd->callback([request, threads, constraint, &io] {
    RequireDealRange(request->first, request->count);
    if (!constraint->empty()) {  // solved as given deals: the file's seed field is their fingerprint
      const DealConstraint c = ParseDealConstraint(*constraint);
      request->deals.clear();
      for (std::uint64_t i = 0; i < request->count; ++i)
        request->deals.push_back(ConstrainedDealAt(request->seed, request->first + i, c));
    }
    RunDatasetBuild(*request, *threads, io.out, io.err);
  });
}

void AddLayouts(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand(
      "layouts",
      "Solve R random layouts of East-West's cards for every deal of a split, North-South's hands kept (resumable): "
      "the a-priori yardstick `eval --layouts` reads");
  auto data = std::make_shared<std::string>();
  auto split = std::make_shared<Split>(Split::kAll);
  auto output = std::make_shared<std::string>();
  auto layouts = std::make_shared<std::uint64_t>(40);
  auto seed = std::make_shared<std::uint64_t>(1);
  auto threads = std::make_shared<int>(0);
  AddDataOption(*cmd, *data);
  AddSplitOption(*cmd, *split);
  cmd->add_option("--layouts", *layouts, "layouts a deal")->check(WholeNumber(1, 1000))->default_val(*layouts);
  cmd->add_option("--layout-seed", *seed, "the seed the layouts are dealt from")
      ->check(WholeNumber(0))
      ->default_val(*seed);
  AddThreadsOption(*cmd, *threads);
  AddOutputFileOption(*cmd, *output, "data-set file of the solved layouts (deal i's at i·R … i·R + R − 1)");
  cmd->callback([data, split, output, layouts, seed, threads, &io] {
    const Dataset loaded = LoadDataset(data->empty() ? "standard" : *data);
    std::vector<Deal> deals;
    for (const ScoredDeal& d : ScoreSplit(loaded, *split, ImpScale::kWbf)) deals.push_back(*d.deal);
    BuildLayouts(deals, *layouts, *seed, *output, *threads, io.err);
    io.out << "wrote " << *output << " (" << *layouts << " layouts for each of " << deals.size() << " deals)\n";
  });
}

void AddInfo(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("info", "Describe a data-set file");
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  cmd->add_option("FILE", *path, "data-set file")->required();
  AddJsonFlag(*cmd, *json);
  cmd->callback([path, json, &io] { io.out << DatasetInfoText(*path, *json); });
}

void AddMerge(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("merge",
                                     "Join shards of one generated set (any order) into one file, "
                                     "byte-identical to a single build");
  auto inputs = std::make_shared<std::vector<std::string>>();
  auto output = std::make_shared<std::string>();
  cmd->add_option("SHARDS", *inputs, "shard files")->required();
  AddOutputFileOption(*cmd, *output, "merged data-set file (.xz to compress)");
  cmd->callback([inputs, output, &io] {
    RequireOutputIsNotAnInput(*output, *inputs);
    const Dataset merged = MergeShards(*inputs);
    WriteDatasetFile(merged, *output);
    io.out << "wrote " << *output << " (deals " << merged.header.first << "-"
           << merged.header.first + merged.header.count - 1 << " of seed " << merged.header.seed << ")\n";
  });
}

void AddVerify(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("verify",
                                     "Check a data set: its checksum, that every deal is the one its "
                                     "seed gives, and a sample of tables re-solved by DDS");
  auto path = std::make_shared<std::string>("standard");
  auto sample = std::make_shared<std::uint64_t>(80);
  auto threads = std::make_shared<int>(0);
  cmd->add_option("FILE", *path, "data-set file, or \"standard\"");
  cmd->add_option("--sample", *sample, "deals to re-solve (spread over the set)")->check(WholeNumber(0));
  AddThreadsOption(*cmd, *threads);
  cmd->callback([path, sample, threads, &io] { RunDatasetVerify(*path, *sample, *threads, io.out, io.err); });
}

void AddStandard(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("standard", "Write the shipped standard data set (100,000 deals, seed 2014)");
  auto output = std::make_shared<std::string>();
  AddOutputFileOption(*cmd, *output, "data-set file to write (.xz to keep it compressed)");
  cmd->callback([output, &io] {
    const Dataset data = LoadDataset("standard");
    WriteDatasetFile(data, *output);
    io.out << "wrote " << *output << " (" << data.records.size() << " deals, seed " << data.header.seed << ")\n";
  });
}

void AddSnapshot(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("snapshot",
                                     "Write the deals a build in progress has finished (its "
                                     "FILE.partial journal) as a data set");
  auto journal = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  cmd->add_option("JOURNAL", *journal, "a build journal (OUTPUT.partial)")->required();
  AddOutputFileOption(*cmd, *output, "data-set file to write");
  cmd->callback([journal, output, &io] {
    RequireOutputIsNotAnInput(*output, {*journal});
    const Dataset data = SnapshotJournal(*journal);
    WriteDatasetFile(data, *output);
    io.out << "wrote " << *output << " (" << data.records.size() << " deals from " << data.header.first << ")\n";
  });
}

void AddExport(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("export", "Write deals of a data set as PBN with their OptimumResultTable");
  auto path = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto range = std::make_shared<std::string>(":");
  cmd->add_option("FILE", *path, "data-set file, or \"standard\"")->required();
  AddOutputFileOption(*cmd, *output, "PBN file to write");
  cmd->add_option("--range", *range, "A:B, deals A to B-1 (0-based positions in FILE)");
  cmd->callback([path, output, range, &io] {
    RequireOutputIsNotAnInput(*output, {*path});
    const Dataset data = LoadDataset(*path);
    const std::vector<PbnBoard> boards = DatasetBoards(data, ParseIndexRange(*range, data.records.size()));
    WritePbnFile(*output, boards);
    io.out << "wrote " << *output << " (" << boards.size() << " boards)\n";
  });
}

void AddImport(CLI::App& dataset, CliStreams& io) {
  auto* cmd = dataset.add_subcommand("import",
                                     "Make a data set of the deals of PBN or BBO LIN files (tables from the "
                                     "files' OptimumResultTable/DoubleDummyTricks, or solved by DDS: resumable)");
  auto inputs = std::make_shared<std::vector<std::string>>();
  auto output = std::make_shared<std::string>();
  auto vulnerable = std::make_shared<Vulnerability>(Vulnerability::kNone);
  auto threads = std::make_shared<int>(0);
  cmd->add_option("INPUT", *inputs, "PBN or LIN (.lin) files; a deal played at several tables is one deal")->required();
  AddOutputFileOption(*cmd, *output, "data-set file to write");
  AddVulnerabilityOption(*cmd, *vulnerable);
  AddThreadsOption(*cmd, *threads);
  cmd->callback([inputs, output, vulnerable, threads, &io] {
    RequireOutputIsNotAnInput(*output, *inputs);
    const std::vector<PbnBoard> boards = ReadBoardsForDataset(*inputs, io.err);
    const auto bid = std::count_if(boards.begin(), boards.end(), [](const PbnBoard& b) { return !b.auction.empty(); });
    if (bid > 0)
      io.err << "a data set holds deals, tables and each board's number, dealer and vulnerability: the auctions of "
             << bid << " boards stay in the records\n";
    const bool with_tables = std::any_of(boards.begin(), boards.end(), [](const PbnBoard& b) { return b.dd_table; });
    if (!with_tables) {  // every deal to solve: the resumable build
      BuildRequest request;
      for (const PbnBoard& b : boards) {
        request.deals.push_back(*b.deal);
        request.boards.push_back(BoardInfoOf(b));
      }
      request.count = request.deals.size();
      request.vulnerability = *vulnerable;
      request.output = *output;
      RunDatasetBuild(request, *threads, io.out, io.err);
      return;
    }
    const Dataset data = DatasetFromBoards(boards, *vulnerable, inputs->front(), DdsSolver(*threads), io.err);
    WriteDatasetFile(data, *output);
    io.out << "wrote " << *output << " (" << data.records.size() << " deals)\n";
  });
}

}  // namespace

void AddDatasetCommands(CLI::App& app, CliStreams& io) {
  auto* dataset = app.add_subcommand("dataset", "Build, inspect, convert and merge data-set files");
  dataset->require_subcommand(1);
  AddBuild(*dataset, io);
  AddLayouts(*dataset, io);
  AddInfo(*dataset, io);
  AddMerge(*dataset, io);
  AddVerify(*dataset, io);
  AddStandard(*dataset, io);
  AddSnapshot(*dataset, io);
  AddExport(*dataset, io);
  AddImport(*dataset, io);
}

}  // namespace bidlab
