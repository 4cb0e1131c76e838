#include "learn/baseline/one_call_bidder.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dealer.h"
#include "eval/evaluate.h"
#include "learn/baseline/cost_example.h"
#include "learn/baseline/payload_text.h"

namespace bidlab {
namespace {

// Estimates from a hash of the features: any call may come out cheapest.
class ScrambledModel : public CallCostModel {
 public:
  explicit ScrambledModel(FeatureSpec spec) : spec_(spec) {}
  std::string Kind() const override { return "scrambled"; }
  const FeatureSpec& features() const override { return spec_; }
  void EstimateCosts(std::span<const double> x, std::span<double, kNumFinalCalls> out) const override {
    std::uint64_t h = 1469598103934665603ull;
    for (double v : x) h = (h ^ static_cast<std::uint64_t>(v * 7 + 1)) * 1099511628211ull;
    SplitMix64 rng(h);
    for (double& o : out) o = static_cast<double>(rng.Below(1000));
  }
  std::string Describe() const override { return "scrambled"; }

 private:
  FeatureSpec spec_;
};

TEST(OneCallBidder, NorthBidsOnceThenEveryonePasses) {
  for (bool both : {false, true}) {
    OneCallBidder bidder(std::make_shared<ScrambledModel>(FeatureSpec{FeatureSet::kBinary, both}));
    EXPECT_EQ(bidder.SeesPartnerHand(), both);
    std::array<int, kNumFinalCalls> seen{};
    for (std::uint64_t i = 0; i < 2000; ++i) {
      const Deal deal = DealAt(7, i);
      const Auction a = BidUncontested(bidder, deal.hand(Seat::kNorth), deal.hand(Seat::kSouth), i);
      ASSERT_TRUE(a.IsComplete());
      const Call first = a.calls()[0];
      ++seen[first.index()];
      // N's call, then E, S, W pass (or passed out: four passes).
      ASSERT_EQ(a.size(), 4);
      for (int c = 1; c < 4; ++c) EXPECT_TRUE(a.calls()[c].IsPass());
    }
    // Every one of the 36 calls came up at least once, and each was legal
    // (BidUncontested throws on an illegal call).
    for (int k = 0; k < kNumFinalCalls; ++k) EXPECT_GT(seen[k], 0) << CallName(Call::FromIndex(k));
  }
}

TEST(OneCallBidder, OptimisticBidderNeedsPartnersHand) {
  OneCallBidder bidder(std::make_shared<ScrambledModel>(FeatureSpec{FeatureSet::kCondensed, true}));
  EXPECT_EQ(bidder.Name(), "scrambled-condensed-optimistic");
  Auction auction;
  BidRequest request;
  request.hand = DealAt(1, 1).hand(Seat::kNorth);
  request.auction = &auction;
  EXPECT_THROW(bidder.Bid(request), Error);
  request.partner_hand = DealAt(1, 1).hand(Seat::kSouth);
  EXPECT_NO_THROW(bidder.Bid(request));
  EXPECT_NE(bidder.Explain(request).find("least estimated cost"), std::string::npos);
}

TEST(OneCallBidder, CheapestCallBreaksTiesTowardPass) {
  std::array<double, kNumFinalCalls> e{};
  e.fill(3.0);
  EXPECT_EQ(CheapestCallIndex(e), 0);
  e[20] = 1.0;
  e[30] = 1.0;
  EXPECT_EQ(CheapestCallIndex(e), 20);
}

TEST(OneCallBidder, AverageCostMatchesEval) {
  // The learner-side average (used to pick hyper-parameters) is the eval
  // path's average for the same bidder.
  auto model = std::make_shared<ScrambledModel>(FeatureSpec{FeatureSet::kCondensed2, false});
  std::vector<CostExample> examples;
  std::vector<ScoredDeal> deals;
  for (std::uint64_t i = 0; i < 300; ++i) {
    const Deal deal = DealAt(3, i);
    CostExample e;
    e.north = deal.hand(Seat::kNorth);
    e.south = deal.hand(Seat::kSouth);
    for (int k = 0; k < kNumFinalCalls; ++k)
      e.costs[k] = static_cast<int>((i * 31 + static_cast<std::uint64_t>(k) * 7) % 25);
    examples.push_back(e);
    ScoredDeal d;
    d.id = i;
    d.north = e.north;
    d.south = e.south;
    d.cost.costs = e.costs;
    deals.push_back(d);
  }
  const EvalResult r = Evaluate(OneCallBidder(model), deals, {});
  EXPECT_DOUBLE_EQ(OneCallAverageCost(*model, examples), r.avg_cost);
}

TEST(PayloadText, NumbersReadBackExactly) {
  PayloadWriter w;
  const std::vector<double> values = {0.1, 1e-6, -3.0000000000000004, 12345.678901234567, 0.0};
  w.Line("values", values);
  w.Line("name", std::string_view("condensed"));
  PayloadReader r(w.text());
  EXPECT_EQ(r.ExpectNumbers("values", values.size()), values);
  EXPECT_EQ(r.ExpectWord("name"), "condensed");
  r.ExpectEnd();
}

TEST(PayloadText, ErrorsNameTheLine) {
  PayloadReader r("a 1\nb x\n");
  EXPECT_EQ(r.ExpectNumber("a"), 1.0);
  try {
    r.ExpectNumber("b");
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "payload line 2: \"x\" is not a number");
  }
  PayloadReader r2("lambda 1\n");
  try {
    r2.ExpectNumber("features");
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "payload line 1: expected \"features\", found \"lambda\"");
  }
}

}  // namespace
}  // namespace bidlab
