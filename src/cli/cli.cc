#include "cli/cli.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <iostream>

#include "core/error.h"

namespace bidlab {

int RunCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  CLI::App app{"bidlab: learn contract-bridge bidding from double-dummy data, and measure every bidder "
               "on the same yardstick"};
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

  std::vector<std::string> reversed(args.rbegin(), args.rend());
  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp& e) {
    out << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp& e) {
    out << app.help("", CLI::AppFormatMode::All);
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
