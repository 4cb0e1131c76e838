#include "experiments/one_deal/table_walkthrough.h"

#include <memory>
#include <optional>
#include <span>
#include <string>

#include "core/board.h"
#include "core/call_text.h"
#include "core/contract.h"
#include "dd/dds_solver.h"
#include "eval/batch_answers.h"
#include "eval/call_meaning.h"
#include "eval/contested_auction.h"
#include "eval/duplicate_match.h"
#include "eval/uncontested_seat.h"
#include "experiments/one_deal/walkthrough_text.h"

namespace bidlab {

namespace {

MatchBoard BoardOf(const Deal& deal, const BidWalkthroughOptions& options) {
  MatchBoard board;
  board.number = options.board;
  board.deal = deal;
  board.table = DdsSolver(1).Solve(std::span<const Deal>(&deal, 1)).front();
  board.dealer = options.board > 0 ? BoardDealer(options.board) : options.dealer;
  board.vulnerability = options.board > 0 ? BoardVulnerability(options.board) : options.vulnerability;
  return board;
}

void PrintOutcome(const MatchBoard& board, const Auction& auction, std::ostream& out) {
  out << "Double dummy (DDS), tricks by strain (N/E/S/W):";
  for (int st = 0; st < kNumStrains; ++st) {
    out << " " << StrainSymbol(StrainAt(st)) << " ";
    for (int s = 0; s < kNumSeats; ++s) out << (s ? "/" : "") << board.table.Tricks(SeatAt(s), StrainAt(st));
  }
  out << "\n";
  const TableResult result = ScoreAuction(auction, board);
  out << "Contract: " << ContractName(result.contract);
  if (!result.contract.IsPassedOut()) out << ", " << result.tricks << " tricks";
  out << ", N-S " << SignedScore(result.score) << "\n";
  const DoubleDummyPar par = ParOf(board.table, board.dealer, board.vulnerability);
  out << "Par: N-S " << SignedScore(par.score) << " (" << ParContractsText(par.contracts) << ")\n";
}

}  // namespace

void TableWalkthrough(const Bidder& north_south, const Bidder& east_west, const Deal& deal,
                      const BidWalkthroughOptions& options, std::ostream& out) {
  const MatchBoard board = BoardOf(deal, options);
  const std::unique_ptr<Bidder> ns = SeatAtContestedTable(north_south);
  const std::unique_ptr<Bidder> ew = SeatAtContestedTable(east_west);
  // Meanings at this table: both pairs bid every seat of the sampled deals,
  // at the board's vulnerability; remembered, each decision is made once
  // however many calls' meanings replay it.
  const bool sample_meanings =
      options.sample_meanings && options.meaning_deals > 0 && !ns->SeesPartnerHand() && !ew->SeesPartnerHand();
  const std::unique_ptr<Bidder> sampler =
      sample_meanings ? MakeRememberingBidder(std::make_unique<TableOfPairs>(*ns, *ew)) : nullptr;
  MeaningSampling sampling = StandardMeaningSampling(options.meaning_deals, board.vulnerability);
  sampling.every_seat = true;

  out << (board.number > 0 ? "Board " + std::to_string(board.number) + ": dealer " : "Dealer ")
      << SeatWord(board.dealer) << ", vulnerable " << VulnerabilityName(board.vulnerability) << "\n";
  for (int s = 0; s < kNumSeats; ++s) WriteHandLine(SeatWord(SeatAt(s)), deal.hand(SeatAt(s)), out);
  out << "N-S    " << ns->Name() << "\nE-W    " << ew->Name() << "\n\n";
  const TableSeats seats = {ns.get(), ew.get(), ns.get(), ew.get()};
  const Auction auction = BidContested(
      seats, deal, board.dealer, board.vulnerability, board.number, [&](const BidRequest& request, Call call) {
        const std::string why = CallsWithSymbols(seats[ToInt(request.seat)]->Explain(request));
        const std::optional<AuctionMeanings> meanings =
            sample_meanings ? std::optional(MeaningsAfter(*sampler, *request.auction, sampling)) : std::nullopt;
        WriteCallLine(request.seat, call, why, meanings ? &*meanings : nullptr, out);
      });
  out << "\nAuction: " << CallsWithSymbols(FormatAuction(auction)) << "\n";
  PrintOutcome(board, auction, out);
}

}  // namespace bidlab
