#include "data/cost_vector.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/error.h"

namespace bidlab {
namespace {

Call C(std::string_view text) { return *ParseCall(text); }

const std::string kYardstick = BIDLAB_EXTERNAL_DIR "/yardstick/list1000_costs.csv";

// North makes exactly ten tricks in spades, South nine; South is the better
// no-trump player with nine; nothing else makes anything.
DoubleDummyTable SpadeGameTable() {
  DoubleDummyTable t;
  for (int s = 0; s < kNumStrains; ++s)
    for (int seat = 0; seat < kNumSeats; ++seat) t.Set(SeatAt(seat), StrainAt(s), 6);
  t.Set(Seat::kNorth, Strain::kSpades, 10);
  t.Set(Seat::kSouth, Strain::kSpades, 9);
  t.Set(Seat::kEast, Strain::kSpades, 3);
  t.Set(Seat::kWest, Strain::kSpades, 4);
  t.Set(Seat::kNorth, Strain::kNoTrump, 8);
  t.Set(Seat::kSouth, Strain::kNoTrump, 9);
  return t;
}

TEST(CostVector, HandCountedDeal) {
  const CostVector v = MakeCostVector(SpadeGameTable(), Vulnerability::kNone);
  EXPECT_EQ(v.scores[0], 0);
  EXPECT_EQ(v.scores[C("4S").index()], 420);  // North declares
  EXPECT_EQ(v.scores[C("2S").index()], 170);
  EXPECT_EQ(v.scores[C("3NT").index()], 400);  // South declares
  EXPECT_EQ(v.scores[C("5S").index()], -50);
  EXPECT_EQ(v.scores[C("1C").index()], -50);  // 6 tricks in clubs
  EXPECT_EQ(v.best, 420);
  EXPECT_EQ(v.costs[C("4S").index()], 0);
  EXPECT_EQ(v.costs[C("3NT").index()], 1);  // 20
  EXPECT_EQ(v.costs[C("2S").index()], 6);   // 250
  EXPECT_EQ(v.costs[0], 9);                 // 420
  EXPECT_EQ(v.costs[C("5S").index()], 10);  // 470
  EXPECT_EQ(MakeCostVector(SpadeGameTable(), Vulnerability::kNone, ImpScale::kThesis).costs[0], 10);
  // E-W's vulnerability does not matter to N-S contracts.
  EXPECT_EQ(MakeCostVector(SpadeGameTable(), Vulnerability::kEastWest).scores,
            MakeCostVector(SpadeGameTable(), Vulnerability::kNone).scores);
  const CostVector vul = MakeCostVector(SpadeGameTable(), Vulnerability::kBoth);
  EXPECT_EQ(vul.best, 620);
  EXPECT_EQ(vul.scores[C("3NT").index()], 600);
}

TEST(CostVector, BestIsNeverBelowPass) {
  DoubleDummyTable t;  // nobody takes a trick: every bid fails
  const CostVector v = MakeCostVector(t, Vulnerability::kNone);
  EXPECT_EQ(v.best, 0);
  EXPECT_EQ(v.costs[0], 0);
  EXPECT_EQ(v.scores[C("7NT").index()], -650);
  EXPECT_EQ(v.costs[C("7NT").index()], 12);  // 650
  EXPECT_EQ(BestScore(t, Vulnerability::kNone), 0);
}

TEST(CostVector, RealDeclarerCanDifferFromTheAssumedOne) {
  const DoubleDummyTable t = SpadeGameTable();
  // South opens 1S (after North's pass) and plays 4S: nine tricks, down one.
  const Auction south_first = ParseAuction("P P 1S P 4S P P P");
  const AuctionOutcome south = ScoreWithRealDeclarer(south_first, t, Vulnerability::kNone);
  EXPECT_EQ(south.contract, Contract::Of(C("4S"), Seat::kSouth));
  EXPECT_EQ(south.score, -50);
  EXPECT_EQ(south.cost, 10);  // 470
  // North names spades first: ten tricks, the assumed declarer's result.
  const AuctionOutcome north = ScoreWithRealDeclarer(ParseAuction("1S P 4S P P P"), t, Vulnerability::kNone);
  EXPECT_EQ(north.contract.declarer, Seat::kNorth);
  EXPECT_EQ(north.score, 420);
  EXPECT_EQ(north.cost, 0);
  // North bids 3NT after South's 1S: North declares no trump, eight tricks.
  const AuctionOutcome nt = ScoreWithRealDeclarer(ParseAuction("P P 1S P 3NT P P P"), t, Vulnerability::kNone);
  EXPECT_EQ(nt.contract.declarer, Seat::kNorth);
  EXPECT_EQ(nt.score, -50);
  // Passed out.
  const AuctionOutcome out = ScoreWithRealDeclarer(ParseAuction("P P P P"), t, Vulnerability::kNone);
  EXPECT_TRUE(out.contract.IsPassedOut());
  EXPECT_EQ(out.score, 0);
  EXPECT_EQ(out.cost, 9);
  EXPECT_THROW(ScoreWithRealDeclarer(ParseAuction("1S P"), t, Vulnerability::kNone), Error);
}

TEST(CostVector, RealDeclarerInAContestedAuction) {
  const DoubleDummyTable t = SpadeGameTable();
  // North opens 1S, East doubles, everyone passes: 1SX by North, ten tricks,
  // 60 + 50 + 50 + 3 × 100 = 460.
  const AuctionOutcome x = ScoreWithRealDeclarer(ParseAuction("1S X P P P"), t, Vulnerability::kNone);
  EXPECT_EQ(x.contract.doubling, Doubling::kDoubled);
  EXPECT_EQ(x.score, 460);
  EXPECT_EQ(x.cost, -1);  // better than the yardstick's best (420): negative cost
  // East plays 2S and takes three tricks: down five, 250 to N-S.
  const AuctionOutcome e = ScoreWithRealDeclarer(ParseAuction("P 2S P P P"), t, Vulnerability::kNone);
  EXPECT_EQ(e.contract.declarer, Seat::kEast);
  EXPECT_EQ(e.score, 250);
}

TEST(CostVector, UncontestedCallsVariantAgreesWithTheAuction) {
  const DoubleDummyTable t = SpadeGameTable();
  const int best = BestScore(t, Vulnerability::kNorthSouth);
  const std::vector<std::vector<Call>> sequences = {{C("P"), C("1S"), C("4S"), C("P")},
                                                    {C("1S"), C("4S"), C("P")},
                                                    {C("1C"), C("1S"), C("3NT"), C("P")},
                                                    {C("1NT"), C("2C"), C("2S"), C("3NT"), C("P")},
                                                    {C("P"), C("P")},
                                                    {C("1H"), C("P")}};
  for (const auto& calls : sequences) {
    const Auction auction = UncontestedAuction(calls);
    ASSERT_TRUE(auction.IsComplete()) << FormatAuction(auction);
    const AuctionOutcome a = ScoreWithRealDeclarer(auction, t, Vulnerability::kNorthSouth, ImpScale::kWbf, best);
    const AuctionOutcome b =
        ScoreUncontestedWithRealDeclarer(calls, t, Vulnerability::kNorthSouth, ImpScale::kWbf, best);
    EXPECT_EQ(a.contract, b.contract) << FormatAuction(auction);
    EXPECT_EQ(a.score, b.score) << FormatAuction(auction);
    EXPECT_EQ(a.cost, b.cost) << FormatAuction(auction);
  }
}

// Every score and cost of the independently computed yardstick: 639 DDS
// deals, not vulnerable and N-S vulnerable.
TEST(CostVectorExternal, MatchesTheYardstickOnList1000) {
  std::ifstream in(kYardstick);
  if (!in) GTEST_SKIP() << "external data absent: " << kYardstick;
  std::string line;
  ASSERT_TRUE(std::getline(in, line));
  ASSERT_EQ(line.rfind("deal,vulnerable,tricks_N_C,", 0), 0u) << line;
  int rows = 0;
  long long wbf_total = 0, thesis_total = 0;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, ',')) f.push_back(field);
    ASSERT_EQ(f.size(), 2u + 20u + 36u + 36u) << "row " << rows + 1;
    ASSERT_TRUE(f[1] == "no" || f[1] == "yes") << f[1];
    const Vulnerability vul = f[1] == "yes" ? Vulnerability::kNorthSouth : Vulnerability::kNone;
    DoubleDummyTable t;
    for (int seat = 0; seat < kNumSeats; ++seat)
      for (int s = 0; s < kNumStrains; ++s) t.Set(SeatAt(seat), StrainAt(s), std::stoi(f[2 + seat * 5 + s]));
    const CostVector v = MakeCostVector(t, vul);
    for (int i = 0; i < kNumFinalCalls; ++i) {
      EXPECT_EQ(v.scores[i], std::stoi(f[22 + i])) << f[0] << " " << f[1] << " " << CallName(Call::FromIndex(i));
      EXPECT_EQ(v.costs[i], std::stoi(f[58 + i])) << f[0] << " " << f[1] << " " << CallName(Call::FromIndex(i));
    }
    // The thesis's arithmetic never costs less, and at most one IMP more.
    const CostVector thesis = MakeCostVector(t, vul, ImpScale::kThesis);
    EXPECT_EQ(thesis.scores, v.scores);
    for (int i = 0; i < kNumFinalCalls; ++i) {
      EXPECT_GE(thesis.costs[i], v.costs[i]);
      EXPECT_LE(thesis.costs[i], v.costs[i] + 1);
    }
    wbf_total += v.costs[0];
    thesis_total += thesis.costs[0];
    ++rows;
  }
  EXPECT_EQ(rows, 2 * 639);
  EXPECT_GT(thesis_total, wbf_total);
  std::cout << "list1000 always-pass average cost: wbf " << static_cast<double>(wbf_total) / rows << ", thesis "
            << static_cast<double>(thesis_total) / rows << "\n";
}

}  // namespace
}  // namespace bidlab
