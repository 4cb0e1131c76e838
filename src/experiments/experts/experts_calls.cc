#include "experiments/experts/experts_calls.h"

#include <memory>

#include "cluster/worker_threads.h"
#include "core/error.h"
#include "eval/uncontested_seat.h"

namespace bidlab {

std::string DecisionName(Decision decision) {
  switch (decision) {
    case Decision::kOpening: return "opening";
    case Decision::kResponse: return "first response";
    case Decision::kCompetitive: return "competitive";
    case Decision::kOther: return "other";
  }
  throw Error("unknown decision");
}

Decision DecisionOf(const Auction& auction, int i) {
  const Seat caller = auction.SeatOfCall(i);
  int opening = -1;  // position of the first bid
  bool opponents_called = false, called_since_opening = false;
  for (int j = 0; j < i; ++j) {
    const Seat seat = auction.SeatOfCall(j);
    if (auction.calls()[j].IsPass()) {
      if (opening >= 0 && seat == caller) called_since_opening = true;
      continue;
    }
    if (opening < 0) opening = j;
    else if (seat == caller) called_since_opening = true;
    if (IsNorthSouth(seat) != IsNorthSouth(caller)) opponents_called = true;
  }
  if (opening < 0) return Decision::kOpening;
  if (opponents_called) return Decision::kCompetitive;
  if (auction.SeatOfCall(opening) == Partner(caller) && !called_since_opening) return Decision::kResponse;
  return Decision::kOther;
}

std::vector<AgreementRow> AgreementWithExperts(const std::vector<ScoredTable>& tables,
                                               const std::vector<const Bidder*>& bidders, int threads) {
  // Each table's decisions, in order: (table, call) pairs.
  std::vector<std::pair<std::size_t, int>> decisions;
  for (std::size_t t = 0; t < tables.size(); ++t)
    for (int i = 0; i < tables[t].table->auction.size(); ++i) decisions.emplace_back(t, i);
  std::vector<AgreementRow> rows;
  for (const Bidder* bidder : bidders) {
    std::vector<char> same(decisions.size());
    const std::size_t workers = WorkerCount(threads, tables.size(), 16);
    RunWorkers(workers, [&](std::size_t w) {
      const std::unique_ptr<Bidder> seated = SeatAtContestedTable(*bidder);
      for (std::size_t k = w; k < decisions.size() && !StopRequested(k); k += workers) {
        const auto [t, i] = decisions[k];
        const ExpertTable& table = *tables[t].table;
        Auction so_far(table.auction.dealer());
        for (int j = 0; j < i; ++j) so_far.Add(table.auction.calls()[j]);
        const Seat seat = so_far.NextToCall();
        const BidRequest request{seat, tables[t].deal->deal.hand(seat), &so_far, std::nullopt, table.vulnerability};
        same[k] = seated->Bid(request) == table.auction.calls()[i];
      }
    });
    AgreementRow row;
    row.bidder = bidder->Name();
    for (std::size_t k = 0; k < decisions.size(); ++k) {
      const auto [t, i] = decisions[k];
      AgreementTally& tally = row.by_decision[static_cast<int>(DecisionOf(tables[t].table->auction, i))];
      const bool bid = !tables[t].table->auction.calls()[i].IsPass();
      for (AgreementTally* x : {&tally, &row.all, bid ? &row.experts_bid : nullptr})
        if (x) {
          x->decisions++;
          x->same += same[k];
        }
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace bidlab
