#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"

namespace bidlab {
namespace {

struct CliRun {
  int status;
  std::string out, err;
};

CliRun Cli(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  const int status = RunCli(args, out, err);
  return {status, out.str(), err.str()};
}

TEST(BidCommand, PrintsEachCallWithItsMeaningThenItsRule) {
  const CliRun r = Cli({"bid", "--bidder", "sayc", "--north", "AKQ2.K32.Q32.J32", "--south", "97.AQJ54.K8.Q976"});
  ASSERT_EQ(r.status, 0) << r.err;
  // The meaning sampled from SAYC's own bidding, then the rule that made the call.
  EXPECT_NE(r.out.find("  N  1NT    1NT: natural, non-forcing, 15–17 HCP, balanced"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n            1NT: 15-17 HCP, balanced (a five-card major allowed)\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  S  2♦     2♦: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("5–"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n            2♦: Jacoby transfer, 5+ hearts"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Auction: 1NT Pass 2♦ Pass 2♥ Pass 3NT Pass 4♥ Pass Pass Pass"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Contract: 4♥ by N"), std::string::npos) << r.out;
}

TEST(BidCommand, SolvesTheFullDealAndPricesTheContract) {
  // 4H by North takes 9 tricks double dummy (-50); 3NT makes 10 (+430): WBF IMPs for 480 = 10.
  const CliRun r = Cli({"bid", "--bidder", "sayc", "--uncontested", "--meaning-deals", "0", "--deal",
                        "N:AKQ2.K32.Q32.J32 T86.T9.AJ9.AK854 97.AQJ54.K8.Q976 J543.876.T7654.T"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Real declarer:    4♥ by N, 9 tricks, -50, cost 10 IMP"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Best: 3NT +430"), std::string::npos) << r.out;
  // A bidder that does not compete bids North and South with the whole deal, as before.
  const CliRun neural = Cli({"bid", "--model", BIDLAB_DATA_DIR "/neural.model", "--meaning-deals", "0", "--deal",
                             "N:AKQ2.K32.Q32.J32 T86.T9.AJ9.AK854 97.AQJ54.K8.Q976 J543.876.T7654.T"});
  ASSERT_EQ(neural.status, 0) << neural.err;
  EXPECT_NE(neural.out.find("Assumed declarer: "), std::string::npos) << neural.out;
  EXPECT_EQ(neural.out.find("  E  "), std::string::npos) << neural.out;
}

// North 13 HCP, four clubs: opens 1♣; East's six good spades and 10 HCP
// make SAYC's weak jump overcall 2♠ (a good six-card suit, 5-10 HCP).
constexpr char kOvercallDeal[] = "N:A32.K32.A32.Q432 KQJT98.A4.54.765 76.QJT9.KQJ.AKJT 54.8765.T9876.98";

// The call lines of a four-seat walkthrough ("  N  1♣     …"), one per call.
std::vector<std::string> CallLines(const std::string& out) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.size() > 5 && line.starts_with("  ") && std::string("NESW").find(line[2]) != std::string::npos &&
        line.substr(3, 2) == "  ")
      lines.push_back(line);
  return lines;
}

std::size_t AuctionLength(const std::string& out) {
  const std::size_t at = out.find("\nAuction: ");
  if (at == std::string::npos) return 0;
  std::istringstream words(out.substr(at + 10, out.find('\n', at + 1) - at - 10));
  std::size_t n = 0;
  for (std::string w; words >> w;) ++n;
  return n;
}

TEST(BidCommand, FourSeatsWithAPairThatCompetes) {
  const CliRun r =
      Cli({"bid", "--bidder", "sayc", "--dealer", "N", "--meaning-deals", "2000", "--deal", kOvercallDeal});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Dealer North, vulnerable None\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("East   KQJT98.A4.54.765     (10 HCP)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("N-S    sayc\nE-W    sayc\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Auction: 1♣ 2♠ "), std::string::npos) << r.out;
  // Every call, East and West's too, with its meaning at this table and SAYC's rule.
  const std::vector<std::string> calls = CallLines(r.out);
  ASSERT_EQ(calls.size(), AuctionLength(r.out)) << r.out;
  for (const std::string& line : calls)
    EXPECT_TRUE(line.find("HCP") != std::string::npos || line.find("never made on the ") != std::string::npos ||
                line.find("too few sampled hands to say: ") != std::string::npos)
        << line;
  EXPECT_TRUE(calls[1].starts_with("  E  2♠     2♠: ")) << calls[1];
  EXPECT_NE(r.out.find("\n            Weak jump overcall in S"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nContract: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nPar: N-S "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Double dummy (DDS), tricks by strain (N/E/S/W): ♣ "), std::string::npos) << r.out;
}

TEST(BidCommand, FourSeatsFromTheBoardsDealerAndVulnerability) {
  // Board 2: East deals, N-S vulnerable. SAYC against pass: East and West pass throughout.
  const CliRun r =
      Cli({"bid", "--ns", "sayc", "--ew", "pass", "--board", "2", "--meaning-deals", "0", "--deal", kOvercallDeal});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Board 2: dealer East, vulnerable NS\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("N-S    sayc\nE-W    pass\n"), std::string::npos) << r.out;
  const std::vector<std::string> calls = CallLines(r.out);
  ASSERT_GE(calls.size(), 4u) << r.out;
  EXPECT_TRUE(calls[0].starts_with("  E  Pass")) << r.out;
  EXPECT_TRUE(calls[1].starts_with("  S  ")) << r.out;
  EXPECT_EQ(calls.size(), AuctionLength(r.out)) << r.out;
}

TEST(BidCommand, TheLearnedContestedBidderExplainsEveryCallAtFourSeats) {
  const CliRun r = Cli({"bid", "--model", BIDLAB_DATA_DIR "/contested.model", "--board", "5", "--meaning-deals", "300",
                        "--deal", kOvercallDeal});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Board 5: dealer North, vulnerable NS\n"), std::string::npos) << r.out;
  const std::vector<std::string> calls = CallLines(r.out);
  ASSERT_EQ(calls.size(), AuctionLength(r.out)) << r.out;
  ASSERT_GE(calls.size(), 4u) << r.out;
  for (const std::string& line : calls)
    EXPECT_TRUE(line.find("HCP") != std::string::npos || line.find("never made on the ") != std::string::npos ||
                line.find("too few sampled hands to say: ") != std::string::npos)
        << line;
  // Each call's reason: the model's probabilities, on the line under it.
  std::size_t reasons = 0;
  for (std::size_t at = r.out.find(": probability "); at != std::string::npos;
       at = r.out.find(": probability ", at + 1))
    ++reasons;
  EXPECT_EQ(reasons, calls.size()) << r.out;
}

TEST(BidCommand, FourSeatOptionsAreChecked) {
  const std::string deal = kOvercallDeal;
  const auto error = [](const std::vector<std::string>& args) {
    const CliRun r = Cli(args);
    EXPECT_NE(r.status, 0) << r.out;
    return r.err;
  };
  EXPECT_NE(error({"bid", "--ns", "sayc", "--deal", deal}).find("give both --ns and --ew"), std::string::npos);
  EXPECT_NE(error({"bid", "--ns", "sayc", "--ew", "pass", "--bidder", "sayc", "--deal", deal}).find("not both"),
            std::string::npos);
  EXPECT_NE(error({"bid", "--ns", "sayc", "--ew", "pass", "--north", "AKQ2.K32.Q32.J32", "--south", "97.AQJ54.K8.Q976"})
                .find("need all four hands"),
            std::string::npos);
  EXPECT_NE(error({"bid", "--bidder", "sayc", "--board", "3", "--dealer", "E", "--deal", deal}).find("excludes"),
            std::string::npos);
  EXPECT_NE(error({"bid", "--bidder", "sayc", "--board", "0", "--deal", deal}).find("--board"), std::string::npos);
  EXPECT_NE(error({"bid", "--bidder", "sayc", "--dealer", "X", "--deal", deal}).find("expected one of N, E, S, W"),
            std::string::npos);
  EXPECT_NE(error({"bid", "--ns", "sayc", "--ew", "pass", "--uncontested", "--deal", deal}).find("--uncontested"),
            std::string::npos);
}

// Two hands and a dealer: the uncontested auction from that dealer. With
// South dealing SAYC's South opens her five hearts; dealing North, North's
// 1NT comes first. East dealing is the same as South: East passes first.
TEST(BidCommand, TwoHandsBidFromTheGivenDealer) {
  const std::vector<std::string> hands = {"--north", "AKQ2.K32.Q32.J32", "--south", "97.AQJ54.K8.Q976"};
  const auto bid = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"bid", "--bidder", "sayc", "--meaning-deals", "0"});
    args.insert(args.end(), hands.begin(), hands.end());
    const CliRun r = Cli(args);
    EXPECT_EQ(r.status, 0) << r.err;
    return r.out;
  };
  const std::string south = bid({"--dealer", "S"});
  EXPECT_NE(south.find("Dealer South, vulnerable None; East and West pass\n"), std::string::npos) << south;
  EXPECT_TRUE(CallLines(south).at(0).starts_with("  S  1♥")) << south;
  EXPECT_TRUE(CallLines(south).at(1).starts_with("  N  ")) << south;
  EXPECT_NE(south.find("Auction: 1♥ Pass"), std::string::npos) << south;
  const std::string east = bid({"--dealer", "E"});
  EXPECT_NE(east.find("Auction: Pass 1♥ Pass"), std::string::npos) << east;
  EXPECT_EQ(CallLines(east), CallLines(south));
  // Board 3: South deals, East-West vulnerable.
  const std::string board = bid({"--board", "3", "--uncontested"});
  EXPECT_NE(board.find("Board 3: dealer South, vulnerable EW; East and West pass\n"), std::string::npos) << board;
  EXPECT_EQ(CallLines(board), CallLines(south));
  const std::string north = bid({"--dealer", "N"});
  EXPECT_TRUE(CallLines(north).at(0).starts_with("  N  1NT")) << north;
  EXPECT_EQ(north.find("Dealer North"), std::string::npos) << north;  // North dealing: the thesis's own setting
}

