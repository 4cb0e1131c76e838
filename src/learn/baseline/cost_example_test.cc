// Training examples with relabelled copies of each deal.
#include "learn/baseline/cost_example.h"

#include <gtest/gtest.h>

#include <set>

#include "core/error.h"
#include "data/cost_vector.h"
#include "data/deal_symmetry.h"
#include "data/dealer.h"

namespace bidlab {
namespace {

// Ten deals on which North-South take 10 tricks in hearts, 6 elsewhere.
Dataset HeartsDataset() {
  Dataset d;
  d.header.count = 10;
  for (std::uint64_t i = 0; i < 10; ++i) {
    DealRecord r{DealAt(3, i), {}};
    for (int st = 0; st < kNumStrains; ++st)
      r.table.Set(Seat::kNorth, StrainAt(st), st == ToInt(Strain::kHearts) ? 10 : 6);
    d.records.push_back(r);
  }
  return d;
}

TEST(CostExamplesOf, CopiesAreDistinctRelabellingsWithTheirOwnCosts) {
  const Dataset d = HeartsDataset();
  const std::vector<CostExample> plain = CostExamplesOf(d, Split::kAll);
  const std::vector<CostExample> copies = CostExamplesOf(d, Split::kAll, ImpScale::kWbf, 3);
  ASSERT_EQ(plain.size(), 10u);
  ASSERT_EQ(copies.size(), 30u);
  for (std::size_t i = 0; i < plain.size(); ++i) {
    EXPECT_EQ(copies[3 * i].north, plain[i].north) << "the deal itself comes first";
    EXPECT_EQ(copies[3 * i].costs, plain[i].costs);
    std::set<std::uint64_t> norths;
    for (int c = 0; c < 3; ++c) norths.insert(copies[3 * i + static_cast<std::size_t>(c)].north.mask());
    EXPECT_EQ(norths.size(), 3u) << "three different deals";
    for (int c = 1; c < 3; ++c) {
      const CostExample& copy = copies[3 * i + static_cast<std::size_t>(c)];
      int found = 0;
      for (int k = 0; k < kNumDealSymmetries; ++k) {
        const DealSymmetry s = DealSymmetry::FromIndex(k);
        const Deal relabelled = Relabel(d.records[i].deal, s);
        if (relabelled.hand(Seat::kNorth) != copy.north || relabelled.hand(Seat::kSouth) != copy.south) continue;
        ++found;
        EXPECT_EQ(copy.costs, MakeCostVector(Relabel(d.records[i].table, s), Vulnerability::kNone).costs);
      }
      EXPECT_EQ(found, 1) << "a copy is one relabelling of the deal";
    }
  }
  EXPECT_THROW(CostExamplesOf(d, Split::kAll, ImpScale::kWbf, 49), Error);
}

}  // namespace
}  // namespace bidlab
