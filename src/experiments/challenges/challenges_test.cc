#include "experiments/challenges/challenges.h"

#include <gtest/gtest.h>

#include <sstream>

#include "data/apriori.h"
#include "dd/dds_solver.h"
#include "eval/contest_test_bidders.h"

namespace bidlab {
namespace {

// North holds the four top cards of every suit: every grand slam is cold. The
// experts' best is 7NT; the yardstick's is the first call that costs 0 IMPs,
// 7H (1510, 10 points below 7NT's 1520), which their table does not list.
constexpr std::string_view kSet =
    "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n"
    "[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.8765.876.876 32.432.5432.5432\"]\n"
    "[Scoring \"Facit\"]\n{7n 10 6n 6 7s 5}\n";

TEST(Challenges, AnUnreadSetKeepsItsColumnAndThePointsLostAreInTheJson) {
  ChallengeSet set{"tiny", ParseFacitPbn(kSet, "tiny.pbn"), {}};
  set.tables = DdsSolver(1).Solve(std::vector<Deal>{set.boards[0].deal});
  const auto six = testing::FixedBid(Call::Bid(6, Strain::kNoTrump));
  std::ostringstream log;
  const ExperimentOutput out = RunChallenges({set}, {}, {&six}, {"other.pbn:12: score table: expected a }"}, 1, log);
  // The table's header names the set that could not be read, and why is said below the table; each row has its cell.
  EXPECT_NE(out.markdown.find("| other (not read: below) |"), std::string::npos) << out.markdown;
  EXPECT_NE(out.markdown.find("- other.pbn:12: score table: expected a }"), std::string::npos) << out.markdown;
  EXPECT_NE(out.markdown.find("| 6 of 10 | 6 of 10 | — |"), std::string::npos) << out.markdown;
  const nlohmann::json& where = out.json["sets"][0]["where_points_go"];
  EXPECT_EQ(where["lost_by_experts_best"]["GRAND"]["boards"], 1);
  EXPECT_EQ(where["lost_by_experts_best"]["GRAND"]["lost"][six.Name()], 4);  // 6NT: 6 of 10
  EXPECT_EQ(where["lost_by_experts_best"]["GRAND"]["lost"]["double-dummy best"], 10);
  EXPECT_EQ(where["double_dummy_against_table"]["agree"], 0);
  EXPECT_EQ(where["double_dummy_against_table"]["differ"], 1);
  EXPECT_EQ(where["double_dummy_against_table"]["dd_zero"], 1);
  EXPECT_EQ(where["double_dummy_against_table"]["points"][six.Name()]["differ"], 6);
}

// On the actual layout North's 7H is cold (East's JT9 of hearts fall under
// the AKQ), so the double-dummy best is 7H, which the table does not list. On
// other layouts of East-West's cards a defender holds four hearts to the
// jack and 7H fails, while 7NT is 13 top tricks on every layout: the a-priori
// optimum is the experts' 7NT.
TEST(Challenges, TheAPrioriOptimumHasItsRowAndItsBoards) {
  ChallengeSet set{"tiny", ParseFacitPbn(kSet, "tiny.pbn"), {}};
  const DdsSolver solver(1);
  set.tables = solver.Solve(std::vector<Deal>{set.boards[0].deal});
  const std::vector<DoubleDummyTable> layouts = solver.Solve(LayoutsOf(set.boards[0].deal, 1, 3));
  set.apriori = {APrioriOptimum(layouts, set.boards[0].vulnerability)};
  set.layouts = 3;
  set.layout_seed = 1;
  const auto six = testing::FixedBid(Call::Bid(6, Strain::kNoTrump));
  std::ostringstream log;
  const ExperimentOutput out = RunChallenges({set}, {}, {&six}, {}, 1, log);
  EXPECT_NE(out.markdown.find("| a-priori optimum (3 layouts) | 10 of 10 | 10 of 10 |"), std::string::npos)
      << out.markdown;
  EXPECT_NE(out.markdown.find("points against the a-priori optimum"), std::string::npos);
  const nlohmann::json& a = out.json["sets"][0]["a_priori"];
  EXPECT_EQ(a["layouts"], 3);
  EXPECT_EQ(a["seed"], 1);
  EXPECT_EQ(a["points"], 10);
  EXPECT_EQ(a["boards"][0]["contract"], "7NT by N");
  EXPECT_EQ(a["boards"][0]["expected_cost"], 0.0);
  EXPECT_EQ(a["experts_best_agrees"], 1);
  EXPECT_EQ(a["points_by_experts_best"]["GRAND"]["boards"], 1);
  EXPECT_EQ(a["points_by_experts_best"]["GRAND"]["points"]["a-priori optimum (3 layouts)"], 10);
  EXPECT_EQ(a["points_by_experts_best"]["GRAND"]["points"][six.Name()], 6);
  EXPECT_EQ(
      out.json["sets"][0]["where_points_go"]["lost_by_experts_best"]["GRAND"]["lost"]["a-priori optimum (3 layouts)"],
      0);
}

// The robots' contracts are spelled as the bidders' in the same table: "3♠ by N", not "3S N".
TEST(Challenges, RobotsContractsAreSpelledAsEveryContract) {
  EXPECT_EQ(RobotContractName("3S", "N"), "3♠ by N");
  EXPECT_EQ(RobotContractName("4HX", "S"), "4♥X by S");
  EXPECT_EQ(RobotContractName("2DXX", "E"), "2♦XX by E");
  EXPECT_EQ(RobotContractName("3NT", "W"), "3NT by W");
  EXPECT_EQ(RobotContractName("Pass", ""), "Pass");
}

}  // namespace
}  // namespace bidlab
