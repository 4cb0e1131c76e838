// bidlab report RESULTS_DIR -o FILE.html: the experiment results of a folder
// as one self-contained HTML page (report/report_html.h).
#include <CLI/CLI.hpp>
#include <filesystem>

#include "cli/cli.h"
#include "cli/option_checks.h"
#include "io/file_util.h"
#include "report/doc_check.h"
#include "report/gallery.h"
#include "report/report_html.h"
#include "report/results_dir.h"

namespace bidlab {

namespace {

struct ReportCommand {
  std::string results, output, deals;
  int samples = 6;
  std::vector<std::string> models;
};

void RunReport(const ReportCommand& c, CLI::App& app, CliStreams& io) {
  ReportInputs inputs;
  inputs.source = c.results;
  inputs.results = ReadResultsDir(c.results);
  inputs.expected = ExpectedExperiments(*app.get_subcommand("experiment"), inputs.results);

  const Gallery gallery = SampleDealsOfShippedBidders(c.deals, c.samples, c.models);
  inputs.deals = gallery.deals;
  inputs.gallery_note = gallery.note;
  const std::string html = BuildReportHtml(inputs);
  WriteFileAtomically(c.output, html);

  io.out << ReportSummaryText(inputs, c.output, html.size());
}

struct CheckDocsCommand {
  std::string root = ".";
  bool write = false;
};

}  // namespace

void AddReportCommands(CLI::App& app, CliStreams& io) {
  auto* docs = app.add_subcommand(
      "check-docs",
      "Check README.md and docs/**/*.md: every marked figure (<!-- BEGIN results/… table N --> blocks, "
      "<!-- results/….json /pointer --> numbers) is what its results file says, and every link between the "
      "pages (and its #anchor) leads somewhere; --write updates the figures");
  auto d = std::make_shared<CheckDocsCommand>();
  docs->add_option("root", d->root, "the repository's root, which holds README.md and docs/ (default: .)");
  docs->add_flag("--write", d->write, "rewrite the marked figures from their results files first");
  docs->callback([d, &io] { RunCheckDocs(d->root, d->write, io.out, io.err); });

  auto* cmd = app.add_subcommand("report",
                                 "One self-contained HTML page of a folder of experiment results: tables "
                                 "beside the papers', charts, heat maps, sample deals");
  auto c = std::make_shared<ReportCommand>();
  cmd->add_option("results", c->results, "folder the bidlab experiment commands wrote into")
      ->required()
      ->check(InputFolder(ResultsFilesRead()));
  cmd->add_option("-o,--output", c->output, "HTML file to write")->required()->check(OutputFile());
  cmd->add_option(
      "--deals", c->deals,
      "data set whose test split the sample deals come from (default: the standard set, or its test shard)");
  cmd->add_option("--samples", c->samples, "how many sample deals")->check(WholeNumber(0, 200));
  cmd->add_option("--model", c->models,
                  "a model file whose auctions the sample deals also show, beside sayc, pass and the shipped "
                  "data/neural.model (repeatable; e.g. a bandit model)");
  cmd->callback([c, &app, &io] { RunReport(*c, app, io); });
}

}  // namespace bidlab
