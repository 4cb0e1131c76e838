#include "eval/batch_bidder.h"

#include <memory>
#include <unordered_map>

#include "core/error.h"

namespace bidlab {

namespace {

// A decision's key: the caller's cards, then the call indices so far.
std::string DecisionKey(const Hand& hand, const Auction& auction) {
  std::string key(sizeof(std::uint64_t) + auction.calls().size(), '\0');
  const std::uint64_t mask = hand.mask();
  for (std::size_t b = 0; b < sizeof mask; ++b) key[b] = static_cast<char>((mask >> (8 * b)) & 0xFFu);
  for (std::size_t i = 0; i < auction.calls().size(); ++i)
    key[sizeof mask + i] = static_cast<char>(auction.calls()[i].index());
  return key;
}

struct Answer {
  Call call;
  std::uint64_t deal_id = 0;
};
using Answers = std::unordered_map<std::string, Answer>;

// Replays the batched bidder's answers for Evaluate (read-only, so its
// clones share them across threads).
class ReplayBidder : public Bidder {
 public:
  ReplayBidder(std::string name, std::shared_ptr<const Answers> answers)
      : name_(std::move(name)), answers_(std::move(answers)) {}
  std::string Name() const override { return name_; }
  Call Bid(const BidRequest& request) override {
    const auto found = answers_->find(DecisionKey(request.hand, *request.auction));
    // Every decision of every auction was asked in the lockstep rounds.
    if (found == answers_->end())
      throw Error("batched bidder " + name_ + " was not asked about the auction \"" + FormatAuction(*request.auction) +
                  "\"");
    return found->second.call;
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<ReplayBidder>(name_, answers_); }

 private:
  std::string name_;
  std::shared_ptr<const Answers> answers_;
};

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
  auto answers = std::make_shared<Answers>();
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
      const std::uint64_t id = deals[table.deal].id;
      const auto [it, inserted] =
          answers->try_emplace(DecisionKey(requests[k].hand, table.auction), Answer{calls[k], id});
      if (!inserted && it->second.call != calls[k])
        throw Error("batched bidder " + name + " answered the same hand and auction \"" + FormatAuction(table.auction) +
                    "\" with " + CallName(it->second.call) + " on deal " + std::to_string(it->second.deal_id) +
                    " and " + CallName(calls[k]) + " on deal " + std::to_string(id) +
                    ": a call must depend only on the hand and the auction");
      // An illegal call stops this auction here; Evaluate meets it and says so.
      if (!IsLegalUncontested(table.auction, calls[k])) continue;
      table.auction.Add(calls[k]);
      PassForEastWest(table.auction);
      if (!table.auction.IsComplete()) still_open.push_back(std::move(table));
    }
    open = std::move(still_open);
  }
  return Evaluate(ReplayBidder(name, answers), deals, options);
}

}  // namespace bidlab
