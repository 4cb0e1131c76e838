// bidlab deal | solve | costs: generating deals, solving PBN files with DDS,
// and the yardstick of one deal.
#include <CLI/CLI.hpp>

#include <cstdint>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "experiments/dataset/dataset_jobs.h"
#include "experiments/one_deal/deal_costs.h"

namespace bidlab {

namespace {

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
    WriteDealsPbn(o->seed, o->first, o->count, o->vulnerable, o->output, io.out);
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
    SolvePbnFile(o->input, o->output, o->threads, io.err);
  });
}

void AddCosts(CLI::App& app, CliStreams& io) {
  struct Options {
    std::string input;
    Vulnerability vulnerable = Vulnerability::kNone;
    ImpScale imp_scale = ImpScale::kWbf;
    std::size_t board = 0;  // --index
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("costs", "The table, the 36 scores and the IMP cost of every final call of one deal");
  cmd->add_option("FILE", o->input, "data-set file, \"standard\", or a PBN file")->required();
  cmd->add_option("--index", o->board,
                  "0-based position of the deal in FILE (a data set's deal I is board I + 1 of the rotation)")
      ->required()
      ->check(WholeNumber(0));
  // Board numbers start at 1 everywhere else (bid --board, match): a
  // position given as a board number would be a different deal.
  cmd->add_option_function<std::string>("--board",
                                        [](const std::string&) -> void {
                                          throw CLI::ValidationError(
                                              "--board", "costs takes --index I, the deal's 0-based position in FILE");
                                        })
      ->group("");
  CLI::Option* vulnerable = AddVulnerabilityOption(*cmd, o->vulnerable);
  vulnerable->description(vulnerable->get_description() +
                          "; the costs and the par (default: costs for nobody vulnerable, par for the board's own)");
  AddImpScaleOption(*cmd, o->imp_scale);
  AddJsonFlag(*cmd, o->json);
  cmd->callback([o, vulnerable, &io] {
    const auto given = vulnerable->count() > 0 ? std::optional(o->vulnerable) : std::nullopt;
    io.out << DealCostsOfFile(o->input, o->board, given, o->imp_scale, o->json);
  });
}

}  // namespace

void AddDealCommands(CLI::App& app, CliStreams& io) {
  AddDeal(app, io);
  AddSolve(app, io);
  AddCosts(app, io);
}

}  // namespace bidlab
