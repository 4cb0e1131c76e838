// bidlab deal | solve | costs: generating deals, solving PBN files with DDS,
// and the yardstick of one deal.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "core/error.h"
#include "data/cost_vector.h"
#include "data/dataset_ops.h"
#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "io/file_util.h"
#include "io/pbn_deal.h"
#include "io/pbn_reader.h"
#include "io/pbn_writer.h"
#include "io/streamed_file.h"

namespace bidlab {

namespace {

bool IsPbnPath(const std::string& path) { return EndsWith(path, ".pbn") || EndsWith(path, ".PBN"); }

void AddDeal(CLI::App& app, CliStreams& io) {
  struct Options {
    std::uint64_t count = 0, seed = 0, first = 0;
    std::string output, vulnerable = "None";
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("deal", "Deal random boards (deal i of a seed is always the same) as PBN");
  cmd->add_option("--count", o->count, "number of deals")->required()->check(WholeNumber(1));
  cmd->add_option("--seed", o->seed, "deal seed")->required()->check(WholeNumber(0));
  cmd->add_option("--first", o->first, "index of the first deal")->capture_default_str()->check(WholeNumber(0));
  cmd->add_option("--vulnerable", o->vulnerable, "None, NS, EW or All")->capture_default_str();
  cmd->add_option("-o,--output", o->output, "PBN file to write (default: standard output)")->check(OutputFile());
  cmd->callback([o, &io] {
    const auto vulnerability = ParseVulnerability(o->vulnerable);
    if (!vulnerability) throw Error("--vulnerable must be None, NS, EW or All");
    RequireDealRange(o->first, o->count);
    // Streamed a board at a time: any count takes the memory of one board.
    std::optional<AtomicFile> file;
    if (!o->output.empty()) file.emplace(o->output);
    auto write = [&](const std::string& text) {
      if (file) file->Write(text);
      else io.out << text;
    };
    std::string pending = FormatPbnHeader();
    for (std::uint64_t k = 0; k < o->count; ++k) {
      const std::uint64_t i = o->first + k;
      pending += FormatPbnBoard(MakePbnBoard(DealAt(o->seed, i), i + 1, Seat::kNorth, *vulnerability),
                                static_cast<int>(std::min<std::uint64_t>(k + 1, INT32_MAX)));
      if (pending.size() >= (1u << 16)) {
        write(pending);
        pending.clear();
      }
    }
    write(pending);
    if (file) file->Commit();
  });
}

void AddSolve(CLI::App& app, CliStreams& io) {
  struct Options {
    std::string input, output;
    int threads = 0;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("solve", "Add the double-dummy table (OptimumResultTable) to every board of a PBN file");
  cmd->add_option("INPUT", o->input, "PBN file")->required();
  cmd->add_option("-o,--output", o->output, "PBN file to write")->required()->check(OutputFile());
  cmd->add_option("--threads", o->threads, "DDS threads (0 = all cores)")->capture_default_str()->check(ThreadCount());
  cmd->callback([o, &io] {
    RequireOutputIsNotAnInput(o->output, {o->input});
    std::vector<PbnBoard> boards = ReadPbnFile(o->input);
    std::vector<Deal> deals;
    for (const PbnBoard& b : boards) {
      if (!b.deal) throw InputError(o->input, b.line, "board " + b.board + " has no complete deal to solve");
      deals.push_back(*b.deal);
    }
    const DdsSolver solver(o->threads);
    ProgressLine line(io.err, "solve " + o->input);
    const auto start = std::chrono::steady_clock::now();
    const std::size_t batch = static_cast<std::size_t>(DdsSolver::MaxBatch());
    for (std::size_t first = 0; first < deals.size(); first += batch) {
      const std::size_t n = std::min(batch, deals.size() - first);
      const auto tables = solver.Solve(std::span<const Deal>(deals).subspan(first, n));
      for (std::size_t i = 0; i < n; ++i) boards[first + i].dd_table = tables[i];
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const double rate = static_cast<double>(first + n) / s;
      line.Update(first + n, deals.size(), rate, static_cast<double>(deals.size() - first - n) / rate, "deals");
    }
    line.Finish();
    WritePbnFile(o->output, boards);
  });
}

nlohmann::json TableJson(const DoubleDummyTable& table) {
  nlohmann::json j = nlohmann::json::object();
  for (int s = 0; s < kNumSeats; ++s) {
    nlohmann::json row = nlohmann::json::object();
    for (int st = 0; st < kNumStrains; ++st) row[StrainName(StrainAt(st))] = table.Tricks(SeatAt(s), StrainAt(st));
    j[std::string(1, SeatChar(SeatAt(s)))] = row;
  }
  return j;
}

void AddCosts(CLI::App& app, CliStreams& io) {
  struct Options {
    std::string input, vulnerable = "None", imp_scale = "wbf";
    std::size_t board = 0;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("costs", "The table, the 36 scores and the IMP cost of every final call of one deal");
  cmd->add_option("FILE", o->input, "data-set file, \"standard\", or a PBN file")->required();
  cmd->add_option("--board", o->board, "0-based position of the deal in FILE")->required();
  cmd->add_option("--vulnerable", o->vulnerable, "None, NS, EW or All")->capture_default_str();
  cmd->add_option("--imp-scale", o->imp_scale, "wbf or thesis")->check(CLI::IsMember({"wbf", "thesis"}))->capture_default_str();
  cmd->add_flag("--json", o->json, "print one JSON object");
  cmd->callback([o, &io] {
    const auto vulnerability = ParseVulnerability(o->vulnerable);
    if (!vulnerability) throw Error("--vulnerable must be None, NS, EW or All");
    Deal deal;
    DoubleDummyTable table;
    if (IsPbnPath(o->input)) {
      const auto boards = ReadPbnFile(o->input);
      if (o->board >= boards.size())
        throw Error(o->input + " has " + std::to_string(boards.size()) + " boards; --board must be below that");
      const PbnBoard& b = boards[o->board];
      if (!b.deal) throw InputError(o->input, b.line, "board " + b.board + " has no complete deal");
      deal = *b.deal;
      table = b.dd_table ? *b.dd_table : DdsSolver().Solve(std::vector<Deal>{deal})[0];
    } else {
      const Dataset data = LoadDataset(o->input);
      if (o->board >= data.records.size())
        throw Error(o->input + " has " + std::to_string(data.records.size()) + " deals; --board must be below that");
      deal = data.records[o->board].deal;
      table = data.records[o->board].table;
    }
    const CostVector cv = MakeCostVector(table, *vulnerability, o->imp_scale == "thesis" ? ImpScale::kThesis : ImpScale::kWbf);
    if (o->json) {
      nlohmann::json j = {{"deal", FormatDealPbn(deal)}, {"table", TableJson(table)}, {"best", cv.best},
                          {"scores", cv.scores}, {"costs", cv.costs}};
      io.out << j.dump() << "\n";
      return;
    }
    io.out << FormatDealPbn(deal) << "\n\n        C  D  H  S NT\n";
    for (int s = 0; s < kNumSeats; ++s) {
      io.out << "  " << SeatChar(SeatAt(s)) << "  ";
      for (int st = 0; st < kNumStrains; ++st) {
        const int t = table.Tricks(SeatAt(s), StrainAt(st));
        io.out << (t < 10 ? "  " : " ") << t;
      }
      io.out << "\n";
    }
    io.out << "\nbest N-S score " << cv.best << "\n  call   score  cost\n";
    for (int c = 0; c < kNumFinalCalls; ++c) {
      char row[64];
      std::snprintf(row, sizeof row, "  %-5s %6d %5d\n", CallName(Call::FromIndex(c)).c_str(), cv.scores[c], cv.costs[c]);
      io.out << row;
    }
  });
}

}  // namespace

void AddDealCommands(CLI::App& app, CliStreams& io) {
  AddDeal(app, io);
  AddSolve(app, io);
  AddCosts(app, io);
}

}  // namespace bidlab
