// bidlab explain: a bidder's system card (the rules it bids by, with their
// meanings). Bidders that can describe themselves add their card below.
#include <CLI/CLI.hpp>
#include <functional>
#include <map>

#include "cli/bandit_cli.h"
#include "cli/cli.h"
#include "cli/neural_cli.h"
#include "core/error.h"
#include "learn/registry.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {

namespace {

// Registered bidder name -> its system card.
const std::map<std::string, std::function<std::string()>>& SystemCards() {
  static const std::map<std::string, std::function<std::string()>> cards = {
      {"sayc", SaycSystemCard},
      {"pass", [] { return std::string("pass: always passes\n"); }},
  };
  return cards;
}

void RunExplain(const std::string& name, CliStreams& io) {
  if (name.empty()) throw Error("give the bidder to explain: bidlab explain --bidder NAME (e.g. sayc)");
  if (ExplainBanditModelFile(name, io.out)) return;  // a bandit model file: its opening bids (Table A.1)
  if (ExplainNeuralModelFile(name, io.out)) return;  // a neural model file: sampled openings and responses
  const auto& cards = SystemCards();
  const auto it = cards.find(name);
  if (it == cards.end()) {
    RegisterAllBidders();
    (void)MakeBidder(name);  // throws for an unknown name, listing the known ones
    throw Error("bidder \"" + name + "\" has no system card to print");
  }
  io.out << it->second();
}

}  // namespace

void AddExplainCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand("explain", "Print a bidder's system card: its rules and what each call means");
  auto name = std::make_shared<std::string>();
  auto positional = std::make_shared<std::string>();
  cmd->add_option("--bidder", *name, "a registered bidder (sayc, …)");
  cmd->add_option("name", *positional, "the same, as a word: bidlab explain sayc");
  cmd->callback([name, positional, &io] {
    if (!name->empty() && !positional->empty() && *name != *positional)
      throw Error("give the bidder once: --bidder " + *name + " or " + *positional);
    RunExplain(name->empty() ? *positional : *name, io);
  });
}

}  // namespace bidlab
