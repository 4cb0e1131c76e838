// bidlab bid: one auction, call by call, with what each call means and why:
// North and South's with East and West passing
// (experiments/one_deal/bid_walkthrough.h), or all four seats' at a table
// (experiments/one_deal/table_walkthrough.h).
#include <CLI/CLI.hpp>

#include <cctype>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "cli/named_choices.h"
#include "cli/option_checks.h"
#include "cli/options.h"
#include "core/error.h"
#include "eval/open_bidder.h"
#include "experiments/one_deal/bid_walkthrough.h"
#include "experiments/one_deal/table_walkthrough.h"

namespace bidlab {

namespace {

struct BidCommand {
  BidderChoice bidder;
  std::string ns, ew;  // --ns/--ew: the pairs of a four-seat table
  std::string north, south, deal;
  bool uncontested = false;
  bool board_or_dealer = false;  // --board or --dealer given: four seats with the whole deal
  BidWalkthroughOptions options;
};

// "N", "e", "South", "west".
std::optional<Seat> ParseDealer(std::string_view text) {
  std::string lower;
  for (const char ch : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (const Seat seat : {Seat::kNorth, Seat::kEast, Seat::kSouth, Seat::kWest}) {
    static constexpr const char* kNames[] = {"north", "east", "south", "west"};
    const std::string name = kNames[ToInt(seat)];
    if (lower == name || lower == name.substr(0, 1)) return seat;
  }
  return std::nullopt;
}

void RunBid(BidCommand c, CliStreams& io) {
  const bool pairs = !c.ns.empty() || !c.ew.empty();
  if (pairs && (c.ns.empty() || c.ew.empty())) throw Error("give both --ns and --ew (as in bidlab match)");
  if (pairs && (!c.bidder.model.empty() || !c.bidder.bidder.empty() || !c.bidder.command.empty()))
    throw Error("give --ns and --ew, or one bidder (--model, --bidder or --bidder-cmd), not both");
  const BidHands hands = ParseBidHands(c.north, c.south, c.deal);
  const std::unique_ptr<Bidder> bidder = pairs ? nullptr : OpenBidder(c.bidder);
  c.options.sample_meanings = c.bidder.command.empty();  // external programs answer too slowly to sample
  // Four seats with two pairs, or with the whole deal and a board, a dealer
  // or a bidder that competes; otherwise North and South, East and West
  // passing (from the board's or the given dealer).
  const bool four_seats = pairs || (hands.deal && !c.uncontested && (c.board_or_dealer || bidder->Competes()));
  if (pairs && c.uncontested) throw Error("--uncontested bids North and South only: it takes no --ns/--ew");
  if (!four_seats) {
    BidWalkthrough(*bidder, hands.north, hands.south, hands.deal, c.options, io.out);
    return;
  }
  if (!hands.deal)
    throw Error("--ns/--ew bid four seats, which need all four hands: give --deal \"N:north east south west\"");
  const std::unique_ptr<Bidder> ns = pairs ? OpenContestedBidder(c.ns) : nullptr;
  const std::unique_ptr<Bidder> ew = pairs ? OpenContestedBidder(c.ew) : nullptr;
  TableWalkthrough(pairs ? *ns : *bidder, pairs ? *ew : *bidder, *hands.deal, c.options, io.out);
}

}  // namespace

void AddBidCommands(CLI::App& app, CliStreams& io) {
  auto* cmd = app.add_subcommand("bid",
                                 "Bid one deal, call by call, with what each call means and why: North and South "
                                 "(East and West pass), or all four seats with the whole deal and a bidder that "
                                 "competes (or --ns/--ew)");
  auto c = std::make_shared<BidCommand>();
  AddBidderOptions(*cmd, c->bidder);
  cmd->add_option("--ns", c->ns,
                  "four seats: the pair sitting North-South, a bidder name (sayc, pass, sayc-uncontested, …) or a "
                  "model file, as in bidlab match");
  cmd->add_option("--ew", c->ew, "four seats: the pair sitting East-West");
  cmd->add_option("--north", c->north, "North's hand, PBN S.H.D.C (e.g. AKQ2.K32.Q32.J32)");
  cmd->add_option("--south", c->south, "South's hand, PBN S.H.D.C");
  cmd->add_option("--deal", c->deal,
                  "all four hands, PBN \"N:north east south west\": also solves the deal (DDS) and prints the "
                  "result; a bidder that competes then bids all four seats");
  auto* vulnerable = AddVulnerabilityOption(*cmd, c->options.vulnerability);
  auto* board = cmd->add_option("--board", c->options.board,
                                "the board number, whose dealer and vulnerability follow the standard rotation "
                                "(board 5: dealer North, N-S vulnerable); with the whole deal, four seats")
                    ->check(WholeNumber(1));
  auto* dealer =
      cmd->add_option("--dealer", c->options.dealer, "who deals, N, E, S or W (North); with the whole deal, four seats")
          ->transform(ParsedChoice<Seat>(ParseDealer, "N, E, S, W"))
          ->type_name("SEAT");
  board->excludes(dealer)->excludes(vulnerable);
  cmd->add_flag("--uncontested", c->uncontested,
                "North and South only, East and West passing, even with the whole deal and a bidder that competes "
                "(the thesis's setting, priced on its yardstick)");
  AddMeaningDealsOption(*cmd, c->options.meaning_deals, 0,
                        "deals sampled for each call's meaning (up to ten times more for rare auctions); 0: none");
  cmd->callback([c, &io, board, dealer] {
    c->board_or_dealer = board->count() > 0 || dealer->count() > 0;
    RunBid(*c, io);
  });
}

}  // namespace bidlab
