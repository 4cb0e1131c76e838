#include "dd/dds_solver.h"

#include <gtest/gtest.h>

#include "io/pbn_deal.h"

namespace bidlab {
namespace {

TEST(DdsOrders, SpadesComeFirstInDds) {
  EXPECT_EQ(DdsSuitIndex(Suit::kSpades), 0);
  EXPECT_EQ(DdsSuitIndex(Suit::kClubs), 3);
  EXPECT_EQ(DdsStrainIndex(Strain::kNoTrump), 4);
  EXPECT_EQ(DdsStrainIndex(Strain::kHearts), 1);
  EXPECT_EQ(DdsHandIndex(Seat::kWest), 3);
  EXPECT_EQ(DdsRankMask(1u << kAceRank), 0x4000u);
  EXPECT_EQ(DdsRankMask(1u), 0x0004u);
}

// The PBN standard's example deal; its table is in ../shared/notes/dds.md.
TEST(DdsSolver, SolvesThePbnStandardExample) {
  const Deal deal = ParseDealPbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85");
  const DdsSolver solver(1);
  const auto tables = solver.Solve(std::vector<Deal>{deal});
  ASSERT_EQ(tables.size(), 1u);
  const int expected[5][4] = {
      {8, 5, 8, 5}, {8, 5, 8, 5}, {6, 5, 6, 6}, {4, 9, 4, 9}, {5, 8, 5, 8}};  // C D H S NT × N E S W
  for (int st = 0; st < kNumStrains; ++st)
    for (int s = 0; s < kNumSeats; ++s)
      EXPECT_EQ(tables[0].Tricks(SeatAt(s), StrainAt(st)), expected[st][s])
          << StrainName(StrainAt(st)) << " " << SeatChar(SeatAt(s));
}

}  // namespace
}  // namespace bidlab
