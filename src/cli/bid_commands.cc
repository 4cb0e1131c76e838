// bidlab bid: one auction, call by call, with what each call means and why
// (experiments/one_deal/bid_walkthrough.h).
#include <CLI/CLI.hpp>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "experiments/one_deal/bid_walkthrough.h"

namespace bidlab {

namespace {

struct BidCommand {
  BidderChoice bidder;
  std::string north, south, deal;
  BidWalkthroughOptions options;
};

void RunBid(BidCommand c, CliStreams& io) {
  const BidHands hands = ParseBidHands(c.north, c.south, c.deal);
  const std::unique_ptr<Bidder> bidder = OpenBidder(c.bidder);
  c.options.sample_meanings = c.bidder.command.empty();  // external programs answer too slowly to sample
  BidWalkthrough(*bidder, hands.north, hands.south, hands.deal, c.options, io.out);
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
                  "deals sampled for each call's meaning (up to ten times more for rare auctions); 0: none");
  cmd->callback([c, &io] { RunBid(*c, io); });
}

}  // namespace bidlab
