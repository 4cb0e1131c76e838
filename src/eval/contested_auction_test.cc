#include "eval/contested_auction.h"

#include <gtest/gtest.h>

#include "core/error.h"
#include "data/dealer.h"
#include "eval/contest_test_bidders.h"
#include "eval/evaluate.h"
#include "learn/pass_bidder.h"

namespace bidlab {
namespace {

TEST(ContestedAuction, FourPassesFromTheDealer) {
  PassBidder pass;
  const Auction auction = BidContested({&pass, &pass, &pass, &pass}, DealAt(1, 0), Seat::kEast, Vulnerability::kNone);
  EXPECT_TRUE(auction.IsPassedOut());
  EXPECT_EQ(auction.size(), 4);
  EXPECT_EQ(auction.dealer(), Seat::kEast);
}

// Each seat is asked in turn with its own hand and the board's vulnerability.
class Recorder : public Bidder {
 public:
  std::string Name() const override { return "recorder"; }
  bool Competes() const override { return true; }
  Call Bid(const BidRequest& r) override {
    seats += SeatChar(r.seat);
    hands_ok = hands_ok && r.hand == deal.hand(r.seat) && !r.partner_hand;
    vulnerable_ok = vulnerable_ok && r.vulnerability == Vulnerability::kEastWest;
    return Call::Pass();
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<Recorder>(); }
  Deal deal;
  std::string seats;
  bool hands_ok = true, vulnerable_ok = true;
};

TEST(ContestedAuction, AsksEverySeatInTurnWithItsHand) {
  Recorder r;
  r.deal = DealAt(3, 7);
  BidContested({&r, &r, &r, &r}, r.deal, Seat::kSouth, Vulnerability::kEastWest);
  EXPECT_EQ(r.seats, "SWNE");
  EXPECT_TRUE(r.hands_ok);
  EXPECT_TRUE(r.vulnerable_ok);
}

TEST(ContestedAuction, DoublesAndRedoublesEndAsTheLawsSay) {
  // N 1S (fixed), E X (doubler), S XX? FixedBid passes; auction 1S X P P P.
  testing::FixedBid one_spade(Call::Bid(1, Strain::kSpades));
  testing::Doubler doubler;
  const Auction auction =
      BidContested({&one_spade, &doubler, &one_spade, &doubler}, DealAt(1, 1), Seat::kNorth, Vulnerability::kNone);
  EXPECT_EQ(FormatAuction(auction), "1S X PASS PASS PASS");
  EXPECT_EQ(auction.doubling(), Doubling::kDoubled);
}

TEST(ContestedAuction, AnIllegalCallNamesBidderSeatBoardAuctionAndCall) {
  PassBidder pass;
  testing::AlwaysDouble x;
  try {
    BidContested({&pass, &x, &pass, &x}, DealAt(1, 2), Seat::kNorth, Vulnerability::kNone, 7);
    FAIL() << "a double with no bid to double was accepted";
  } catch (const IllegalCallError& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("always-x"), std::string::npos) << m;
    EXPECT_NE(m.find("seat E"), std::string::npos) << m;
    EXPECT_NE(m.find("illegal call X"), std::string::npos) << m;
    EXPECT_NE(m.find("board 7"), std::string::npos) << m;
    EXPECT_NE(m.find("after \"PASS\""), std::string::npos) << m;
  }
}

// A double of partner's bid is refused: N 1S, E PASS, S X.
TEST(ContestedAuction, ADoubleOfPartnersBidIsRefused) {
  testing::FixedBid one_spade(Call::Bid(1, Strain::kSpades));
  PassBidder pass;
  testing::AlwaysDouble x;
  EXPECT_THROW(BidContested({&one_spade, &pass, &x, &pass}, DealAt(1, 3), Seat::kNorth, Vulnerability::kNone),
               IllegalCallError);
}

}  // namespace
}  // namespace bidlab

namespace bidlab {
namespace {

// Explains its bid: "S 1S" — the seat and the call it made.
class Explainer : public testing::FixedBid {
 public:
  using FixedBid::FixedBid;
  std::string Explain(const BidRequest& r) override {
    return std::string(1, SeatChar(r.seat)) + " " + CallName(Bid(r));
  }
};

TEST(ContestedAuction, ObserverSeesEverySeatsCallAfterItIsFoundLegal) {
  testing::FixedBid one_spade(Call::Bid(1, Strain::kSpades));
  testing::Doubler doubler;
  std::string seen;
  const Auction auction =
      BidContested({&one_spade, &doubler, &one_spade, &doubler}, DealAt(1, 1), Seat::kWest, Vulnerability::kNone, 0,
                   [&](const BidRequest& r, Call call) {
                     EXPECT_TRUE(r.auction->IsLegal(call));
                     seen += std::string(seen.empty() ? "" : " ") + SeatChar(r.seat) + ":" + CallName(call);
                   });
  // W passes, N 1S, E doubles, then three passes.
  EXPECT_EQ(seen, "W:PASS N:1S E:X S:PASS W:PASS N:PASS");
  EXPECT_EQ(static_cast<std::size_t>(auction.size()), 6u);
}

TEST(ContestedAuction, ReasonsAreAskedOfEachSeatsBidderAgain) {
  Explainer one_spade(Call::Bid(1, Strain::kSpades));
  testing::Doubler doubler;  // gives no reason
  const Deal deal = DealAt(1, 1);
  const Auction auction = ParseAuction("1S X PASS PASS PASS");  // dealer North
  EXPECT_EQ(ReasonsOfAuction({&one_spade, &doubler, &one_spade, &doubler}, deal, auction, Vulnerability::kNone),
            (std::vector<std::string>{"N 1S", "", "S PASS", "", "N PASS"}));
  // A seat without a bidder gives no reason; a bidder that would now bid
  // otherwise says what it would bid.
  Explainer two_hearts(Call::Bid(2, Strain::kHearts));
  EXPECT_EQ(ReasonsOfAuction({&one_spade, &two_hearts, nullptr, nullptr}, deal, auction, Vulnerability::kNone),
            (std::vector<std::string>{"N 1S", "now bids 2H here", "", "", "N PASS"}));
}

TEST(ContestedAuction, ATableOfPairsBidsEachSeatWithItsPair) {
  const TableOfPairs table(testing::FixedBid(Call::Bid(1, Strain::kSpades)), testing::Doubler());
  const std::unique_ptr<Bidder> seated = table.Clone();
  EXPECT_TRUE(seated->Competes());
  EXPECT_EQ(seated->Name(), "fixed 1S / doubler");
  Bidder* b = seated.get();
  EXPECT_EQ(FormatAuction(BidContested({b, b, b, b}, DealAt(1, 1), Seat::kNorth, Vulnerability::kNone)),
            "1S X PASS PASS PASS");
}

}  // namespace
}  // namespace bidlab
