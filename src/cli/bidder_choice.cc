#include "cli/bidder_choice.h"

#include <CLI/CLI.hpp>

#include "cli/option_checks.h"
#include "core/error.h"
#include "eval/open_bidder.h"
#include "learn/registry.h"

namespace bidlab {

CLI::Option* AddBidderNameOption(CLI::App& cmd, std::string& name) {
  return cmd.add_option(
      "--bidder", name,
      "a registered bidder (pass, sayc, …) or a shipped model: neural (data/neural.model), contested "
      "(data/contested.model), neural-search (data/neural.model with a double-dummy search at its close decisions: "
      "seconds a call)");
}

void AddBidderOptions(CLI::App& cmd, BidderChoice& choice) {
  cmd.add_option("--model", choice.model, "a model file written by bidlab train");
  AddBidderNameOption(cmd, choice.bidder);
  cmd.add_option(
      "--bidder-cmd", choice.command,
      "an external bidder: a program run with /bin/sh -c that answers one call per line (docs/protocols.md)");
  cmd.add_option("--bidder-timeout", choice.command_timeout, "seconds the external bidder may take per answer")
      ->check(NumberInRange(0.001, 86400));
}

std::unique_ptr<Bidder> OpenBidder(const BidderChoice& choice) {
  RegisterAllBidders();
  const int given = !choice.model.empty() + !choice.bidder.empty() + !choice.command.empty();
  if (given != 1) throw Error("give exactly one of --model FILE, --bidder NAME or --bidder-cmd \"PROGRAM ARGS\"");
  if (!choice.model.empty()) return LoadModelBidder(choice.model);
  if (!choice.command.empty()) return OpenExternalBidder(choice.command, choice.command_timeout, false);
  return MakeNamedBidder(choice.bidder);
}

}  // namespace bidlab
