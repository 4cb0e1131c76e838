#include "eval/facit_eval.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

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

// The listing's columns line up whatever the contract: "1♠ by N" is six
// characters on screen though its ♠ is three bytes.
TEST(FacitEval, TheListingIsAlignedBySuitSymbolsToo) {
  FacitResult result;
  result.bidder = "sayc";
  result.source = "test.pbn";
  result.boards = {{"1", "1S PASS PASS PASS", Contract::Of(*ParseCall("1S"), Seat::kNorth), 7, false},
                   {"2", "3NT PASS PASS PASS", Contract::Of(*ParseCall("3NT"), Seat::kSouth), 10, false}};
  std::istringstream lines(FormatFacitTable(result));
  std::string line;
  std::vector<std::size_t> columns;  // where each board's auction starts, in characters
  while (std::getline(lines, line)) {
    const std::size_t at = line.find(" PASS PASS PASS");
    if (at == std::string::npos) continue;
    const std::string before = line.substr(0, line.rfind(' ', at - 1) + 1);
    columns.push_back(static_cast<std::size_t>(std::count_if(
        before.begin(), before.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; })));
  }
  ASSERT_EQ(columns.size(), 2u) << FormatFacitTable(result);
  EXPECT_EQ(columns[0], columns[1]) << FormatFacitTable(result);
}

}  // namespace
}  // namespace bidlab
