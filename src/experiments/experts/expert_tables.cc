#include "experiments/experts/expert_tables.h"

#include <cstdlib>

#include "core/error.h"
#include "core/imp.h"
#include "data/cost_vector.h"
#include "dd/dds_solver.h"

namespace bidlab {

std::vector<ScoredTable> ScoreExpertTables(const ExpertRecords& records, const std::vector<DoubleDummyTable>& tables) {
  if (tables.size() != records.deals.size())
    throw Error(std::to_string(tables.size()) + " double-dummy tables for " + std::to_string(records.deals.size()) +
                " deals");
  std::vector<ScoredTable> scored;
  for (std::size_t d = 0; d < records.deals.size(); ++d)
    for (const ExpertTable& t : records.deals[d].tables) {
      const AuctionOutcome outcome = ScoreWithRealDeclarer(t.auction, tables[d], t.vulnerability);
      scored.push_back({&records.deals[d], &t, tables[d], outcome.contract, outcome.score,
                        ParOf(tables[d], t.auction.dealer(), t.vulnerability).score});
    }
  return scored;
}

std::optional<Seat> OnlyBiddingSide(const Auction& auction) {
  bool north_south = false, east_west = false;
  for (int i = 0; i < auction.size(); ++i)
    if (!auction.calls()[i].IsPass()) (IsNorthSouth(auction.SeatOfCall(i)) ? north_south : east_west) = true;
  if (north_south == east_west) return std::nullopt;  // both sides bid, or passed out
  return north_south ? Seat::kNorth : Seat::kEast;
}

int ImpsFromPar(int score, int par) { return std::abs(Imps(score - par)); }

}  // namespace bidlab
