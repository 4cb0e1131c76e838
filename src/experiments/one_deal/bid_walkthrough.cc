#include "experiments/one_deal/bid_walkthrough.h"

#include <span>
#include <string>

#include "core/board.h"
#include "core/call_text.h"
#include "core/contract.h"
#include "core/error.h"
#include "data/cost_vector.h"
#include "dd/dds_solver.h"
#include "eval/batch_answers.h"
#include "eval/call_meaning.h"
#include "eval/evaluate.h"
#include "experiments/one_deal/walkthrough_text.h"
#include "io/pbn_deal.h"

namespace bidlab {

namespace {

void PrintOutcome(const Auction& auction, const Deal& deal, Vulnerability vulnerability, std::ostream& out) {
  const DoubleDummyTable table = DdsSolver(1).Solve(std::span<const Deal>(&deal, 1)).front();
  const CostVector cost = MakeCostVector(table, vulnerability);
  int best_call = 0;
  for (int c = 1; c < kNumFinalCalls; ++c)
    if (cost.scores[c] > cost.scores[best_call]) best_call = c;
  const std::string best = best_call == 0 ? "pass" : CallSymbolName(Call::FromIndex(best_call));

  const AuctionOutcome real = ScoreWithRealDeclarer(auction, table, vulnerability, ImpScale::kWbf, cost.best);
  out << "Double dummy (DDS), N-S tricks by strain (N/S):";
  for (int st = 0; st < kNumStrains; ++st)
    out << " " << StrainName(StrainAt(st)) << " " << table.Tricks(Seat::kNorth, StrainAt(st)) << "/"
        << table.Tricks(Seat::kSouth, StrainAt(st));
  out << "\n";
  if (real.contract.IsPassedOut()) {
    out << "Passed out: score 0; best " << SignedScore(cost.best) << " (" << best << "); cost " << real.cost
        << " IMP\n";
    return;
  }
  const int tricks = table.Tricks(real.contract.declarer, real.contract.strain);
  out << "Real declarer:    " << ContractName(real.contract) << ", " << tricks << " tricks, " << SignedScore(real.score)
      << ", cost " << real.cost << " IMP\n";
  const Call final_call = real.contract.bid();
  const Seat assumed = table.BestNorthSouthDeclarer(final_call.strain());
  out << "Assumed declarer: " << ContractName(Contract::Of(final_call, assumed)) << ", "
      << table.Tricks(assumed, final_call.strain()) << " tricks, " << SignedScore(cost.scores[final_call.index()])
      << ", cost " << cost.costs[final_call.index()] << " IMP (the yardstick)\n";
  out << "Best: " << best << " " << SignedScore(cost.best) << "\n";
}

}  // namespace

void BidWalkthrough(Bidder& bidder, const Hand& north, const Hand& south, const std::optional<Deal>& deal,
                    const BidWalkthroughOptions& options, std::ostream& out) {
  // The optimistic bound sees partner's hand, so its calls have no meaning a
  // partner could read.
  const bool sample_meanings = options.sample_meanings && options.meaning_deals > 0 && !bidder.SeesPartnerHand();
  // Each call's meaning replays the calls before it on the same deals: remembered, each is made once.
  const std::unique_ptr<Bidder> sampler = sample_meanings ? MakeRememberingBidder(bidder.Clone()) : nullptr;
  const MeaningSampling sampling = StandardMeaningSampling(options.meaning_deals);

  const Seat dealer = options.board > 0 ? BoardDealer(options.board) : options.dealer;
  const Vulnerability vulnerability = options.board > 0 ? BoardVulnerability(options.board) : options.vulnerability;
  // The pair's auction is the uncontested one whoever deals: its first
  // speaker (South when East or South deals) bids in North's place.
  const bool south_first = dealer == Seat::kEast || dealer == Seat::kSouth;
  WriteHandLine("North", north, out);
  WriteHandLine("South", south, out);
  if (dealer != Seat::kNorth || options.board > 0)
    out << (options.board > 0 ? "Board " + std::to_string(options.board) + ": dealer " : "Dealer ") << SeatWord(dealer)
        << ", vulnerable " << VulnerabilityName(vulnerability) << "; East and West pass\n";
  out << "Bidder " << bidder.Name() << "\n\n";
  const Auction pair_auction = BidUncontested(
      bidder, south_first ? south : north, south_first ? north : south, 0, [&](const BidRequest& request, Call call) {
        const std::string why = CallsWithSymbols(bidder.Explain(request));
        const std::optional<AuctionMeanings> meanings =
            sample_meanings ? std::optional(MeaningsAfter(*sampler, *request.auction, sampling)) : std::nullopt;
        WriteCallLine(south_first ? Partner(request.seat) : request.seat, call, why, meanings ? &*meanings : nullptr,
                      out);
      });
  const Auction auction = AtTheTable(pair_auction, dealer);
  out << "\nAuction: " << CallsWithSymbols(FormatAuction(auction)) << "\n";
  out << "Contract: " << ContractName(FinalContract(auction)) << "\n";
  if (deal) PrintOutcome(auction, *deal, vulnerability, out);
}

BidHands ParseBidHands(const std::string& north_text, const std::string& south_text, const std::string& deal_text) {
  BidHands h;
  if (!deal_text.empty()) {
    h.deal = ParseDealPbn(deal_text);
    h.north = h.deal->hand(Seat::kNorth);
    h.south = h.deal->hand(Seat::kSouth);
    if ((!north_text.empty() && ParseHandPbn(north_text) != h.north) ||
        (!south_text.empty() && ParseHandPbn(south_text) != h.south))
      throw Error("--north/--south differ from the hands in --deal");
  } else {
    if (north_text.empty() || south_text.empty()) throw Error("give --north HAND and --south HAND, or --deal \"N:…\"");
    h.north = ParseHandPbn(north_text);
    h.south = ParseHandPbn(south_text);
    for (const auto& [name, hand] : {std::pair{"--north", h.north}, std::pair{"--south", h.south}})
      if (hand.Size() != kCardsPerHand)
        throw Error(std::string(name) + ": expected 13 cards, found " + std::to_string(hand.Size()));
    if ((h.north.mask() & h.south.mask()) != 0) throw Error("--north and --south hold the same card");
  }
  return h;
}

}  // namespace bidlab
