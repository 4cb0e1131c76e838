#include "experiments/experts/experts.h"

#include <gtest/gtest.h>

#include <sstream>

#include "data/dealer.h"
#include "dd/dds_solver.h"
#include "eval/contested_auction.h"
#include "experiments/experts/expert_tables.h"
#include "experiments/experts/experts_calls.h"
#include "experiments/experts/experts_par.h"
#include "experiments/experts/experts_yardstick.h"
#include "learn/registry.h"

namespace bidlab {
namespace {

// A table where North-South take 10 tricks in every suit and 8 in notrump
// (East-West the rest), whoever declares: par is 4S or 4H by North-South,
// +420 not vulnerable (no East-West sacrifice comes near: 4S doubled by
// East-West goes down 7).
DoubleDummyTable TenTricksInTheSuits() {
  DoubleDummyTable table;
  for (int s = 0; s < kNumSeats; ++s)
    for (int k = 0; k < kNumStrains; ++k) {
      const int north_south = static_cast<Strain>(k) == Strain::kNoTrump ? 8 : 10;
      table.Set(SeatAt(s), static_cast<Strain>(k), IsNorthSouth(SeatAt(s)) ? north_south : 13 - north_south);
    }
  return table;
}

ExpertRecords OneDeal(const Deal& deal, const std::vector<std::pair<Seat, std::string>>& auctions,
                      Vulnerability vulnerability = Vulnerability::kNone) {
  ExpertRecords records;
  records.deals.push_back({deal, {}});
  for (const auto& [dealer, calls] : auctions) {
    ExpertTable t;
    t.collection = "hand-made";
    t.vulnerability = vulnerability;
    t.auction = ParseAuction(calls, dealer);
    records.deals[0].tables.push_back(t);
    ++records.tables;
  }
  return records;
}

TEST(ExpertsPar, DistanceFromParOfTablesCountedByHand) {
  const ExpertRecords records = OneDeal(DealAt(1, 0), {{Seat::kNorth, "1S PASS 2S PASS PASS PASS"},
                                                       {Seat::kNorth, "1S PASS 4S PASS PASS PASS"},
                                                       {Seat::kNorth, "PASS PASS PASS PASS"}});
  const std::vector<ScoredTable> scored = ScoreExpertTables(records, {TenTricksInTheSuits()});
  ASSERT_EQ(scored.size(), 3u);
  for (const ScoredTable& t : scored) EXPECT_EQ(t.par, 420);
  EXPECT_EQ(scored[0].score, 170);  // 2S + 2: 60 + 50 + 2 × 30
  EXPECT_EQ(scored[1].score, 420);  // 4S just: 120 + 300
  EXPECT_EQ(scored[2].score, 0);
  EXPECT_EQ(ImpsFromPar(scored[0].score, scored[0].par), 6);  // 250 points: 6 IMPs (220-260)
  EXPECT_EQ(ImpsFromPar(scored[1].score, scored[1].par), 0);
  EXPECT_EQ(ImpsFromPar(scored[2].score, scored[2].par), 9);  // 420 points: 9 IMPs (370-420)
  const std::vector<ParRow> rows = DistanceFromPar(scored, {}, 1);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].all.tables, 3u);
  EXPECT_EQ(rows[0].all.imps, 15);
  EXPECT_EQ(rows[0].all.at_par, 1u);
  EXPECT_EQ(rows[0].by_collection.at("hand-made").tables, 3u);
}

// The whole run on the hand-made tables: the three parts, and the report's
// chart of the share of tables within k IMPs of par (rising to every table).
TEST(Experts, RunGivesEachPartAndTheParChart) {
  RegisterAllBidders();
  const auto sayc = MakeBidder("sayc");
  const ExpertRecords records = OneDeal(DealAt(1, 0), {{Seat::kNorth, "1S PASS 2S PASS PASS PASS"},
                                                       {Seat::kNorth, "1S PASS 4S PASS PASS PASS"},
                                                       {Seat::kNorth, "PASS PASS PASS PASS"}});
  std::ostringstream log;
  const ExperimentOutput out = RunExperts(records, {TenTricksInTheSuits()}, {sayc.get()}, {1}, log);
  EXPECT_EQ(out.name, "experts");
  EXPECT_EQ(out.json["tables"], 3);
  EXPECT_EQ(out.json["yardstick"]["tables"], 2);  // the passed-out table has no bidding side
  ASSERT_EQ(out.json["curves"].size(), 2u);       // the experts, SAYC in self-play
  const nlohmann::json& experts = out.json["curves"][0];
  EXPECT_EQ(experts["label"], "experts");
  EXPECT_DOUBLE_EQ(experts["validation_cost"][0].get<double>(), 1.0 / 3);  // at par: the 4S table
  EXPECT_DOUBLE_EQ(experts["validation_cost"][6].get<double>(), 2.0 / 3);  // within 6: 2S too
  EXPECT_DOUBLE_EQ(experts["validation_cost"][24].get<double>(), 1.0);
  EXPECT_NE(out.markdown.find("| experts | 3 | 5.00 | 33.3% |"), std::string::npos) << out.markdown;
}

