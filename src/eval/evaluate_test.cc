#include "eval/evaluate.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "core/error.h"
#include "data/dealer.h"
#include "learn/pass_bidder.h"

namespace bidlab {
namespace {

// Opens 3NT with North, then passes: a fixed, legal sequence.
class ThreeNoTrumpBidder : public Bidder {
 public:
  std::string Name() const override { return "3nt"; }
  Call Bid(const BidRequest& r) override {
    return r.auction->LastBid() ? Call::Pass() : Call::Bid(3, Strain::kNoTrump);
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<ThreeNoTrumpBidder>(); }
};

// Bids 1C over and over: illegal the second time.
class RepeatingBidder : public Bidder {
 public:
  std::string Name() const override { return "repeat"; }
  Call Bid(const BidRequest&) override { return Call::Bid(1, Strain::kClubs); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<RepeatingBidder>(); }
};

// Fails on the deals whose North hand is one of `failing`'s, the first of
// them only after `delay`: the later failure in time is the lower deal.
class FailingBidder : public Bidder {
 public:
  FailingBidder(std::vector<Hand> failing, std::chrono::milliseconds delay)
      : failing_(std::move(failing)), delay_(delay) {}
  std::string Name() const override { return "failing"; }
  Call Bid(const BidRequest& r) override {
    for (std::size_t k = 0; k < failing_.size(); ++k)
      if (r.hand == failing_[k]) {
        if (k == 0) std::this_thread::sleep_for(delay_);
        throw Error("no call for hand " + std::to_string(k));
      }
    return Call::Pass();
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<FailingBidder>(*this); }

 private:
  std::vector<Hand> failing_;
  std::chrono::milliseconds delay_;
};

std::vector<ScoredDeal> MadeUpDeals(int n) {
  std::vector<ScoredDeal> deals;
  for (int i = 0; i < n; ++i) {
    const Deal deal = DealAt(77, static_cast<std::uint64_t>(i));
    ScoredDeal d;
    d.id = static_cast<std::uint64_t>(i);
    d.north = deal.hand(Seat::kNorth);
    d.south = deal.hand(Seat::kSouth);
    for (int c = 0; c < kNumFinalCalls; ++c) d.cost.costs[c] = (c + i) % 25;
    deals.push_back(d);
  }
  return deals;
}

TEST(ContractType, GamesStartAtThreeNoTrumpFourMajorFiveMinor) {
  EXPECT_EQ(ContractTypeOf(Call::Pass()), ContractType::kPass);
  EXPECT_EQ(ContractTypeOf(Call::Bid(2, Strain::kNoTrump)), ContractType::kPartial);
  EXPECT_EQ(ContractTypeOf(Call::Bid(3, Strain::kNoTrump)), ContractType::kGame);
  EXPECT_EQ(ContractTypeOf(Call::Bid(3, Strain::kSpades)), ContractType::kPartial);
  EXPECT_EQ(ContractTypeOf(Call::Bid(4, Strain::kHearts)), ContractType::kGame);
  EXPECT_EQ(ContractTypeOf(Call::Bid(4, Strain::kDiamonds)), ContractType::kPartial);
  EXPECT_EQ(ContractTypeOf(Call::Bid(5, Strain::kClubs)), ContractType::kGame);
  EXPECT_EQ(ContractTypeOf(Call::Bid(6, Strain::kClubs)), ContractType::kSlam);
  EXPECT_EQ(ContractTypeOf(Call::Bid(7, Strain::kNoTrump)), ContractType::kGrand);
}

TEST(Evaluate, AlwaysPassCostsTheCostOfPass) {
  const auto deals = MadeUpDeals(200);
  const EvalResult r = Evaluate(PassBidder(), deals);
  long expected = 0;
  for (const auto& d : deals) expected += d.cost.costs[0];
  EXPECT_EQ(r.deals, 200u);
  EXPECT_EQ(r.total_cost, expected);
  EXPECT_DOUBLE_EQ(r.avg_cost, static_cast<double>(expected) / 200.0);
  EXPECT_EQ(r.by_type[0].deals, 200u);
}

TEST(Evaluate, ScoresTheFinalContractAndKeepsAuctions) {
  const auto deals = MadeUpDeals(150);
  EvalOptions options;
  options.keep_auctions = true;
  const EvalResult r = Evaluate(ThreeNoTrumpBidder(), deals, options);
  const int three_nt = Call::Bid(3, Strain::kNoTrump).index();
  long expected = 0;
  for (const auto& d : deals) expected += d.cost.costs[three_nt];
  EXPECT_EQ(r.total_cost, expected);
  EXPECT_EQ(r.by_type[static_cast<int>(ContractType::kGame)].deals, 150u);
  ASSERT_EQ(r.outcomes.size(), 150u);
  EXPECT_EQ(FormatAuction(r.outcomes[7].auction), "3NT PASS PASS PASS");
  EXPECT_EQ(r.outcomes[7].id, 7u);
}

TEST(Evaluate, AnIllegalCallIsReportedWithTheDealAndAuction) {
  const auto deals = MadeUpDeals(3);
  try {
    Evaluate(RepeatingBidder(), deals);
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("bidder repeat made an illegal call 1C on deal 0 after \"1C PASS\""),
              std::string::npos)
        << e.what();
  }
}

// With several threads the deal named is the lowest that fails, not the one
// that failed first; work abandoned is never what is reported.
TEST(Evaluate, TheLowestFailingDealIsReportedOnAnyThreads) {
  const auto deals = MadeUpDeals(400);
  const FailingBidder bidder({deals[3].north, deals[300].north}, std::chrono::milliseconds(300));
  for (const int threads : {1, 2, 4}) {
    EvalOptions options;
    options.threads = threads;
    try {
      Evaluate(bidder, deals, options);
      ADD_FAILURE() << threads << " threads";
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()), "deal 3: no call for hand 0") << threads << " threads";
    }
  }
}

TEST(Evaluate, RealDeclarerNeedsTables) {
  EvalOptions options;
  options.declarer = DeclarerRule::kReal;
  EXPECT_THROW(Evaluate(PassBidder(), MadeUpDeals(2), options), Error);
}

}  // namespace
}  // namespace bidlab
