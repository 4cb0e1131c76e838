#include "learn/cbr/cbr_model.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "core/error.h"
#include "data/dealer.h"
#include "eval/evaluate.h"
#include "io/pbn_deal.h"
#include "learn/cbr/case_sources.h"
#include "learn/opening_only_bidder.h"
#include "learn/registry.h"

namespace bidlab::cbr {
namespace {

Hand H(const char* pbn) { return ParseHandPbn(pbn); }

// Hand-made cases: two strong balanced hands opened 1NT, a long-heart hand
// 1H, weak hands passed.
std::vector<Case> SmallBase() {
  return {
      {H("AQ2.KJ3.KQ32.J32"), 1, *ParseCall("1NT"), 0},   // 16 HCP 4333
      {H("AK2.QJ3.KJ32.K32"), 1, *ParseCall("1NT"), 1},   // 17 HCP 4333
      {H("A2.AQJ92.K32.432"), 1, *ParseCall("1H"), 2},    // 14 HCP, 5 hearts
      {H("932.8732.J32.432"), 1, *ParseCall("PASS"), 3},  // 1 HCP
      {H("Q32.8732.J32.K32"), 1, *ParseCall("PASS"), 4},  // 6 HCP
  };
}

BidRequest Opening(const Hand& hand, const Auction& auction) { return {Seat::kNorth, hand, &auction, std::nullopt}; }

TEST(CbrModel, OpensLikeTheNearestCaseThenPasses) {
  CbrBidder bidder(std::make_shared<CbrModel>(SmallBase(), CbrParams{1, false}, "hand-made"));
  const Auction empty;
  // 15 HCP 4333 (the ♦Q of the first case replaced by the ♦J): 1NT.
  EXPECT_EQ(bidder.Bid(Opening(H("AQ2.KJ3.KJ32.J32"), empty)), *ParseCall("1NT"));
  // A six-heart 13-count: nearest is the 1H case.
  EXPECT_EQ(bidder.Bid(Opening(H("A2.AQJ932.K32.32"), empty)), *ParseCall("1H"));
  // Later calls are PASS.
  Auction after;
  after.Add(*ParseCall("1NT"));
  after.Add(Call::Pass());
  EXPECT_EQ(bidder.Bid({Seat::kSouth, H("AK2.QJ3.KJ32.K32"), &after, std::nullopt}), Call::Pass());
  EXPECT_EQ(bidder.Name(), "cbridge1-k1");
}

TEST(CbrModel, AdaptationMovesTheRetrievedSuit) {
  // Six spades, otherwise like the 1H case: CBridge1 copies 1H, CBridge1a bids 1S.
  const Hand spades = H("AQJ932.A2.K32.32");
  const Auction empty;
  CbrBidder plain(std::make_shared<CbrModel>(SmallBase(), CbrParams{1, false}, "hand-made"));
  CbrBidder adapted(std::make_shared<CbrModel>(SmallBase(), CbrParams{1, true}, "hand-made"));
  EXPECT_EQ(plain.Bid(Opening(spades, empty)), *ParseCall("1H"));
  EXPECT_EQ(adapted.Bid(Opening(spades, empty)), *ParseCall("1S"));
}

TEST(CbrModel, SavedModelDecidesTheSame) {
  const CbrModel model(SaycOpeningCases(0, 300), CbrParams{5, true}, "sayc 300");
  const std::string payload = model.SavePayload();
  const auto loaded = CbrModel::LoadPayload(payload);
  EXPECT_EQ(loaded->SavePayload(), payload);
  EXPECT_EQ(loaded->params().k, 5);
  EXPECT_TRUE(loaded->params().adapt);
  EXPECT_EQ(loaded->source(), "sayc 300");
  for (std::uint64_t i = 0; i < 100; ++i) {
    const Hand h = DealAt(77, i).hand(Seat::kNorth);
    EXPECT_EQ(loaded->Decide(h, 1).call, model.Decide(h, 1).call);
  }
}

TEST(CbrModel, BadPayloadsSayWhatIsWrong) {
  const std::string good = "k 3\nadapt 0\nsource x\ncases 1\ncase AQ2.KJ3.KQ32.Q32 1 1NT 0\n";
  EXPECT_NO_THROW(CbrModel::LoadPayload(good));
  auto message = [](const std::string& payload) {
    try {
      CbrModel::LoadPayload(payload);
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("k 0\nadapt 0\nsource x\ncases 1\ncase AQ2.KJ3.KQ32.Q32 1 1NT 0\n"),
            "payload line 1: k must be from 1 to 100000");
  EXPECT_EQ(message("k 3\nadapt 0\nsource x\ncases 1\ncase AQ2.KJ3.KQ32.Q32 1 X 0\n"),
            "payload line 5: expected PASS or a bid, not X");
  EXPECT_EQ(message("k 3\nadapt 0\nsource x\ncases 1\ncase AQ2.KJ3.KQ32. 1 1NT 0\n"),
            "payload line 5: the hand AQ2.KJ3.KQ32. has 10 cards, not 13");
  EXPECT_EQ(message("k 3\nadapt 0\nsource x\ncases 2\ncase AQ2.KJ3.KQ32.Q32 5 1NT 0\n"),
            "payload line 5: position 5 is not 1-4");
  EXPECT_EQ(message("k 3\nadapt 0\nsource x\ncases 2\ncase AQ2.KJ3.KQ32.Q32 1 1NT 0\n"),
            "payload line 6: the model ends early");
}

TEST(CbrModel, RegisteredKindLoadsThroughTheRegistry) {
  RegisterAllBidders();
  const CbrModel model(SmallBase(), CbrParams{3, false}, "hand-made");
  const std::unique_ptr<Bidder> bidder = FindModelKind(CbrModel::kKind).load(model.SavePayload());
  EXPECT_EQ(bidder->Name(), "cbridge1-k3");
  // Through the one eval path: the opening is the final contract.
  const Auction auction = BidUncontested(*bidder, H("AQ2.KJ3.KQ32.J32"), H("T98.T987.T98.T98"));
  ASSERT_EQ(auction.calls().size(), 4u);
  EXPECT_EQ(auction.calls()[0], *ParseCall("1NT"));
}

TEST(CbrModel, OpeningOnlySaycOpensAsSaycThenPasses) {
  RegisterAllBidders();
  OpeningOnlyBidder bidder(MakeBidder("sayc"));
  EXPECT_EQ(bidder.Name(), "sayc-opening-only");
  // 17 HCP balanced: SAYC opens 1NT; South, with 11 HCP, would invite in SAYC but passes here.
  const Auction auction = BidUncontested(bidder, H("AQ2.KJ3.KQ32.Q32"), H("KJ4.Q542.A4.J654"));
  ASSERT_EQ(auction.calls().size(), 4u);
  EXPECT_EQ(auction.calls()[0], *ParseCall("1NT"));
}

TEST(CbrModel, WithSouthOpeningTooSouthOpensAfterNorthPasses) {
  RegisterAllBidders();
  OpeningOnlyBidder bidder(MakeBidder("sayc"), /*south_opens_too=*/true);
  EXPECT_EQ(bidder.Name(), "sayc-opening-only-either");
  // North (0 HCP) passes; South (16 HCP balanced) opens 1NT as a dealer would; North then passes.
  const Auction auction = BidUncontested(bidder, H("T98.T987.T98.T98"), H("AQ2.KJ3.KQ32.J32"));
  ASSERT_EQ(auction.calls().size(), 6u);
  EXPECT_EQ(auction.calls()[0], Call::Pass());
  EXPECT_EQ(auction.calls()[2], *ParseCall("1NT"));
  // Without the option South passes too: passed out.
  OpeningOnlyBidder north_only(MakeBidder("sayc"));
  EXPECT_TRUE(BidUncontested(north_only, H("T98.T987.T98.T98"), H("AQ2.KJ3.KQ32.J32")).IsPassedOut());
}

TEST(CbrCaseSources, SaycCasesAreNorthsHandsOfTheStandardDeals) {
  const auto cases = SaycOpeningCases(0, 50);
  ASSERT_EQ(cases.size(), 50u);
  for (std::size_t i = 0; i < cases.size(); ++i) {
    EXPECT_EQ(cases[i].hand, DealAt(2014, i).hand(Seat::kNorth));
    EXPECT_EQ(cases[i].position, 1);
    EXPECT_TRUE(cases[i].call.IsPass() || cases[i].call.IsBid());
  }
}

}  // namespace
}  // namespace bidlab::cbr
