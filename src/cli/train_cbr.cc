// bidlab train cbr --cases SPEC -o MODEL: a CBR opening bidder (learn/cbr):
// stores the case base; K (and nothing else) is chosen by leave-one-out
// accuracy on the case base unless given.
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "experiments/progress.h"
#include "io/model_file.h"
#include "io/shared_data.h"
#include "learn/cbr/case_sources.h"
#include "learn/cbr/cbr_model.h"
#include "learn/cbr/leave_one_out.h"

namespace bidlab {

namespace {

struct TrainCbrCommand {
  std::string cases;
  std::string output;
  int k = 0;  // 0 = choose by leave-one-out
  bool adapt = false;
  bool json = false;
};

void RunTrainCbr(const TrainCbrCommand& c, CliStreams& io) {
  const auto start = std::chrono::steady_clock::now();
  std::unique_ptr<ProgressLine> line;
  auto progress = [&](const std::string& what) {
    line = std::make_unique<ProgressLine>(io.err, what);
    return [&](std::uint64_t done, std::uint64_t total) { line->Update(done, total, 0, -1, "cases"); };
  };
  cbr::CaseSource source = cbr::LoadCaseSource(c.cases, progress("cases " + c.cases));
  line->Finish();
  cbr::CbrParams params{c.k, c.adapt};
  std::vector<cbr::SweepRow> rows;
  if (c.k == 0) {
    const cbr::CaseIndex index(source.cases);
    const cbr::SweepResult sweep = cbr::LeaveOneOutSweep(index, cbr::PaperKs(), progress("leave-one-out"));
    line->Finish();
    rows = c.adapt ? sweep.adapted : sweep.plain;
    params.k = cbr::BestK(rows);
  }
  const cbr::CbrModel model(std::move(source.cases), params, source.description);
  WriteModelFile(c.output, {cbr::CbrModel::kKind, cbr::CbrModel::kVersion, model.SavePayload()});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::size_t n = model.index().size();

  if (c.json) {
    nlohmann::json grid = nlohmann::json::array();
    for (const cbr::SweepRow& r : rows)
      grid.push_back({{"k", r.k}, {"correct", r.correct}, {"pass_answers", r.passes}});
    io.out << nlohmann::json{{"model", c.output},
                             {"kind", cbr::CbrModel::kKind},
                             {"bidder", cbr::CbrVariantName(params)},
                             {"cases", n},
                             {"source", model.source()},
                             {"k", params.k},
                             {"adapt", params.adapt},
                             {"leave_one_out", grid},
                             {"seconds", seconds}}
                  .dump()
           << "\n";
    return;
  }
  char text[200];
  for (const cbr::SweepRow& r : rows) {
    std::snprintf(text, sizeof text, "  K %-3d leave-one-out %6zu of %zu correct (%.2f%%), %zu PASS answers%s\n", r.k,
                  r.correct, n, 100.0 * static_cast<double>(r.correct) / static_cast<double>(n), r.passes,
                  r.k == params.k ? "  <- chosen" : "");
    io.out << text;
  }
  std::snprintf(text, sizeof text, "%s: %zu cases (%.1f s)\n", cbr::CbrVariantName(params).c_str(), n, seconds);
  io.out << text << "  " << model.source() << "\nwrote " << c.output << "\n";
}

}  // namespace

void AddTrainCbr(CLI::App& train, CliStreams& io) {
  auto* cmd = train.add_subcommand(
      "cbr",
      "Case-based opening bidder (Bellamy-McIntyre's CBridge1/CBridge1a): the K nearest cases vote on North's "
      "opening call, then every call is PASS; K chosen by leave-one-out on the case base");
  auto c = std::make_shared<TrainCbrCommand>();
  cmd->add_option("--cases", c->cases,
                  std::string("the case base: records (the game records in external/pbn of the shared data: ") + kSharedDataHelp +
                      "), pbn:PATH[,PATH...] (opening calls of PBN files or "
                  "folders) or sayc[:N] (SAYC's "
                  "openings for North's hands of the first N standard training deals; default all 80,000)")
      ->required();
  cmd->add_option("-o,--output", c->output, "the model file to write")->required()->check(OutputFile());
  cmd->add_option("--k", c->k, "neighbours that vote (default: the best leave-one-out K of 1-20 and 60)")
      ->check(CLI::Range(1, 100000));
  cmd->add_flag("--adapt", c->adapt, "CBridge1a: move a retrieved bid in the case's longest suit to ours");
  cmd->add_flag("--json", c->json, "print the result as one JSON line");
  cmd->callback([c, &io] { RunTrainCbr(*c, io); });
}

}  // namespace bidlab
