// bidlab report RESULTS_DIR -o FILE.html: the experiment results of a folder
// as one self-contained HTML page (report/report_html.h).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/experiment_commands.h"
#include "cli/option_checks.h"
#include "core/error.h"
#include "data/dataset_ops.h"
#include "io/file_util.h"
#include "learn/registry.h"
#include "report/gallery.h"
#include "report/readme_figures.h"
#include "report/report_html.h"

namespace bidlab {

namespace {

struct ReportCommand {
  std::string results, output, deals;
  int samples = 6;
  std::vector<std::string> models;
};

// The test split the gallery samples: the standard set, or while it is being
// built its test shard.
std::string DefaultDeals() {
  if (std::filesystem::exists(StandardDatasetPath())) return "standard";
  const std::string shard = std::string(BIDLAB_DATA_DIR) + "/shards/standard-90000.bdl";
  return std::filesystem::exists(shard) ? shard : "";
}

void RunReport(const ReportCommand& c, CLI::App& app, CliStreams& io) {
  ReportInputs inputs;
  inputs.source = c.results;
  inputs.results = ReadResultsDir(c.results);
  inputs.expected = ExpectedExperiments(*app.get_subcommand("experiment"), inputs.results);

  const std::string deals = c.deals.empty() ? DefaultDeals() : c.deals;
  if (deals.empty() || c.samples == 0) {
    inputs.gallery_note = "No sample deals: give --deals FILE (the standard set is not in this checkout).";
  } else {
    RegisterAllBidders();
    std::vector<std::unique_ptr<Bidder>> bidders;
    for (const char* name : {"sayc", "pass"}) bidders.push_back(MakeBidder(name));
    // The headline bidder: the shipped neural model, unless given already.
    const std::string neural = ShippedNeuralModelPath();
    if (std::filesystem::exists(neural) && std::none_of(c.models.begin(), c.models.end(), [&](const std::string& m) {
          return std::filesystem::exists(m) && std::filesystem::equivalent(m, neural);
        }))
      bidders.push_back(LoadModelBidder(neural));
    for (const std::string& model : c.models) bidders.push_back(LoadModelBidder(model));
    const Gallery gallery = SampleDeals(deals, c.samples, bidders);
    inputs.deals = gallery.deals;
    inputs.gallery_note = gallery.note;
  }
  const std::string html = BuildReportHtml(inputs);
  WriteFileAtomically(c.output, html);

  io.out << "report: " << inputs.results.size() << " experiment result(s) from " << c.results << ":";
  for (const auto& r : inputs.results) io.out << " " << r.id();
  io.out << "\n";
  const auto missing = MissingExperiments(inputs.results, inputs.expected);
  if (!missing.empty()) {
    io.out << "missing:";
    for (const auto& name : missing) io.out << " " << name;
    io.out << " (bidlab experiment NAME -o " << c.results << ")\n";
  }
  io.out << "sample deals: " << inputs.deals.size() << "\nwrote " << c.output << " (" << html.size() / 1024
         << " KiB, self-contained)\n";
}

struct ReadmeFiguresCommand {
  std::string readme = "README.md";
  bool write = false;
};

// Checks (or with --write updates) the figures README marks against the
// results files they come from (report/readme_figures.h).
void RunReadmeFigures(const ReadmeFiguresCommand& c, CliStreams& io) {
  const std::filesystem::path folder = std::filesystem::path(c.readme).parent_path();
  const ReadmeFigureCheck check = CheckReadmeFigures(ReadFileText(c.readme), c.readme, [&](const std::string& path) {
    return ReadFileText((folder / path).string());
  });
  if (c.write) {
    if (check.text != ReadFileText(c.readme)) WriteFileAtomically(c.readme, check.text);
    io.out << c.readme << ": " << check.blocks << " tables and " << check.numbers << " figures from their results ("
           << check.problems.size() << " updated or unreadable)\n";
    for (const std::string& p : check.problems) io.err << p << "\n";
    return;
  }
  for (const std::string& p : check.problems) io.err << p << "\n";
  if (!check.problems.empty())
    throw Error(c.readme + ": " + std::to_string(check.problems.size()) + " figure(s) differ from their results");
  io.out << c.readme << ": " << check.blocks << " tables and " << check.numbers
         << " figures, each as its results file says\n";
}

}  // namespace

void AddReportCommands(CLI::App& app, CliStreams& io) {
  auto* figures = app.add_subcommand(
      "readme-figures",
      "Check that every figure README.md marks (<!-- BEGIN results/… table N --> blocks, "
      "<!-- results/….json /pointer --> numbers) is what its results file says; --write updates them");
  auto f = std::make_shared<ReadmeFiguresCommand>();
  figures->add_option("readme", f->readme, "the README to check")->capture_default_str();
  figures->add_flag("--write", f->write, "rewrite the marked figures from their results files");
  figures->callback([f, &io] { RunReadmeFigures(*f, io); });

  auto* cmd = app.add_subcommand("report",
                                 "One self-contained HTML page of a folder of experiment results: tables "
                                 "beside the papers', charts, heat maps, sample deals");
  auto c = std::make_shared<ReportCommand>();
  cmd->add_option("results", c->results, "folder the bidlab experiment commands wrote into")->required();
  cmd->add_option("-o,--output", c->output, "HTML file to write")->required()->check(OutputFile());
  cmd->add_option(
      "--deals", c->deals,
      "data set whose test split the sample deals come from (default: the standard set, or its test shard)");
  cmd->add_option("--samples", c->samples, "how many sample deals")->capture_default_str()->check(CLI::Range(0, 200));
  cmd->add_option("--model", c->models,
                  "a model file whose auctions the sample deals also show, beside sayc, pass and the shipped "
                  "data/neural.model (repeatable; e.g. a bandit model)");
  cmd->callback([c, &app, &io] { RunReport(*c, app, io); });
}

}  // namespace bidlab
