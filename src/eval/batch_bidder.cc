#include "eval/batch_bidder.h"

#include <memory>

#include "eval/batch_answers.h"

namespace bidlab {

namespace {

// An unfinished auction of the lockstep rounds.
struct Table {
  std::size_t deal = 0;  // position in the deals
  Auction auction{Seat::kNorth};
};

// East and West pass until North or South is to call, or the auction ends.
void PassForEastWest(Auction& auction) {
  while (!auction.IsComplete() && !IsNorthSouth(auction.NextToCall())) auction.Add(Call::Pass());
}

}  // namespace

EvalResult EvaluateBatched(BatchBidder& bidder, const std::vector<ScoredDeal>& deals, const EvalOptions& options) {
  const std::string name = bidder.Name();
  auto answers = std::make_shared<BatchAnswers>(name, "deal");
  std::vector<Table> open(deals.size());
  for (std::size_t i = 0; i < deals.size(); ++i) open[i].deal = i;
  std::vector<BidRequest> requests;
  std::vector<Call> calls;
  while (!open.empty()) {
    requests.assign(open.size(), BidRequest{});
    for (std::size_t k = 0; k < open.size(); ++k) {
      const ScoredDeal& deal = deals[open[k].deal];
      BidRequest& r = requests[k];
      r.seat = open[k].auction.NextToCall();
      r.hand = r.seat == Seat::kNorth ? deal.north : deal.south;
      r.auction = &open[k].auction;
    }
    calls.assign(open.size(), Call::Pass());
    bidder.BidBatch(requests, calls);
    std::vector<Table> still_open;
    still_open.reserve(open.size());
    for (std::size_t k = 0; k < open.size(); ++k) {
      Table& table = open[k];
      answers->Record(requests[k], calls[k], deals[table.deal].id);
      // An illegal call stops this auction here; Evaluate meets it and says so.
      if (!IsLegalUncontested(table.auction, calls[k])) continue;
      table.auction.Add(calls[k]);
      PassForEastWest(table.auction);
      if (!table.auction.IsComplete()) still_open.push_back(std::move(table));
    }
    open = std::move(still_open);
  }
  return Evaluate(*MakeReplayBidder(name, answers, false), deals, options);
}

}  // namespace bidlab
