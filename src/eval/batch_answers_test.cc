#include "eval/batch_answers.h"

#include <gtest/gtest.h>

#include "data/dealer.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

// SAYC, counting the decisions it is asked; `sees_partner` pretends it
// reads partner's hand.
class Counting : public Bidder {
 public:
  Counting(std::shared_ptr<int> asked, bool sees_partner) : asked_(std::move(asked)), sees_partner_(sees_partner) {}
  std::string Name() const override { return "counted"; }
  bool SeesPartnerHand() const override { return sees_partner_; }
  Call Bid(const BidRequest& request) override {
    ++*asked_;
    return sayc_->Bid(request);
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<Counting>(asked_, sees_partner_); }

 private:
  std::shared_ptr<int> asked_;
  bool sees_partner_;
  std::unique_ptr<Bidder> sayc_ = MakeBidder("sayc");
};

// North's opening and South's answer to it on `deals` deals, through `bidder`.
std::vector<Call> OpeningsAndAnswers(Bidder& bidder, int deals) {
  std::vector<Call> calls;
  for (int i = 0; i < deals; ++i) {
    const Deal deal = DealAt(36, static_cast<std::uint64_t>(i));
    Auction auction;
    calls.push_back(bidder.Bid({Seat::kNorth, deal.hand(Seat::kNorth), &auction, std::nullopt, Vulnerability::kNone}));
    auction.Add(calls.back());
    auction.Add(Call::Pass());
    calls.push_back(bidder.Bid({Seat::kSouth, deal.hand(Seat::kSouth), &auction, std::nullopt, Vulnerability::kNone}));
  }
  return calls;
}

TEST(RememberingBidder, AsksEachDecisionOnceAndReplaysTheSameCalls) {
  RegisterAllBidders();
  auto asked = std::make_shared<int>(0);
  Counting plain(asked, false);
  const std::vector<Call> expected = OpeningsAndAnswers(plain, 100);
  *asked = 0;
  const std::unique_ptr<Bidder> remembering = MakeRememberingBidder(plain.Clone());
  EXPECT_EQ(remembering->Name(), "counted");
  EXPECT_EQ(OpeningsAndAnswers(*remembering, 100), expected);
  EXPECT_EQ(*asked, 200);
  EXPECT_EQ(OpeningsAndAnswers(*remembering, 100), expected);
  EXPECT_EQ(*asked, 200) << "the second pass is all replayed";
  const std::unique_ptr<Bidder> clone = remembering->Clone();
  EXPECT_EQ(OpeningsAndAnswers(*clone, 10), std::vector<Call>(expected.begin(), expected.begin() + 20));
  EXPECT_EQ(*asked, 220) << "a clone remembers afresh";
}

TEST(RememberingBidder, ABidderThatSeesPartnersHandIsAskedEveryTime) {
  RegisterAllBidders();
  auto asked = std::make_shared<int>(0);
  const std::unique_ptr<Bidder> remembering = MakeRememberingBidder(std::make_unique<Counting>(asked, true));
  EXPECT_TRUE(remembering->SeesPartnerHand());
  OpeningsAndAnswers(*remembering, 10);
  OpeningsAndAnswers(*remembering, 10);
  EXPECT_EQ(*asked, 40);
}

}  // namespace
}  // namespace bidlab