TEST(BidCommand, RejectsBadHands) {
  CliRun r = Cli({"bid", "--bidder", "sayc", "--north", "AKQ2.K32.Q32", "--south", "97.AQJ54.K8.Q976"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("four suits"), std::string::npos) << r.err;
  r = Cli({"bid", "--bidder", "sayc", "--north", "AKQ2.K32.Q32.J32", "--south", "AKQ2.K32.Q32.J32"});
  EXPECT_NE(r.status, 0);
  EXPECT_NE(r.err.find("the same card"), std::string::npos) << r.err;
  r = Cli({"bid", "--bidder", "sayc", "--north", "AKQ2.K32.Q32.J32"});
  EXPECT_NE(r.status, 0);
}

TEST(ExplainCommand, PrintsTheSystemCard) {
  const CliRun r = Cli({"explain", "--bidder", "sayc"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Openings\n  2C: 22+ HCP"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Stayman"), std::string::npos);
  EXPECT_EQ(Cli({"explain", "sayc"}).out, r.out);
  const CliRun unknown = Cli({"explain", "nonesuch"});
  EXPECT_NE(unknown.status, 0);
  EXPECT_NE(unknown.err.find("\"nonesuch\": no such model file, and not a registered bidder"), std::string::npos)
      << unknown.err;
}

// The neural card's first line says how the model was trained in words, not as the model file's JSON.
TEST(ExplainCommand, TheNeuralCardsHeaderIsWords) {
  const CliRun r = Cli({"explain", std::string(BIDLAB_DATA_DIR) + "/neural.model", "--meaning-deals", "2000"});
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string head = r.out.substr(0, r.out.find('\n'));
  EXPECT_NE(head.find(": neural bidder ("), std::string::npos) << head;
  EXPECT_NE(head.find("method policy-gradient"), std::string::npos) << head;
  EXPECT_NE(head.find("hidden 256×256"), std::string::npos) << head;
  EXPECT_EQ(head.find_first_of("{}\""), std::string::npos) << head;
}

TEST(ExplainCommand, WhatEachCallMeansAfterAnAuction) {
  const CliRun r = Cli({"explain", "sayc", "--auction", "", "--meaning-deals", "5000"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("sayc: North opens (5000 of 5000 sampled deals"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n  1NT: natural, non-forcing, 15–17 HCP, balanced"), std::string::npos) << r.out;
  const CliRun after = Cli({"explain", "--bidder", "sayc", "--auction", "1NT", "--meaning-deals", "5000"});
  ASSERT_EQ(after.status, 0) << after.err;
  EXPECT_NE(after.out.find("South after 1NT"), std::string::npos) << after.out;
  EXPECT_NE(after.out.find("\n  2♣: "), std::string::npos) << after.out;  // Stayman
  const CliRun bad = Cli({"explain", "sayc", "--auction", "1NT 1S"});
  EXPECT_NE(bad.status, 0);
  EXPECT_NE(bad.err.find("1S"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace bidlab
