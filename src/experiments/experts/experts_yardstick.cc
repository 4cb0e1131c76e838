#include "experiments/experts/experts_yardstick.h"

#include <optional>

#include "data/cost_vector.h"
#include "eval/board_eval.h"

namespace bidlab {
namespace {

// A table as the yardstick sees it: its bidding side as North-South.
struct TurnedTable {
  ScoredDeal deal;
  Seat dealer = Seat::kNorth;
  Auction auction;
};

// The seats turned a quarter back (East becomes North) when `side` is
// East-West, so that the side that bid sits North-South; unchanged otherwise.
TurnedTable TurnToNorthSouth(const ScoredTable& t, Seat side, std::uint64_t id) {
  const bool turn = !IsNorthSouth(side);
  Deal deal = t.deal->deal;
  DoubleDummyTable dd = t.dd;
  Seat dealer = t.table->auction.dealer();
  Vulnerability vulnerability = t.table->vulnerability;
  if (turn) {
    deal = deal.Rotated().Rotated().Rotated();  // East's cards to North, …
    for (int s = 0; s < kNumSeats; ++s)
      for (int k = 0; k < kNumStrains; ++k)
        dd.Set(SeatAt(s), static_cast<Strain>(k), t.dd.Tricks(NextSeat(SeatAt(s)), static_cast<Strain>(k)));
    dealer = SeatAt((ToInt(dealer) + kNumSeats - 1) % kNumSeats);
    if (vulnerability == Vulnerability::kNorthSouth) vulnerability = Vulnerability::kEastWest;
    else if (vulnerability == Vulnerability::kEastWest) vulnerability = Vulnerability::kNorthSouth;
  }
  TurnedTable turned{{}, dealer, Auction(dealer)};
  for (const Call call : t.table->auction.calls()) turned.auction.Add(call);
  turned.deal.id = id;
  turned.deal.north = deal.hand(Seat::kNorth);
  turned.deal.south = deal.hand(Seat::kSouth);
  turned.deal.deal = deal;
  turned.deal.table = dd;
  turned.deal.vulnerability = vulnerability;
  turned.deal.cost = MakeCostVector(dd, vulnerability);
  return turned;
}

}  // namespace

YardstickResult UncontestedYardstick(const std::vector<ScoredTable>& tables, const std::vector<const Bidder*>& bidders,
                                     int threads) {
  std::vector<ScoredDeal> deals;
  std::vector<Seat> dealers;
  std::vector<ContractType> types;  // the experts' contract type, a table each
  YardstickRow experts{"experts", 0, {}};
  long total = 0;
  for (const ScoredTable& t : tables) {
    const std::optional<Seat> side = OnlyBiddingSide(t.table->auction);
    if (!side) continue;
    TurnedTable turned = TurnToNorthSouth(t, *side, deals.size());
    const AuctionOutcome outcome = ScoreWithRealDeclarer(turned.auction, *turned.deal.table, turned.deal.vulnerability,
                                                         ImpScale::kWbf, turned.deal.cost.best);
    const ContractType type = ContractTypeOf(outcome.contract.bid());
    total += outcome.cost;
    experts.by_experts_type[static_cast<int>(type)].deals++;
    experts.by_experts_type[static_cast<int>(type)].total_cost += outcome.cost;
    types.push_back(type);
    deals.push_back(turned.deal);
    dealers.push_back(turned.dealer);
  }
  YardstickResult result;
  result.tables = deals.size();
  for (const ContractType type : types) result.tables_by_type[static_cast<int>(type)]++;
  if (deals.empty()) return result;
  experts.avg_cost = static_cast<double>(total) / static_cast<double>(deals.size());
  result.rows.push_back(experts);
  EvalOptions options;
  options.declarer = DeclarerRule::kReal;
  options.threads = threads;
  options.keep_auctions = true;
  for (const Bidder* bidder : bidders) {
    const EvalResult eval = EvaluateFromDealers(*bidder, deals, dealers, options);
    YardstickRow row{eval.bidder, eval.avg_cost, {}};
    for (const DealOutcome& o : eval.outcomes) {
      TypeTally& tally = row.by_experts_type[static_cast<int>(types[o.id])];
      tally.deals++;
      tally.total_cost += o.cost;
    }
    result.rows.push_back(row);
  }
  return result;
}

}  // namespace bidlab
