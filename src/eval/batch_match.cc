#include "eval/batch_match.h"

#include <array>
#include <memory>

#include "core/error.h"
#include "eval/batch_answers.h"
#include "eval/uncontested_seat.h"

namespace bidlab {

namespace {

// An unfinished auction of the lockstep rounds.
struct Table {
  std::size_t board = 0;
  int pair_north_south = 0;  // 0: A sits N-S (table 1), 1: B does (table 2)
  Auction auction;
};

// A pair as the lockstep rounds use it.
struct LockstepPair {
  std::unique_ptr<Bidder> seated;  // a plain bidder, seated for a contested table
  BatchBidder* batch = nullptr;
  std::shared_ptr<BatchAnswers> answers;
  std::vector<std::size_t> asked;  // positions in the open tables asked this round
  std::vector<BidRequest> requests;
  std::vector<Call> calls;
};

LockstepPair MakeLockstepPair(const MatchPair& pair) {
  if ((pair.bidder == nullptr) == (pair.batch == nullptr))
    throw Error("a pair of a match is a bidder or a batched bidder, exactly one");
  LockstepPair p;
  if (pair.bidder) {
    p.seated = SeatAtContestedTable(*pair.bidder);
  } else {
    p.batch = pair.batch;
    p.answers = std::make_shared<BatchAnswers>(pair.batch->Name(), "board");
  }
  return p;
}

BidRequest RequestAt(const Table& table, const MatchBoard& board) {
  const Seat seat = table.auction.NextToCall();
  return {seat, board.deal.hand(seat), &table.auction, std::nullopt, board.vulnerability};
}

}  // namespace

MatchResult PlayMatchBatched(MatchPair a, MatchPair b, const std::vector<MatchBoard>& boards,
                             const MatchOptions& options) {
  std::array<LockstepPair, 2> pairs{MakeLockstepPair(a), MakeLockstepPair(b)};
  std::vector<Table> open;
  if (pairs[0].batch || pairs[1].batch) {
    open.reserve(2 * boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i)
      for (int t = 0; t < 2; ++t) open.push_back({i, t, Auction(boards[i].dealer)});
  }
  // pairs[k] calls at `table` when it is k's turn there.
  const auto pair_to_call = [](const Table& table) {
    return IsNorthSouth(table.auction.NextToCall()) ? table.pair_north_south : 1 - table.pair_north_south;
  };
  while (!open.empty()) {
    // Plain bidders call until a batched pair is to call; an illegal call
    // ends the table here (PlayMatch meets it again and says so).
    std::vector<Table> still_open;
    still_open.reserve(open.size());
    for (Table& table : open) {
      bool legal = true;
      while (legal && !table.auction.IsComplete() && pairs[pair_to_call(table)].seated) {
        const Call call = pairs[pair_to_call(table)].seated->Bid(RequestAt(table, boards[table.board]));
        legal = table.auction.IsLegal(call);
        if (legal) table.auction.Add(call);
      }
      if (legal && !table.auction.IsComplete()) still_open.push_back(std::move(table));
    }
    open = std::move(still_open);
    for (LockstepPair& p : pairs) {
      p.asked.clear();
      p.requests.clear();
    }
    for (std::size_t k = 0; k < open.size(); ++k) {
      LockstepPair& p = pairs[pair_to_call(open[k])];
      p.asked.push_back(k);
      p.requests.push_back(RequestAt(open[k], boards[open[k].board]));
    }
    std::vector<bool> ended(open.size(), false);
    for (LockstepPair& p : pairs) {
      if (p.asked.empty()) continue;
      p.calls.assign(p.asked.size(), Call::Pass());
      p.batch->BidBatch(p.requests, p.calls);
      for (std::size_t j = 0; j < p.asked.size(); ++j) {
        Table& table = open[p.asked[j]];
        p.answers->Record(p.requests[j], p.calls[j], boards[table.board].number);
        if (table.auction.IsLegal(p.calls[j])) table.auction.Add(p.calls[j]);
        else ended[p.asked[j]] = true;
      }
    }
    std::vector<Table> next;
    next.reserve(open.size());
    for (std::size_t k = 0; k < open.size(); ++k)
      if (!ended[k] && !open[k].auction.IsComplete()) next.push_back(std::move(open[k]));
    open = std::move(next);
  }
  std::array<std::unique_ptr<Bidder>, 2> replays;
  std::array<const Bidder*, 2> players{};
  for (int k = 0; k < 2; ++k) {
    if (pairs[k].batch) {
      replays[k] = MakeReplayBidder(pairs[k].batch->Name(), pairs[k].answers, true);
      players[k] = replays[k].get();
    } else {
      players[k] = k == 0 ? a.bidder : b.bidder;
    }
  }
  return PlayMatch(*players[0], *players[1], boards, options);
}

}  // namespace bidlab
