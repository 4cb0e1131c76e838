#include "cli/cli.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>

#include "core/error.h"

namespace bidlab {

namespace {

// Levenshtein distance: how many letters to change, add or drop.
std::size_t EditDistance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// CLI11 says only "A subcommand is required" for `bidlab traon`: follow the
// words as far as they name subcommands, and name the first that does not,
// with the valid ones and the closest. Empty when every word is known.
std::string UnknownSubcommand(CLI::App& app, const std::vector<std::string>& args) {
  CLI::App* current = &app;
  std::string path = "bidlab";
  for (const std::string& word : args) {
    if (word.empty() || word[0] == '-') return "";
    const std::vector<CLI::App*> subcommands = current->get_subcommands([](CLI::App*) { return true; });
    if (subcommands.empty()) return "";
    const auto next = std::find_if(subcommands.begin(), subcommands.end(),
                                   [&](const CLI::App* sub) { return sub->check_name(word); });
    if (next != subcommands.end()) {
      current = *next;
      path += " " + word;
      continue;
    }
    // A word a command takes as its argument ("explain sayc") is not a typo.
    if (!current->get_options([](const CLI::Option* o) { return o->get_positional(); }).empty()) return "";
    std::string valid, closest;
    std::size_t best = std::string::npos;
    for (const CLI::App* sub : subcommands) {
      valid += (valid.empty() ? "" : ", ") + sub->get_name();
      const std::size_t d = EditDistance(word, sub->get_name());
      if (d < best) best = d, closest = sub->get_name();
    }
    return path + ": unknown command \"" + word + "\" (valid: " + valid + "); did you mean \"" + path + " " + closest +
           "\"?";
  }
  return "";
}

// The version bidlab reports (bidlab --version).
constexpr const char* kBidlabVersion = "bidlab 0.9 (C++20; DDS 2.9, the uncontested yardstick of DESIGN.md)";

}  // namespace

int RunCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  CLI::App app{
      "bidlab: learn contract-bridge bidding from double-dummy data, and measure every bidder "
      "on the same yardstick",
      "bidlab"};
  app.set_version_flag("--version", kBidlabVersion);
  app.require_subcommand(1);
  app.fallthrough();
  CliStreams io{out, err};
  AddDealCommands(app, io);
  AddDatasetCommands(app, io);
  AddBenchCommands(app, io);
  AddEvalCommands(app, io);
  AddBidCommands(app, io);
  AddExplainCommands(app, io);
  AddTrainCommands(app, io);
  AddExperimentCommands(app, io);
  AddSummaryCommands(app, io);
  AddReportCommands(app, io);
  AddServeCommands(app, io);
  AddBanditCommands(app, io);  // joins the train, bench and experiment groups
  AddExperimentAll(app, io);   // last: runs every experiment registered above

  if (const std::string unknown = UnknownSubcommand(app, args); !unknown.empty()) {
    err << unknown << "\n";
    return 1;
  }
  std::vector<std::string> reversed(args.rbegin(), args.rend());
  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp& e) {
    out << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp& e) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion&) {
    out << kBidlabVersion << "\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    // Subcommand help and usage errors: CLI11 formats them.
    return app.exit(e, out, err);
  } catch (const Error& e) {
    err << "bidlab: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    err << "bidlab: internal error: " << e.what() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace bidlab
