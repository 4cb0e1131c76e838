// Competing SAYC never plays in the opponents' suit: a bid in a suit they
// bid naturally is a cue-bid (SAYC has no natural bid there), forcing — its
// partner bids on even when it is doubled. Played on the first boards of
// the test split against itself and the shipped four-seat model (which
// doubles cue-bids), every final contract of a SAYC pair is checked against
// what its declarer's side knew when the contract was bid.
#include <gtest/gtest.h>

#include "core/board.h"
#include "data/dataset_ops.h"
#include "eval/duplicate_match.h"
#include "eval/open_bidder.h"
#include "learn/registry.h"
#include "learn/sayc/competitive_common.h"
#include "learn/sayc/contest_reader.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {
namespace {

// A sample of the test split (the whole of it takes minutes on two cores).
constexpr std::size_t kBoards = 1500;

std::vector<MatchBoard> TestSplitBoards() {
  const Dataset data = LoadDataset("standard");
  const IndexRange range = DatasetSplitRange(data.header, data.records.size(), Split::kTest);
  std::vector<MatchBoard> boards;
  for (std::size_t i = range.begin; i < range.begin + kBoards; ++i) {
    const std::uint64_t number = data.header.first + i + 1;
    boards.push_back(
        {number, data.records[i].deal, data.records[i].table, BoardDealer(number), BoardVulnerability(number)});
  }
  return boards;
}

// Whether the final contract of a table is a SAYC pair's in a suit the
// opponents bid naturally, as the player who named the strain read them.
bool SaycPlaysInTheirSuit(const TableResult& table, bool sayc_north_south, Vulnerability vulnerability) {
  const Contract& contract = table.contract;
  if (contract.IsPassedOut() || contract.strain == Strain::kNoTrump) return false;
  if (IsNorthSouth(contract.declarer) != sayc_north_south) return false;
  // The last bid's maker, before bidding it.
  const std::vector<Call>& calls = table.auction.calls();
  std::size_t last = calls.size();
  while (!calls[last - 1].IsBid()) --last;
  Auction before(table.auction.dealer());
  for (std::size_t i = 0; i + 1 < last; ++i) before.Add(calls[i]);
  const sayc::Reading reading =
      sayc::ReadAuction(sayc::SaycRules(), sayc::CompetitiveRules(), before, before.NextToCall(), vulnerability);
  return reading.situation.contest && reading.situation.contest->TheyBid(static_cast<Suit>(contract.strain));
}

TEST(SaycCueBid, NoCueBidIsLeftIn) {
  RegisterAllBidders();
  const std::vector<MatchBoard> boards = TestSplitBoards();
  const std::unique_ptr<Bidder> sayc = MakeBidder("sayc");
  const std::unique_ptr<Bidder> contested = LoadModelBidder(BIDLAB_DATA_DIR "/contested.model");
  int cue_bids = 0;
  for (const Bidder* opponent : {sayc.get(), contested.get()}) {
    const MatchResult match = PlayMatch(*sayc, *opponent, boards, {.threads = 2});
    for (std::size_t b = 0; b < boards.size(); ++b)
      for (int t = 0; t < 2; ++t) {
        const TableResult& table = match.boards[b].tables[t];
        for (const bool sayc_north_south : {true, false}) {
          if (opponent != sayc.get() && sayc_north_south != (t == 0)) continue;
          EXPECT_FALSE(SaycPlaysInTheirSuit(table, sayc_north_south, boards[b].vulnerability))
              << "board " << boards[b].number << ": " << FormatAuction(table.auction) << " "
              << ContractName(table.contract);
        }
        // Count the cue-bids the sample holds: bids after which the
        // bidder's side would be in a suit the other side bid naturally.
        Auction so_far(boards[b].dealer);
        for (const Call call : table.auction.calls()) {
          if (call.IsBid() && call.strain() != Strain::kNoTrump) {
            const sayc::Reading r = sayc::ReadAuction(sayc::SaycRules(), sayc::CompetitiveRules(), so_far,
                                                      so_far.NextToCall(), boards[b].vulnerability);
            cue_bids += r.situation.contest && r.situation.contest->TheyBid(static_cast<Suit>(call.strain()));
          }
          so_far.Add(call);
        }
      }
  }
  EXPECT_GT(cue_bids, 50);  // the sample holds cue-bids to test
}

}  // namespace
}  // namespace bidlab
