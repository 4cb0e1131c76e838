#include "eval/match_hard.h"

#include <algorithm>

#include "eval/duplicate_match.h"

namespace bidlab {

namespace {

// The most tricks a side takes double-dummy in any strain, either partner declaring.
int MostTricks(const DoubleDummyTable& table, bool north_south) {
  const Seat first = north_south ? Seat::kNorth : Seat::kEast;
  int most = 0;
  for (int s = 0; s < kNumStrains; ++s)
    most = std::max({most, table.Tricks(first, StrainAt(s)), table.Tricks(Partner(first), StrainAt(s))});
  return most;
}

// Whether the side made a bid at the six level or above.
bool BidSlam(const Auction& auction, bool north_south) {
  for (int i = 0; i < auction.size(); ++i) {
    const Call call = auction.calls()[i];
    if (call.IsBid() && call.level() >= 6 && IsNorthSouth(auction.SeatOfCall(i)) == north_south) return true;
  }
  return false;
}

}  // namespace

Outbid OutbidAt(const TableResult& table, const MatchBoard& board) {
  if (table.contract.IsPassedOut()) return {};
  const bool declarer_north_south = IsNorthSouth(table.contract.declarer);
  int last = -1;
  for (int i = 0; i < table.auction.size(); ++i)
    if (table.auction.calls()[i].IsBid() && IsNorthSouth(table.auction.SeatOfCall(i)) != declarer_north_south) last = i;
  if (last < 0) return {};
  Auction cut(table.auction.dealer());
  for (int i = 0; i <= last; ++i) cut.Add(table.auction.calls()[i]);
  while (!cut.IsComplete()) cut.Add(Call::Pass());
  const TableResult outbid = ScoreAuction(std::move(cut), board);
  return {true, outbid.tricks >= outbid.contract.TricksNeeded(), outbid.score};
}

BoardHardFacts HardFactsOf(const MatchBoard& board, const std::array<TableResult, 2>& tables) {
  BoardHardFacts facts;
  facts.most_tricks = {MostTricks(board.table, true), MostTricks(board.table, false)};
  for (int t = 0; t < 2; ++t) facts.outbid[t] = OutbidAt(tables[t], board);
  return facts;
}

PairHardDecisions& PairHardDecisions::operator+=(const PairHardDecisions& more) {
  small_slams += more.small_slams;
  grand_slams += more.grand_slams;
  slams_made += more.slams_made;
  slams_down += more.slams_down;
  makeable_slams += more.makeable_slams;
  slams_missed += more.slams_missed;
  sacrifices += more.sacrifices;
  cheaper += more.cheaper;
  phantoms += more.phantoms;
  return *this;
}

void TallyHardDecisions(PairHardDecisions& pair, const TableResult& result, const BoardHardFacts& facts, int table,
                        bool pair_is_north_south) {
  const Contract& contract = result.contract;
  const bool declared = !contract.IsPassedOut() && IsNorthSouth(contract.declarer) == pair_is_north_south;
  const bool made = declared && result.tricks >= contract.TricksNeeded();
  if (declared && contract.level >= 6) {
    ++(contract.level == 7 ? pair.grand_slams : pair.small_slams);
    ++(made ? pair.slams_made : pair.slams_down);
  }
  if (facts.most_tricks[pair_is_north_south ? 0 : 1] >= kSlamTricks) {
    ++pair.makeable_slams;
    pair.slams_missed += !BidSlam(result.auction, pair_is_north_south);
  }
  if (!declared || made || contract.doubling == Doubling::kUndoubled) return;
  ++pair.sacrifices;
  const Outbid& outbid = facts.outbid[table];
  if (!outbid.any) return;
  const int sign = pair_is_north_south ? 1 : -1;
  pair.cheaper += outbid.made && sign * result.score > sign * outbid.score;
  pair.phantoms += !outbid.made;
}

}  // namespace bidlab
