#include "eval/batch_answers.h"

#include "core/error.h"

namespace bidlab {

namespace {

// A decision's key: seat, vulnerability, dealer, the caller's cards, then
// the call indices so far.
std::string DecisionKey(const BidRequest& request) {
  const Auction& auction = *request.auction;
  constexpr std::size_t kHead = 3 + sizeof(std::uint64_t);
  std::string key(kHead + auction.calls().size(), '\0');
  key[0] = static_cast<char>(ToInt(request.seat));
  key[1] = static_cast<char>(request.vulnerability);
  key[2] = static_cast<char>(ToInt(auction.dealer()));
  const std::uint64_t mask = request.hand.mask();
  for (std::size_t b = 0; b < sizeof mask; ++b) key[3 + b] = static_cast<char>((mask >> (8 * b)) & 0xFFu);
  for (std::size_t i = 0; i < auction.calls().size(); ++i)
    key[kHead + i] = static_cast<char>(auction.calls()[i].index());
  return key;
}

class ReplayBidder : public Bidder {
 public:
  ReplayBidder(std::string name, std::shared_ptr<const BatchAnswers> answers, bool competes)
      : name_(std::move(name)), answers_(std::move(answers)), competes_(competes) {}
  std::string Name() const override { return name_; }
  bool Competes() const override { return competes_; }
  Call Bid(const BidRequest& request) override {
    const std::optional<Call> call = answers_->Find(request);
    // Every decision of every auction was asked in the lockstep rounds.
    if (!call)
      throw Error("batched bidder " + name_ + " was not asked about the auction \"" + FormatAuction(*request.auction) +
                  "\"");
    return *call;
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<ReplayBidder>(name_, answers_, competes_); }

 private:
  std::string name_;
  std::shared_ptr<const BatchAnswers> answers_;
  bool competes_;
};

class RememberingBidder : public Bidder {
 public:
  explicit RememberingBidder(std::unique_ptr<Bidder> inner)
      : inner_(std::move(inner)), answers_(inner_->Name(), "decision") {}
  std::string Name() const override { return inner_->Name(); }
  bool Competes() const override { return inner_->Competes(); }
  bool SeesPartnerHand() const override { return inner_->SeesPartnerHand(); }
  Call Bid(const BidRequest& request) override {
    // A decision's key leaves partner's hand out: such a bidder is asked every time.
    if (inner_->SeesPartnerHand()) return inner_->Bid(request);
    if (const std::optional<Call> known = answers_.Find(request)) return *known;
    const Call call = inner_->Bid(request);
    answers_.Record(request, call, ++asked_);
    return call;
  }
  std::string Explain(const BidRequest& request) override { return inner_->Explain(request); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<RememberingBidder>(inner_->Clone()); }

 private:
  std::unique_ptr<Bidder> inner_;
  BatchAnswers answers_;
  std::uint64_t asked_ = 0;
};

}  // namespace

void BatchAnswers::Record(const BidRequest& request, Call call, std::uint64_t number) {
  const auto [it, inserted] = answers_.try_emplace(DecisionKey(request), Answer{call, number});
  if (!inserted && it->second.call != call)
    throw Error("batched bidder " + name_ + " answered the same hand and auction \"" + FormatAuction(*request.auction) +
                "\" with " + CallName(it->second.call) + " on " + where_ + " " + std::to_string(it->second.number) +
                " and " + CallName(call) + " on " + where_ + " " + std::to_string(number) +
                ": a call must depend only on the hand and the auction");
}

std::optional<Call> BatchAnswers::Find(const BidRequest& request) const {
  const auto found = answers_.find(DecisionKey(request));
  if (found == answers_.end()) return std::nullopt;
  return found->second.call;
}

std::unique_ptr<Bidder> MakeReplayBidder(std::string name, std::shared_ptr<const BatchAnswers> answers, bool competes) {
  return std::make_unique<ReplayBidder>(std::move(name), std::move(answers), competes);
}

std::unique_ptr<Bidder> MakeRememberingBidder(std::unique_ptr<Bidder> inner) {
  if (std::unique_ptr<Bidder> stand_in = inner->MeaningSampler()) inner = std::move(stand_in);
  return std::make_unique<RememberingBidder>(std::move(inner));
}

}  // namespace bidlab
