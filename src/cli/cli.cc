#include "cli/cli.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>

#include "cli/experiment/experiment_challenges.h"
#include "cli/experiment/experiment_experts.h"
#include "cli/option_checks.h"
#include "core/closest_name.h"
#include "core/error.h"

namespace bidlab {

namespace {

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
    std::string valid;
    std::vector<std::string> names;
    for (const CLI::App* sub : subcommands) {
      valid += (valid.empty() ? "" : ", ") + sub->get_name();
      names.push_back(sub->get_name());
    }
    const std::string closest = ClosestName(word, names);
    return path + ": unknown command \"" + word + "\" (valid: " + valid + "); did you mean \"" + path + " " + closest +
           "\"?";
  }
  return "";
}

// A command that only groups others (train, bench, experiment).
CLI::App& CommandGroup(CLI::App& app, const std::string& name, const std::string& description) {
  CLI::App* group = app.add_subcommand(name, description);
  group->require_subcommand(1);
  return *group;
}

// Every option shows its default, but an empty list has none worth showing ("=[]").
void HideEmptyListDefaults(CLI::App& app) {
  for (CLI::Option* option : app.get_options({}))
    if (option->get_default_str() == "[]") option->default_str("");
  for (CLI::App* sub : app.get_subcommands({})) HideEmptyListDefaults(*sub);
}

// The version bidlab reports (bidlab --version).
constexpr const char* kBidlabVersion =
    "bidlab 0.9 (C++20; DDS 2.9): learns contract-bridge bidding and measures every bidder, uncontested and in "
    "duplicate matches (DESIGN.md)";

}  // namespace

void AddEveryCommand(CLI::App& app, CliStreams& io) {
  AddDealCommands(app, io);
  AddDatasetCommands(app, io);
  CLI::App& bench = CommandGroup(app, "bench", "Measure speed and memory");
  AddBenchDd(bench, io);
  AddBenchDdnet(bench, io);
  AddBenchBandit(bench, io);
  AddBenchMatch(bench, io);
  AddBenchApi(bench, io);
  AddEvalCommands(app, io);
  AddMatchCommands(app, io);
  AddBidCommands(app, io);
  AddExplainCommands(app, io);
  CLI::App& train = CommandGroup(app, "train", "Train a learner on a data set and write a model file");
  AddTrainCstsr(train, io);
  AddTrainCsosr(train, io);
  AddTrainCbr(train, io);
  AddTrainSoftmax(train, io);
  AddTrainDdnet(train, io);
  AddTrainNeural(train, io);
  AddTrainContested(train, io);
  AddTrainContestedRl(train, io);
  AddTrainBandit(train, io);
  CLI::App& experiment = CommandGroup(app, "experiment", "Reproduce a table or figure of the papers");
  AddExperimentCompare(experiment, io);  // the main job
  AddExperimentTable41(experiment, io);
  AddExperimentCbr(experiment, io);
  AddExperimentWhite(experiment, io);
  AddExperimentDdnet(experiment, io);
  AddExperimentNeural(experiment, io);
  AddBanditFigures(experiment, io);
  AddBanditTables(experiment, io);
  AddBanditAb(experiment, io);
  AddExperimentChallenges(experiment, io);
  AddExperimentLeague(experiment, io);
  AddExperimentExperts(experiment, io);
  AddExperimentAll(experiment, io);
  AddSummaryCommands(app, io);
  AddReportCommands(app, io);
  AddServeCommands(app, io);
}

int RunCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  CLI::App app{
      "bidlab: learn contract-bridge bidding from double-dummy data, and measure every bidder "
      "on the same yardstick",
      "bidlab"};
  app.set_version_flag("--version", kBidlabVersion);
  app.require_subcommand(1);
  app.fallthrough();
  // Every option's help shows its default (an option whose zero means "the
  // command's own choice" says so with default_str("")).
  app.option_defaults()->always_capture_default();
  CliStreams io{out, err};
  AddEveryCommand(app, io);
  HideEmptyListDefaults(app);
  // Before the command runs: no output may be written over an input.
  app.parse_complete_callback([&app] { RequireNoOutputIsAnInput(app); });

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