TEST(ExpertsCalls, EachCallIsTheDecisionItIs) {
  // North deals: pass, pass, South opens 1H, West passes, North raises.
  const Auction a = ParseAuction("PASS PASS 1H PASS 2H PASS PASS PASS", Seat::kNorth);
  const Decision expected[] = {Decision::kOpening,  Decision::kOpening,     Decision::kOpening, Decision::kCompetitive,
                               Decision::kResponse, Decision::kCompetitive, Decision::kOther,   Decision::kCompetitive};
  for (int i = 0; i < a.size(); ++i) EXPECT_EQ(DecisionOf(a, i), expected[i]) << "call " << i;
  // An overcall makes the response competitive; the opener's rebid too.
  const Auction b = ParseAuction("1H 1S 2H PASS PASS PASS", Seat::kNorth);
  EXPECT_EQ(DecisionOf(b, 1), Decision::kCompetitive);
  EXPECT_EQ(DecisionOf(b, 2), Decision::kCompetitive);
  EXPECT_EQ(DecisionName(Decision::kResponse), "first response");
  EXPECT_EQ(OnlyBiddingSide(a), Seat::kNorth);
  EXPECT_EQ(OnlyBiddingSide(b), std::nullopt);
  EXPECT_EQ(OnlyBiddingSide(ParseAuction("PASS 1D PASS 3NT PASS PASS PASS", Seat::kSouth)), Seat::kEast);
  EXPECT_EQ(OnlyBiddingSide(ParseAuction("PASS PASS PASS PASS")), std::nullopt);
}

TEST(ExpertsCalls, SaycMakesItsOwnCallsAndNotOthers) {
  RegisterAllBidders();
  const auto sayc = MakeBidder("sayc");
  // North-South: SAYC's own auction on a deal, then one call changed.
  const Deal deal = DealAt(2014, 7);
  const DoubleDummyTable dd = DdsSolver(1).Solve(std::vector<Deal>{deal})[0];
  const auto seated = sayc->Clone();
  const TableSeats seats{seated.get(), seated.get(), seated.get(), seated.get()};
  const Auction own = BidContested(seats, deal, Seat::kNorth, Vulnerability::kNone);
  const ExpertRecords records = OneDeal(deal, {{Seat::kNorth, FormatAuction(own)}});
  const std::vector<AgreementRow> rows = AgreementWithExperts(ScoreExpertTables(records, {dd}), {sayc.get()}, 1);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].all.decisions, static_cast<std::size_t>(own.size()));
  EXPECT_EQ(rows[0].all.same, rows[0].all.decisions);
}

// A table where East-West bid alone is the same table as North-South's
// once the seats are turned: the same costs for the experts and for SAYC.
TEST(ExpertsYardstick, AnEastWestTableCostsWhatTheSameTableTurnedCosts) {
  RegisterAllBidders();
  const auto sayc = MakeBidder("sayc");
  const DdsSolver solver(1);
  for (std::uint64_t i = 0; i < 6; ++i) {
    const Deal deal = DealAt(5, i);
    const Deal turned = deal.Rotated().Rotated().Rotated();  // East's hand to North
    const auto dd = solver.Solve(std::vector<Deal>{deal, turned});
    const ExpertRecords east_west =
        OneDeal(deal, {{Seat::kEast, "1H PASS 2H PASS PASS PASS"}}, Vulnerability::kEastWest);
    const ExpertRecords north_south =
        OneDeal(turned, {{Seat::kNorth, "1H PASS 2H PASS PASS PASS"}}, Vulnerability::kNorthSouth);
    const YardstickResult a = UncontestedYardstick(ScoreExpertTables(east_west, {dd[0]}), {sayc.get()}, 1);
    const YardstickResult b = UncontestedYardstick(ScoreExpertTables(north_south, {dd[1]}), {sayc.get()}, 1);
    ASSERT_EQ(a.tables, 1u);
    ASSERT_EQ(a.rows.size(), 2u);
    EXPECT_EQ(a.tables_by_type, b.tables_by_type);
    for (std::size_t r = 0; r < a.rows.size(); ++r) EXPECT_EQ(a.rows[r].avg_cost, b.rows[r].avg_cost) << i;
  }
}

}  // namespace
}  // namespace bidlab
