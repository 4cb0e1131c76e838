#include "report/deal_view.h"

#include <gtest/gtest.h>

#include "data/dealer.h"
#include "io/pbn_deal.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

TEST(ReportDealView, HandsWithSuitsAndPoints) {
  const nlohmann::json j = HandJson(ParseHandPbn("AKQ2.K32.Q32.J32"));
  EXPECT_EQ(j["suits"]["S"], "AKQ2");
  EXPECT_EQ(j["suits"]["C"], "J32");
  EXPECT_EQ(j["hcp"], 4 + 3 + 2 + 3 + 2 + 1);
}

TEST(ReportDealView, EveryBidderBidsTheDealWithScoreAndCost) {
  RegisterAllBidders();
  std::vector<std::unique_ptr<Bidder>> bidders;
  bidders.push_back(MakeBidder("sayc"));
  bidders.push_back(MakeBidder("pass"));
  const Deal deal = DealAt(2014, 90000);
  const nlohmann::json j = DealJson({deal, Vulnerability::kNone, std::nullopt, "t"}, bidders);
  EXPECT_EQ(j["pbn"], FormatDealPbn(deal));
  EXPECT_EQ(j["dd"]["tricks"].size(), 5u);
  EXPECT_EQ(j["costs"]["calls"].size(), 36u);
  ASSERT_EQ(j["auctions"].size(), 2u);
  const auto& pass = j["auctions"][1];
  EXPECT_EQ(pass["bidder"], "pass");
  EXPECT_EQ(pass["auction"], "PASS PASS PASS PASS");
  EXPECT_EQ(pass["final_call"], "PASS");
  EXPECT_EQ(pass["cost"], j["costs"]["calls"][0]["cost"]);
  const auto& sayc = j["auctions"][0];
  EXPECT_GE(sayc["calls"].size(), 4u);
  // Four columns W N E S, North deals: West's cell of the first row is blank.
  EXPECT_EQ(j["dealer"], "N");
  EXPECT_TRUE(sayc["grid"]["rows"][0][0].is_null());
  EXPECT_EQ(sayc["grid"]["rows"][0][1], sayc["calls"][0]["call"]);
  // The yardstick: the final call's cost from the deal's cost vector.
  int index = 0;
  for (std::size_t c = 0; c < 36; ++c)
    if (j["costs"]["calls"][c]["call"] == sayc["final_call"]) index = static_cast<int>(c);
  EXPECT_EQ(sayc["cost"], j["costs"]["calls"][index]["cost"]);
  EXPECT_GE(sayc["cost"].get<int>(), 0);
}

// A bidder that breaks the rules is reported, not fatal.
class IllegalBidder : public Bidder {
 public:
  std::string Name() const override { return "illegal"; }
  Call Bid(const BidRequest&) override { return Call::Double(); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<IllegalBidder>(); }
};

TEST(ReportDealView, IllegalCallsBecomeAnError) {
  IllegalBidder bidder;
  const Deal deal = DealAt(1, 1);
  const nlohmann::json j = AuctionJson(bidder, deal.hand(Seat::kNorth), deal.hand(Seat::kSouth));
  EXPECT_EQ(j["bidder"], "illegal");
  EXPECT_NE(j["error"].get<std::string>().find("illegal call X"), std::string::npos);
}

}  // namespace
}  // namespace bidlab
