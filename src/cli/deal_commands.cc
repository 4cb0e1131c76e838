// bidlab deal | solve | costs: generating deals, solving PBN files with DDS,
// and the yardstick of one deal.
#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/board.h"
#include "core/error.h"
#include "data/cost_vector.h"
#include "data/dataset_ops.h"
#include "data/dataset_pbn.h"
#include "dd/dds_solver.h"
#include "experiments/one_deal/deal_costs.h"
#include "experiments/progress.h"
#include "io/file_util.h"
#include "io/pbn_reader.h"
#include "io/pbn_writer.h"
#include "io/streamed_file.h"

namespace bidlab {

namespace {

bool IsPbnPath(const std::string& path) { return EndsWith(path, ".pbn") || EndsWith(path, ".PBN"); }

void AddDeal(CLI::App& app, CliStreams& io) {
  struct Options {
    std::uint64_t count = 0, seed = 0, first = 0;
    std::string output;
    Vulnerability vulnerable = Vulnerability::kNone;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("deal", "Deal random boards (deal i of a seed is always the same) as PBN");
  cmd->add_option("--count", o->count, "number of deals")->required()->check(WholeNumber(1));
  cmd->add_option("--seed", o->seed, "deal seed")->required()->check(WholeNumber(0));
  cmd->add_option("--first", o->first, "index of the first deal")->check(WholeNumber(0));
  AddVulnerabilityOption(*cmd, o->vulnerable);
  cmd->add_option("-o,--output", o->output, "PBN file to write (default: standard output)")->check(OutputFile());
  cmd->callback([o, &io] {
    RequireDealRange(o->first, o->count);
    std::optional<AtomicFile> file;
    if (!o->output.empty()) file.emplace(o->output);
    StreamDealsPbn(o->seed, o->first, o->count, o->vulnerable, [&](const std::string& text) {
      if (file) file->Write(text);
      else io.out << text;
    });
    if (file) file->Commit();
  });
}

void AddSolve(CLI::App& app, CliStreams& io) {
  struct Options {
    std::string input, output;
    int threads = 0;
  };
  auto o = std::make_shared<Options>();
  auto* cmd =
      app.add_subcommand("solve", "Add the double-dummy table (OptimumResultTable) to every board of a PBN file");
  cmd->add_option("INPUT", o->input, "PBN file")->required();
  AddOutputFileOption(*cmd, o->output, "PBN file to write");
  AddThreadsOption(*cmd, o->threads);
  cmd->callback([o, &io] {
    RequireOutputIsNotAnInput(o->output, {o->input});
    std::vector<PbnBoard> boards = ReadPbnFile(o->input);
    ProgressLine line(io.err, "solve " + o->input);
    SolveBoards(boards, o->input, DdsSolver(o->threads),
                [&](std::size_t done, std::size_t total) { line.Update(done, total, "deals"); });
    line.Finish();
    WritePbnFile(o->output, boards);
  });
}

void AddCosts(CLI::App& app, CliStreams& io) {
  struct Options {
    std::string input;
    Vulnerability vulnerable = Vulnerability::kNone;
    ImpScale imp_scale = ImpScale::kWbf;
    std::size_t board = 0;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("costs", "The table, the 36 scores and the IMP cost of every final call of one deal");
  cmd->add_option("FILE", o->input, "data-set file, \"standard\", or a PBN file")->required();
  cmd->add_option("--board", o->board, "0-based position of the deal in FILE")->required();
  AddVulnerabilityOption(*cmd, o->vulnerable);
  AddImpScaleOption(*cmd, o->imp_scale);
  AddJsonFlag(*cmd, o->json);
  cmd->callback([o, &io] {
    Deal deal;
    DoubleDummyTable table;
    Seat dealer = Seat::kNorth;
    Vulnerability vulnerability = Vulnerability::kNone;
    if (IsPbnPath(o->input)) {
      const auto boards = ReadPbnFile(o->input);
      if (o->board >= boards.size())
        throw Error(o->input + " has " + std::to_string(boards.size()) + " boards; --board must be below that");
      const PbnBoard& b = boards[o->board];
      if (!b.deal) throw InputError(o->input, b.line, "board " + b.board + " has no complete deal");
      deal = *b.deal;
      table = b.dd_table ? *b.dd_table : DdsSolver().Solve(std::vector<Deal>{deal})[0];
      dealer = b.dealer;
      vulnerability = b.vulnerability;
    } else {
      const Dataset data = LoadDataset(o->input);
      if (o->board >= data.records.size())
        throw Error(o->input + " has " + std::to_string(data.records.size()) + " deals; --board must be below that");
      deal = data.records[o->board].deal;
      table = data.records[o->board].table;
      dealer = BoardDealer(data.header.first + o->board + 1);  // deal i is board i + 1
      vulnerability = BoardVulnerability(data.header.first + o->board + 1);
    }
    const CostVector cv = MakeCostVector(table, o->vulnerable, o->imp_scale);
    const BoardPar par = BoardParOf(table, dealer, vulnerability);
    io.out << (o->json ? DealCostsJson(deal, table, cv, par).dump() + "\n" : DealCostsText(deal, table, cv, par));
  });
}

}  // namespace

void AddDealCommands(CLI::App& app, CliStreams& io) {
  AddDeal(app, io);
  AddSolve(app, io);
  AddCosts(app, io);
}

}  // namespace bidlab
