#include "eval/facit_eval.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "eval/contest_test_bidders.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

// North holds the four top cards of every suit: 7NT is cold. The experts'
// table gives 7NT 10, 6NT 6, 7S 5.
constexpr std::string_view kBoards =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432\"]\n"
    "[Scoring \"Facit\"]\n{7n 10 6n 6 7s 5}\n\n"
    "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n"
    "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432\"]\n"
    "[Scoring \"Facit\"]\n{7n 10 6n 6 7s 5}\n";

TEST(Facit, ScoresEachBoardFromItsTable) {
  const auto boards = ParseFacitPbn(kBoards, "x.pbn");
  const FacitResult six = EvaluateFacit(testing::FixedBid(Call::Bid(6, Strain::kNoTrump)), boards, "x.pbn", 1);
  EXPECT_EQ(six.total, 12);  // 6NT on both boards: 6 + 6
  EXPECT_EQ(six.maximum, 20);
  ASSERT_EQ(six.boards.size(), 2u);
  EXPECT_EQ(six.boards[0].points, 6);
  EXPECT_EQ(six.boards[0].contract, Contract::Of(Call::Bid(6, Strain::kNoTrump), Seat::kNorth));
  // Board 2 is dealt by East, who passes; South speaks first.
  EXPECT_EQ(six.boards[1].auction.substr(0, 12), "PASS 6NT PAS");
  const FacitResult spades = EvaluateFacit(testing::FixedBid(Call::Bid(7, Strain::kSpades)), boards, "x.pbn", 1);
  EXPECT_EQ(spades.total, 10);
  RegisterAllBidders();
  EXPECT_EQ(EvaluateFacit(*MakeBidder("pass"), boards, "x.pbn", 1).total, 0);  // a pass-out is never listed
}

// A bidder that competes hears the board's vulnerability.
class VulnerabilityEcho : public Bidder {
 public:
  std::string Name() const override { return "echo"; }
  bool Competes() const override { return true; }
  Call Bid(const BidRequest& r) override {
    if (r.auction->LastBid()) return Call::Pass();
    return r.vulnerability == Vulnerability::kNorthSouth ? Call::Bid(7, Strain::kNoTrump)
                                                         : Call::Bid(7, Strain::kSpades);
  }
  std::unique_ptr<Bidder> Clone() const override { return std::make_unique<VulnerabilityEcho>(); }
};

TEST(Facit, GivesAFourSeatBidderTheVulnerability) {
  const FacitResult result = EvaluateFacit(VulnerabilityEcho(), ParseFacitPbn(kBoards, "x.pbn"), "x.pbn", 1);
  EXPECT_EQ(result.boards[0].points, 5);   // none vulnerable: 7S
  EXPECT_EQ(result.boards[1].points, 10);  // N-S vulnerable: 7NT
}

}  // namespace
}  // namespace bidlab
