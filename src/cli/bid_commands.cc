// bidlab bid: one auction, call by call, with what each call means and why
// (experiments/one_deal/bid_walkthrough.h).
#include <CLI/CLI.hpp>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "core/error.h"
#include "experiments/one_deal/bid_walkthrough.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

struct BidCommand {
  BidderChoice bidder;
  std::string north, south, deal;
  BidWalkthroughOptions options;
};

void RunBid(BidCommand c, CliStreams& io) {
  std::optional<Deal> deal;
  Hand north, south;
  if (!c.deal.empty()) {
    deal = ParseDealPbn(c.deal);
    north = deal->hand(Seat::kNorth);
    south = deal->hand(Seat::kSouth);
    if ((!c.north.empty() && ParseHandPbn(c.north) != north) || (!c.south.empty() && ParseHandPbn(c.south) != south))
      throw Error("--north/--south differ from the hands in --deal");
  } else {
    if (c.north.empty() || c.south.empty()) throw Error("give --north HAND and --south HAND, or --deal \"N:…\"");
    north = ParseHandPbn(c.north);
    south = ParseHandPbn(c.south);
    for (const auto& [name, hand] : {std::pair{"--north", north}, std::pair{"--south", south}})
      if (hand.Size() != kCardsPerHand)
        throw Error(std::string(name) + ": expected 13 cards, found " + std::to_string(hand.Size()));
    if ((north.mask() & south.mask()) != 0) throw Error("--north and --south hold the same card");
  }
  const std::unique_ptr<Bidder> bidder = OpenBidder(c.bidder);
  c.options.sample_meanings = c.bidder.command.empty();  // external programs answer too slowly to sample
  BidWalkthrough(*bidder, north, south, deal, c.options, io.out);
}

}  // namespace

void AddBidCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand("bid", "Bid one deal with a bidder, call by call, with each call's explanation");
  auto c = std::make_shared<BidCommand>();
  AddBidderOptions(*cmd, c->bidder);
  cmd->add_option("--north", c->north, "North's hand, PBN S.H.D.C (e.g. AKQ2.K32.Q32.J32)");
  cmd->add_option("--south", c->south, "South's hand, PBN S.H.D.C");
  cmd->add_option("--deal", c->deal,
                  "all four hands, PBN \"N:north east south west\": also solves the deal (DDS) and prints the cost");
  AddVulnerabilityOption(*cmd, c->options.vulnerability);
  cmd->add_option("--meaning-deals", c->options.meaning_deals,
                  "deals sampled for each call's meaning (up to ten times more for rare auctions); 0: none")
      ->capture_default_str();
  cmd->callback([c, &io] { RunBid(*c, io); });
}

}  // namespace bidlab
