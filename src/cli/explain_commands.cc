// bidlab explain: a bidder's system card (the rules it bids by, with their
// meanings), or, with --auction, what each call it makes after an auction
// means (sampled from the bidder itself, eval/call_meaning.h).
#include <CLI/CLI.hpp>
#include <optional>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "core/error.h"
#include "eval/call_meaning.h"
#include "experiments/explain/system_card.h"

namespace bidlab {

void AddExplainCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand(
      "explain",
      "Print a bidder's system card (a registered bidder such as sayc, or a bandit or neural model file written by "
      "bidlab train, e.g. data/neural.model); with --auction, what each call it makes there means");
  auto name = std::make_shared<std::string>();
  auto positional = std::make_shared<std::string>();
  auto auction = std::make_shared<std::string>();
  auto deals = std::make_shared<std::size_t>(kMeaningDeals);
  AddBidderNameOption(*cmd, *name)->description("a registered bidder (sayc, pass, …) or a model file");
  cmd->add_option("name", *positional, "the same, as a word: bidlab explain sayc, bidlab explain data/neural.model");
  cmd->add_option("--auction", *auction,
                  "North and South's calls so far (\"\" = North's opening, \"1NT\", \"1C 1H\"), or every call "
                  "with the opponents' in parentheses for a bidder that competes (\"1S (2H)\", \"(1H) X (P)\"): "
                  "what each call the bidder makes next shows, sampled from its own bidding");
  AddMeaningDealsOption(*cmd, *deals, 1, "deals sampled for --auction (up to ten times more for rare auctions)");
  cmd->callback([cmd, name, positional, auction, deals, &io] {
    if (!name->empty() && !positional->empty() && *name != *positional)
      throw Error("give the bidder once: --bidder " + *name + " or " + *positional);
    // --auction "" (the opening) is given but empty: count, not emptiness, says it was asked for.
    const std::optional<std::string> calls = cmd->count("--auction") > 0 ? std::optional(*auction) : std::nullopt;
    io.out << ExplainText(name->empty() ? *positional : *name, calls, *deals);
  });
}

}  // namespace bidlab
