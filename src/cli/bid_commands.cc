// bidlab bid: one auction, call by call, with what each call means (sampled
// from the bidder itself, eval/call_meaning.h) and the bidder's own reason;
// with the full deal (--deal "N:…") also its double-dummy result and its
// cost on the yardstick.
#include <CLI/CLI.hpp>
#include <cstdio>

#include "cli/bidder_choice.h"
#include "cli/cli.h"
#include "core/call_text.h"
#include "core/contract.h"
#include "core/error.h"
#include "data/cost_vector.h"
#include "dd/dds_solver.h"
#include "eval/call_meaning.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

struct BidCommand {
  BidderChoice bidder;
  std::string north, south, deal;
  std::string vulnerability = "None";
  std::size_t meaning_deals = 20000;  // 0: no meanings
};

std::string Padded(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

// Pads by characters, not bytes: "2♥" is two characters wide.
std::string PaddedSymbols(std::string text, std::size_t width) {
  std::size_t chars = 0;
  for (const char ch : text) chars += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  if (chars < width) text.append(width - chars, ' ');
  return text;
}

std::string Signed(int score) { return (score > 0 ? "+" : "") + std::to_string(score); }

void PrintOutcome(const Auction& auction, const Deal& deal, Vulnerability vulnerability, CliStreams& io) {
  const DoubleDummyTable table = DdsSolver(1).Solve(std::span<const Deal>(&deal, 1)).front();
  const CostVector cost = MakeCostVector(table, vulnerability);
  int best_call = 0;
  for (int c = 1; c < kNumFinalCalls; ++c)
    if (cost.scores[c] > cost.scores[best_call]) best_call = c;
  const std::string best = best_call == 0 ? "pass" : CallName(Call::FromIndex(best_call));

  const AuctionOutcome real = ScoreWithRealDeclarer(auction, table, vulnerability, ImpScale::kWbf, cost.best);
  io.out << "Double dummy (DDS), N-S tricks by strain (N/S):";
  for (int st = 0; st < kNumStrains; ++st)
    io.out << " " << StrainName(StrainAt(st)) << " " << table.Tricks(Seat::kNorth, StrainAt(st)) << "/"
           << table.Tricks(Seat::kSouth, StrainAt(st));
  io.out << "\n";
  if (real.contract.IsPassedOut()) {
    io.out << "Passed out: score 0; best " << Signed(cost.best) << " (" << best << "); cost " << real.cost << " IMP\n";
    return;
  }
  const int tricks = table.Tricks(real.contract.declarer, real.contract.strain);
  io.out << "Real declarer:    " << ContractName(real.contract) << ", " << tricks << " tricks, " << Signed(real.score)
         << ", cost " << real.cost << " IMP\n";
  const Call final_call = real.contract.bid();
  const Seat assumed = table.BestNorthSouthDeclarer(final_call.strain());
  io.out << "Assumed declarer: " << ContractName(Contract::Of(final_call, assumed)) << ", "
         << table.Tricks(assumed, final_call.strain()) << " tricks, " << Signed(cost.scores[final_call.index()])
         << ", cost " << cost.costs[final_call.index()] << " IMP (the yardstick)\n";
  io.out << "Best: " << best << " " << Signed(cost.best) << "\n";
}

void RunBid(const BidCommand& c, CliStreams& io) {
  const auto vulnerability = ParseVulnerability(c.vulnerability);
  if (!vulnerability) throw Error("--vulnerable: expected None, NS, EW or All, found \"" + c.vulnerability + "\"");
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
  // External programs answer too slowly to sample; the optimistic bound sees
  // partner's hand, so its calls have no meaning a partner could read.
  const bool sample_meanings = c.meaning_deals > 0 && c.bidder.command.empty() && !bidder->SeesPartnerHand();
  const std::unique_ptr<Bidder> sampler = sample_meanings ? bidder->Clone() : nullptr;
  MeaningSampling sampling;
  sampling.min_deals = c.meaning_deals;
  sampling.max_deals = 10 * c.meaning_deals;

  io.out << "North  " << Padded(FormatHandPbn(north), 20) << " (" << north.HighCardPoints() << " HCP)\n";
  io.out << "South  " << Padded(FormatHandPbn(south), 20) << " (" << south.HighCardPoints() << " HCP)\n";
  io.out << "Bidder " << bidder->Name() << "\n\n";

  // The uncontested setting, as the eval path bids it (evaluate.h,
  // BidUncontested), with each call's explanation.
  Auction auction(Seat::kNorth);
  BidRequest request;
  request.auction = &auction;
  while (!auction.IsComplete()) {
    const Seat seat = auction.NextToCall();
    if (!IsNorthSouth(seat)) {
      auction.Add(Call::Pass());
      continue;
    }
    request.seat = seat;
    request.hand = seat == Seat::kNorth ? north : south;
    if (bidder->SeesPartnerHand()) request.partner_hand = seat == Seat::kNorth ? south : north;
    const Call call = bidder->Bid(request);
    const std::string why = CallsWithSymbols(bidder->Explain(request));
    if (!IsLegalUncontested(auction, call))
      throw Error("bidder " + bidder->Name() + " made an illegal call " + CallName(call) + " after \"" +
                  FormatAuction(auction) + "\"");
    // The meaning first (what a player reads), the bidder's own reason below.
    const std::string indent(12, ' ');
    io.out << "  " << SeatChar(seat) << "  " << PaddedSymbols(CallSymbolName(call), 6) << " ";
    if (sample_meanings) {
      const AuctionMeanings meanings = MeaningsAfter(*sampler, auction, sampling);
      const CallMeaning* meaning = FindMeaning(meanings, call);
      io.out << (meaning ? MeaningLine(*meaning) : "never made on the " + std::to_string(meanings.reached) +
                                                       " sampled hands that reach this point");
      if (!why.empty()) io.out << "\n" << indent << why;
    } else {
      io.out << why;
    }
    io.out << "\n";
    auction.Add(call);
  }
  io.out << "\nAuction: " << FormatAuction(auction) << "\n";
  io.out << "Contract: " << ContractName(FinalContract(auction)) << "\n";
  if (deal) PrintOutcome(auction, *deal, *vulnerability, io);
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
  cmd->add_option("--vulnerable", c->vulnerability, "vulnerability for the score: None, NS, EW or All")
      ->capture_default_str();
  cmd->add_option("--meaning-deals", c->meaning_deals,
                  "deals sampled for each call's meaning (up to ten times more for rare auctions); 0: none")
      ->capture_default_str();
  cmd->callback([c, &io] { RunBid(*c, io); });
}

}  // namespace bidlab
