// bidlab explain: a bidder's system card (the rules it bids by, with their
// meanings), or, with --auction, what each call it makes after an auction
// means (sampled from the bidder itself, eval/call_meaning.h).
#include <CLI/CLI.hpp>
#include <filesystem>
#include <optional>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "core/error.h"
#include "eval/call_meaning.h"
#include "experiments/explain/system_card.h"
#include "learn/registry.h"

namespace bidlab {

namespace {

// Hands sampled for a neural model's card.
constexpr std::size_t kCardDeals = 20000;

void RunExplain(const std::string& name, const std::optional<std::string>& auction, std::size_t deals, CliStreams& io) {
  if (name.empty()) throw Error("give the bidder to explain: bidlab explain sayc, or a model file (data/neural.model)");
  if (!IsRegisteredName(name) && !std::filesystem::exists(name)) {
    std::string known;
    for (const BidderEntry& e : RegisteredBidders()) known += (known.empty() ? "" : ", ") + e.name;
    throw Error("\"" + name + "\": no such model file, and not a registered bidder (" + known + ")");
  }
  if (auction) {
    const std::unique_ptr<Bidder> bidder = OpenNamedBidder(name);
    MeaningSampling sampling;
    sampling.min_deals = deals;
    sampling.max_deals = 10 * deals;
    const Auction after = NorthSouthAuction(*auction);
    io.out << bidder->Name() << ": " << MeaningsText(MeaningsAfter(*bidder, after, sampling), after);
    return;
  }
  std::optional<std::string> card =
      IsRegisteredName(name) ? RegisteredBidderCard(name) : ModelFileCard(name, kCardDeals);
  if (!card) {
    (void)OpenNamedBidder(name);  // a model file of another kind is refused with its reason
    throw Error("bidder \"" + name + "\" has no system card to print; --auction \"CALLS\" gives what its calls mean");
  }
  io.out << *card;
}

}  // namespace

void AddExplainCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand(
      "explain",
      "Print a bidder's system card (a registered bidder such as sayc, or a bandit or neural model file written by "
      "bidlab train, e.g. data/neural.model); with --auction, what each call it makes there means");
  auto name = std::make_shared<std::string>();
  auto positional = std::make_shared<std::string>();
  auto auction = std::make_shared<std::string>();
  auto deals = std::make_shared<std::size_t>(20000);
  AddBidderNameOption(*cmd, *name)->description("a registered bidder (sayc, pass, …) or a model file");
  cmd->add_option("name", *positional, "the same, as a word: bidlab explain sayc, bidlab explain data/neural.model");
  cmd->add_option("--auction", *auction,
                  "North and South's calls so far (\"\" = North's opening, \"1NT\", \"1C 1H\"): what each call the "
                  "bidder makes next shows, sampled from its own bidding");
  cmd->add_option("--meaning-deals", *deals, "deals sampled for --auction (up to ten times more for rare auctions)");
  cmd->callback([cmd, name, positional, auction, deals, &io] {
    if (!name->empty() && !positional->empty() && *name != *positional)
      throw Error("give the bidder once: --bidder " + *name + " or " + *positional);
    // --auction "" (the opening) is given but empty: count, not emptiness, says it was asked for.
    const std::optional<std::string> calls = cmd->count("--auction") > 0 ? std::optional(*auction) : std::nullopt;
    RunExplain(name->empty() ? *positional : *name, calls, *deals, io);
  });
}

}  // namespace bidlab
