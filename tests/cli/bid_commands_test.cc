#include <gtest/gtest.h>

#include <sstream>

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
  EXPECT_NE(r.out.find("  N  1NT    1NT: 15–17 HCP, balanced"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n            1NT: 15-17 HCP, balanced (a five-card major allowed)\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  S  2♦     2♦: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("5–"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n            2♦: Jacoby transfer, 5+ hearts"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Auction: 1NT PASS 2D PASS 2H PASS 3NT PASS 4H PASS PASS PASS"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Contract: 4H by N"), std::string::npos) << r.out;
}

TEST(BidCommand, SolvesTheFullDealAndPricesTheContract) {
  // 4H by North takes 9 tricks double dummy (-50); 3NT makes 10 (+430): WBF IMPs for 480 = 10.
  const CliRun r = Cli(
      {"bid", "--bidder", "sayc", "--deal", "N:AKQ2.K32.Q32.J32 T86.T9.AJ9.AK854 97.AQJ54.K8.Q976 J543.876.T7654.T"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Real declarer:    4H by N, 9 tricks, -50, cost 10 IMP"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Best: 3NT +430"), std::string::npos) << r.out;
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

TEST(ExplainCommand, WhatEachCallMeansAfterAnAuction) {
  const CliRun r = Cli({"explain", "sayc", "--auction", "", "--meaning-deals", "5000"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("sayc: North opens (5000 of 5000 sampled deals"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n  1NT: 15–17 HCP, balanced"), std::string::npos) << r.out;
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
