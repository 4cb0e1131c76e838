#include "report/deal_view.h"

#include <span>

#include "core/auction.h"
#include "core/call_text.h"
#include "core/contract.h"
#include "dd/dds_solver.h"
#include "eval/evaluate.h"
#include "io/pbn_deal.h"
#include "report/auction_grid.h"

namespace bidlab {

namespace {

std::string SuitText(Hand hand, Suit suit) {
  static const char kRanks[] = "23456789TJQKA";
  std::string text;
  const unsigned mask = hand.SuitMask(suit);
  for (int r = kNumRanks - 1; r >= 0; --r)
    if ((mask >> r) & 1u) text += kRanks[r];
  return text;
}

std::string SeatText(Seat seat) { return std::string(1, SeatChar(seat)); }

}  // namespace

nlohmann::json HandJson(Hand hand) {
  nlohmann::json suits;
  for (Suit s : {Suit::kSpades, Suit::kHearts, Suit::kDiamonds, Suit::kClubs})
    suits[StrainName(StrainOf(s))] = SuitText(hand, s);
  return {{"pbn", FormatHandPbn(hand)}, {"suits", suits}, {"hcp", hand.HighCardPoints()}};
}

nlohmann::json DdTableJson(const DoubleDummyTable& table) {
  nlohmann::json strains = nlohmann::json::array(), seats = nlohmann::json::array(), tricks = nlohmann::json::array();
  for (int s = 0; s < kNumSeats; ++s) seats.push_back(SeatText(SeatAt(s)));
  for (int st = 0; st < kNumStrains; ++st) {
    strains.push_back(StrainName(StrainAt(st)));
    nlohmann::json row = nlohmann::json::array();
    for (int s = 0; s < kNumSeats; ++s) row.push_back(table.Tricks(SeatAt(s), StrainAt(st)));
    tricks.push_back(row);
  }
  return {{"strains", strains}, {"seats", seats}, {"tricks", tricks}};
}

nlohmann::json CostsJson(const CostVector& cost) {
  nlohmann::json calls = nlohmann::json::array();
  for (int c = 0; c < kNumFinalCalls; ++c)
    calls.push_back({{"call", CallName(Call::FromIndex(c))}, {"score", cost.scores[c]}, {"cost", cost.costs[c]}});
  return {{"best", cost.best}, {"calls", calls}};
}

nlohmann::json AuctionJson(Bidder& bidder, Hand north, Hand south, const DoubleDummyTable* table,
                           const CostVector* cost) {
  nlohmann::json j = {{"bidder", bidder.Name()}};
  // The uncontested setting as BidUncontested bids it, keeping each
  // explanation, which BidUncontested does not.
  Auction auction(Seat::kNorth);
  BidRequest request;
  request.auction = &auction;
  nlohmann::json calls = nlohmann::json::array();
  while (!auction.IsComplete()) {
    const Seat seat = auction.NextToCall();
    if (!IsNorthSouth(seat)) {
      auction.Add(Call::Pass());
      calls.push_back({{"seat", SeatText(seat)}, {"call", "PASS"}, {"explanation", ""}});
      continue;
    }
    request.seat = seat;
    request.hand = seat == Seat::kNorth ? north : south;
    if (bidder.SeesPartnerHand()) request.partner_hand = seat == Seat::kNorth ? south : north;
    const Call call = bidder.Bid(request);
    if (!IsLegalUncontested(auction, call)) {
      j["error"] =
          bidder.Name() + " made an illegal call " + CallName(call) + " after \"" + FormatAuction(auction) + "\"";
      return j;
    }
    // The explanation is read by a person: its calls in suit symbols.
    calls.push_back({{"seat", SeatText(seat)},
                     {"call", CallName(call)},
                     {"explanation", CallsWithSymbols(bidder.Explain(request))}});
    auction.Add(call);
  }
  const Contract contract = FinalContract(auction);
  j["calls"] = calls;
  j["auction"] = FormatAuction(auction);
  j["grid"] = AuctionGridJson(auction);
  j["final_call"] = CallName(contract.bid());
  j["contract"] = ContractName(contract, CallName);
  j["type"] = ContractTypeName(ContractTypeOf(contract.bid()));
  if (cost) {
    const int index = contract.bid().index();
    j["score"] = cost->scores[index];
    j["cost"] = cost->costs[index];
  }
  if (table && !contract.IsPassedOut()) {
    const Seat assumed = table->BestNorthSouthDeclarer(contract.strain);
    j["declarer"] = SeatText(assumed);
    j["tricks"] = table->Tricks(assumed, contract.strain);
  }
  return j;
}

nlohmann::json DealJson(const DealView& view, const std::vector<std::unique_ptr<Bidder>>& bidders) {
  const DoubleDummyTable table =
      view.table ? *view.table : DdsSolver(1).Solve(std::span<const Deal>(&view.deal, 1)).front();
  const CostVector cost = MakeCostVector(table, view.vulnerability);
  nlohmann::json hands;
  for (int s = 0; s < kNumSeats; ++s) hands[SeatText(SeatAt(s))] = HandJson(view.deal.hand(SeatAt(s)));
  nlohmann::json auctions = nlohmann::json::array();
  for (const auto& bidder : bidders)
    auctions.push_back(AuctionJson(*bidder, view.deal.hand(Seat::kNorth), view.deal.hand(Seat::kSouth), &table, &cost));
  return {{"title", view.title},
          {"pbn", FormatDealPbn(view.deal)},
          {"dealer", "N"},  // the uncontested setting's
          {"vulnerability", VulnerabilityName(view.vulnerability)},
          {"hands", hands},
          {"dd", DdTableJson(table)},
          {"costs", CostsJson(cost)},
          {"auctions", auctions}};
}

}  // namespace bidlab
