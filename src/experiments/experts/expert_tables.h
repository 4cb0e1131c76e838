// The experts' tables as the experts experiment measures them (experiments/
// experts/experts.h): each table with its deal's double-dummy table, what
// its auction scores double-dummy, and the par of its board.
#pragma once

#include <optional>
#include <vector>

#include "core/auction.h"
#include "core/contract.h"
#include "core/dd_table.h"
#include "data/expert_records.h"

namespace bidlab {

struct ScoredTable {
  const ExpertDeal* deal = nullptr;
  const ExpertTable* table = nullptr;
  DoubleDummyTable dd;
  Contract contract;  // the auction's, with its real declarer and doubling
  int score = 0;      // North-South's, double-dummy
  int par = 0;        // North-South's par score (dealer and vulnerability as played)
};

std::vector<ScoredTable> ScoreExpertTables(const ExpertRecords& records, const std::vector<DoubleDummyTable>& tables);

// The side that made every call other than pass, when the other side only
// passed and the board was not passed out: North (for North-South) or East.
std::optional<Seat> OnlyBiddingSide(const Auction& auction);

// |IMPs| between a North-South score and the par score.
int ImpsFromPar(int score, int par);

}  // namespace bidlab
