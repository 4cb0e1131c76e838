#include "eval/facit_eval.h"

#include <algorithm>
#include <sstream>

#include "core/contract.h"

namespace bidlab {

std::vector<ScoredDeal> FacitScoredDeals(const std::vector<FacitBoard>& boards) {
  std::vector<ScoredDeal> deals;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const FacitBoard& b = boards[i];
    ScoredDeal d;
    d.id = i;
    d.north = b.deal.hand(Seat::kNorth);
    d.south = b.deal.hand(Seat::kSouth);
    d.deal = b.deal;
    d.vulnerability = b.vulnerability;
    d.cost.best = kFacitTop;
    for (int c = 1; c < kNumFinalCalls; ++c) {
      const Call bid = Call::FromIndex(c);
      d.cost.scores[c] = std::max(FacitPoints(b.table, Contract::Of(bid, Seat::kNorth)),
                                  FacitPoints(b.table, Contract::Of(bid, Seat::kSouth)));
    }
    for (int c = 0; c < kNumFinalCalls; ++c) d.cost.costs[c] = kFacitTop - d.cost.scores[c];
    deals.push_back(d);
  }
  return deals;
}

FacitResult EvaluateFacit(const Bidder& bidder, const std::vector<FacitBoard>& boards, const std::string& source,
                          int threads) {
  std::vector<Seat> dealers;
  for (const FacitBoard& b : boards) dealers.push_back(b.dealer);
  const EvalResult eval =
      EvaluateFromDealers(bidder, FacitScoredDeals(boards), dealers, {.threads = threads, .keep_auctions = true});
  FacitResult result;
  result.bidder = eval.bidder;
  result.source = source;
  result.maximum = kFacitTop * static_cast<int>(boards.size());
  for (const DealOutcome& o : eval.outcomes) {
    const FacitBoard& b = boards[o.id];
    const Contract contract = FinalContract(o.auction);
    const int points = FacitPoints(b.table, contract);
    result.boards.push_back({b.board, FormatAuction(o.auction), contract, points, b.opponents_bid});
    result.total += points;
    if (!b.opponents_bid) {
      result.total_silent += points;
      result.maximum_silent += kFacitTop;
    }
  }
  return result;
}

std::string FormatFacitTable(const FacitResult& result) {
  // Padded by characters, not bytes: a suit symbol is three bytes of UTF-8 and one column.
  auto pad = [](const std::string& text, std::size_t width) {
    const auto columns = static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
    return text + std::string(columns < width ? width - columns : 1, ' ');
  };
  std::ostringstream out;
  out << result.bidder << " on " << result.source << ": " << result.total << " of " << result.maximum
      << " points (experts' score tables); " << result.total_silent << " of " << result.maximum_silent
      << " on the boards where East-West pass in the challenge too\n";
  out << "board  points  contract      auction\n";
  for (const FacitBoardResult& b : result.boards)
    out << pad(b.board, 7) << pad(std::to_string(b.points), 8) << pad(ContractName(b.contract), 14) << b.auction
        << (b.opponents_bid ? "   (the challenge has East-West bidding)" : "") << "\n";
  return out.str();
}

nlohmann::json FacitResultJson(const FacitResult& result) {
  nlohmann::json boards = nlohmann::json::array();
  for (const FacitBoardResult& b : result.boards)
    boards.push_back({{"board", b.board},
                      {"points", b.points},
                      {"contract", ContractName(b.contract)},
                      {"auction", b.auction},
                      {"opponents_bid", b.opponents_bid}});
  return {{"bidder", result.bidder},
          {"source", result.source},
          {"points", result.total},
          {"maximum", result.maximum},
          {"points_silent", result.total_silent},
          {"maximum_silent", result.maximum_silent},
          {"boards", boards}};
}

}  // namespace bidlab
