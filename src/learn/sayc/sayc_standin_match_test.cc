// A STAND-IN for `bidlab match` (eval's duplicate match engine, built in
// parallel): competing SAYC against SAYC seated as the uncontested
// adapter does it (it bids as if the opponents had passed while its call
// stays legal, and passes otherwise), on the standard set's validation split
// (deals 80,000-89,999), scored double-dummy in full (doubles, vulnerability)
// with dealer and vulnerability by the 16-board rotation (DESIGN.md §1b).
// Kept beside the tests so the competitive rules could be tuned before the
// engine landed; the lead replaces it with
// `bidlab match --ns sayc --ew sayc-uncontested`. Never run on the test split.
//
//   build/bidlab_tests --gtest_filter='SaycStandInMatchLong.*'
//   (BIDLAB_STANDIN_BOARDS=N plays the first N boards of the split)
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <iostream>

#include "core/contract.h"
#include "core/imp.h"
#include "core/scoring.h"
#include "data/dataset_ops.h"
#include "data/split.h"
#include "learn/sayc/contest_reader.h"
#include "learn/sayc/sayc_bidder.h"

namespace bidlab {
namespace {

// DESIGN.md §1b: board b (1-based) has dealer N,E,S,W by (b-1) mod 4 and
// this vulnerability by (b-1) mod 16.
Vulnerability RotationVulnerability(std::size_t board) {
  using V = Vulnerability;
  static constexpr V kCycle[16] = {V::kNone,       V::kNorthSouth, V::kEastWest,   V::kBoth,
                                   V::kNorthSouth, V::kEastWest,   V::kBoth,       V::kNone,
                                   V::kEastWest,   V::kBoth,       V::kNone,       V::kNorthSouth,
                                   V::kBoth,       V::kNone,       V::kNorthSouth, V::kEastWest};
  return kCycle[(board - 1) % 16];
}

// SAYC at a contested table without competing: its side's calls shown to
// it as an uncontested auction (the opponents' calls as passes), its call
// made while legal at the real table, PASS otherwise and once that
// uncontested auction is over.
Call SilentSaycCall(SaycBidder& sayc, const Auction& auction, const Hand& hand) {
  const Seat seat = auction.NextToCall();
  // The same calls in the uncontested setting: our side's first caller plays North.
  const std::vector<Call> ours = sayc::SideCalls(auction, seat);
  const bool i_am_first = ours.size() % 2 == 0;
  Auction pretend(Seat::kNorth);
  for (const Call call : ours) {
    if (pretend.IsComplete()) return Call::Pass();
    if (!call.IsPass() && !call.IsBid()) return Call::Pass();  // a double: not the uncontested game
    pretend.Add(call);
    if (!pretend.IsComplete()) pretend.Add(Call::Pass());
  }
  if (pretend.IsComplete()) return Call::Pass();
  BidRequest request{i_am_first ? Seat::kNorth : Seat::kSouth, hand, &pretend, std::nullopt, Vulnerability::kNone};
  const Call call = sayc.Bid(request);
  return auction.IsLegal(call) ? call : Call::Pass();
}

// One table: `competing_ns` says which side bids competing SAYC.
int TableScore(const DealRecord& record, std::size_t board, bool competing_ns) {
  SaycBidder sayc;
  const Seat dealer = SeatAt(static_cast<int>((board - 1) % kNumSeats));
  const Vulnerability vulnerability = RotationVulnerability(board);
  Auction auction(dealer);
  while (!auction.IsComplete()) {
    const Seat seat = auction.NextToCall();
    const Hand& hand = record.deal.hand(seat);
    Call call;
    if (IsNorthSouth(seat) == competing_ns) {
      BidRequest request{seat, hand, &auction, std::nullopt, vulnerability};
      call = sayc.Bid(request);
    } else {
      call = SilentSaycCall(sayc, auction, hand);
    }
    auction.Add(call);  // throws on an illegal call
  }
  const Contract contract = FinalContract(auction);
  if (contract.IsPassedOut()) return 0;
  return NorthSouthScore(contract, record.table.Tricks(contract.declarer, contract.strain), vulnerability);
}

TEST(SaycStandInMatchLong, CompetingBeatsSilentOnValidation) {
  if (!DatasetExists("standard")) GTEST_SKIP() << "the standard data set is not built (data/standard.bdl.xz)";
  const Dataset data = LoadDataset("standard");
  const IndexRange range = DatasetSplitRange(data.header, data.records.size(), Split::kValidation);
  std::size_t boards = range.end - range.begin;
  if (const char* n = std::getenv("BIDLAB_STANDIN_BOARDS")) boards = std::min<std::size_t>(boards, std::stoul(n));
  double sum = 0, sum_sq = 0;
  for (std::size_t i = range.begin; i < range.begin + boards; ++i) {
    const std::size_t board = i + 1;
    // A's gain: competing SAYC North-South at table 1, East-West at table 2.
    const int imps = Imps(TableScore(data.records[i], board, true) - TableScore(data.records[i], board, false));
    sum += imps;
    sum_sq += static_cast<double>(imps) * imps;
  }
  const double n = static_cast<double>(boards);
  const double mean = sum / n;
  const double stderr_mean = std::sqrt((sum_sq / n - mean * mean) / (n - 1));
  std::cout << "stand-in match, competing SAYC vs SAYC (uncontested), validation boards " << range.begin + 1 << "-"
            << range.begin + boards << ": " << mean << " IMP/board, stderr " << stderr_mean << "\n";
  EXPECT_GT(mean - 2 * stderr_mean, 0.0);
}

}  // namespace
}  // namespace bidlab
