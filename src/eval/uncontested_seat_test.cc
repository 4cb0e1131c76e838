#include "eval/uncontested_seat.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dealer.h"
#include "eval/contest_test_bidders.h"
#include "eval/contested_auction.h"
#include "eval/evaluate.h"
#include "io/model_file.h"
#include "learn/bandit/bandit_bidder.h"
#include "learn/bandit/bandit_test_util.h"
#include "learn/bandit/bandit_trainer.h"
#include "learn/pass_bidder.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

constexpr int kDeals = 300;

// With dealer North and East-West passing throughout, the adapter makes
// exactly BidUncontested's calls.
void ExpectSameCallsAsUncontested(const Bidder& bidder) {
  const std::unique_ptr<Bidder> plain = bidder.Clone();
  UncontestedSeat seated(bidder.Clone());
  PassBidder pass;
  for (int i = 0; i < kDeals; ++i) {
    const Deal deal = DealAt(2411, static_cast<std::uint64_t>(i));
    const Auction uncontested = BidUncontested(*plain, deal.hand(Seat::kNorth), deal.hand(Seat::kSouth));
    const Auction contested = BidContested({&seated, &pass, &seated, &pass}, deal, Seat::kNorth, Vulnerability::kNone);
    ASSERT_EQ(FormatAuction(contested), FormatAuction(uncontested)) << bidder.Name() << ", deal " << i;
  }
}

TEST(UncontestedSeat, SameCallsAsTheUncontestedGameForEveryRegisteredBidder) {
  RegisterAllBidders();
  for (const BidderEntry& entry : RegisteredBidders()) {
    const std::unique_ptr<Bidder> bidder = entry.make();
    if (bidder->SeesPartnerHand()) continue;
    ExpectSameCallsAsUncontested(*bidder);
  }
}

// Models of each kind: the repository's small cstsr, cbr and neural model
// files (fuzz corpus), the shipped neural model, and a bandit trained here
// in a fraction of a second on synthetic costs.
TEST(UncontestedSeat, SameCallsAsTheUncontestedGameForModels) {
  RegisterAllBidders();
  const std::string root = std::string(BIDLAB_DATA_DIR) + "/../";
  for (const std::string path : {"fuzz/corpus/model_file/cstsr.model", "fuzz/corpus/model_file/cbr.model",
                                 "fuzz/corpus/model_file/neural.model", "data/neural.model"}) {
    SCOPED_TRACE(path);
    const ModelFile model = ReadModelFile(root + path);
    ExpectSameCallsAsUncontested(*FindModelKind(model.kind).load(model.payload));
  }
  BanditParams p;
  p.structure = StructureKind::kLayered;
  p.depth = 4;
  p.width = 3;
  p.ucb = UcbRule::kLinUcb;
  p.iterations = 3000;
  p.seed = 3;
  ExpectSameCallsAsUncontested(BanditBidder(TrainBandit(p, testing::SyntheticDeals(300, 21)).model));
}

TEST(UncontestedSeat, NamesItselfUncontested) {
  UncontestedSeat seated(std::make_unique<PassBidder>());
  EXPECT_EQ(seated.Name(), "pass (uncontested)");
  EXPECT_TRUE(seated.Competes());
  EXPECT_EQ(MakeContestedBidder("sayc-uncontested")->Name(), "sayc (uncontested)");
  EXPECT_THROW(MakeContestedBidder("no-such-bidder"), Error);
}

// East deals and opens 1S, South overcalls 2H, West raises to 3S: North is
// to call. North-South's view: South spoke first, so South is "North";
// the view is "2H PASS" and the real North is "South" in it. The board is
// vulnerable for East-West, so the view is vulnerable for its East-West.
TEST(UncontestedSeat, ViewOfOwnSideTurnsTheSeats) {
  Auction real(Seat::kEast);
  for (const char* call : {"1S", "2H", "3S"}) real.Add(*ParseCall(call));
  const BidRequest request{Seat::kNorth, DealAt(1, 0).hand(Seat::kNorth), &real, std::nullopt,
                           Vulnerability::kEastWest};
  const UncontestedView view = ViewOfOwnSide(request);
  EXPECT_EQ(FormatAuction(view.auction), "2H PASS");
  EXPECT_EQ(view.seat, Seat::kSouth);
  EXPECT_EQ(view.vulnerability, Vulnerability::kEastWest);
  EXPECT_FALSE(view.over);
  // West, to call after North, sees East's 1S then West's own 3S: East is
  // its "North", West its "South", and its side is the vulnerable one.
  real.Add(Call::Pass());
  const UncontestedView west = ViewOfOwnSide({Seat::kWest, {}, &real, std::nullopt, Vulnerability::kEastWest});
  EXPECT_EQ(FormatAuction(west.auction), "1S PASS 3S PASS");
  EXPECT_EQ(west.seat, Seat::kNorth);
  EXPECT_EQ(west.vulnerability, Vulnerability::kNorthSouth);
}

// Bids 1H as "North" and then passes.
class OneHeart : public Bidder {
 public:
  std::string Name() const override { return "1h"; }
  Call Bid(const BidRequest& r) override { return r.auction->LastBid() ? Call::Pass() : Call::Bid(1, Strain::kHearts); }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<OneHeart>(); }
};

// East opens 2S: South's 1H is no longer legal, so the adapter passes; North
// (its "South", view "PASS PASS") would open 1H too, and passes as well.
TEST(UncontestedSeat, PassesWhenItsCallIsNoLongerLegal) {
  UncontestedSeat seated(std::make_unique<OneHeart>());
  testing::FixedBid two_spades(Call::Bid(2, Strain::kSpades));
  const Auction auction =
      BidContested({&seated, &two_spades, &seated, &two_spades}, DealAt(1, 4), Seat::kEast, Vulnerability::kNone);
  EXPECT_EQ(FormatAuction(auction), "2S PASS PASS PASS");
  // North deals and opens 1H, East overcalls 2S: South's view is "1H PASS",
  // it passes; then North's view "1H PASS PASS PASS" is over: it passes.
  const Auction second =
      BidContested({&seated, &two_spades, &seated, &two_spades}, DealAt(1, 4), Seat::kNorth, Vulnerability::kNone);
  EXPECT_EQ(FormatAuction(second), "1H 2S PASS PASS PASS");
}

TEST(UncontestedSeat, RefusesABidderThatSeesItsPartner) {
  class Peeker : public PassBidder {
   public:
    bool SeesPartnerHand() const override { return true; }
  };
  EXPECT_THROW(UncontestedSeat(std::make_unique<Peeker>()), Error);
}

}  // namespace
}  // namespace bidlab
